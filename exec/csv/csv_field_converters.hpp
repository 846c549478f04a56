// Typed conversion of one field's text into a cell, chosen once per column so the per-row loop has no type switch.
#pragma once

#include <cstdint>
#include <string_view>

#include "exec/cell.hpp"
#include "tabula/type.hpp"

namespace tabula::exec {

/// Why a field could not be converted.
enum class ConvertStatus : uint8_t {
    Ok,
    Invalid,                  // not a literal of the column type
    OutOfRange,               // a well-formed number the column type cannot hold
    InvalidUtf8,              // STRING text that is not well-formed UTF-8
    TooManyFractionalDigits,  // a DECIMAL whose digits after the point beyond the scale are not all zero
};

/// Writes the value of `text` (never empty-means-NULL: the caller handles NULL) into `out` and clears out.null.
/// A STRING cell views `text`, which must outlive the cell's use. `type` supplies DECIMAL precision and scale.
using FieldConverter = ConvertStatus (*)(std::string_view text, const DataType& type, Cell& out);

/// The converter for columns of `type`: booleans "true"/"false" in any case; integers in decimal with an optional
/// sign, range-checked for the width; FLOAT/DOUBLE as std::from_chars reads them; DECIMAL via parseDecimal, but
/// never rounded: digits after the point beyond the scale must be zeros;
/// DATE/TIME/TIMESTAMP via parseDate/parseTime/parseTimestamp; STRING validated as UTF-8. No whitespace is
/// trimmed. REQUIRES: type is not NULL.
FieldConverter fieldConverterFor(const DataType& type);

}  // namespace tabula::exec
