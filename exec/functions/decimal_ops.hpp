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
///   *    scale s1 + s2, precision p1 + p2 + 1
///   /    scale max(6, s1 + p2 + 1), precision p1 - s1 + s2 + scale
///   %    scale max(s1, s2), precision min(p1 - s1, p2 - s2) + scale
DataType decimalAddType(const DataType& a, const DataType& b);
DataType decimalMultiplyType(const DataType& a, const DataType& b);
DataType decimalDivideType(const DataType& a, const DataType& b);
DataType decimalModType(const DataType& a, const DataType& b);

/// |v| < 10^precision.
bool fitsPrecision(Int128 v, uint8_t precision);

/// fitsPrecision for one precision, its bound computed once (per expression, not per value).
class PrecisionBound {
public:
    explicit PrecisionBound(uint8_t precision) : max_(decimalMaxUnscaled(precision)) {}
    bool fits(Int128 v) const { return v <= max_ && v >= -max_; }

private:
    Int128 max_;
};

/// v * factor; nullopt when the result leaves 128 bits. The scale-up of scaleUp with 10^n computed once.
inline std::optional<Int128> scaledBy(Int128 v, Int128 factor) {
    if (factor == 1) return v;
    const auto v64 = static_cast<int64_t>(v);
    const auto factor64 = static_cast<int64_t>(factor);
    if (v64 == v && factor64 == factor) return static_cast<Int128>(v64) * factor64;  // exact: 64 x 64 bits
    Int128 out;
    if (__builtin_mul_overflow(v, factor, &out)) return std::nullopt;
    return out;
}

/// v * 10^n; nullopt when the result leaves 128 bits.
std::optional<Int128> scaleUp(Int128 v, unsigned n);
/// v / 10^n rounded half away from zero.
Int128 scaleDownRounded(Int128 v, unsigned n);

/// a * b / 10^drop rounded half away from zero, with a 256-bit intermediate product so that operands whose
/// raw product exceeds 128 bits still work; nullopt when the result leaves 128 bits.
std::optional<Int128> multiplyDecimalWide(Int128 a, Int128 b, unsigned drop);

/// multiplyDecimalWide, with the common case inline: no digits dropped and operands of 64 bits, whose product
/// one multiplication gives exactly.
inline std::optional<Int128> multiplyDecimal(Int128 a, Int128 b, unsigned drop) {
    const auto a64 = static_cast<int64_t>(a);
    const auto b64 = static_cast<int64_t>(b);
    if (drop == 0 && a64 == a && b64 == b) return static_cast<Int128>(a64) * b64;
    return multiplyDecimalWide(a, b, drop);
}

/// a * 10^shift / b rounded half away from zero (shift may be negative); nullopt when the result leaves 128
/// bits. REQUIRES: b != 0.
std::optional<Int128> divideDecimal(Int128 a, Int128 b, int shift);

/// A DECIMAL value with its type, for formulas computed once per group (an aggregate's finish) as the operators
/// compute them.
struct TypedDecimal {
    Int128 unscaled;
    DataType type;  // DECIMAL(p, s)
};

/// a * b, a / b and a - b at the result types above, rounded half away from zero; nullopt when the result needs
/// more than its precision. REQUIRES for decimalDivide: b.unscaled != 0.
std::optional<TypedDecimal> decimalTimes(const TypedDecimal& a, const TypedDecimal& b);
std::optional<TypedDecimal> decimalDivide(const TypedDecimal& a, const TypedDecimal& b);
std::optional<TypedDecimal> decimalMinus(const TypedDecimal& a, const TypedDecimal& b);

}  // namespace tabula::exec::fn
