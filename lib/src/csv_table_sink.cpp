// CsvTableSink: Flink's constructor, validating the description before any file is written.
#include "tabula/csv_table_sink.hpp"

#include <utility>

#include "tabula/error.hpp"

namespace tabula {

CsvTableSink::CsvTableSink(std::string path, std::string field_delimiter, int num_files, WriteMode write_mode)
    : path_(std::move(path)), field_delimiter_(std::move(field_delimiter)), write_mode_(write_mode) {
    if (path_.empty()) throw ValidationError("CSV table sink has an empty path; give the file to write");
    std::string sink = "CSV table sink '" + path_ + "'";
    if (field_delimiter_.empty())
        throw ValidationError(sink + " has an empty field delimiter; use \",\" or another non-empty string");
    // Fields are quoted with '"' and records end with "\n": a delimiter holding either could not be read back.
    if (field_delimiter_.find_first_of("\"\r\n") != std::string::npos)
        throw ValidationError(sink + " has a field delimiter holding a quote, CR or LF; these cannot separate fields");
    if (num_files != 1)
        throw ValidationError(sink + " asks for " + std::to_string(num_files) +
                              " files; tabula writes a table to exactly one file, so numFiles must be 1");
}

}  // namespace tabula
