// What the CAST implementation files share: the failure message and the conversions to and from STRING,
// which cast.cpp dispatches to.
#pragma once

#include <string>
#include <string_view>

#include "exec/functions/function_support.hpp"

namespace tabula::exec::fn {

/// Throws ExecutionError "cannot cast <value> to <TYPE> in '<text>'".
[[noreturn]] void throwCastFailure(std::string_view value, const DataType& to, const std::string& text);

/// Any type to STRING, printed as Value::toString prints it (cast_text.cpp).
CompiledExprPtr compileCastToString(CompiledExprPtr operand, const std::string& text);
/// STRING to any type except STRING, parsing the (trimmed) text (cast_text.cpp).
CompiledExprPtr compileCastFromString(CompiledExprPtr operand, const DataType& to, const std::string& text);

/// DOUBLE to DECIMAL(precision, scale) through the shortest decimal text, as Java's BigDecimal.valueOf, rounded
/// half away from zero; nullopt for NaN, infinities and values needing more than `precision` digits. A FLOAT
/// converts through the DOUBLE it widens to, as in Flink: the FLOAT 12.65 is the DOUBLE 12.649999618530273, 12.6
/// at one place.
std::optional<Int128> floatingToDecimal(double value, uint8_t precision, uint8_t scale);

/// The double nearest to unscaled / 10^scale (correctly rounded, through the decimal text).
double decimalToDouble(Int128 unscaled, unsigned scale);

}  // namespace tabula::exec::fn
