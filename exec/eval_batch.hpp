// What evaluating an expression over a batch of rows works with: the rows, the selection of rows to evaluate,
// where the results go, and the reused buffers nested nodes take their children's results in. A batch lets a
// node run one loop over many rows instead of being called once per row: the virtual call and the type decision
// are paid once per node and batch.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "exec/cell.hpp"

namespace tabula::exec {

/// `count` rows of `width` cells each, back to back.
struct RowBatch {
    const Cell* cells;
    size_t width;
    size_t count;

    RowView row(size_t r) const { return RowView(cells + r * width, width); }
};

/// The rows of a batch to evaluate, by row number, ascending.
using Selection = std::span<const uint32_t>;

/// Where the results of a batch go: row r's at cells[r * stride] (stride 1: a column of results; the width of
/// a row: one column of rows laid out back to back).
struct CellOutput {
    Cell* cells;
    size_t stride;

    Cell& operator[](size_t r) const { return cells[r * stride]; }
};

/// Buffers for evaluating batches, kept from batch to batch so that evaluation allocates only while the first
/// batches make them grow. A node takes buffers for its children's results and gives them back when it is done
/// (ScratchCells and ScratchSelection do both), so nested nodes use them as a stack.
class BatchScratch {
public:
    /// 0, 1, ..., count - 1: every row of a batch of `count` rows.
    Selection allRows(size_t count);

private:
    friend class ScratchCells;
    friend class ScratchSelection;

    std::vector<std::vector<Cell>> cells_;
    size_t cells_taken_ = 0;
    std::vector<std::vector<uint32_t>> selections_;
    size_t selections_taken_ = 0;
    std::vector<uint32_t> all_rows_;
};

/// A buffer of cells for one child's results over a batch, held for the lifetime of this object.
class ScratchCells {
public:
    ScratchCells(BatchScratch& scratch, size_t count);
    ~ScratchCells() { --scratch_.cells_taken_; }
    ScratchCells(const ScratchCells&) = delete;
    ScratchCells& operator=(const ScratchCells&) = delete;

    Cell* data() const { return data_; }
    /// The buffer as an output of results one after another.
    CellOutput output() const { return {data_, 1}; }
    const Cell& operator[](size_t r) const { return data_[r]; }

private:
    BatchScratch& scratch_;
    Cell* data_;
};

/// A buffer of row numbers for a narrowed selection, held for the lifetime of this object.
class ScratchSelection {
public:
    ScratchSelection(BatchScratch& scratch, size_t count);
    ~ScratchSelection() { --scratch_.selections_taken_; }
    ScratchSelection(const ScratchSelection&) = delete;
    ScratchSelection& operator=(const ScratchSelection&) = delete;

    uint32_t* data() const { return data_; }

private:
    BatchScratch& scratch_;
    uint32_t* data_;
};

}  // namespace tabula::exec
