// How sqllogictest writes a result: every value as text by its column's type letter, sorted as the record asks,
// hashed when there are many.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "slt/slt_file.hpp"
#include "tabula/value.hpp"

namespace tabula::slt {

/// `value` as sqllogictest prints it in a column of type `type`: NULL as "NULL"; I as an integer (a fraction
/// truncated toward zero, text as its leading integer, 0 when it has none); R with three decimals; T as text,
/// "(empty)" for the empty string and '@' for each character outside printable ASCII.
std::string formatValue(const Value& value, char type);

/// Orders `values`, `columns` to a row, as `mode` asks: rows compared value by value as strings, or every
/// value on its own.
void sortValues(std::vector<std::string>& values, size_t columns, SortMode mode);

/// What sqllogictest compares for a result of many values: "N values hashing to <md5>", the MD5 of every value
/// followed by a newline.
std::string hashLine(const std::vector<std::string>& values);

}  // namespace tabula::slt
