// RankedPartitions: per partition an ordered set of the kept rows, trimmed at its end as better rows arrive.
#include "exec/operators/ranked_partitions.hpp"

#include <iterator>

#include "exec/cell_copy.hpp"

namespace tabula::exec {
namespace {

std::vector<DataType> typesAt(const std::vector<DataType>& types, const std::vector<uint32_t>& columns) {
    std::vector<DataType> selected;
    for (uint32_t column : columns) selected.push_back(types[column]);
    return selected;
}

}  // namespace

RankedPartitions::RankedPartitions(const std::vector<uint32_t>& partition_columns,
                                   const std::vector<SortKey>& order_keys, RankLimit limit,
                                   const std::vector<DataType>& types)
    : partition_keys_(partition_columns, types),
      key_strings_(stringPositions(typesAt(types, partition_columns))),
      order_(order_keys, types),
      limit_(limit),
      rows_(types) {}

bool RankedPartitions::ByOrder::operator()(uint32_t a, uint32_t b) const {
    const int order = self->order_.compare(self->rows_.row(a), self->rows_.row(b));
    return order != 0 ? order < 0 : self->arrival_[a] < self->arrival_[b];
}

RankedPartitions::Partition& RankedPartitions::partitionOf(RowView row) {
    const size_t width = partition_keys_.size();
    const auto [id, added] = index_.findOrInsert(partition_keys_.hash(row), [&](uint32_t p) {
        return partition_keys_.equal(row, key_cells_.data() + static_cast<size_t>(p) * width);
    });
    if (added) {
        key_cells_.resize(key_cells_.size() + width);
        const std::span<Cell> key(key_cells_.data() + static_cast<size_t>(id) * width, width);
        partition_keys_.gather(row, key.data());
        copyStrings(key, key_strings_, key_arena_);
        partitions_.push_back(Partition{std::set<uint32_t, ByOrder>(ByOrder{this})});
    }
    return partitions_[id];
}

bool RankedPartitions::rankingPeers(uint32_t a, uint32_t b) const {
    return limit_.kind != WindowFunctionKind::RowNumber && order_.compare(rows_.row(a), rows_.row(b)) == 0;
}

bool RankedPartitions::full(const Partition& partition) const {
    if (limit_.kind == WindowFunctionKind::DenseRank) return partition.peer_groups >= limit_.limit;
    return partition.rows.size() >= limit_.limit;
}

void RankedPartitions::offer(RowView row) {
    Partition& partition = partitionOf(row);
    std::set<uint32_t, ByOrder>& kept = partition.rows;
    if (!kept.empty() && full(partition)) {
        // After the last kept row it would rank beyond the limit; a peer of it ranks with it, but for ROW_NUMBER,
        // which puts it after it.
        const int order = order_.compare(row, rows_.row(*kept.rbegin()));
        if (order > 0 || (order == 0 && limit_.kind == WindowFunctionKind::RowNumber)) return;
    }
    const uint32_t slot = rows_.add(row);
    if (slot >= arrival_.size()) arrival_.resize(slot + 1);
    arrival_[slot] = arrivals_++;
    // The latest row sorts after its peers in the order keys, so only the row before it can share its ranking.
    const auto at = kept.insert(slot).first;
    const bool joins = at != kept.begin() && rankingPeers(*std::prev(at), slot);
    if (!joins) ++partition.peer_groups;
    if (std::next(at) == kept.end()) partition.last_peers = joins ? partition.last_peers + 1 : 1;
    // One more row (for DENSE_RANK: maybe one more group) now ranks before the last group, which may thus have
    // moved beyond the limit; the groups before it rank at least one place better, so they stay within it.
    const bool beyond = limit_.kind == WindowFunctionKind::DenseRank
                            ? partition.peer_groups > limit_.limit
                            : kept.size() - partition.last_peers >= limit_.limit;
    if (beyond) dropLastPeers(partition);
}

void RankedPartitions::dropLastPeers(Partition& partition) {
    std::set<uint32_t, ByOrder>& kept = partition.rows;
    for (size_t k = 0; k < partition.last_peers; ++k) {
        const auto last = std::prev(kept.end());
        const uint32_t slot = *last;
        kept.erase(last);
        rows_.release(slot);
    }
    --partition.peer_groups;
    // Counted once per group: the new last group stays last, since the partition is full and later rows rank
    // before it or with it.
    partition.last_peers = 0;
    if (kept.empty()) return;
    const uint32_t last = *kept.rbegin();
    for (auto it = kept.rbegin(); it != kept.rend() && (*it == last || rankingPeers(*it, last)); ++it)
        ++partition.last_peers;
}

void RankedPartitions::offerAll(const RankedPartitions& other) {
    for (const Partition& partition : other.partitions_) {
        for (uint32_t slot : partition.rows) offer(other.rows_.row(slot));
    }
}

bool RankedPartitions::pushPartition(size_t p, const std::vector<WindowFunctionKind>& calls, Downstream& out,
                                     std::vector<Cell>& scratch) const {
    int64_t position = 0;
    int64_t rank = 0;
    int64_t dense_rank = 0;
    uint32_t previous = 0;
    for (uint32_t slot : partitions_[p].rows) {
        const RowView row = rows_.row(slot);
        ++position;
        if (position == 1 || order_.compare(row, rows_.row(previous)) != 0) {
            rank = position;
            ++dense_rank;
        }
        scratch.assign(row.begin(), row.end());
        for (WindowFunctionKind kind : calls) {
            scratch.push_back(integerCell(kind == WindowFunctionKind::RowNumber ? position
                                          : kind == WindowFunctionKind::Rank    ? rank
                                                                                : dense_rank));
        }
        if (!out.push(scratch)) return false;
        previous = slot;
    }
    return true;
}

}  // namespace tabula::exec
