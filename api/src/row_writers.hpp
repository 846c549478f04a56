// The RowWriters behind makeRowWriter: one factory per family of formats.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>

#include "tabula/result_format.hpp"

namespace tabula::detail {

/// Box and Markdown: keep each row's text until end(), then draw the grid; NULL shows as `null_text`.
std::unique_ptr<RowWriter> makeBoxWriter(std::ostream& out, std::string null_text = "NULL");
std::unique_ptr<RowWriter> makeMarkdownWriter(std::ostream& out, std::string null_text = "NULL");

/// CSV (fields separated by `delimiter`) and TSV, with or without the header line, NULL as the field `null_text`
/// (empty: an empty unquoted field), JSON and JSON lines: write each row as it comes.
std::unique_ptr<RowWriter> makeCsvWriter(bool header, std::string delimiter, std::ostream& out,
                                         std::string null_text = "");
std::unique_ptr<RowWriter> makeTsvWriter(bool header, std::ostream& out, std::string null_text = "");
/// Line mode: `name = value` per column, a blank line between rows.
std::unique_ptr<RowWriter> makeLineWriter(std::ostream& out, std::string null_text);
std::unique_ptr<RowWriter> makeJsonWriter(std::ostream& out);
std::unique_ptr<RowWriter> makeJsonLinesWriter(std::ostream& out);

}  // namespace tabula::detail
