// Value factories, Flink's text form of every type, and Java-style shortest round-trip float printing.
#include "tabula/value.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <system_error>

#include "tabula/temporal.hpp"

namespace tabula {

namespace {

/// Room for any double in Java's notation: a sign, 17 digits, "0." and three zeros, or "E-324".
constexpr size_t kJavaNotationBytes = 32;

/// Writes a finite number given as shortest scientific text ("1.265e+01") in Java's Double.toString notation to
/// `out` (kJavaNotationBytes) and returns where it ends: plain with at least one fractional digit for
/// 1e-3 <= |x| < 1e7, otherwise "d.dddE[-]n". Nothing is allocated: every large result prints doubles.
char* javaNotation(std::string_view scientific, char* out) {
    const auto put = [&out](std::string_view text) { out = std::copy(text.begin(), text.end(), out); };
    const auto zeros = [&out](size_t n) { out = std::fill_n(out, n, '0'); };
    if (scientific.front() == '-') {
        *out++ = '-';
        scientific.remove_prefix(1);
    }
    const size_t e_pos = scientific.find('e');
    char digit_buffer[kJavaNotationBytes];
    size_t count = 0;
    for (char c : scientific.substr(0, e_pos))
        if (c != '.') digit_buffer[count++] = c;
    while (count > 1 && digit_buffer[count - 1] == '0') --count;
    const std::string_view digits(digit_buffer, count);
    std::string_view exponent_text = scientific.substr(e_pos + 1);
    if (exponent_text.front() == '+') exponent_text.remove_prefix(1);
    int exponent = 0;
    std::from_chars(exponent_text.data(), exponent_text.data() + exponent_text.size(), exponent);

    if (digits == "0") {
        put("0.0");
    } else if (exponent >= -3 && exponent < 7) {
        if (exponent < 0) {
            put("0.");
            zeros(static_cast<size_t>(-exponent - 1));
            put(digits);
        } else if (const auto int_len = static_cast<size_t>(exponent) + 1; digits.size() <= int_len) {
            put(digits);
            zeros(int_len - digits.size());
            put(".0");
        } else {
            put(digits.substr(0, int_len));
            *out++ = '.';
            put(digits.substr(int_len));
        }
    } else {
        *out++ = digits.front();
        *out++ = '.';
        put(digits.size() > 1 ? digits.substr(1) : "0");
        *out++ = 'E';
        out = std::to_chars(out, out + 8, exponent).ptr;
    }
    return out;
}

template <class F>
std::string formatFloating(F v) {
    if (std::isnan(v)) return "NaN";
    if (std::isinf(v)) return v < 0 ? "-Infinity" : "Infinity";
    char buf[64];
    char* end = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific).ptr;
    char text[kJavaNotationBytes];
    // Java prints at least two significant digits and then picks the two-digit decimal closest to the exact
    // value (4.9E-324, not 5.0E-324) when it still reads back as v.
    std::string_view shortest(buf, static_cast<size_t>(end - buf));
    char two[64];
    if (shortest.find('.') == std::string_view::npos) {
        char* two_end = std::to_chars(two, two + sizeof two, v, std::chars_format::scientific, 1).ptr;
        F back{};
        std::from_chars(two, two_end, back);
        if (back == v) shortest = std::string_view(two, static_cast<size_t>(two_end - two));
    }
    return std::string(text, javaNotation(shortest, text));
}

template <class F>
bool sameFloating(F a, F b) {
    return a == b || (std::isnan(a) && std::isnan(b));
}

}  // namespace

std::string formatFloat(float v) { return formatFloating(v); }
std::string formatDouble(double v) { return formatFloating(v); }

Value Value::null(DataType type) { return Value(type, std::monostate()); }
Value Value::boolean(bool v) { return Value(Types::BOOLEAN(), v); }
Value Value::tinyint(int8_t v) { return Value(Types::TINYINT(), int64_t{v}); }
Value Value::smallint(int16_t v) { return Value(Types::SMALLINT(), int64_t{v}); }
Value Value::integer(int32_t v) { return Value(Types::INT(), int64_t{v}); }
Value Value::bigint(int64_t v) { return Value(Types::BIGINT(), v); }
Value Value::floating(float v) { return Value(Types::FLOAT(), v); }
Value Value::doublePrecision(double v) { return Value(Types::DOUBLE(), v); }
Value Value::decimal(Int128 unscaled, uint8_t precision, uint8_t scale) {
    return Value(Types::DECIMAL(precision, scale), unscaled);
}
Value Value::string(std::string v) { return Value(Types::STRING(), std::move(v)); }
Value Value::date(int32_t days) { return Value(Types::DATE(), int64_t{days}); }
Value Value::time(int32_t millis) { return Value(Types::TIME(), int64_t{millis}); }
Value Value::timestamp(int64_t millis) { return Value(Types::TIMESTAMP(), millis); }

std::string Value::toString() const {
    if (isNull()) return "null";
    switch (type_.id()) {
        case TypeId::Boolean: return asBool() ? "true" : "false";
        case TypeId::TinyInt:
        case TypeId::SmallInt:
        case TypeId::Int:
        case TypeId::BigInt: return std::to_string(asInt64());
        case TypeId::Float: return formatFloat(asFloat());
        case TypeId::Double: return formatDouble(asDouble());
        case TypeId::Decimal: return formatDecimal(asDecimal(), type_.scale());
        case TypeId::String: return asString();
        case TypeId::Date: return formatDate(static_cast<int32_t>(asInt64()));
        case TypeId::Time: return formatTime(static_cast<int32_t>(asInt64()));
        case TypeId::Timestamp: return formatTimestamp(asInt64());
        case TypeId::Null: break;
    }
    return "null";
}

bool operator==(const Value& a, const Value& b) {
    if (a.type_ != b.type_ || a.payload_.index() != b.payload_.index()) return false;
    if (const float* f = std::get_if<float>(&a.payload_)) return sameFloating(*f, b.asFloat());
    if (const double* d = std::get_if<double>(&a.payload_)) return sameFloating(*d, b.asDouble());
    return a.payload_ == b.payload_;
}

}  // namespace tabula
