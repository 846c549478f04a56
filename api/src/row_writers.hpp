// The RowWriters behind makeRowWriter: one factory per family of formats.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>

#include "tabula/result_format.hpp"

namespace tabula::detail {

/// Box and Markdown: keep each row's text until end(), then draw the grid.
std::unique_ptr<RowWriter> makeBoxWriter(std::ostream& out);
std::unique_ptr<RowWriter> makeMarkdownWriter(std::ostream& out);

/// CSV (fields separated by `delimiter`) and TSV, with or without the header line, JSON and JSON lines: write each
/// row as it comes.
std::unique_ptr<RowWriter> makeCsvWriter(bool header, std::string delimiter, std::ostream& out);
std::unique_ptr<RowWriter> makeTsvWriter(bool header, std::ostream& out);
std::unique_ptr<RowWriter> makeJsonWriter(std::ostream& out);
std::unique_ptr<RowWriter> makeJsonLinesWriter(std::ostream& out);

}  // namespace tabula::detail
