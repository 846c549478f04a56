// What a record expects, matched against what ran: expected lines as rows, cells literally or by regular
// expression, error messages by what they contain.
#pragma once

#include <string>
#include <vector>

#include "slt/slt_values.hpp"

namespace tabula::slt {

/// The expected lines of a query as rows of a `columns`-column result: tab-separated values per row, or (SQLite's
/// layout, and DuckDB's other one) one value per line, row after row.
Rows expectedRows(const std::vector<std::string>& lines, size_t columns);

/// True when every expected cell matches the actual one in its place: literally, as `<REGEX>:pattern` (found
/// anywhere in the value) or as `<!REGEX>:pattern` (found nowhere).
bool rowsMatch(const Rows& expected, const Rows& actual);

/// True when `message` contains `expected` ("" matches any message) or matches it as a `<REGEX>:` cell would.
bool errorMatches(const std::string& expected, const std::string& message);

}  // namespace tabula::slt
