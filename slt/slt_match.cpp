// Expected rows are compared cell by cell, so a pattern can stand for a value that changes from run to run.
#include "slt/slt_match.hpp"

#include <algorithm>
#include <string_view>

#include <re2/re2.h>

namespace tabula::slt {
namespace {

std::vector<std::string> splitTabs(const std::string& line) {
    std::vector<std::string> cells;
    size_t begin = 0;
    for (size_t tab = line.find('\t'); tab != std::string::npos; tab = line.find('\t', begin)) {
        cells.push_back(line.substr(begin, tab - begin));
        begin = tab + 1;
    }
    cells.push_back(line.substr(begin));
    return cells;
}

bool cellMatches(const std::string& expected, const std::string& actual) {
    for (bool negated : {false, true}) {
        const std::string_view prefix = negated ? "<!REGEX>:" : "<REGEX>:";
        if (expected.starts_with(prefix))
            return RE2::PartialMatch(actual, RE2(expected.substr(prefix.size()))) != negated;
    }
    return expected == actual;
}

}  // namespace

Rows expectedRows(const std::vector<std::string>& lines, size_t columns) {
    Rows rows;
    for (const std::string& line : lines) rows.push_back(splitTabs(line));
    const bool one_per_line = columns > 1 && !rows.empty() && rows.size() % columns == 0 &&
                              std::all_of(rows.begin(), rows.end(), [](const auto& row) { return row.size() == 1; });
    if (!one_per_line) return rows;
    Rows regrouped;
    for (size_t i = 0; i < rows.size(); i += columns) {
        std::vector<std::string>& row = regrouped.emplace_back();
        for (size_t c = 0; c < columns; ++c) row.push_back(std::move(rows[i + c][0]));
    }
    return regrouped;
}

bool rowsMatch(const Rows& expected, const Rows& actual) {
    if (expected.size() != actual.size()) return false;
    for (size_t r = 0; r < expected.size(); ++r) {
        if (expected[r].size() != actual[r].size()) return false;
        for (size_t c = 0; c < expected[r].size(); ++c)
            if (!cellMatches(expected[r][c], actual[r][c])) return false;
    }
    return true;
}

bool errorMatches(const std::string& expected, const std::string& message) {
    return message.find(expected) != std::string::npos || cellMatches(expected, message);
}

}  // namespace tabula::slt
