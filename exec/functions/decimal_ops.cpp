// DECIMAL result types and overflow-checked unscaled arithmetic (256-bit products, digit-wise long division).
#include "exec/functions/decimal_ops.hpp"

#include <algorithm>
#include <array>

namespace tabula::exec::fn {

namespace {

using UInt128 = unsigned __int128;

constexpr UInt128 kUInt128Max = ~static_cast<UInt128>(0);

UInt128 magnitude(Int128 v) { return v < 0 ? -static_cast<UInt128>(v) : static_cast<UInt128>(v); }

/// Applies a sign to a magnitude; nullopt when it does not fit a signed 128-bit value.
std::optional<Int128> signedValue(UInt128 mag, bool negative) {
    constexpr UInt128 kMaxPositive = kUInt128Max >> 1;
    if (mag > kMaxPositive) return std::nullopt;
    Int128 v = static_cast<Int128>(mag);
    return negative ? -v : v;
}

/// Flink's adjustment when a computed precision exceeds 38: give up fractional digits, keeping at least
/// min(scale, 6) of them.
DataType adjusted(int precision, int scale) {
    if (precision > kMaxDecimalPrecision) {
        int integral = precision - scale;
        int min_scale = std::min(scale, 6);
        scale = std::max(kMaxDecimalPrecision - integral, min_scale);
        precision = kMaxDecimalPrecision;
    }
    return Types::DECIMAL(static_cast<uint8_t>(std::max(precision, 1)), static_cast<uint8_t>(scale));
}

/// Little-endian 256-bit unsigned integer: just what multiplyDecimal needs.
struct UInt256 {
    std::array<uint64_t, 4> limbs{};

    static UInt256 product(UInt128 a, UInt128 b) {
        const uint64_t a_parts[2] = {static_cast<uint64_t>(a), static_cast<uint64_t>(a >> 64)};
        const uint64_t b_parts[2] = {static_cast<uint64_t>(b), static_cast<uint64_t>(b >> 64)};
        UInt256 out;
        for (int i = 0; i < 2; ++i) {
            UInt128 carry = 0;
            for (int j = 0; j < 2; ++j) {
                UInt128 cur = static_cast<UInt128>(a_parts[i]) * b_parts[j] + out.limbs[i + j] + carry;
                out.limbs[i + j] = static_cast<uint64_t>(cur);
                carry = cur >> 64;
            }
            out.limbs[i + 2] = static_cast<uint64_t>(carry);
        }
        return out;
    }

    /// Divides in place by a 64-bit divisor and returns the remainder.
    uint64_t divide(uint64_t divisor) {
        UInt128 rem = 0;
        for (int i = 3; i >= 0; --i) {
            UInt128 cur = (rem << 64) | limbs[i];
            limbs[i] = static_cast<uint64_t>(cur / divisor);
            rem = cur % divisor;
        }
        return static_cast<uint64_t>(rem);
    }

    std::optional<UInt128> toUInt128() const {
        if (limbs[2] != 0 || limbs[3] != 0) return std::nullopt;
        return (static_cast<UInt128>(limbs[1]) << 64) | limbs[0];
    }
};

constexpr uint64_t kPow10Chunk = 10'000'000'000'000'000'000ull;  // 10^19, the largest power in 64 bits

uint64_t pow10Small(unsigned n) {
    uint64_t p = 1;
    while (n-- > 0) p *= 10;
    return p;
}

/// floor(10 * r / b) and (10 * r) mod b without overflowing, for r < b < 2^127.
unsigned nextDigit(UInt128& r, UInt128 b) {
    UInt128 acc = 0;
    unsigned digit = 0;
    for (int i = 0; i < 10; ++i) {
        acc += r;  // acc < b and r < b, so acc + r < 2b fits
        if (acc >= b) {
            acc -= b;
            ++digit;
        }
    }
    r = acc;
    return digit;
}

/// `value` as a TypedDecimal of `type`; nullopt when there is none or it needs more than the type's digits.
std::optional<TypedDecimal> checked(std::optional<Int128> value, const DataType& type) {
    if (!value || !fitsPrecision(*value, type.precision())) return std::nullopt;
    return TypedDecimal{*value, type};
}

}  // namespace

DataType decimalOf(const DataType& type) {
    switch (type.id()) {
        case TypeId::TinyInt: return Types::DECIMAL(3, 0);
        case TypeId::SmallInt: return Types::DECIMAL(5, 0);
        case TypeId::Int: return Types::DECIMAL(10, 0);
        case TypeId::BigInt: return Types::DECIMAL(19, 0);
        default: return type;
    }
}

DataType decimalAddType(const DataType& a, const DataType& b) {
    int scale = std::max(a.scale(), b.scale());
    int integral = std::max(a.precision() - a.scale(), b.precision() - b.scale());
    return adjusted(integral + scale + 1, scale);
}

DataType decimalMultiplyType(const DataType& a, const DataType& b) {
    return adjusted(a.precision() + b.precision() + 1, a.scale() + b.scale());
}

DataType decimalDivideType(const DataType& a, const DataType& b) {
    int scale = std::max(6, a.scale() + b.precision() + 1);
    return adjusted(a.precision() - a.scale() + b.scale() + scale, scale);
}

DataType decimalModType(const DataType& a, const DataType& b) {
    int scale = std::max(a.scale(), b.scale());
    return adjusted(std::min(a.precision() - a.scale(), b.precision() - b.scale()) + scale, scale);
}

bool fitsPrecision(Int128 v, uint8_t precision) {
    return magnitude(v) <= static_cast<UInt128>(decimalMaxUnscaled(precision));
}

std::optional<Int128> scaleUp(Int128 v, unsigned n) {
    if (n > kMaxDecimalPrecision) return v == 0 ? std::optional<Int128>(0) : std::nullopt;
    Int128 out;
    if (__builtin_mul_overflow(v, pow10Int128(n), &out)) return std::nullopt;
    return out;
}

Int128 scaleDownRounded(Int128 v, unsigned n) {
    if (n == 0) return v;
    if (n > kMaxDecimalPrecision) return 0;  // |v| < 2^127 < 0.5 * 10^39
    UInt128 mag = magnitude(v);
    UInt128 divisor = static_cast<UInt128>(pow10Int128(n));
    UInt128 q = mag / divisor;
    if (mag % divisor >= divisor / 2) ++q;  // divisor is even, so divisor / 2 is the exact half
    Int128 out = static_cast<Int128>(q);
    return v < 0 ? -out : out;
}

std::optional<Int128> multiplyDecimalWide(Int128 a, Int128 b, unsigned drop) {
    UInt256 product = UInt256::product(magnitude(a), magnitude(b));
    if (drop > 0) {
        // floor(x / 10^(drop-1)) mod 10 >= 5 decides rounding half up of x / 10^drop.
        unsigned remaining = drop - 1;
        while (remaining > 0) {
            unsigned step = std::min(remaining, 19u);
            product.divide(step == 19 ? kPow10Chunk : pow10Small(step));
            remaining -= step;
        }
        uint64_t digit = product.divide(10);
        if (digit >= 5) {
            for (uint64_t& limb : product.limbs) {
                if (++limb != 0) break;
            }
        }
    }
    std::optional<UInt128> mag = product.toUInt128();
    if (!mag) return std::nullopt;
    return signedValue(*mag, (a < 0) != (b < 0));
}

std::optional<Int128> divideDecimal(Int128 a, Int128 b, int shift) {
    UInt128 ua = magnitude(a);
    UInt128 ub = magnitude(b);
    UInt128 q = ua / ub;
    UInt128 r = ua % ub;
    bool negative = (a < 0) != (b < 0);
    if (shift < 0) {
        unsigned m = static_cast<unsigned>(-shift);
        if (m > kMaxDecimalPrecision) return 0;  // q < 2^128 < 0.5 * 10^39: rounds to zero
        UInt128 divisor = static_cast<UInt128>(pow10Int128(m));
        UInt128 result = q / divisor;
        if (q % divisor >= divisor / 2) ++result;  // the discarded r / b < 1 cannot reach the next integer
        return signedValue(result, negative);
    }
    for (int i = 0; i < shift; ++i) {
        if (q > (kUInt128Max - 9) / 10) return std::nullopt;
        q = q * 10 + nextDigit(r, ub);
    }
    if (r >= ub - r) {  // 2r >= b: round half up
        if (q == kUInt128Max) return std::nullopt;
        ++q;
    }
    return signedValue(q, negative);
}

std::optional<TypedDecimal> decimalTimes(const TypedDecimal& a, const TypedDecimal& b) {
    const DataType type = decimalMultiplyType(a.type, b.type);
    const unsigned drop = a.type.scale() + b.type.scale() - type.scale();
    return checked(multiplyDecimal(a.unscaled, b.unscaled, drop), type);
}

std::optional<TypedDecimal> decimalDivide(const TypedDecimal& a, const TypedDecimal& b) {
    const DataType type = decimalDivideType(a.type, b.type);
    const int shift = type.scale() + b.type.scale() - a.type.scale();
    return checked(divideDecimal(a.unscaled, b.unscaled, shift), type);
}

std::optional<TypedDecimal> decimalMinus(const TypedDecimal& a, const TypedDecimal& b) {
    const DataType type = decimalAddType(a.type, b.type);
    const unsigned wide = std::max(a.type.scale(), b.type.scale());
    std::optional<Int128> x = scaleUp(a.unscaled, wide - a.type.scale());
    std::optional<Int128> y = scaleUp(b.unscaled, wide - b.type.scale());
    Int128 difference;
    if (!x || !y || __builtin_sub_overflow(*x, *y, &difference)) return std::nullopt;
    return checked(scaleDownRounded(difference, wide - type.scale()), type);
}

}  // namespace tabula::exec::fn
