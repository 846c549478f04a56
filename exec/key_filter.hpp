// KeyFilter: a hash join's test of a probe key against its build side, handed through the query's context to the
// scan below the probe side, which drops the rows no build row can match before it decodes the rest of them.
#pragma once

#include <cstddef>
#include <cstdint>

namespace tabula::exec {

/// A view of a join hash table's bucket bounds, valid while the join's state lives (the query's run).
class KeyFilter {
public:
    KeyFilter(const uint32_t* starts, uint64_t mask) : starts_(starts), mask_(mask) {}

    /// False when no build row's key hash falls in the bucket of `hash` (a RowKeys hash of the key alone), so
    /// that no build row can equal the key; true may be wrong.
    bool mayMatch(uint64_t hash) const {
        const size_t bucket = hash & mask_;
        return starts_[bucket] != starts_[bucket + 1];
    }

    /// Asks the CPU to fetch what mayMatch(hash) reads: a batch's keys are hashed and fetched first, then tested.
    void prefetch(uint64_t hash) const { __builtin_prefetch(&starts_[hash & mask_]); }

private:
    const uint32_t* starts_;
    uint64_t mask_;
};

/// A new identifier, under which one join operator publishes its filter in every run (QueryContext).
size_t newKeyFilterId();

}  // namespace tabula::exec
