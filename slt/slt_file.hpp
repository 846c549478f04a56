// Reading a file in SQLite's sqllogictest format into records.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tabula::slt {

/// The engine name `skipif` and `onlyif` conditions are matched against.
inline constexpr std::string_view kEngineName = "tabula";

/// How a query's values are ordered before they are compared: as produced, rows sorted, or every value sorted.
enum class SortMode { NoSort, RowSort, ValueSort };

enum class RecordKind {
    StatementOk,     // statement ok: the SQL must succeed
    StatementError,  // statement error: the SQL must fail
    Query,           // query <types> <sort> [label]: the SQL's values must match `expected`
    HashThreshold,   // hash-threshold N: results of more than N values are given as their MD5
    Halt,            // halt: the rest of the file is skipped
    Invalid,         // a record this reader does not understand; `error` says why
};

/// One record, with the line of the file it starts on.
struct Record {
    RecordKind kind = RecordKind::Invalid;
    uint32_t line = 0;
    bool skipped = false;   // a skipif / onlyif condition excludes this engine
    std::string sql;        // statement and query text, lines joined by '\n'
    std::string types;      // query: one letter per column, I, T or R
    SortMode sort = SortMode::NoSort;
    std::string label;      // query: "" when none
    std::vector<std::string> expected;  // query: the lines after ----
    size_t threshold = 0;   // hash-threshold
    std::string error;      // Invalid: what is wrong
};

/// The records of `text`. Records are separated by blank lines; '#' starts a comment line; `skipif <engine>`
/// and `onlyif <engine>` lines before a record decide whether it runs under kEngineName.
std::vector<Record> parseFile(std::string_view text);

}  // namespace tabula::slt
