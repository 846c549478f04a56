// sqllogictest's formatting rules, read from SQLite's runner documentation: integers truncate, reals take
// three decimals, text is made printable.
#include "slt/slt_values.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "exec/functions/digest.hpp"

namespace tabula::slt {
namespace {

/// The value as a double: numbers as they are, text by its leading number (0 when none).
double asDouble(const Value& value) {
    const DataType& type = value.type();
    if (type.isInteger()) return static_cast<double>(value.asInt64());
    if (type.id() == TypeId::Float) return value.asFloat();
    if (type.id() == TypeId::Double) return value.asDouble();
    if (type.id() == TypeId::Boolean) return value.asBool() ? 1 : 0;
    if (type.id() == TypeId::String) return std::strtod(value.asString().c_str(), nullptr);
    return std::strtod(value.toString().c_str(), nullptr);
}

/// Text's leading integer, as C's atoll reads it.
int64_t leadingInteger(const std::string& text) { return std::strtoll(text.c_str(), nullptr, 10); }

std::string integerText(const Value& value) {
    const DataType& type = value.type();
    if (type.isInteger()) return std::to_string(value.asInt64());
    if (type.id() == TypeId::Boolean) return value.asBool() ? "1" : "0";
    if (type.id() == TypeId::String) return std::to_string(leadingInteger(value.asString()));
    if (type.id() == TypeId::Decimal) return std::to_string(leadingInteger(value.toString()));  // truncates
    const double number = asDouble(value);
    if (!std::isfinite(number)) return "0";
    return std::to_string(static_cast<int64_t>(std::trunc(number)));
}

std::string printable(std::string text) {
    if (text.empty()) return "(empty)";
    for (char& c : text)
        if (c < ' ' || c > '~') c = '@';
    return text;
}

}  // namespace

std::string formatValue(const Value& value, char type) {
    if (value.isNull()) return "NULL";
    if (type == 'I') return integerText(value);
    if (type == 'R') {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%.3f", asDouble(value));
        return buffer;
    }
    return printable(value.type().id() == TypeId::String ? value.asString() : value.toString());
}

void sortValues(std::vector<std::string>& values, size_t columns, SortMode mode) {
    if (mode == SortMode::ValueSort || (mode == SortMode::RowSort && columns <= 1)) {
        std::sort(values.begin(), values.end());
        return;
    }
    if (mode != SortMode::RowSort) return;
    std::vector<std::vector<std::string>> rows;
    for (size_t i = 0; i + columns <= values.size(); i += columns)
        rows.emplace_back(values.begin() + static_cast<std::ptrdiff_t>(i),
                          values.begin() + static_cast<std::ptrdiff_t>(i + columns));
    std::sort(rows.begin(), rows.end());
    values.clear();
    for (auto& row : rows)
        for (auto& value : row) values.push_back(std::move(value));
}

std::string hashLine(const std::vector<std::string>& values) {
    std::string text;
    for (const std::string& value : values) text += value + "\n";
    uint8_t digest[exec::fn::kMaxDigestBytes];
    const size_t length = exec::fn::computeDigest(exec::fn::DigestKind::Md5, text, digest);
    static constexpr char kHex[] = "0123456789abcdef";
    std::string hex;
    for (size_t i = 0; i < length; ++i) {
        hex += kHex[digest[i] >> 4];
        hex += kHex[digest[i] & 0xf];
    }
    return std::to_string(values.size()) + " values hashing to " + hex;
}

}  // namespace tabula::slt
