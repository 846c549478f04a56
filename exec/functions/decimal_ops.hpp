// Exact DECIMAL arithmetic on 128-bit unscaled values with overflow detection, and Flink's rules for the
// precision and scale of arithmetic results (LogicalTypeMerging in Flink's planner).
#pragma once

#include <cstdint>
#include <optional>

#include "tabula/decimal.hpp"
#include "tabula/type.hpp"

namespace tabula::exec::fn {

constexpr uint8_t kMaxDecimalPrecision = 38;

/// The DECIMAL an integer type converts to without loss: TINYINT -> DECIMAL(3, 0) ... BIGINT -> DECIMAL(19, 0);
/// a DECIMAL stays as it is.
DataType decimalOf(const DataType& type);

/// Result types of DECIMAL arithmetic (p/s of the operands; the result is brought within 38 digits by giving up
/// scale, keeping at least 6 fractional digits when the operands had them):
///   + -  scale max(s1, s2), precision max(p1 - s1, p2 - s2) + scale + 1
///   *    scale s1 + s2, precision p1 + p2
///   /    scale max(6, s1 + p2 + 1), precision p1 - s1 + s2 + scale
///   %    scale max(s1, s2), precision min(p1 - s1, p2 - s2) + scale
DataType decimalAddType(const DataType& a, const DataType& b);
DataType decimalMultiplyType(const DataType& a, const DataType& b);
DataType decimalDivideType(const DataType& a, const DataType& b);
DataType decimalModType(const DataType& a, const DataType& b);

/// |v| < 10^precision.
bool fitsPrecision(Int128 v, uint8_t precision);

/// v * 10^n; nullopt when the result leaves 128 bits.
std::optional<Int128> scaleUp(Int128 v, unsigned n);
/// v / 10^n rounded half away from zero.
Int128 scaleDownRounded(Int128 v, unsigned n);

/// a * b / 10^drop rounded half away from zero, with a 256-bit intermediate product so that operands whose
/// raw product exceeds 128 bits still work; nullopt when the result leaves 128 bits.
std::optional<Int128> multiplyDecimal(Int128 a, Int128 b, unsigned drop);

/// a * 10^shift / b rounded half away from zero (shift may be negative); nullopt when the result leaves 128
/// bits. REQUIRES: b != 0.
std::optional<Int128> divideDecimal(Int128 a, Int128 b, int shift);

}  // namespace tabula::exec::fn
