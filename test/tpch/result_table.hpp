// Query results as text cells, read from a TPC-H answer file, a TableResult or the shell's CSV output, and
// compared the way the TPC-H answers ask: numbers within a tolerance, text exactly after trimming.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tabula/table_result.hpp"

namespace tabula::tpch {

/// A cell's text; nullopt is NULL.
using Cell = std::optional<std::string>;

struct ResultTable {
    std::vector<std::string> column_names;
    std::vector<std::vector<Cell>> rows;
};

/// Reads an answer file: '|'-separated, a header row, an empty line is a single NULL.
ResultTable readAnswerFile(const std::filesystem::path& path);

/// Reads every row of `result` (NULL as nullopt, other values as Value::toString prints them).
ResultTable collectResult(TableResult& result);

/// Parses the shell's CSV output (RFC 4180, a header line, an empty unquoted field is NULL).
ResultTable parseShellCsv(std::string_view text);

/// Whether `actual` is the number `expected` prints, to the digits it prints: within half a unit of its last
/// decimal (1.005 takes 1.0046 to 1.0054, not 1.0; 12 takes 11.5 to 12.5). Both texts must read as numbers.
bool numberMatches(std::string_view expected, double actual);

/// Compares `actual` with `expected`: the same column count and names (except expected names that are
/// expressions, which engines spell differently), the same rows — in order when `ordered`, else as multisets.
/// Returns a description of the first difference, or nullopt when they match.
std::optional<std::string> compareResults(const ResultTable& expected, const ResultTable& actual, bool ordered);

/// True when `query` ends with an ORDER BY outside parentheses, so that the order of its rows is specified.
bool hasOuterOrderBy(std::string_view query);

}  // namespace tabula::tpch
