// Block bump allocator: blocks [0, current_) are filled, blocks_[current_] is open and later ones are kept from
// before reset() (current_ == blocks_.size(): none open). Kept standard blocks serve ordinary requests and larger
// ones large requests, so a request pattern repeated after each reset() needs no new blocks.
#include "exec/arena.hpp"

#include <algorithm>
#include <cstring>
#include <numeric>

namespace tabula::exec {
namespace {

constexpr size_t kAlignment = 8;

size_t alignUp(size_t size) { return (size + kAlignment - 1) & ~(kAlignment - 1); }

}  // namespace

char* Arena::allocate(size_t size) {
    const size_t need = alignUp(size);
    if (current_ < blocks_.size() && blocks_[current_].size - used_ >= need) {
        char* result = blocks_[current_].data.get() + used_;
        used_ += need;
        return result;
    }
    if (need > block_size_) return allocateOwnBlock(need);
    // Open the first kept block of the standard size, or a new one, right after the filled blocks.
    const size_t next = std::min(current_ + 1, blocks_.size());
    const auto first_kept = blocks_.begin() + static_cast<std::ptrdiff_t>(next);
    auto kept =
        std::find_if(first_kept, blocks_.end(), [this](const Block& block) { return block.size == block_size_; });
    if (kept == blocks_.end()) {
        kept = blocks_.insert(first_kept, Block{std::make_unique_for_overwrite<char[]>(block_size_), block_size_});
    } else {
        std::rotate(first_kept, kept, kept + 1);
    }
    current_ = next;
    used_ = need;
    return blocks_[current_].data.get();
}

char* Arena::allocateOwnBlock(size_t need) {
    if (current_ == blocks_.size()) {
        // No open block, hence no kept ones: the new block is filled at once.
        blocks_.push_back({std::make_unique_for_overwrite<char[]>(need), need});
        current_ = blocks_.size();
        return blocks_.back().data.get();
    }
    // The block goes before the open one, which stays open. The smallest kept block that fits is reused.
    const auto open = blocks_.begin() + static_cast<std::ptrdiff_t>(current_);
    auto best = blocks_.end();
    for (auto it = open + 1; it != blocks_.end(); ++it) {
        if (it->size >= need && (best == blocks_.end() || it->size < best->size)) best = it;
    }
    if (best == blocks_.end()) {
        blocks_.insert(open, Block{std::make_unique_for_overwrite<char[]>(need), need});
    } else {
        std::rotate(open, best, best + 1);
    }
    return blocks_[current_++].data.get();
}

StrRef Arena::copy(std::string_view text) {
    if (text.empty()) return StrRef{"", 0};
    char* data = allocate(text.size());
    std::memcpy(data, text.data(), text.size());
    return StrRef{data, static_cast<uint32_t>(text.size())};
}

void Arena::reset() {
    current_ = 0;
    used_ = 0;
}

size_t Arena::capacity() const {
    return std::accumulate(blocks_.begin(), blocks_.end(), size_t{0},
                           [](size_t total, const Block& block) { return total + block.size; });
}

}  // namespace tabula::exec
