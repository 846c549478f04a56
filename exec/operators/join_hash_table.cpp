// Building the join index: each row's bucket is computed once (its key columns unpacked and hashed) and kept, four
// bytes per row; the rows are counted per bucket, then sorted by bucket in place, American-flag style: each
// misplaced row is swapped straight into the next free place of its bucket, its kept bucket swapped with it.
#include "exec/operators/join_hash_table.hpp"

#include <algorithm>
#include <bit>
#include <utility>

#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

/// Buckets a small build side may have beyond one per row: their bounds take 1 MB, which stays in cache.
constexpr size_t kSparseBuckets = size_t{1} << 18;

}  // namespace

JoinHashTable::JoinHashTable(PackedRows& rows, const RowKeys& keys) {
    const size_t count = rows.rowCount();
    if (count >= UINT32_MAX) {
        throw ExecutionError("a hash join's build side holds " + std::to_string(count) + " rows; at most " +
                             std::to_string(UINT32_MAX - 1) + " fit");
    }
    // At least one bucket per row: a probe compares keys with the few rows of its bucket, which lie together. A
    // small side gets up to kSparseBuckets buckets, most of them empty, so that a probe row whose bucket is empty,
    // as most rows of a selective join's probe side find theirs, is passed over at once (HashJoin::executeBatch).
    const size_t buckets = std::bit_ceil(std::max({count, std::min(count * 16, kSparseBuckets), size_t{16}}));
    mask_ = buckets - 1;
    const auto null_bucket = static_cast<uint32_t>(buckets);
    std::vector<Cell> row(rows.width());
    std::vector<uint32_t> bucket_of(count);
    for (size_t i = 0; i < count; ++i) {
        const std::byte* packed = rows.row(i);
        for (size_t k = 0; k < keys.size(); ++k) rows.unpackValue(packed, keys.position(k), row[keys.position(k)]);
        bucket_of[i] = keys.anyNull(row) ? null_bucket : static_cast<uint32_t>(keys.hash(row) & mask_);
    }

    // starts_[b]: first the row count of bucket b, then where the bucket begins; the entry after the last bucket
    // counts, then begins, the rows with a NULL key, which no probe finds.
    starts_.assign(buckets + 2, 0);
    for (uint32_t bucket : bucket_of) ++starts_[bucket];
    uint32_t position = 0;
    for (uint32_t& start : starts_) position += std::exchange(start, position);

    // next[b]: the first place of bucket b not yet holding one of its rows.
    std::vector<uint32_t> next(starts_.begin(), starts_.end() - 1);
    for (uint32_t b = 0; b <= null_bucket; ++b) {
        const uint32_t end = starts_[b + 1];
        while (next[b] < end) {
            const uint32_t here = next[b];
            const uint32_t belongs = bucket_of[here];
            if (belongs == b) {
                ++next[b];
            } else {
                const uint32_t there = next[belongs]++;
                rows.swapRows(here, there);
                std::swap(bucket_of[here], bucket_of[there]);
            }
        }
    }
    starts_.pop_back();  // the end of the NULL-key rows: rowCount()
}

}  // namespace tabula::exec
