// The hash table of a hash join's build side: rows are numbered 0..n-1 where the caller stores them (a RowStore);
// the table keeps, per bucket, the first row of a chain and, per row, the next row of its chain and a tag of its
// hash. Duplicate keys simply share a chain; nothing is allocated per row.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace tabula::exec {

class JoinHashTable {
public:
    /// Marks the end of a chain, and rows that are in none.
    static constexpr uint32_t kNone = UINT32_MAX;

    /// An empty table for rows 0..row_count-1, with buckets for about twice as many. REQUIRES: row_count < kNone.
    explicit JoinHashTable(size_t row_count = 0);

    /// Adds row `row` under `hash` (well mixed in every bit, e.g. from hashFinish()). A row left out (a NULL key)
    /// is never a candidate.
    void insert(uint32_t row, uint64_t hash) {
        uint32_t& head = heads_[hash & mask_];
        links_[row] = Link{head, tagOf(hash)};
        head = row;
    }

    /// Calls `visit(row)` for each row inserted under a hash that may equal `hash` (the caller compares the keys),
    /// until it returns false.
    template <class Visit>
    void forEachCandidate(uint64_t hash, Visit&& visit) const {
        const uint32_t tag = tagOf(hash);
        for (uint32_t row = heads_[hash & mask_]; row != kNone; row = links_[row].next) {
            if (links_[row].tag == tag && !visit(row)) return;
        }
    }

    /// Bytes held, for benchmarks.
    size_t memoryUsage() const { return heads_.capacity() * sizeof(uint32_t) + links_.capacity() * sizeof(Link); }

private:
    struct Link {
        uint32_t next;  // the next row of the same bucket, or kNone
        uint32_t tag;   // high half of the row's hash: skips most rows of other keys without comparing them
    };
    static uint32_t tagOf(uint64_t hash) { return static_cast<uint32_t>(hash >> 32); }

    std::vector<uint32_t> heads_;  // per bucket: its last inserted row, or kNone; a power of two of them
    std::vector<Link> links_;      // per row
    uint64_t mask_;                // heads_.size() - 1; the low bits of a hash pick its bucket
};

}  // namespace tabula::exec
