// RowRefill: converts executor rows into one reused public Row, choosing each column's conversion once.
#pragma once

#include <memory>
#include <vector>

#include "exec/cell.hpp"
#include "tabula/row.hpp"

namespace tabula::detail {

/// Owns the Row a streaming result hands out and overwrites its values in place for every result row: numbers
/// are stored directly and strings reuse the capacity of the previous row's strings, so nothing is allocated per
/// row once the strings stopped growing.
class RowRefill {
public:
    explicit RowRefill(std::shared_ptr<const TableSchema> schema);

    /// Overwrites the row with `cells` (REQUIRES: one cell per column of the schema) and returns it.
    const Row& fill(exec::RowView cells);

private:
    /// Stores a non-NULL cell of the column's type into `target`.
    using Convert = void (*)(const exec::Cell& cell, const DataType& type, Value& target);
    static Convert converterFor(const DataType& type);

    Row row_;
    std::vector<Convert> converters_;  // per column
};

}  // namespace tabula::detail
