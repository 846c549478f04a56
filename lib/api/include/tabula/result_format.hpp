// Renders query results as text: box tables, CSV, TSV, JSON, JSON lines, Markdown.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "tabula/table.hpp"

namespace tabula {

enum class OutputFormat { Box, Csv, Tsv, Json, JsonLines, Markdown };

/// "box", "csv", "tsv", "json", "jsonl", "markdown" (case-insensitive); nullopt otherwise.
std::optional<OutputFormat> parseOutputFormat(std::string_view name);

struct FormatOptions {
    OutputFormat format = OutputFormat::Box;
    bool header = true;  // CSV/TSV header line
};

/// Writes `result` to `out`.
///  box: DuckDB-like frame with column names and types, NULL shown as NULL, numbers right-aligned.
///  csv: RFC 4180, quoting only where needed; NULL is an empty unquoted field, the empty string is "".
///  tsv: tab-separated, NULL empty, tabs/newlines/backslashes escaped as \t \n \\.
///  json: one array of objects, keys in column order; jsonl: one object per line.
///  markdown: a pipe table.
void formatResult(const TableResult& result, const FormatOptions& options, std::ostream& out);

}  // namespace tabula
