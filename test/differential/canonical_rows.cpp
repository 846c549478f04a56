#include "test/differential/canonical_rows.hpp"

#include <algorithm>
#include <iterator>

namespace tabula::differential {
namespace {

std::string lines(const CanonicalRows& rows, size_t limit) {
    std::string text;
    for (size_t i = 0; i < rows.size() && i < limit; ++i) text += "    " + rows[i] + "\n";
    if (rows.size() > limit) text += "    ... " + std::to_string(rows.size() - limit) + " more\n";
    return text;
}

}  // namespace

std::string canonicalValue(const Value& value) {
    if (value.isNull()) return "NULL";
    switch (value.type().id()) {
        case TypeId::Boolean: return value.asBool() ? "1" : "0";
        case TypeId::TinyInt:
        case TypeId::SmallInt:
        case TypeId::Int:
        case TypeId::BigInt: return std::to_string(value.asInt64());
        case TypeId::String: return value.asString();
        default: return value.toString();
    }
}

CanonicalRows canonicalRows(const std::vector<Row>& rows) {
    CanonicalRows canonical;
    canonical.reserve(rows.size());
    for (const Row& row : rows) {
        std::string line;
        for (size_t i = 0; i < row.size(); ++i) line += (i ? "|" : "") + canonicalValue(row.value(i));
        canonical.push_back(std::move(line));
    }
    std::sort(canonical.begin(), canonical.end());
    return canonical;
}

std::string multisetDifference(const CanonicalRows& expected, const CanonicalRows& actual, size_t limit) {
    CanonicalRows missing;
    CanonicalRows extra;
    std::set_difference(expected.begin(), expected.end(), actual.begin(), actual.end(), std::back_inserter(missing));
    std::set_difference(actual.begin(), actual.end(), expected.begin(), expected.end(), std::back_inserter(extra));
    if (missing.empty() && extra.empty()) return "";
    std::string report =
        "  expected " + std::to_string(expected.size()) + " rows, got " + std::to_string(actual.size()) + "\n";
    if (!missing.empty()) report += "  missing:\n" + lines(missing, limit);
    if (!extra.empty()) report += "  unexpected:\n" + lines(extra, limit);
    return report;
}

}  // namespace tabula::differential
