// Field converters: one function per type family, picked by fieldConverterFor when a scan is built.
#include "exec/csv/csv_field_converters.hpp"

#include <cctype>
#include <charconv>
#include <limits>
#include <stdexcept>
#include <system_error>

#include "exec/csv/utf8_validation.hpp"
#include "tabula/decimal.hpp"
#include "tabula/temporal.hpp"

namespace tabula::exec {

namespace {

/// FLOAT and DOUBLE as std::from_chars reads them, plus a leading '+' as Java's parsers accept.
template <class F>
ConvertStatus readFloating(std::string_view text, F& value) {
    bool plus = text.size() > 1 && text[0] == '+' && text[1] != '-';
    const char* last = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data() + (plus ? 1 : 0), last, value);
    if (ptr != last || ec == std::errc::invalid_argument) return ConvertStatus::Invalid;
    if (ec == std::errc::result_out_of_range) return ConvertStatus::OutOfRange;
    return ConvertStatus::Ok;
}

/// Decimal integers with an optional sign, range-checked for T. Faster than std::from_chars, which checks for
/// overflow at every digit; here up to 19 digits cannot overflow uint64_t, so the check comes once at the end.
template <class T>
ConvertStatus convertInteger(std::string_view text, const DataType&, Cell& out) {
    const char* p = text.data();
    const char* end = p + text.size();
    bool negative = p != end && *p == '-';
    if (p != end && (*p == '-' || *p == '+')) ++p;
    if (p == end) return ConvertStatus::Invalid;
    while (end - p > 1 && *p == '0') ++p;  // leading zeros do not count towards the 19 digits
    uint64_t magnitude = 0;
    bool too_long = end - p > 19;
    for (; p != end; ++p) {
        unsigned digit = static_cast<unsigned char>(*p) - static_cast<unsigned>('0');
        if (digit > 9) return ConvertStatus::Invalid;
        magnitude = magnitude * 10 + digit;  // wraps only when too_long, which is then out of range anyway
    }
    constexpr uint64_t kMax = static_cast<uint64_t>(std::numeric_limits<T>::max());
    if (too_long || magnitude > kMax + (negative ? 1 : 0)) return ConvertStatus::OutOfRange;
    out.i = negative ? static_cast<int64_t>(uint64_t{0} - magnitude) : static_cast<int64_t>(magnitude);
    out.null = false;
    return ConvertStatus::Ok;
}

ConvertStatus convertFloat(std::string_view text, const DataType&, Cell& out) {
    out.null = false;
    return readFloating(text, out.f);
}

ConvertStatus convertDouble(std::string_view text, const DataType&, Cell& out) {
    out.null = false;
    return readFloating(text, out.d);
}

bool equalsIgnoringCase(std::string_view text, std::string_view lower_word) {
    if (text.size() != lower_word.size()) return false;
    for (size_t i = 0; i < text.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(text[i])) != lower_word[i]) return false;
    return true;
}

ConvertStatus convertBoolean(std::string_view text, const DataType&, Cell& out) {
    out.null = false;
    out.b = equalsIgnoringCase(text, "true");
    return out.b || equalsIgnoringCase(text, "false") ? ConvertStatus::Ok : ConvertStatus::Invalid;
}

/// True when `text` (a well-formed decimal) has a non-zero digit after the point beyond `scale` digits.
bool hasDigitsBeyondScale(std::string_view text, uint8_t scale) {
    size_t point = text.find('.');
    if (point == std::string_view::npos || text.size() - point - 1 <= scale) return false;
    return text.find_first_not_of('0', point + 1 + scale) != std::string_view::npos;
}

/// A file's value must fit its column exactly: parseDecimal would round 123.456 to 123.46 for DECIMAL(5, 2).
ConvertStatus convertDecimal(std::string_view text, const DataType& type, Cell& out) {
    auto value = parseDecimal(text, type.precision(), type.scale());
    if (!value) return ConvertStatus::Invalid;
    if (hasDigitsBeyondScale(text, type.scale())) return ConvertStatus::TooManyFractionalDigits;
    out.setDecimal(*value);
    out.null = false;
    return ConvertStatus::Ok;
}

/// DATE, TIME and TIMESTAMP: `parse` is parseDate, parseTime or parseTimestamp.
template <auto parse>
ConvertStatus convertTemporal(std::string_view text, const DataType&, Cell& out) {
    auto value = parse(text);
    if (!value) return ConvertStatus::Invalid;
    out.i = *value;
    out.null = false;
    return ConvertStatus::Ok;
}

ConvertStatus convertString(std::string_view text, const DataType&, Cell& out) {
    if (!isValidUtf8(text)) return ConvertStatus::InvalidUtf8;
    out.s = StrRef{text.data(), static_cast<uint32_t>(text.size())};
    out.null = false;
    return ConvertStatus::Ok;
}

}  // namespace

FieldConverter fieldConverterFor(const DataType& type) {
    switch (type.id()) {
        case TypeId::Boolean: return convertBoolean;
        case TypeId::TinyInt: return convertInteger<int8_t>;
        case TypeId::SmallInt: return convertInteger<int16_t>;
        case TypeId::Int: return convertInteger<int32_t>;
        case TypeId::BigInt: return convertInteger<int64_t>;
        case TypeId::Float: return convertFloat;
        case TypeId::Double: return convertDouble;
        case TypeId::Decimal: return convertDecimal;
        case TypeId::String: return convertString;
        case TypeId::Date: return convertTemporal<parseDate>;
        case TypeId::Time: return convertTemporal<parseTime>;
        case TypeId::Timestamp: return convertTemporal<parseTimestamp>;
        case TypeId::Null: break;
    }
    throw std::logic_error("a CSV column cannot have type " + type.toString());  // CsvTableSource rejects it
}

}  // namespace tabula::exec
