// Hashing and comparing the key columns of rows (GROUP BY keys, whole rows for DISTINCT), NULL equal to NULL.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "exec/cell.hpp"
#include "exec/operators/cell_ops.hpp"
#include "exec/physical_type.hpp"

namespace tabula::exec {

class RowKeys {
public:
    /// Keys are the cells at `columns` of rows whose column types are `types`. REQUIRES: columns < types.size().
    RowKeys(std::span<const uint32_t> columns, std::span<const DataType> types);
    /// Keys that are every cell of rows of `types`, in order (a whole row, or a key stored compactly).
    static RowKeys wholeRow(std::span<const DataType> types);

    /// Number of key columns.
    size_t size() const { return columns_.size(); }
    /// The position in the row of key column k. REQUIRES: k < size().
    uint32_t position(size_t k) const { return columns_[k].position; }
    /// Hash of the row's key cells, with every bit well mixed.
    uint64_t hash(RowView row) const {
        uint64_t running = kHashSeed;
        for (const Column& column : columns_) {
            const Cell& cell = row[column.position];
            running = hashCombine(running, cell.null ? kNullHash : column.ops.hash(cell));
        }
        return hashFinish(running);
    }
    /// hash() of `count` rows of `width` cells each, back to back, into hashes[0, count): one pass per key
    /// column, with the column's type looked at once: integer keys hashed inline, strings without an indirect call.
    void hashRows(const Cell* rows, size_t width, size_t count, uint64_t* hashes) const;
    /// Whether any of the row's key cells is NULL.
    bool anyNull(RowView row) const {
        for (const Column& column : columns_) {
            if (row[column.position].null) return true;
        }
        return false;
    }
    /// Whether the row's key cells equal `key`, a key stored compactly (size() cells, as gather() writes them).
    bool equal(RowView row, const Cell* key) const {
        for (size_t k = 0; k < columns_.size(); ++k) {
            const Cell& a = row[columns_[k].position];
            const Cell& b = key[k];
            if (a.null || b.null) {
                if (a.null != b.null) return false;
            } else if (!columns_[k].ops.equal(a, b)) {
                return false;
            }
        }
        return true;
    }
    /// Writes the row's key cells to key[0, size()); their strings still view the row.
    void gather(RowView row, Cell* key) const {
        for (size_t k = 0; k < columns_.size(); ++k) key[k] = row[columns_[k].position];
    }

private:
    struct Column {
        uint32_t position;
        CellOps ops;
        PhysicalKind kind;  // Int64: ops.hash gives `i` unchanged; String: it is hashBytes of the text
    };
    std::vector<Column> columns_;
};

}  // namespace tabula::exec
