// Reading a sqllogictest file into records, in SQLite's dialect or in the DuckDB-style one of tabula's own suite.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tabula::slt {

/// The engine name `skipif` and `onlyif` conditions are matched against.
inline constexpr std::string_view kEngineName = "tabula";

/// Which sqllogictest a file is written in. Both have `statement`, `query`, `hash-threshold`, `halt`, `skipif`
/// and `onlyif`; they differ in what the type letters mean and in a few commands.
enum class Dialect {
    Sqlite,  // SQLite's: the types are I, T and R, and values are printed as their column's letter says
    DuckDb,  // the test suite's: any type letter, `require` and `mode` lines; values print as Value::toString
};

/// How a query's values are ordered before they are compared: as produced, rows sorted, or every value sorted.
enum class SortMode { NoSort, RowSort, ValueSort };

enum class RecordKind {
    StatementOk,     // statement ok: the text must succeed
    StatementError,  // statement error [text]: the text must fail, with a message containing `expected_error`
    Query,           // query <types> [sort] [label]: the text's last result must match `expected`
    HashThreshold,   // hash-threshold N: reports show results of more than N values as their MD5
    Halt,            // halt: the rest of the file is skipped
    Invalid,         // a record the reader does not understand; `error` says why
};

/// One record, with the line of the file it starts on.
struct Record {
    RecordKind kind = RecordKind::Invalid;
    uint32_t line = 0;           // the record's first line
    uint32_t sql_line = 0;       // the line its statement text starts on
    bool skipped = false;        // a skipif / onlyif condition or `mode skip` excludes it
    std::string sql;             // statement text (several statements for the suite), lines joined by '\n'
    std::string expected_error;  // statement error: "" for any error; may be <REGEX>:pattern
    std::string types;           // query: one letter per column
    SortMode sort = SortMode::NoSort;
    std::string label;                  // query: "" when none; queries with one label must agree
    std::vector<std::string> expected;  // query: the lines after ----
    size_t threshold = 0;               // hash-threshold
    std::string error;                  // Invalid: what is wrong
};

/// The records of `text`. Records are separated by blank lines; '#' starts a comment line; `skipif <engine>` and
/// `onlyif <engine>` lines before a record decide whether it runs under kEngineName. In the DuckDb dialect
/// `mode skip` ... `mode unskip` skips the records between, `require ...` and `mode output_result` are ignored.
std::vector<Record> parseFile(std::string_view text, Dialect dialect);

}  // namespace tabula::slt
