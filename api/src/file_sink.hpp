// Writing a table to a file: the file sinks (CsvTableSink, the shell's filesystem tables) and the one function
// that runs a query into one of them atomically.
#pragma once

#include <string>

#include "tabula/csv_table_sink.hpp"
#include "tabula/csv_table_source.hpp"
#include "tabula/schema.hpp"
#include "tabula/table.hpp"

namespace tabula::detail {

/// What happens to a file that exists already.
enum class FileWrite {
    NoOverwrite,  // an error before the query runs
    Overwrite,    // replaced by the new rows
    Append,       // the new rows follow the old (INSERT INTO a filesystem table)
};

/// A file that tables can be written to, and how.
struct FileSink {
    std::string path;
    FileFormat format = FileFormat::Csv;  // Csv: RFC 4180, no header line; Json: keys in column order
    std::string field_delimiter = ",";    // CSV only
    FileWrite mode = FileWrite::NoOverwrite;
    /// CSV: the file starts with a header line (a table read with ignore_first_line), written when the file is
    /// new or empty, so that the first row is not taken for it.
    bool header_line = false;
    /// CSV: the text written for NULL (a table's 'csv.null-literal'); an empty unquoted field by default.
    std::string null_text = "";
};

/// The file a CsvTableSink describes.
FileSink fileSinkOf(const CsvTableSink& sink);

/// Runs `table` and writes its rows to `sink` through an AtomicFile, under the field names of `target` (the table
/// written to, whose names a JSON file keys its values by): the file changes only once every row is written; a
/// query that fails at run time, throws or is cancelled leaves it byte-identical. Throws ValidationError before
/// running anything when the mode is NoOverwrite and the file exists; IoError when the file cannot be written.
/// Returns the number of rows written.
int64_t writeTableToFile(const Table& table, const FileSink& sink, const TableSchema& target);

}  // namespace tabula::detail
