// sqllogictest's formatting rules, read from SQLite's runner documentation (integers truncate, reals take three
// decimals, text is made printable), and the suite's plainer ones, where only R columns are reformatted.
#include "slt/slt_values.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <regex>

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

std::string threeDecimals(double number) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.3f", number);
    return buffer;
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
    for (char& c : text)
        if (c < ' ' || c > '~') c = '@';
    return text;
}

}  // namespace

std::string formatValue(const Value& value, char type, Dialect dialect) {
    if (value.isNull()) return "NULL";
    const bool sqlite = dialect == Dialect::Sqlite;
    if (type == 'R' && (sqlite || value.type().isNumeric())) return threeDecimals(asDouble(value));
    if (sqlite && type == 'I') return integerText(value);
    std::string text = value.type().id() == TypeId::String ? value.asString() : value.toString();
    if (text.empty()) return "(empty)";
    return sqlite ? printable(std::move(text)) : text;
}

void sortRows(Rows& rows, SortMode mode) {
    if (mode == SortMode::RowSort) std::sort(rows.begin(), rows.end());
    if (mode != SortMode::ValueSort) return;
    std::vector<std::string> values;
    for (auto& row : rows)
        for (auto& value : row) values.push_back(std::move(value));
    std::sort(values.begin(), values.end());
    rows.clear();
    for (std::string& value : values) rows.push_back({std::move(value)});
}

size_t valueCount(const Rows& rows) {
    size_t count = 0;
    for (const auto& row : rows) count += row.size();
    return count;
}

std::string hashLine(const Rows& rows) {
    std::string text;
    for (const auto& row : rows)
        for (const std::string& value : row) text += value + "\n";
    uint8_t digest[exec::fn::kMaxDigestBytes];
    const size_t length = exec::fn::computeDigest(exec::fn::DigestKind::Md5, text, digest);
    static constexpr char kHex[] = "0123456789abcdef";
    std::string hex;
    for (size_t i = 0; i < length; ++i) {
        hex += kHex[digest[i] >> 4];
        hex += kHex[digest[i] & 0xf];
    }
    return std::to_string(valueCount(rows)) + " values hashing to " + hex;
}

bool isHashLine(const std::string& line) {
    static const std::regex kHash("[0-9]+ values hashing to [0-9a-f]{32}");
    return std::regex_match(line, kHash);
}

}  // namespace tabula::slt
