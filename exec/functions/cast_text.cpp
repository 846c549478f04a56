// CAST to and from STRING. To STRING prints as Value::toString does (12.65, 1.0E10, 1984-07-12 14:34:24.0);
// from STRING parses the text with surrounding whitespace removed, as Java's trim() does, and fails with an
// ExecutionError quoting the text.
#include <cctype>
#include <charconv>
#include <limits>

#include "exec/functions/cast_support.hpp"
#include "tabula/temporal.hpp"

namespace tabula::exec::fn {

namespace {

// ---- to STRING

struct BooleanToString {
    void operator()(const Cell* v, EvalContext&, Cell& out) const { put(out, strRef(v[0].b ? "true" : "false")); }
};

struct IntegerToString {
    std::string text;
    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        char* data = allocateString(ctx, 20, text);  // "-9223372036854775808"
        char* end = std::to_chars(data, data + 20, v[0].i).ptr;
        put(out, StrRef{data, static_cast<uint32_t>(end - data)});
    }
};

/// Prints through one of the value model's formatters.
template <std::string (*Format)(const Cell&)>
struct FormattedToString {
    std::string text;
    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const { putString(out, ctx, Format(v[0]), text); }
};

std::string showFloat(const Cell& c) { return formatFloat(c.f); }
std::string showDouble(const Cell& c) { return formatDouble(c.d); }
std::string showDate(const Cell& c) { return formatDate(static_cast<int32_t>(c.i)); }
std::string showTime(const Cell& c) { return formatTime(static_cast<int32_t>(c.i)); }
std::string showTimestamp(const Cell& c) { return formatTimestampText(c.i); }

struct DecimalToString {
    uint8_t scale;
    std::string text;
    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        putString(out, ctx, formatDecimal(v[0].decimal(), scale), text);
    }
};

// ---- from STRING

std::string_view trimmed(std::string_view s) {
    size_t begin = 0;
    size_t end = s.size();
    while (begin < end && static_cast<unsigned char>(s[begin]) <= ' ') ++begin;
    while (end > begin && static_cast<unsigned char>(s[end - 1]) <= ' ') --end;
    return s.substr(begin, end - begin);
}

/// Drops a leading '+', which Java's number parsers accept and from_chars does not.
std::string_view withoutPlus(std::string_view s) {
    return s.size() > 1 && s[0] == '+' && s[1] != '-' ? s.substr(1) : s;
}

std::optional<int64_t> parseInteger(std::string_view s) {
    s = withoutPlus(s);
    int64_t value = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return value;
}

template <class T>
std::optional<T> parseFloating(std::string_view s) {
    s = withoutPlus(s);
    // Java's spellings of the special values; from_chars also accepts "inf" and "nan".
    if (s == "Infinity") return std::numeric_limits<T>::infinity();
    if (s == "-Infinity") return -std::numeric_limits<T>::infinity();
    T value{};
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return value;
}

std::optional<bool> parseBoolean(std::string_view s) {
    auto is = [&](std::string_view word) {
        if (s.size() != word.size()) return false;
        for (size_t i = 0; i < s.size(); ++i) {
            if (std::tolower(static_cast<unsigned char>(s[i])) != word[i]) return false;
        }
        return true;
    };
    for (std::string_view word : {"true", "t", "yes", "y", "1"}) {
        if (is(word)) return true;
    }
    for (std::string_view word : {"false", "f", "no", "n", "0"}) {
        if (is(word)) return false;
    }
    return std::nullopt;
}

/// Parses into the target's cell representation; Parse returns an optional of it.
template <class Parse>
struct ParseString {
    Parse parse;
    DataType to;
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        std::string_view s = trimmed(v[0].s.view());
        auto value = parse(s);
        if (!value) throwCastFailure("'" + std::string(v[0].s.view()) + "'", to, text);
        put(out, *value);
    }
};

template <class Parse>
CompiledExprPtr parsing(CompiledExprPtr operand, const DataType& to, const std::string& text, Parse parse) {
    std::vector<CompiledExprPtr> args;
    args.push_back(std::move(operand));
    return makeStrict<1>(to, args, ParseString<Parse>{std::move(parse), to, text});
}

}  // namespace

CompiledExprPtr compileCastToString(CompiledExprPtr operand, const std::string& text) {
    const DataType from = operand->type();
    std::vector<CompiledExprPtr> args;
    args.push_back(std::move(operand));
    DataType to = Types::STRING();
    switch (from.id()) {
        case TypeId::Boolean: return makeStrict<1>(to, args, BooleanToString{});
        case TypeId::Float: return makeStrict<1>(to, args, FormattedToString<showFloat>{text});
        case TypeId::Double: return makeStrict<1>(to, args, FormattedToString<showDouble>{text});
        case TypeId::Decimal: return makeStrict<1>(to, args, DecimalToString{from.scale(), text});
        case TypeId::Date: return makeStrict<1>(to, args, FormattedToString<showDate>{text});
        case TypeId::Time: return makeStrict<1>(to, args, FormattedToString<showTime>{text});
        case TypeId::Timestamp: return makeStrict<1>(to, args, FormattedToString<showTimestamp>{text});
        default: return makeStrict<1>(to, args, IntegerToString{text});
    }
}

CompiledExprPtr compileCastFromString(CompiledExprPtr operand, const DataType& to, const std::string& text) {
    auto in_range = [](int64_t min, int64_t max) {
        return [min, max](std::string_view s) -> std::optional<int64_t> {
            std::optional<int64_t> value = parseInteger(s);
            if (!value || *value < min || *value > max) return std::nullopt;
            return value;
        };
    };
    switch (to.id()) {
        case TypeId::Boolean: return parsing(std::move(operand), to, text, parseBoolean);
        case TypeId::TinyInt:
            return parsing(std::move(operand), to, text,
                           in_range(std::numeric_limits<int8_t>::min(), std::numeric_limits<int8_t>::max()));
        case TypeId::SmallInt:
            return parsing(std::move(operand), to, text,
                           in_range(std::numeric_limits<int16_t>::min(), std::numeric_limits<int16_t>::max()));
        case TypeId::Int:
            return parsing(std::move(operand), to, text,
                           in_range(std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max()));
        case TypeId::BigInt: return parsing(std::move(operand), to, text, parseInteger);
        case TypeId::Float: return parsing(std::move(operand), to, text, parseFloating<float>);
        case TypeId::Double: return parsing(std::move(operand), to, text, parseFloating<double>);
        case TypeId::Decimal:
            return parsing(std::move(operand), to, text, [p = to.precision(), s = to.scale()](std::string_view v) {
                return parseDecimal(withoutPlus(v), p, s);
            });
        case TypeId::Date:
            return parsing(std::move(operand), to, text, [](std::string_view v) -> std::optional<int64_t> {
                if (auto days = parseDate(v)) return *days;
                return std::nullopt;
            });
        case TypeId::Time:
            return parsing(std::move(operand), to, text, [](std::string_view v) -> std::optional<int64_t> {
                if (auto millis = parseTime(v)) return *millis;
                return std::nullopt;
            });
        case TypeId::Timestamp: return parsing(std::move(operand), to, text, parseTimestamp);
        default: unsupportedType(to, "a cast from STRING");
    }
}

}  // namespace tabula::exec::fn
