// Exact decimal numbers of up to 38 digits, as a 128-bit unscaled integer plus the type's scale.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tabula {

__extension__ typedef __int128 Int128;

/// Largest unscaled magnitude a DECIMAL of `precision` digits holds: 10^precision - 1.
Int128 decimalMaxUnscaled(uint8_t precision);
/// 10^n for 0 <= n <= 38.
Int128 pow10Int128(unsigned n);

/// Parses a decimal literal ("-12.5", "3", ".25", "1e3" is rejected) into an unscaled value at `scale`,
/// rounding half away from zero when the text has more fractional digits. nullopt on bad syntax or when
/// the value needs more than `precision` digits.
std::optional<Int128> parseDecimal(std::string_view text, uint8_t precision, uint8_t scale);

/// Formats an unscaled value at `scale` as Java's BigDecimal.toPlainString does: "12.65", "-0.50", "7".
std::string formatDecimal(Int128 unscaled, uint8_t scale);

/// Rescales an unscaled value from one scale to another, rounding half away from zero when scale shrinks.
/// nullopt on overflow of 38 digits.
std::optional<Int128> rescaleDecimal(Int128 unscaled, uint8_t from_scale, uint8_t to_scale);

}  // namespace tabula
