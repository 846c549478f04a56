// RowRefill: converts executor rows into one reused public Row, choosing each column's conversion once.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "exec/cell.hpp"
#include "tabula/row.hpp"

namespace tabula::detail {

/// Owns the Row a streaming result hands out and overwrites its values in place for every result row: numbers
/// are stored directly, and a STRING value keeps its buffer for the next row's text (also across NULLs), so
/// nothing is allocated per row once the strings stopped growing.
class RowRefill {
public:
    explicit RowRefill(std::shared_ptr<const TableSchema> schema);

    /// Overwrites the row with `cells` (REQUIRES: one cell per column of the schema) and returns it.
    const Row& fill(exec::RowView cells);

private:
    /// Stores a non-NULL cell of the column's type into `target`; `spare` is the column's string buffer kept
    /// while the column is NULL.
    using Convert = void (*)(const exec::Cell& cell, const DataType& type, Value& target, std::string& spare);
    static Convert converterFor(const DataType& type);
    static void storeString(const exec::Cell& cell, const DataType& type, Value& target, std::string& spare);
    /// Makes `target` NULL, keeping its string buffer (if any) in `spare`.
    static void storeNull(const DataType& type, Value& target, std::string& spare);

    Row row_;
    std::vector<Convert> converters_;  // per column
    std::vector<std::string> spares_;  // per column
};

}  // namespace tabula::detail
