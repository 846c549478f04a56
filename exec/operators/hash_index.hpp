// Open-addressing hash table (linear probing) that maps entries to dense ids 0, 1, 2, ... in insertion order.
// The caller stores the entries (group keys, distinct rows) in arrays indexed by id; the table keeps only
// 8-byte slots of (hash tag, id) and asks the caller whether an id's entry equals the one looked up.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace tabula::exec {

class HashIndex {
public:
    HashIndex() : slots_(kInitialCapacity), mask_(kInitialCapacity - 1) {}

    /// Number of entries (ids handed out).
    uint32_t size() const { return size_; }

    /// Looks up an entry by its hash (well mixed in the low bits, e.g. from hashFinish()). `equal(id)` says
    /// whether entry `id` is the one wanted. Returns the entry's id and whether it was just added: a new entry
    /// gets id size() and the caller stores it under that id.
    template <class Equal>
    std::pair<uint32_t, bool> findOrInsert(uint64_t hash, Equal&& equal) {
        // Grow before inserting so the load factor stays at most 7/10 and probe sequences short.
        if ((static_cast<size_t>(size_) + 1) * 10 > slots_.size() * 7) grow();
        const auto tag = static_cast<uint32_t>(hash);
        for (size_t position = tag & mask_;; position = (position + 1) & mask_) {
            Slot& slot = slots_[position];
            if (slot.id == kEmpty) {
                slot = Slot{tag, size_};
                return {size_++, true};
            }
            if (slot.tag == tag && equal(slot.id)) return {slot.id, false};
        }
    }

    /// Asks the CPU to fetch the first slot findOrInsert(hash, ...) looks at.
    void prefetch(uint64_t hash) const { __builtin_prefetch(&slots_[static_cast<uint32_t>(hash) & mask_]); }

    /// Bytes held by the slots.
    size_t memoryUsage() const { return slots_.capacity() * sizeof(Slot); }

private:
    static constexpr size_t kInitialCapacity = 16;
    static constexpr uint32_t kEmpty = UINT32_MAX;

    struct Slot {
        uint32_t tag = 0;  // low 32 bits of the entry's hash: picks the slot, and filters before equal()
        uint32_t id = kEmpty;
    };

    /// Doubles the slot count and re-places every entry by its tag.
    void grow();

    std::vector<Slot> slots_;
    size_t mask_;  // slots_.size() - 1; the size is a power of two
    uint32_t size_ = 0;
};

}  // namespace tabula::exec
