// Chooses the typed cell operations of each key column; hashes a batch of rows a column at a time.
#include "exec/operators/row_keys.hpp"

#include <algorithm>
#include <numeric>

namespace tabula::exec {

RowKeys::RowKeys(std::span<const uint32_t> columns, std::span<const DataType> types) {
    columns_.reserve(columns.size());
    for (uint32_t position : columns) {
        columns_.push_back({position, cellOps(types[position]), physicalKind(types[position].id())});
    }
}

void RowKeys::hashRows(const Cell* rows, size_t width, size_t count, uint64_t* hashes) const {
    std::fill_n(hashes, count, kHashSeed);
    for (const Column& column : columns_) {
        const Cell* cell = rows + column.position;
        if (column.kind == PhysicalKind::Int64) {
            for (size_t r = 0; r < count; ++r, cell += width)
                hashes[r] = hashCombine(hashes[r], cell->null ? kNullHash : static_cast<uint64_t>(cell->i));
        } else if (column.kind == PhysicalKind::String) {
            for (size_t r = 0; r < count; ++r, cell += width)
                hashes[r] = hashCombine(hashes[r], cell->null ? kNullHash : hashBytes(cell->s.data, cell->s.size));
        } else {
            for (size_t r = 0; r < count; ++r, cell += width)
                hashes[r] = hashCombine(hashes[r], cell->null ? kNullHash : column.ops.hash(*cell));
        }
    }
    for (size_t r = 0; r < count; ++r) hashes[r] = hashFinish(hashes[r]);
}

RowKeys RowKeys::wholeRow(std::span<const DataType> types) {
    std::vector<uint32_t> columns(types.size());
    std::iota(columns.begin(), columns.end(), 0U);
    return RowKeys(columns, types);
}

}  // namespace tabula::exec
