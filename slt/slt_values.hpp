// How a result is written for comparison: every value as text by its column's type letter, in rows, sorted as
// the record asks, hashed when there are many.
#pragma once

#include <string>
#include <vector>

#include "slt/slt_file.hpp"
#include "tabula/value.hpp"

namespace tabula::slt {

/// A result (or what a record expects of one) as text, row by row.
using Rows = std::vector<std::vector<std::string>>;

/// `value` as a column of type `type` prints it. In both dialects NULL is "NULL", the empty string "(empty)" and
/// a number in an R column has three decimals. In the Sqlite dialect a value takes its column's type: I as an
/// integer (a fraction truncated toward zero, text as its leading integer, 0 when it has none), R as a number
/// with three decimals, T as text with '@' for each character outside printable ASCII. In the DuckDb dialect
/// anything else prints as Value::toString.
std::string formatValue(const Value& value, char type, Dialect dialect);

/// Orders `rows` as `mode` asks, comparing as text: whole rows, or every value on its own (one value a row).
void sortRows(Rows& rows, SortMode mode);

/// How many values `rows` holds.
size_t valueCount(const Rows& rows);

/// What sqllogictest compares for a result of many values: "N values hashing to <md5>", the MD5 of every value,
/// row after row, each followed by a newline.
std::string hashLine(const Rows& rows);

/// True when `line` is such a hash line.
bool isHashLine(const std::string& line);

}  // namespace tabula::slt
