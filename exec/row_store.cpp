// Rows stored back to back in one cell vector; string payloads live in the store's arena.
#include "exec/row_store.hpp"

#include <utility>

#include "exec/cell_copy.hpp"

namespace tabula::exec {

RowStore::RowStore(std::vector<DataType> types) : types_(std::move(types)), string_columns_(stringPositions(types_)) {}

void RowStore::append(RowView row) {
    if (width() == 0) {
        ++zero_width_rows_;
        return;
    }
    const size_t start = cells_.size();
    cells_.insert(cells_.end(), row.begin(), row.end());
    copyStrings(std::span<Cell>(cells_.data() + start, width()), string_columns_, strings_);
}

void RowStore::clear() {
    cells_.clear();
    strings_.reset();
    zero_width_rows_ = 0;
}

size_t RowStore::memoryUsage() const { return cells_.capacity() * sizeof(Cell) + strings_.capacity(); }

}  // namespace tabula::exec
