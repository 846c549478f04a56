// Building the join index: a counting sort of the rows by bucket (rows with a NULL key after every bucket),
// applied to the RowStore in place so that the build side never exists twice.
#include "exec/operators/join_hash_table.hpp"

#include <algorithm>
#include <bit>

#include "tabula/error.hpp"

namespace tabula::exec {

JoinHashTable::JoinHashTable(RowStore& rows, const RowKeys& keys) {
    const size_t count = rows.rowCount();
    if (count >= UINT32_MAX) {
        throw ExecutionError("a hash join's build side holds " + std::to_string(count) + " rows; at most " +
                             std::to_string(UINT32_MAX - 1) + " fit");
    }
    // About one row per bucket: a probe compares keys with the few rows of its bucket, which lie together.
    const size_t buckets = std::bit_ceil(std::max<size_t>(count, 16));
    mask_ = buckets - 1;
    const auto null_bucket = static_cast<uint32_t>(buckets);

    // destination[i]: first the bucket of row i, then the position it moves to.
    std::vector<uint32_t> destination(count);
    std::vector<uint32_t> next(buckets + 1, 0);  // rows per bucket, then the next free position of each bucket
    for (size_t i = 0; i < count; ++i) {
        const RowView row = rows.row(i);
        destination[i] = keys.anyNull(row) ? null_bucket : static_cast<uint32_t>(keys.hash(row) & mask_);
        ++next[destination[i]];
    }
    starts_.assign(buckets + 1, 0);
    uint32_t position = 0;
    for (size_t b = 0; b <= buckets; ++b) {
        const uint32_t size = next[b];
        next[b] = position;
        if (b < buckets) starts_[b] = position;
        position += size;
    }
    starts_[buckets] = next[buckets];  // where the NULL-key rows start: the end of the last bucket
    for (uint32_t& d : destination) d = next[d]++;
    next = {};
    rows.permute(destination);
}

}  // namespace tabula::exec
