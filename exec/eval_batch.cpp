#include "exec/eval_batch.hpp"

#include <numeric>

namespace tabula::exec {

Selection BatchScratch::allRows(size_t count) {
    if (all_rows_.size() < count) {
        const size_t had = all_rows_.size();
        all_rows_.resize(count);
        std::iota(all_rows_.begin() + static_cast<std::ptrdiff_t>(had), all_rows_.end(), static_cast<uint32_t>(had));
    }
    return Selection(all_rows_.data(), count);
}

ScratchCells::ScratchCells(BatchScratch& scratch, size_t count) : scratch_(scratch) {
    if (scratch.cells_taken_ == scratch.cells_.size()) scratch.cells_.emplace_back();
    std::vector<Cell>& buffer = scratch.cells_[scratch.cells_taken_++];
    if (buffer.size() < count) buffer.resize(count);
    data_ = buffer.data();
}

ScratchSelection::ScratchSelection(BatchScratch& scratch, size_t count) : scratch_(scratch) {
    if (scratch.selections_taken_ == scratch.selections_.size()) scratch.selections_.emplace_back();
    std::vector<uint32_t>& buffer = scratch.selections_[scratch.selections_taken_++];
    if (buffer.size() < count) buffer.resize(count);
    data_ = buffer.data();
}

}  // namespace tabula::exec
