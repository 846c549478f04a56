// Rows an operator holds on to after the call that delivered them, in numbered slots: their cells side by side,
// their strings in an arena that is compacted once the strings of replaced and released rows outweigh the held
// ones. TopN keeps its heap's rows here, WindowTopN the best rows of every partition.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "exec/arena.hpp"
#include "exec/cell.hpp"

namespace tabula::exec {

class KeptRows {
public:
    /// Holds rows of `types`.
    explicit KeptRows(std::span<const DataType> types);

    /// Copies `row` (its strings too) into a slot, a released one when there is one, and returns the slot.
    uint32_t add(RowView row);
    /// Copies `row` over the row held in `slot`. REQUIRES: `slot` holds a row.
    void replace(uint32_t slot, RowView row);
    /// Frees `slot` for a later add(). REQUIRES: `slot` holds a row.
    void release(uint32_t slot);
    /// The row held in `slot`: valid until the next add(), which may move every row. REQUIRES: `slot` holds a row.
    RowView row(uint32_t slot) const { return RowView(cells_.data() + slot * width_, width_); }

private:
    std::span<Cell> cellsOf(uint32_t slot) { return {cells_.data() + slot * width_, width_}; }
    size_t stringBytes(RowView row) const;
    /// Completes the copy of a row whose cells are already in `slot`: copies its strings.
    void storeStrings(uint32_t slot);
    /// Moves the held rows' strings to a fresh arena, dropping those of replaced and released rows.
    void compact();

    std::vector<uint32_t> string_columns_;
    size_t width_;
    std::vector<Cell> cells_;     // slot after slot; a released slot's string cells are NULL, so compact() skips them
    size_t slots_ = 0;            // counted apart: a row may have no columns
    std::vector<uint32_t> free_;  // released slots
    Arena strings_;               // strings of held rows, and of dropped ones until compact()
    size_t live_bytes_ = 0;       // string bytes of held rows
    size_t copied_bytes_ = 0;     // string bytes copied into strings_
};

}  // namespace tabula::exec
