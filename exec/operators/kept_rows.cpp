// Rows held in slots, their strings in one arena compacted as dropped rows' strings pile up.
#include "exec/operators/kept_rows.hpp"

#include <algorithm>

#include "exec/cell_copy.hpp"

namespace tabula::exec {
namespace {

/// Dropped rows leave their strings behind in the arena; once those outweigh the held ones by this many bytes
/// (and by 2:1), the held strings move to a fresh arena.
constexpr size_t kCompactionSlack = 1 << 20;

}  // namespace

KeptRows::KeptRows(std::span<const DataType> types) : string_columns_(stringPositions(types)), width_(types.size()) {}

uint32_t KeptRows::add(RowView row) {
    uint32_t slot;
    if (!free_.empty()) {
        slot = free_.back();
        free_.pop_back();
        std::copy(row.begin(), row.end(), cellsOf(slot).begin());
    } else {
        slot = static_cast<uint32_t>(slots_++);
        cells_.insert(cells_.end(), row.begin(), row.end());
    }
    storeStrings(slot);
    return slot;
}

void KeptRows::replace(uint32_t slot, RowView row) {
    live_bytes_ -= stringBytes(this->row(slot));
    std::copy(row.begin(), row.end(), cellsOf(slot).begin());
    storeStrings(slot);
}

void KeptRows::release(uint32_t slot) {
    live_bytes_ -= stringBytes(row(slot));
    const std::span<Cell> cells = cellsOf(slot);
    for (uint32_t position : string_columns_) cells[position].null = true;
    free_.push_back(slot);
}

size_t KeptRows::stringBytes(RowView row) const {
    size_t bytes = 0;
    for (uint32_t position : string_columns_) bytes += row[position].null ? 0 : row[position].s.size;
    return bytes;
}

void KeptRows::storeStrings(uint32_t slot) {
    copyStrings(cellsOf(slot), string_columns_, strings_);
    const size_t bytes = stringBytes(row(slot));
    live_bytes_ += bytes;
    copied_bytes_ += bytes;
    if (copied_bytes_ > 2 * live_bytes_ + kCompactionSlack) compact();
}

void KeptRows::compact() {
    Arena fresh;
    for (uint32_t slot = 0; slot < slots_; ++slot) copyStrings(cellsOf(slot), string_columns_, fresh);
    strings_ = std::move(fresh);
    copied_bytes_ = live_bytes_;
}

}  // namespace tabula::exec
