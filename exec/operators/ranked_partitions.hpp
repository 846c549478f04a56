// The state of WindowTopN: for every partition of its input (rows equal in the partition columns, NULLs equal),
// only the rows whose ranking by the order keys is within a limit, found as rows arrive in any order.
#pragma once

#include <cstdint>
#include <set>
#include <vector>

#include "exec/operators.hpp"
#include "exec/operators/hash_index.hpp"
#include "exec/operators/kept_rows.hpp"
#include "exec/operators/row_comparator.hpp"
#include "exec/operators/row_keys.hpp"

namespace tabula::exec {

/// The best rows of each partition seen so far. A row is kept while its `limit.kind` ranking in its partition,
/// among the rows offered so far, is at most `limit.limit`; the ranking of a kept row never improves, so a row
/// once dropped is never needed again. ROW_NUMBER breaks ties by arrival: of peers (rows equal in the order keys)
/// the earlier row ranks first, as the stable sort of the Window path orders them. Memory: per partition the
/// kept rows, at most `limit` of them for ROW_NUMBER, plus the peers of the last kept row for RANK, and at most
/// `limit` groups of peers for DENSE_RANK.
class RankedPartitions final : public LocalState {
public:
    /// Rows of `types`. REQUIRES: limit.kind is RowNumber, Rank or DenseRank; limit.limit > 0; the columns are
    /// positions in rows of `types`.
    RankedPartitions(const std::vector<uint32_t>& partition_columns, const std::vector<SortKey>& order_keys,
                     RankLimit limit, const std::vector<DataType>& types);
    RankedPartitions(const RankedPartitions&) = delete;  // the partitions' orderings point at this object
    RankedPartitions& operator=(const RankedPartitions&) = delete;

    /// Keeps `row` when it ranks within the limit in its partition, dropping rows it pushes beyond it.
    void offer(RowView row);
    /// Offers every row `other` kept, each partition's rows in their order there.
    void offerAll(const RankedPartitions& other);

    /// Number of partitions seen, numbered 0, 1, ... in the order their first row came.
    size_t partitions() const { return partitions_.size(); }
    /// Rows kept for partition `p`.
    size_t rowsOf(size_t p) const { return partitions_[p].rows.size(); }
    /// Pushes the kept rows of partition `p` in their order, each followed by the value of every entry of `calls`
    /// (each RowNumber, Rank or DenseRank) over them; `scratch` holds the row being pushed. Returns false when
    /// `out` wanted no more rows.
    bool pushPartition(size_t p, const std::vector<WindowFunctionKind>& calls, Downstream& out,
                       std::vector<Cell>& scratch) const;

private:
    /// Orders kept rows (slots) by the order keys, then by arrival.
    struct ByOrder {
        const RankedPartitions* self;
        bool operator()(uint32_t a, uint32_t b) const;
    };
    struct Partition {
        std::set<uint32_t, ByOrder> rows;  // kept, best first
        size_t last_peers = 0;             // rows at the end of `rows` that are ranking peers of the last one
        size_t peer_groups = 0;            // groups of ranking peers among `rows`
    };

    /// The partition of `row`, added when it is the first of its partition.
    Partition& partitionOf(RowView row);
    /// Whether `a` and `b` share a ranking value: peers in the order keys, except for ROW_NUMBER, which
    /// numbers every row apart.
    bool rankingPeers(uint32_t a, uint32_t b) const;
    /// Whether a row ranking after every kept row of `partition` would rank beyond the limit.
    bool full(const Partition& partition) const;
    /// Drops the last group of ranking peers of `partition` and counts the group before it.
    void dropLastPeers(Partition& partition);

    RowKeys partition_keys_;
    std::vector<uint32_t> key_strings_;  // positions of STRING cells within a partition's key
    RowComparator order_;
    RankLimit limit_;
    HashIndex index_;              // partition key -> partition number
    std::vector<Cell> key_cells_;  // per partition its key cells, strings in key_arena_
    Arena key_arena_;
    std::vector<Partition> partitions_;
    KeptRows rows_;
    std::vector<uint64_t> arrival_;  // per slot: when its row came
    uint64_t arrivals_ = 0;
};

}  // namespace tabula::exec
