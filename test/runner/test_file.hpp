// The records of a sqllogictest file in DuckDB's dialect, as the runner executes them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tabula::slt {

enum class SortMode {
    None,       // nosort: rows compared in the order produced
    RowSort,    // rowsort: rows sorted (as text) on both sides before comparing
    ValueSort,  // valuesort: all values sorted (as text) on both sides
};

/// One `statement` or `query` record.
struct Record {
    enum class Kind { Statement, Query } kind = Kind::Statement;
    uint32_t line = 0;                  // 1-based line of the record's first line
    uint32_t sql_line = 0;              // 1-based line where the statement text starts
    std::string sql;                    // statement text (may hold several statements)
    // statement records
    bool expect_error = false;          // statement error
    std::string expected_error;         // substring the error message must hold; empty: any error
    // query records
    std::string column_types;           // one letter per column: I integer, R float (3 decimals), T text, ...
    SortMode sort = SortMode::None;
    std::string label;                  // queries with one label must give the same rows
    std::vector<std::string> expected;  // lines after ----
};

/// Parses a test file. Lines starting with '#' between records are comments; `require`, `hash-threshold` and
/// `mode output_result` are ignored; `mode skip` ... `mode unskip` drops the records between; `halt` ends the
/// file; `skipif tabula` / `onlyif <other engine>` drop the next record. Throws std::runtime_error naming
/// `name`:line for anything else it does not understand.
std::vector<Record> parseTestFile(std::string_view text, const std::string& name);

}  // namespace tabula::slt
