// Renders query results as text: box tables, CSV, TSV, JSON, JSON lines, Markdown.
#pragma once

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "tabula/table_result.hpp"

namespace tabula {

enum class OutputFormat { Box, Csv, Tsv, Json, JsonLines, Markdown, Line };

/// "box", "csv", "tsv", "json", "jsonl", "markdown", "line" (case-insensitive); nullopt otherwise.
std::optional<OutputFormat> parseOutputFormat(std::string_view name);

struct FormatOptions {
    OutputFormat format = OutputFormat::Box;
    bool header = true;  // CSV/TSV header line
    /// The field delimiter of CSV output (the shell's .separator): "," unless changed.
    std::string delimiter = ",";
    /// NULL's text in box, Markdown, line, CSV and TSV output (the shell's .nullvalue); nullopt: each format's own,
    /// NULL in a grid or line and an empty field in CSV and TSV. JSON always writes null.
    std::optional<std::string> null_text = std::nullopt;
};

/// Writes a result row by row: begin(schema), write(row) per row, end(). CSV, TSV, JSON and JSON lines write
/// each row to the stream as it comes (the caller flushes when it likes); box and Markdown keep the rows' text
/// until end(), since every column is as wide as its widest value. A writer whose end() is not called leaves
/// the rows written so far (a JSON array stays open).
class RowWriter {
public:
    virtual ~RowWriter() = default;
    virtual void begin(const TableSchema& schema) = 0;
    virtual void write(const Row& row) = 0;
    virtual void end() = 0;
};

/// The writer for `options`, writing to `out` (which must outlive it).
///  box: DuckDB-like frame with column names and types, NULL shown as NULL, numbers right-aligned.
///  csv: RFC 4180, quoting only where needed; NULL is an empty unquoted field, the empty string is "".
///  tsv: tab-separated, NULL empty, tabs/newlines/backslashes escaped as \t \n \\.
///  json: one array of objects, keys in column order; jsonl: one object per line.
///  markdown: a pipe table.
///  line: `name = value` per column, names right-aligned, a blank line between rows; NULL shown as NULL.
std::unique_ptr<RowWriter> makeRowWriter(const FormatOptions& options, std::ostream& out);

/// Reads the rest of `result` and writes it to `out` through makeRowWriter. Throws what reading the result
/// throws, after writing the rows read before the error.
void formatResult(TableResult& result, const FormatOptions& options, std::ostream& out);

}  // namespace tabula
