#include "result_table.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <stdexcept>

#include "test/support/csv_record.hpp"

namespace tabula::tpch {

namespace {

std::string trim(std::string_view text) {
    size_t begin = 0, end = text.size();
    while (begin < end && std::isspace(static_cast<unsigned char>(text[begin]))) ++begin;
    while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1]))) --end;
    return std::string(text.substr(begin, end - begin));
}

std::string lower(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

std::vector<std::string> splitBar(const std::string& line) {
    std::vector<std::string> fields;
    size_t start = 0;
    for (size_t bar = line.find('|'); bar != std::string::npos; bar = line.find('|', start)) {
        fields.push_back(line.substr(start, bar - start));
        start = bar + 1;
    }
    fields.push_back(line.substr(start));
    return fields;
}

/// The cell as a number when all of its text is one.
std::optional<double> asNumber(const Cell& cell) {
    if (!cell || cell->empty()) return std::nullopt;
    const std::string text = trim(*cell);
    char* end = nullptr;
    const double number = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size()) return std::nullopt;
    return number;
}

/// How many decimals a number's text prints: the digits after its point, less its exponent (2 for "1.25",
/// 0 for "12", -2 for "3E2").
int decimalsPrinted(std::string_view text) {
    const size_t exponent = text.find_first_of("eE");
    const std::string_view mantissa = text.substr(0, exponent);
    const size_t point = mantissa.find('.');
    int decimals = point == std::string_view::npos ? 0 : static_cast<int>(mantissa.size() - point - 1);
    if (exponent != std::string_view::npos) decimals -= std::atoi(std::string(text.substr(exponent + 1)).c_str());
    return decimals;
}

bool cellsMatch(const Cell& expected, const Cell& actual) {
    if (!expected || !actual) return !expected && !actual;
    const std::optional<double> expected_number = asNumber(expected), actual_number = asNumber(actual);
    if (expected_number && actual_number) return numberMatches(trim(*expected), *actual_number);
    return trim(*expected) == trim(*actual);
}

/// NULL first, numbers by value, text by its characters: an order both sides of a multiset comparison share.
bool cellLess(const Cell& a, const Cell& b) {
    if (!a || !b) return !a && b;
    const std::optional<double> a_number = asNumber(a), b_number = asNumber(b);
    if (a_number && b_number) return *a_number < *b_number;
    return trim(*a) < trim(*b);
}

bool rowLess(const std::vector<Cell>& a, const std::vector<Cell>& b) {
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), cellLess);
}

std::string describeRow(const std::vector<Cell>& row) {
    std::string text;
    for (size_t i = 0; i < row.size(); ++i) text += (i > 0 ? "|" : "") + row[i].value_or("NULL");
    return text;
}

}  // namespace

bool numberMatches(std::string_view expected, double actual) {
    const std::optional<double> number = asNumber(std::string(expected));
    if (!number) return false;
    // The relative slack covers the binary rounding of reading both texts as doubles.
    const double half_unit = 0.5 * std::pow(10.0, -decimalsPrinted(expected));
    return std::fabs(*number - actual) <= half_unit + 1e-12 * std::fabs(*number);
}

ResultTable readAnswerFile(const std::filesystem::path& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot read " + path.string());
    ResultTable table;
    std::string line;
    std::getline(in, line);
    table.column_names = splitBar(line);
    while (std::getline(in, line)) {
        if (line.empty()) {
            table.rows.push_back({std::nullopt});
            continue;
        }
        std::vector<Cell> row;
        for (std::string& field : splitBar(line)) row.emplace_back(std::move(field));
        table.rows.push_back(std::move(row));
    }
    return table;
}

ResultTable collectResult(TableResult& result) {
    ResultTable table;
    for (size_t i = 0; i < result.getSchema().getFieldCount(); ++i)
        table.column_names.push_back(result.getSchema().getFieldName(i));
    for (const Row& row : result) {
        std::vector<Cell> cells;
        for (size_t i = 0; i < row.size(); ++i)
            cells.push_back(row.value(i).isNull() ? Cell() : Cell(row.value(i).toString()));
        table.rows.push_back(std::move(cells));
    }
    return table;
}

ResultTable parseShellCsv(std::string_view text) {
    ResultTable table;
    size_t at = 0;
    if (text.empty()) return table;
    for (const Cell& name : testing_support::readCsvRecord(text, at)) table.column_names.push_back(name.value_or(""));
    while (at < text.size()) table.rows.push_back(testing_support::readCsvRecord(text, at));
    return table;
}

std::optional<std::string> compareResults(const ResultTable& expected, const ResultTable& actual, bool ordered) {
    if (expected.column_names.size() != actual.column_names.size())
        return "expected " + std::to_string(expected.column_names.size()) + " columns, got " +
               std::to_string(actual.column_names.size());
    for (size_t i = 0; i < expected.column_names.size(); ++i) {
        const std::string& name = expected.column_names[i];
        if (name.find('(') == std::string::npos && lower(name) != lower(actual.column_names[i]))
            return "column " + std::to_string(i + 1) + " is named '" + actual.column_names[i] + "', expected '" + name +
                   "'";
    }
    if (expected.rows.size() != actual.rows.size())
        return "expected " + std::to_string(expected.rows.size()) + " rows, got " + std::to_string(actual.rows.size());
    std::vector<std::vector<Cell>> expected_rows = expected.rows, actual_rows = actual.rows;
    if (!ordered) {
        std::sort(expected_rows.begin(), expected_rows.end(), rowLess);
        std::sort(actual_rows.begin(), actual_rows.end(), rowLess);
    }
    for (size_t r = 0; r < expected_rows.size(); ++r) {
        const bool same =
            expected_rows[r].size() == actual_rows[r].size() &&
            std::equal(expected_rows[r].begin(), expected_rows[r].end(), actual_rows[r].begin(), cellsMatch);
        if (!same)
            return std::string(ordered ? "row " : "sorted row ") + std::to_string(r + 1) + ": expected " +
                   describeRow(expected_rows[r]) + "\n  got " + describeRow(actual_rows[r]);
    }
    return std::nullopt;
}

bool hasOuterOrderBy(std::string_view query) {
    const std::string text = lower(std::string(query));
    const auto is_word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    int depth = 0;
    bool found = false;
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '(') ++depth;
        if (text[i] == ')') --depth;
        if (depth != 0 || text.compare(i, 5, "order") != 0 || (i > 0 && is_word_char(text[i - 1]))) continue;
        size_t next = i + 5;
        if (next >= text.size() || !std::isspace(static_cast<unsigned char>(text[next]))) continue;
        while (next < text.size() && std::isspace(static_cast<unsigned char>(text[next]))) ++next;
        if (text.compare(next, 2, "by") == 0 && (next + 2 == text.size() || !is_word_char(text[next + 2])))
            found = true;
    }
    return found;
}

}  // namespace tabula::tpch
