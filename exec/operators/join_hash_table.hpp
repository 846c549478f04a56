// The index of a hash join's build side. Building it reorders the gathered rows (PackedRows) by hash bucket, so
// that a bucket's rows, and with them every row of one key, lie next to each other: a probe reads the bucket's
// bounds and then consecutive rows, two cache misses where a chained table needs a third for its links. Only
// the bucket bounds are kept, four bytes per bucket (one bucket per row, up to 16 per row for a small side, at
// most 1 MB of them); building holds each row's bucket, four bytes per row, while it sorts.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "exec/key_filter.hpp"
#include "exec/operators/row_keys.hpp"
#include "exec/packed_rows.hpp"

namespace tabula::exec {

class JoinHashTable {
public:
    /// Rows of one bucket: [begin, end) in the reordered rows.
    struct Bucket {
        uint32_t begin;
        uint32_t end;
    };

    JoinHashTable() : starts_{0, 0}, mask_(0) {}

    /// Reorders `rows` by the bucket of their `keys` hash; rows with a NULL key go last, in no bucket (they match
    /// nothing). Throws ExecutionError when `rows` holds UINT32_MAX rows or more.
    JoinHashTable(PackedRows& rows, const RowKeys& keys);

    /// The rows whose key hash falls in the bucket of `hash` (from RowKeys::hash of the same key types): the
    /// candidates whose keys the caller compares.
    Bucket bucket(uint64_t hash) const {
        const size_t b = hash & mask_;
        return {starts_[b], starts_[b + 1]};
    }

    /// Asks the CPU to fetch the bounds of the bucket of `hash` ahead of bucket(hash).
    void prefetch(uint64_t hash) const { __builtin_prefetch(&starts_[hash & mask_]); }

    /// The test of whether a key's bucket holds any row, valid while this table lives.
    KeyFilter keyFilter() const { return KeyFilter(starts_.data(), mask_); }

private:
    std::vector<uint32_t> starts_;  // per bucket, its first row; one more entry ends the last bucket
    uint64_t mask_;                 // bucket count - 1 (a power of two): the low bits of a hash pick the bucket
};

}  // namespace tabula::exec
