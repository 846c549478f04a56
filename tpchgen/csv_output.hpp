// Writing generated tables as CSV files in the layout of test/data/tpch: a header line, ',' between fields,
// RFC 4180 quotes around a field holding ',' or '"', dates as YYYY-MM-DD, money with two decimals.
#pragma once

#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "row_generator.hpp"

namespace tabula::tpchgen {

/// Appends the CSV of generated rows of one table to a buffer. The formatting of each column is chosen once,
/// from its kind, when the writer is made.
class CsvRowFormatter {
public:
    explicit CsvRowFormatter(const TableSpec& table);

    /// The header line (column names), with its newline.
    void appendHeader(std::string& out) const;
    /// One row and its newline. REQUIRES: row.size() is the table's column count.
    void appendRow(std::span<const Field> row, std::string& out) const;

    /// Appends one field's text.
    using FieldWriter = void (*)(const Field&, std::string&);

private:
    const TableSpec& table_;
    std::vector<FieldWriter> writers_;
};

/// Writes `table` at `scale` to `path` (header and all rows), atomically: into a temporary file beside it, then
/// renamed over it, so a failure leaves any earlier file unchanged. Throws IoError naming the path when the file
/// cannot be written. Memory: one buffer of about a megabyte, whatever the scale.
void writeTableCsv(TpchTable table, const Scale& scale, const std::filesystem::path& path);

/// Writes each of `tables` as `directory`/<name>.csv with writeTableCsv, making the directory first if missing.
/// Throws IoError naming the directory or file that cannot be written.
void writeTables(std::span<const TpchTable> tables, const Scale& scale, const std::filesystem::path& directory);

}  // namespace tabula::tpchgen
