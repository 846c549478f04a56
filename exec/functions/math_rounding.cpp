// FLOOR, CEIL, ROUND, TRUNCATE and SIGN. Results keep the argument's type, except for DECIMAL(p, s): FLOOR and
// CEIL give DECIMAL(p, 0), ROUND and TRUNCATE Flink's type for their number of places (roundedDecimalType;
// without places, 0). FLOAT/DOUBLE round on their shortest decimal form, half away
// from zero, as Flink does through BigDecimal.valueOf (ROUND(2.675, 2) is 2.68). FLOOR/CEIL with a time unit
// are temporal (temporal.cpp).
#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

#include "exec/functions/cross_family.hpp"
#include "exec/functions/decimal_ops.hpp"
#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"

namespace tabula::exec::fn {

namespace {

enum class Rounding { Floor, Ceil, HalfUp, Truncate };

/// v / 10^digits rounded as `mode` says (an integer at the lower scale).
Int128 dropDigits(Int128 v, int64_t digits, Rounding mode) {
    if (digits <= 0) return v;
    if (digits > kMaxDecimalPrecision) {  // |v| < 2^127 < 0.5 * 10^39: only floor/ceil of a fraction move
        if (mode == Rounding::Floor && v < 0) return -1;
        if (mode == Rounding::Ceil && v > 0) return 1;
        return 0;
    }
    Int128 factor = pow10Int128(static_cast<unsigned>(digits));
    Int128 q = v / factor;
    Int128 r = v % factor;
    switch (mode) {
        case Rounding::Floor: return r < 0 ? q - 1 : q;
        case Rounding::Ceil: return r > 0 ? q + 1 : q;
        case Rounding::HalfUp:
            if (r >= factor - r) return q + 1;
            if (-r >= factor + r) return q - 1;
            return q;
        case Rounding::Truncate: return q;
    }
    return q;
}

/// Rounds or truncates x to `places` fractional digits (negative: tens, hundreds ...) on its shortest
/// decimal text. A FLOAT rounds as the DOUBLE it widens to, as in Flink (the FLOAT 12.65 is 12.649999618530273,
/// 12.6 at one place).
double roundFloating(double x, int64_t places, bool truncate) {
    if (!std::isfinite(x)) return x;
    char text[400];
    auto [text_end, ec] = std::to_chars(text, text + sizeof text, x, std::chars_format::fixed);
    std::string_view s(text, static_cast<size_t>(text_end - text));
    bool negative = s.front() == '-';
    if (negative) s.remove_prefix(1);
    size_t point = std::min(s.find('.'), s.size());
    // digits[0..n) without the point; the first `point` of them are the integer part.
    char digits[401] = {'0'};  // a leading 0 absorbs a carry out of the first digit
    size_t n = 1;
    for (char c : s) {
        if (c != '.') digits[n++] = c;
    }
    int64_t cut = static_cast<int64_t>(point) + 1 + places;  // digits kept, counting the leading 0
    if (cut >= static_cast<int64_t>(n)) return x;
    if (cut < 1) return 0.0;
    bool round_up = !truncate && digits[cut] >= '5';
    std::fill(digits + cut, digits + n, '0');
    for (int64_t i = cut - 1; round_up && i >= 0; --i) {
        round_up = digits[i] == '9';
        digits[i] = round_up ? '0' : static_cast<char>(digits[i] + 1);
    }
    char result[404];
    size_t r = 0;
    if (negative) result[r++] = '-';
    for (size_t i = 0; i < n; ++i) {
        if (i == point + 1) result[r++] = '.';
        result[r++] = digits[i];
    }
    double value = 0;
    std::from_chars(result, result + r, value);
    return value == 0 ? 0.0 : value;  // no negative zero, as BigDecimal has none
}

template <class T>
struct FloorCeil {
    bool ceil;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        put(out, ceil ? std::ceil(get<T>(v[0])) : std::floor(get<T>(v[0])));
    }
};

struct DecimalToInteger {
    unsigned scale;
    Rounding mode;
    void operator()(const Cell* v, EvalContext&, Cell& out) const { put(out, dropDigits(v[0].decimal(), scale, mode)); }
};

/// Flink's type of ROUND/TRUNCATE(DECIMAL(p, s), r): DECIMAL(p, s) when r >= s, DECIMAL(1 + p - s + r, r) when
/// 0 <= r < s (rounding may add a digit), DECIMAL(1 + p - s, 0) when r < 0.
DataType roundedDecimalType(const DataType& input, int64_t places) {
    const int64_t p = input.precision(), s = input.scale();
    if (places >= s) return input;
    const int64_t scale = places < 0 ? 0 : places;
    const int64_t precision = std::min<int64_t>(1 + p - s + scale, kMaxDecimalPrecision);
    return Types::DECIMAL(static_cast<uint8_t>(std::max<int64_t>(precision, 1)), static_cast<uint8_t>(scale));
}

/// FLOOR and CEIL of a DECIMAL(p, s) are DECIMAL(p, 0) in Flink (Calcite's ARG0_OR_EXACT_NO_SCALE); other
/// types stay.
Signature bindFloorCeil(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 1, 2);
    if (args.size() == 2) return bindTemporalRounding(name, args);
    if (!args[0].isNumeric()) throwArgumentType(name, args, 0, "a numeric type");
    if (args[0].id() != TypeId::Decimal) return {{args[0]}, args[0]};
    return {{args[0]}, Types::DECIMAL(args[0].precision(), 0)};
}

CompiledExprPtr compileFloorCeil(const CallInfo& call, std::vector<CompiledExprPtr> args, bool ceil) {
    if (args.size() == 2) return compileTemporalRounding(call, std::move(args), ceil);
    const DataType& type = args[0]->type();
    if (type.isInteger()) return std::move(args[0]);
    if (type.id() == TypeId::Decimal) {
        return makeStrict<1>(call.type, args, DecimalToInteger{type.scale(), ceil ? Rounding::Ceil : Rounding::Floor});
    }
    if (type.id() == TypeId::Float) return makeStrict<1>(call.type, args, FloorCeil<float>{ceil});
    return makeStrict<1>(call.type, args, FloorCeil<double>{ceil});
}

/// ROUND/TRUNCATE(integer, places): only negative places change the value; the result may overflow the type.
template <class T>
struct RoundInteger {
    Rounding mode;
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        int64_t places = v[1].i;
        if (places >= 0) return put(out, get<T>(v[0]));
        Int128 digits = -static_cast<Int128>(places);
        Int128 kept = dropDigits(get<T>(v[0]), static_cast<int64_t>(std::min<Int128>(digits, 39)), mode);
        std::optional<Int128> value = scaleUp(kept, static_cast<unsigned>(std::min<Int128>(digits, 39)));
        if (!value || *value < std::numeric_limits<T>::min() || *value > std::numeric_limits<T>::max()) {
            throwOverflow(text);
        }
        put(out, static_cast<T>(*value));
    }
};

template <class T>
struct RoundFloating {
    bool truncate;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        put(out, static_cast<T>(roundFloating(get<T>(v[0]), v[1].i, truncate)));
    }
};

/// ROUND/TRUNCATE(decimal, places): the value rounded to `places` digits, at the call's scale: `places` itself
/// when it is a literal below the argument's scale (Flink's type, see refineRoundType), else the argument's.
struct RoundDecimal {
    unsigned scale;
    unsigned result_scale;
    uint8_t precision;
    Rounding mode;
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        const int64_t places = v[1].i;
        const int64_t drop = static_cast<int64_t>(scale) - places;
        if (drop <= 0) return put(out, v[0].decimal());  // nothing to round; then result_scale == scale
        const Int128 rounded = dropDigits(v[0].decimal(), std::min<int64_t>(drop, kMaxDecimalPrecision + 1), mode);
        // `rounded` counts units of 10^-places; the result counts units of 10^-result_scale.
        const int64_t shift = static_cast<int64_t>(result_scale) - places;
        std::optional<Int128> value = rounded == 0                   ? Int128(0)
                                      : shift > kMaxDecimalPrecision ? std::nullopt
                                                                     : scaleUp(rounded, static_cast<unsigned>(shift));
        if (!value || !fitsPrecision(*value, precision)) throwDecimalOverflow(text, precision);
        put(out, *value);
    }
};

/// ROUND/TRUNCATE(DECIMAL, r) for a literal r takes roundedDecimalType.
DataType refineRoundType(const Signature& signature, std::span<const std::optional<Value>> constants) {
    const DataType& input = signature.params[0];
    if (input.id() != TypeId::Decimal || constants.size() < 2 || !constants[1] || constants[1]->isNull())
        return signature.result;
    return roundedDecimalType(input, constants[1]->asInt64());
}

Signature bindRound(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 1, 2);
    if (!args[0].isNumeric()) throwArgumentType(name, args, 0, "a numeric type");
    if (args.size() == 1) {
        // ROUND(x) and TRUNCATE(x) are ROUND(x, 0) and TRUNCATE(x, 0).
        return {{args[0]}, args[0].id() == TypeId::Decimal ? roundedDecimalType(args[0], 0) : args[0]};
    }
    DataType places = expectInteger(name, args, 1);
    DataType result = args[0];
    if (result.id() == TypeId::Decimal) {
        result = Types::DECIMAL(std::min<uint8_t>(result.precision() + 1, kMaxDecimalPrecision), result.scale());
    }
    return {{args[0], places}, result};
}

CompiledExprPtr compileRound(const CallInfo& call, std::vector<CompiledExprPtr> args, bool truncate) {
    const DataType& type = args[0]->type();
    Rounding mode = truncate ? Rounding::Truncate : Rounding::HalfUp;
    if (args.size() == 1) {
        if (type.id() == TypeId::Decimal) return makeStrict<1>(call.type, args, DecimalToInteger{type.scale(), mode});
        if (type.isInteger()) return std::move(args[0]);
        // ROUND(x) of FLOAT/DOUBLE is ROUND(x, 0).
        if (type.id() == TypeId::Float) {
            return makeStrict<1>(call.type, args, [truncate](const Cell* v, EvalContext&, Cell& out) {
                put(out, static_cast<float>(roundFloating(v[0].f, 0, truncate)));
            });
        }
        return makeStrict<1>(call.type, args, [truncate](const Cell* v, EvalContext&, Cell& out) {
            put(out, roundFloating(v[0].d, 0, truncate));
        });
    }
    if (type.id() == TypeId::Decimal) {
        return makeStrict<2>(call.type, args,
                             RoundDecimal{type.scale(), call.type.scale(), call.type.precision(), mode, call.text});
    }
    if (type.id() == TypeId::Float) return makeStrict<2>(call.type, args, RoundFloating<float>{truncate});
    if (type.id() == TypeId::Double) return makeStrict<2>(call.type, args, RoundFloating<double>{truncate});
    return withIntegerType(type, [&]<class T>() {
        return makeStrict<2>(call.type, args, RoundInteger<T>{mode, call.text});
    });
}

/// SIGN: -1, 0 or 1 in the argument's type (Java's Math.signum for FLOAT/DOUBLE: NaN and -0.0 stay).
template <class T>
struct Sign {
    Int128 one;  // 1 at the DECIMAL scale
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        T x = get<T>(v[0]);
        if constexpr (std::is_floating_point_v<T>) {
            put(out, x > 0 ? T(1) : x < 0 ? T(-1) : x);
        } else if constexpr (std::is_same_v<T, Int128>) {
            put(out, x > 0 ? one : x < 0 ? -one : Int128(0));
        } else {
            put(out, static_cast<T>((x > 0) - (x < 0)));
        }
    }
};

Signature bindSign(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 1, 1);
    if (!args[0].isNumeric()) throwArgumentType(name, args, 0, "a numeric type");
    DataType result = args[0];
    if (result.id() == TypeId::Decimal && result.precision() == result.scale()) {
        // DECIMAL(s, s) cannot hold 1: one more digit.
        result = Types::DECIMAL(std::min<uint8_t>(result.precision() + 1, kMaxDecimalPrecision), result.scale());
    }
    return {{args[0]}, result};
}

CompiledExprPtr compileSign(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    if (call.type.id() == TypeId::Decimal) {
        return makeStrict<1>(call.type, args, Sign<Int128>{pow10Int128(call.type.scale())});
    }
    return withBinaryNumberType(call.type, [&]<class T>() { return makeStrict<1>(call.type, args, Sign<T>{1}); });
}

}  // namespace

void registerMathRounding(Registry& registry) {
    registry.add(
        makeScalarFunction({"floor", bindFloorCeil, [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                return compileFloorCeil(call, std::move(args), false);
                            }}));
    registry.add(makeScalarFunction({"ceil", bindFloorCeil,
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                         return compileFloorCeil(call, std::move(args), true);
                                     }}),
                 {"ceiling"});
    for (bool truncate : {false, true}) {
        registry.add(makeScalarFunction({truncate ? "truncate" : "round", bindRound,
                                         [truncate](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                             return compileRound(call, std::move(args), truncate);
                                         },
                                         true, nullptr, refineRoundType}));
    }
    registry.add(makeScalarFunction({"sign", bindSign, compileSign}));
}

}  // namespace tabula::exec::fn
