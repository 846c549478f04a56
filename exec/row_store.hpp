// An in-memory table of rows in executor format: used for cache(), fromValues(), materialised results and
// sorting. Strings are copied into the store's arena.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "exec/arena.hpp"
#include "exec/cell.hpp"

namespace tabula::exec {

class RowStore {
public:
    explicit RowStore(std::vector<DataType> types);
    RowStore(const RowStore&) = delete;
    RowStore& operator=(const RowStore&) = delete;

    const std::vector<DataType>& types() const { return types_; }
    size_t width() const { return types_.size(); }
    size_t rowCount() const { return width() == 0 ? zero_width_rows_ : cells_.size() / width(); }

    /// Copies the row (and its strings). REQUIRES: row.size() == width().
    void append(RowView row);
    /// Forgets every row but keeps the memory, so a store refilled chunk by chunk stops allocating once warm.
    void clear();
    /// REQUIRES: i < rowCount(). Valid until the store is changed.
    RowView row(size_t i) const { return RowView(cells_.data() + i * width(), width()); }
    /// Memory held (cells and strings), for benchmarks.
    size_t memoryUsage() const;

private:
    std::vector<DataType> types_;
    std::vector<uint32_t> string_columns_;  // positions of the STRING columns, whose text append() copies
    std::vector<Cell> cells_;
    Arena strings_;
    size_t zero_width_rows_ = 0;
};

}  // namespace tabula::exec
