// Results of both engines in one text form, so they compare as multisets: one line per row, fields separated by
// '|', NULL as "NULL", integers in decimal, booleans as 1/0 (SQLite's form).
#pragma once

#include <string>
#include <vector>

#include "tabula/row.hpp"

namespace tabula::differential {

using CanonicalRows = std::vector<std::string>;  // sorted

/// One value in canonical form.
std::string canonicalValue(const Value& value);

CanonicalRows canonicalRows(const std::vector<Row>& rows);

/// The rows only one side has, at most `limit` lines each, as a readable report; "" when the multisets are equal.
std::string multisetDifference(const CanonicalRows& expected, const CanonicalRows& actual, size_t limit);

}  // namespace tabula::differential
