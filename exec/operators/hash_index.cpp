// Growth of the open-addressing table: entries are re-placed from their stored tags, without rehashing keys.
#include "exec/operators/hash_index.hpp"

namespace tabula::exec {

void HashIndex::grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.size() * 2, Slot{});
    mask_ = slots_.size() - 1;
    for (const Slot& slot : old) {
        if (slot.id == kEmpty) continue;
        size_t position = slot.tag & mask_;
        while (slots_[position].id != kEmpty) position = (position + 1) & mask_;
        slots_[position] = slot;
    }
}

}  // namespace tabula::exec
