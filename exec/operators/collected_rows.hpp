// The rows a user-defined function collects: a table function's for one input row, a table aggregate function's
// for one group.
#pragma once

#include <cstddef>
#include <vector>

#include "exec/cell.hpp"
#include "exec/pipeline/physical_operator.hpp"

namespace tabula::exec {

/// Collected rows of `columns` cells each, back to back; the buffer is reused from call to call. Their strings live
/// wherever the collector's ResultText put them.
class CollectedRows {
public:
    explicit CollectedRows(size_t columns) : columns_(columns) {}

    /// Appends the row of cells at `values`, which need not be aligned as a Cell is (the library's buffer).
    void append(const std::byte* values);
    void clear() { cells_.clear(); }
    bool empty() const { return cells_.empty(); }
    /// Pushes `row` once per collected row, the row's cells written into it from position `at`. False when `out`
    /// wants no more rows. REQUIRES: row.size() == at + columns.
    bool pushEach(std::vector<Cell>& row, size_t at, Downstream& out) const;

private:
    size_t columns_;
    std::vector<Cell> cells_;
};

}  // namespace tabula::exec
