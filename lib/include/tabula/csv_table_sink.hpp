// CsvTableSink: where and how a table is written as a CSV file, with Flink 1.x's constructor.
#pragma once

#include <string>

namespace tabula {

/// What writing to a file that exists already does (Flink's FileSystem.WriteMode).
enum class WriteMode {
    NO_OVERWRITE,  // an error, raised before the query runs; the file is left alone
    OVERWRITE,     // the file is replaced once every row is written
};

/// A CSV file to write a table to (Table::writeToSink, TableEnvironment::registerTableSink). The file is written
/// as RFC 4180 without a header line, in a temporary file next to it that is renamed into place once the last row
/// is written: a query that fails or is cancelled leaves the previous file byte-identical. Copyable value type;
/// nothing is opened until a table is written.
class CsvTableSink {
public:
    /// Flink's constructor. Throws ValidationError for an empty path or delimiter, a delimiter holding a quote,
    /// CR or LF, or `num_files` other than 1 (tabula writes exactly one file).
    explicit CsvTableSink(std::string path, std::string field_delimiter = ",", int num_files = 1,
                          WriteMode write_mode = WriteMode::NO_OVERWRITE);

    const std::string& path() const { return path_; }
    const std::string& fieldDelimiter() const { return field_delimiter_; }
    WriteMode writeMode() const { return write_mode_; }

private:
    std::string path_;
    std::string field_delimiter_;
    WriteMode write_mode_;
};

}  // namespace tabula
