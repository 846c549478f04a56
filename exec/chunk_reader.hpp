// ChunkReader: turns the chosen columns of a chunk's rows back into executor rows, a batch at a time, in one
// reused cell buffer (no allocation per row, one dispatch on the layout per column and batch).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "exec/cell.hpp"
#include "exec/column_chunk.hpp"
#include "exec/key_filter.hpp"
#include "exec/operators/row_keys.hpp"

namespace tabula::exec {

/// A hash join's key filter as a scan applies it: the key's position among the reader's columns, the filter, and
/// the key's hashing (RowKeys over the key alone, as the join hashes it).
struct ScanKeyFilter {
    uint32_t position;
    KeyFilter filter;
    const RowKeys* key;
};

/// 0, 1, ..., width - 1: every column of a table, in order.
std::vector<uint32_t> allColumns(size_t width);

class ChunkReader {
public:
    /// Rows a batch holds at most.
    static constexpr size_t kBatchRows = 128;

    /// Reads the chunk columns `columns`, in this order, as the cells of each row.
    explicit ChunkReader(std::vector<uint32_t> columns);

    /// Decodes rows [begin, begin + count) of `chunk`. REQUIRES: count <= kBatchRows, begin + count <=
    /// chunk.rowCount(). The rows stay valid until the next read() and while the chunk lives.
    void read(const ColumnChunk& chunk, size_t begin, size_t count);
    /// read() of only the rows that meet every one of `ranges`, which are tested on the stored values first, and
    /// whose keys may match every one of `filters`, tested on the key column alone; returns how many rows the
    /// batch holds.
    size_t readWhere(const ColumnChunk& chunk, size_t begin, size_t count, std::span<const ScanRange> ranges,
                     std::span<const ScanKeyFilter> filters);
    /// Row i of the last batch read. REQUIRES: i < that batch's count.
    RowView row(size_t i) const { return RowView(cells_.data() + i * columns_.size(), columns_.size()); }
    /// The rows of the last batch read, back to back.
    const Cell* rows() const { return cells_.data(); }
    /// The number within its chunk of row i of the last batch read. REQUIRES: i < that batch's count.
    size_t rowNumber(size_t i) const { return begin_ + (selected_ ? selection_[i] : i); }

private:
    std::vector<uint32_t> columns_;
    std::vector<Cell> cells_;          // kBatchRows rows of columns_.size() cells
    std::vector<uint32_t> selection_;  // readWhere's rows that meet the ranges, counted from the batch's first
    std::vector<Cell> keys_;           // readWhere's key values of the selected rows, for a key filter
    std::vector<uint64_t> hashes_;     // and their hashes
    size_t begin_ = 0;                 // the last batch's first row in its chunk
    bool selected_ = false;            // the last batch holds selection_'s rows, by readWhere
};

}  // namespace tabula::exec
