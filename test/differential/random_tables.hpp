// Small random tables for differential tests: few distinct values, duplicates and NULLs in every column, so joins
// and set operations meet repeated keys, NULL keys and empty inputs.
#pragma once

#include <random>
#include <string>
#include <vector>

#include "tabula/value.hpp"

namespace tabula::differential {

/// What a generated column holds; queries are built from these kinds, never from concrete types.
enum class ColumnKind { Integer, Text };

struct GeneratedColumn {
    std::string name;
    DataType type;  // INT, BIGINT or STRING
    ColumnKind kind;
};

struct GeneratedTable {
    std::string name;
    std::vector<GeneratedColumn> columns;
    std::vector<std::vector<Value>> rows;
};

/// One of `items` (columns or fields, anything with a `kind`) of `kind`, at random; there must be one.
template <typename Item>
const Item& randomOfKind(const std::vector<Item>& items, ColumnKind kind, std::mt19937_64& random) {
    std::vector<const Item*> candidates;
    for (const Item& item : items) {
        if (item.kind == kind) candidates.push_back(&item);
    }
    return *candidates[std::uniform_int_distribution<int>(0, static_cast<int>(candidates.size()) - 1)(random)];
}

/// Three tables t1(k INT, v INT, s STRING), t2(k INT, w BIGINT, s STRING), t3(k BIGINT, v INT, s STRING) with
/// 0 to `max_rows` rows each (an empty table now and then), keys in 0..4, about one value in six NULL.
std::vector<GeneratedTable> generateTables(std::mt19937_64& random, int max_rows);

/// The table as SQL: a CREATE TABLE and one INSERT per row, for SQLite and for reproducing a failure by hand.
std::string tableAsSql(const GeneratedTable& table);

}  // namespace tabula::differential
