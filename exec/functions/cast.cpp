// CAST between the value model's types, chosen once per (from, to) pair. Numeric conversions check ranges
// (integers and DECIMAL precision) and fail with an ExecutionError naming the value and the expression;
// FLOAT/DOUBLE to integer truncates toward zero; DECIMAL rescaling rounds half away from zero.
#include <charconv>
#include <cmath>
#include <limits>

#include "exec/functions/cast_support.hpp"
#include "exec/functions/decimal_ops.hpp"
#include "exec/functions/temporal_units.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {

namespace fn {

void throwCastFailure(std::string_view value, const DataType& to, const std::string& text) {
    throw ExecutionError("cannot cast " + std::string(value) + " to " + to.toString() + " in '" + text + "'");
}

std::optional<Int128> floatingToDecimal(double value, uint8_t precision, uint8_t scale) {
    if (!std::isfinite(value)) return std::nullopt;
    char text[400];
    auto result = std::to_chars(text, text + sizeof text, value, std::chars_format::fixed);
    return parseDecimal(std::string_view(text, static_cast<size_t>(result.ptr - text)), precision, scale);
}

double decimalToDouble(Int128 unscaled, unsigned scale) {
    // "<digits>e-<scale>" parsed by from_chars is correctly rounded. The digits (at most 39 and a sign) end
    // where the exponent begins.
    constexpr size_t kExponentAt = 48;
    char text[64];
    char* p = text + kExponentAt;
    unsigned __int128 magnitude =
        unscaled < 0 ? -static_cast<unsigned __int128>(unscaled) : static_cast<unsigned __int128>(unscaled);
    do {
        *--p = static_cast<char>('0' + static_cast<int>(magnitude % 10));
        magnitude /= 10;
    } while (magnitude != 0);
    if (unscaled < 0) *--p = '-';
    text[kExponentAt] = 'e';
    text[kExponentAt + 1] = '-';
    char* end = std::to_chars(text + kExponentAt + 2, text + sizeof text, scale).ptr;
    double result = 0;
    std::from_chars(p, end, result);
    return result;
}

namespace {

template <class Fn>
CompiledExprPtr unary(const DataType& to, CompiledExprPtr operand, Fn fn) {
    std::vector<CompiledExprPtr> args;
    args.push_back(std::move(operand));
    return makeStrict<1>(to, args, std::move(fn));
}

/// A conversion that keeps the cell as it is (integer widening, integer <-> internal temporal number).
class Retyped final : public CompiledExpr {
public:
    Retyped(DataType type, CompiledExprPtr operand) : CompiledExpr(type), operand_(std::move(operand)) {}
    void eval(RowView row, EvalContext& ctx, Cell& out) const override { operand_->eval(row, ctx, out); }
    void evalBatch(const RowBatch& rows, Selection selection, EvalContext& ctx, CellOutput out) const override {
        operand_->evalBatch(rows, selection, ctx, out);
    }

private:
    CompiledExprPtr operand_;
};

/// An int64 cell into [min, max] (narrower integers, DATE days, TIME milliseconds).
struct IntegerInRange {
    int64_t min;
    int64_t max;
    DataType to;
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        if (v[0].i < min || v[0].i > max) throwCastFailure(std::to_string(v[0].i), to, text);
        put(out, v[0].i);
    }
};

template <class From>
std::string showFloating(From value) {
    if constexpr (std::is_same_v<From, float>) {
        return formatFloat(value);
    } else {
        return formatDouble(value);
    }
}

/// FLOAT/DOUBLE to an integer type: truncation toward zero; NaN and values outside the type fail.
template <class From>
struct FloatingToInteger {
    double min;  // inclusive
    double max;  // exclusive
    DataType to;
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        From value = get<From>(v[0]);
        if (!(value >= min && value < max)) throwCastFailure(showFloating(value), to, text);
        put(out, static_cast<int64_t>(value));
    }
};

template <class From, class To>
struct NumberToNumber {
    void operator()(const Cell* v, EvalContext&, Cell& out) const { put(out, static_cast<To>(get<From>(v[0]))); }
};

struct IntegerToDecimal {
    uint8_t precision;
    uint8_t scale;
    DataType to;
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        std::optional<Int128> value = scaleUp(v[0].i, scale);
        if (!value || !fitsPrecision(*value, precision)) throwCastFailure(std::to_string(v[0].i), to, text);
        put(out, *value);
    }
};

template <class From>
struct FloatingToDecimal {
    DataType to;
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        From value = get<From>(v[0]);
        std::optional<Int128> decimal = floatingToDecimal(value, to.precision(), to.scale());
        if (!decimal) throwCastFailure(showFloating(value), to, text);
        put(out, *decimal);
    }
};

/// DECIMAL to an integer type: the fraction is truncated, then the range checked.
struct DecimalToInteger {
    unsigned scale;
    int64_t min;
    int64_t max;
    DataType to;
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        Int128 whole = v[0].decimal() / pow10Int128(scale);
        if (whole < min || whole > max) {
            throwCastFailure(formatDecimal(v[0].decimal(), static_cast<uint8_t>(scale)), to, text);
        }
        put(out, static_cast<int64_t>(whole));
    }
};

template <class To>
struct DecimalToFloating {
    unsigned scale;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        put(out, static_cast<To>(decimalToDouble(v[0].decimal(), scale)));
    }
};

struct DecimalToDecimal {
    unsigned from_scale;
    unsigned to_scale;
    DataType to;
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        Int128 value = v[0].decimal();
        std::optional<Int128> result = to_scale >= from_scale
                                           ? scaleUp(value, to_scale - from_scale)
                                           : std::optional<Int128>(scaleDownRounded(value, from_scale - to_scale));
        if (!result || !fitsPrecision(*result, to.precision())) {
            throwCastFailure(formatDecimal(value, static_cast<uint8_t>(from_scale)), to, text);
        }
        put(out, *result);
    }
};

/// TRUE is 1 and FALSE is 0 in any numeric type (`one` is 1 in the target's representation).
template <class To>
struct BooleanToNumber {
    To one;
    bool one_fits;  // false for DECIMAL(s, s), which has no room for 1
    DataType to;
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        if (v[0].b && !one_fits) throwCastFailure("true", to, text);
        put(out, v[0].b ? one : To(0));
    }
};

CompiledExprPtr castBoolean(CompiledExprPtr operand, const DataType& to, const std::string& text) {
    switch (to.id()) {
        case TypeId::Float: return unary(to, std::move(operand), BooleanToNumber<float>{1.0f, true, to, text});
        case TypeId::Double: return unary(to, std::move(operand), BooleanToNumber<double>{1.0, true, to, text});
        case TypeId::Decimal: {
            Int128 one = pow10Int128(to.scale());
            return unary(to, std::move(operand),
                         BooleanToNumber<Int128>{one, fitsPrecision(one, to.precision()), to, text});
        }
        default: return unary(to, std::move(operand), BooleanToNumber<int64_t>{1, true, to, text});
    }
}

template <class From>
struct NumberToBoolean {
    void operator()(const Cell* v, EvalContext&, Cell& out) const { put(out, get<From>(v[0]) != From(0)); }
};

using TemporalConversion = int64_t (*)(int64_t);

struct TemporalToTemporal {
    TemporalConversion convert;
    void operator()(const Cell* v, EvalContext&, Cell& out) const { put(out, convert(v[0].i)); }
};

struct IntegerBounds {
    int64_t min;
    int64_t max;
};

/// Range of the int64 cell value of a type that stores one.
IntegerBounds boundsOf(const DataType& type) {
    switch (type.id()) {
        case TypeId::TinyInt: return {std::numeric_limits<int8_t>::min(), std::numeric_limits<int8_t>::max()};
        case TypeId::SmallInt: return {std::numeric_limits<int16_t>::min(), std::numeric_limits<int16_t>::max()};
        case TypeId::Int:
        case TypeId::Date: return {std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max()};
        case TypeId::Time: return {0, kMillisPerDay - 1};
        default: return {std::numeric_limits<int64_t>::min(), std::numeric_limits<int64_t>::max()};
    }
}

bool contains(IntegerBounds outer, IntegerBounds inner) { return outer.min <= inner.min && inner.max <= outer.max; }

/// Integer-valued types that convert by range check alone: integers and, to or from an integer, the temporal
/// types' internal numbers.
bool storesInteger(const DataType& type) { return type.isInteger() || type.isTemporal(); }

CompiledExprPtr castInteger(CompiledExprPtr operand, const DataType& to, const std::string& text) {
    const DataType from = operand->type();
    if (storesInteger(to)) {
        IntegerBounds target = boundsOf(to);
        if (contains(target, boundsOf(from))) return std::make_unique<Retyped>(to, std::move(operand));
        return unary(to, std::move(operand), IntegerInRange{target.min, target.max, to, text});
    }
    switch (to.id()) {
        case TypeId::Float: return unary(to, std::move(operand), NumberToNumber<int64_t, float>{});
        case TypeId::Double: return unary(to, std::move(operand), NumberToNumber<int64_t, double>{});
        case TypeId::Decimal:
            return unary(to, std::move(operand), IntegerToDecimal{to.precision(), to.scale(), to, text});
        case TypeId::Boolean: return unary(to, std::move(operand), NumberToBoolean<int64_t>{});
        default: return nullptr;
    }
}

template <class From>
CompiledExprPtr castFloating(CompiledExprPtr operand, const DataType& to, const std::string& text) {
    if (to.isInteger()) {
        IntegerBounds target = boundsOf(to);
        // 2^63 is exact in double; smaller bounds are exact too.
        double max = to.id() == TypeId::BigInt ? 9223372036854775808.0 : static_cast<double>(target.max) + 1;
        return unary(to, std::move(operand), FloatingToInteger<From>{static_cast<double>(target.min), max, to, text});
    }
    switch (to.id()) {
        case TypeId::Float: return unary(to, std::move(operand), NumberToNumber<From, float>{});
        case TypeId::Double: return unary(to, std::move(operand), NumberToNumber<From, double>{});
        case TypeId::Decimal: return unary(to, std::move(operand), FloatingToDecimal<From>{to, text});
        case TypeId::Boolean: return unary(to, std::move(operand), NumberToBoolean<From>{});
        default: return nullptr;
    }
}

CompiledExprPtr castDecimal(CompiledExprPtr operand, const DataType& to, const std::string& text) {
    unsigned scale = operand->type().scale();
    if (to.isInteger()) {
        IntegerBounds target = boundsOf(to);
        return unary(to, std::move(operand), DecimalToInteger{scale, target.min, target.max, to, text});
    }
    switch (to.id()) {
        case TypeId::Float: return unary(to, std::move(operand), DecimalToFloating<float>{scale});
        case TypeId::Double: return unary(to, std::move(operand), DecimalToFloating<double>{scale});
        case TypeId::Decimal: return unary(to, std::move(operand), DecimalToDecimal{scale, to.scale(), to, text});
        case TypeId::Boolean: return unary(to, std::move(operand), NumberToBoolean<Int128>{});
        default: return nullptr;
    }
}

CompiledExprPtr castTemporal(CompiledExprPtr operand, const DataType& to, const std::string& text) {
    TypeId from = operand->type().id();
    if (to.isInteger()) return castInteger(std::move(operand), to, text);
    if (from == TypeId::Date && to.id() == TypeId::Timestamp) {
        return unary(to, std::move(operand), TemporalToTemporal{[](int64_t days) { return days * kMillisPerDay; }});
    }
    if (from == TypeId::Timestamp && to.id() == TypeId::Date) {
        return unary(to, std::move(operand),
                     TemporalToTemporal{[](int64_t ms) { return floorDiv(ms, kMillisPerDay); }});
    }
    if (from == TypeId::Timestamp && to.id() == TypeId::Time) {
        return unary(to, std::move(operand),
                     TemporalToTemporal{[](int64_t ms) { return floorMod(ms, kMillisPerDay); }});
    }
    return nullptr;
}

/// The conversion, or nullptr when there is none.
CompiledExprPtr buildCast(CompiledExprPtr operand, const DataType& to, const std::string& text) {
    const DataType from = operand->type();
    if (from == to) return operand;
    if (from.isNull()) return makeNullNode(to);
    if (to.isNull()) return nullptr;
    if (to.id() == TypeId::String) return compileCastToString(std::move(operand), text);
    if (from.id() == TypeId::String) return compileCastFromString(std::move(operand), to, text);
    switch (from.id()) {
        case TypeId::Boolean: return castBoolean(std::move(operand), to, text);
        case TypeId::TinyInt:
        case TypeId::SmallInt:
        case TypeId::Int:
        case TypeId::BigInt: return castInteger(std::move(operand), to, text);
        case TypeId::Float: return castFloating<float>(std::move(operand), to, text);
        case TypeId::Double: return castFloating<double>(std::move(operand), to, text);
        case TypeId::Decimal: return castDecimal(std::move(operand), to, text);
        case TypeId::Date:
        case TypeId::Time:
        case TypeId::Timestamp: return castTemporal(std::move(operand), to, text);
        default: return nullptr;
    }
}

}  // namespace
}  // namespace fn

bool canCast(const DataType& from, const DataType& to) {
    if (from == to || from.isNull()) return true;
    if (to.isNull()) return false;
    if (from.id() == TypeId::String || to.id() == TypeId::String) return true;
    bool numeric_or_boolean_from = from.isNumeric() || from.id() == TypeId::Boolean;
    bool numeric_or_boolean_to = to.isNumeric() || to.id() == TypeId::Boolean;
    if (numeric_or_boolean_from && numeric_or_boolean_to) return from.id() != TypeId::Boolean || to.isNumeric();
    if ((from.isInteger() && to.isTemporal()) || (from.isTemporal() && to.isInteger())) return true;
    return (from.id() == TypeId::Date && to.id() == TypeId::Timestamp) ||
           (from.id() == TypeId::Timestamp && (to.id() == TypeId::Date || to.id() == TypeId::Time));
}

CompiledExprPtr compileCast(CompiledExprPtr operand, DataType to, const std::string& text) {
    DataType from = operand->type();
    if (!canCast(from, to)) {
        throw ValidationError("cannot cast " + from.toString() + " to " + to.toString() + " in '" + text + "'");
    }
    return fn::buildCast(std::move(operand), to, text);
}

}  // namespace tabula::exec
