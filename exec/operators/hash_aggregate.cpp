// HashAggregate: GROUP BY through an open-addressing table from key cells to dense group ids. A group's record
// holds its accumulator states next to a copy of its key, so finding the group brings its state into cache.
// Groups are emitted in first-seen order; without key columns there is one group, even for empty input.
#include <algorithm>
#include <memory>

#include "exec/operators.hpp"
#include "exec/operators/cell_copy.hpp"
#include "exec/operators/distinct_values.hpp"
#include "exec/operators/hash_index.hpp"
#include "exec/operators/row_keys.hpp"

namespace tabula::exec {
namespace {

constexpr size_t kStateAlignment = 16;
constexpr uint32_t kChunkShift = 10;  // group records are allocated 1024 at a time and never move
constexpr uint32_t kChunkGroups = 1U << kChunkShift;

size_t alignState(size_t size) { return (size + kStateAlignment - 1) & ~(kStateAlignment - 1); }

std::vector<DataType> typesAt(const std::vector<DataType>& types, const std::vector<uint32_t>& columns) {
    std::vector<DataType> selected;
    selected.reserve(columns.size());
    for (uint32_t column : columns) selected.push_back(types[column]);
    return selected;
}

class HashAggregate final : public Operator {
public:
    HashAggregate(std::vector<uint32_t> key_columns, std::vector<DataType> input_types,
                  std::vector<AggregateCall> calls)
        : keys_(key_columns, input_types), key_strings_(stringPositions(typesAt(input_types, key_columns))) {
        aggregates_.reserve(calls.size());
        size_t state_bytes = 0;
        for (AggregateCall& call : calls) {
            Aggregate aggregate{std::move(call.accumulator), state_bytes, call.input_column, nullptr};
            if (call.distinct && call.input_column) aggregate.seen = std::make_unique<DistinctValues>(call.input_type);
            state_bytes += alignState(aggregate.accumulator->stateSize());
            aggregates_.push_back(std::move(aggregate));
        }
        key_offset_ = state_bytes;
        record_bytes_ = alignState(state_bytes + keys_.size() * sizeof(Cell));
        if (keys_.size() == 0) groupOf(RowView());  // the single group of a global aggregate
    }

    ~HashAggregate() override { destroyStates(); }

    bool consume(RowView row) override {
        const uint32_t group = groupOf(row);
        std::byte* block = recordOf(group);
        for (const Aggregate& aggregate : aggregates_) {
            if (!aggregate.input) {  // count(*) counts rows, not values
                aggregate.accumulator->update(block + aggregate.offset, null_cell_, arena_);
                continue;
            }
            const Cell& value = row[*aggregate.input];
            if (value.null) continue;
            if (aggregate.seen && !aggregate.seen->firstSight(group, value, arena_)) continue;
            aggregate.accumulator->update(block + aggregate.offset, value, arena_);
        }
        return true;
    }

    void finish() override {
        const size_t key_count = keys_.size();
        std::vector<Cell> out(key_count + aggregates_.size());
        for (uint32_t group = 0; group < index_.size(); ++group) {
            std::copy_n(keyOf(group), key_count, out.begin());
            const std::byte* block = recordOf(group);
            for (size_t a = 0; a < aggregates_.size(); ++a) {
                aggregates_[a].accumulator->finish(block + aggregates_[a].offset, out[key_count + a]);
            }
            if (!next_->consume(out)) break;
        }
        destroyStates();
        next_->finish();
    }

private:
    struct Aggregate {
        std::unique_ptr<Accumulator> accumulator;
        size_t offset;                         // of its state within a group's state block
        std::optional<uint32_t> input;         // nullopt for count(*)
        std::unique_ptr<DistinctValues> seen;  // for DISTINCT aggregates only
    };
    struct alignas(kStateAlignment) RecordUnit {
        std::byte bytes[kStateAlignment];
    };

    /// The id of the row's group, adding the group (key copied, states initialised) when it is new.
    uint32_t groupOf(RowView row) {
        const auto [group, added] =
            index_.findOrInsert(keys_.hash(row), [&](uint32_t id) { return keys_.equal(row, keyOf(id)); });
        if (added) {
            if (group % kChunkGroups == 0) {
                record_chunks_.push_back(
                    std::make_unique_for_overwrite<RecordUnit[]>(kChunkGroups * record_bytes_ / kStateAlignment));
            }
            std::span<Cell> key(keyOf(group), keys_.size());
            std::uninitialized_default_construct(key.begin(), key.end());
            keys_.gather(row, key.data());
            copyStrings(key, key_strings_, arena_);
            std::byte* block = recordOf(group);
            for (const Aggregate& aggregate : aggregates_) aggregate.accumulator->init(block + aggregate.offset);
            initialised_groups_ = group + 1;
        }
        return group;
    }

    /// A group's record; its state block comes first.
    std::byte* recordOf(uint32_t group) const {
        return reinterpret_cast<std::byte*>(record_chunks_[group >> kChunkShift].get()) +
               static_cast<size_t>(group & (kChunkGroups - 1)) * record_bytes_;
    }
    Cell* keyOf(uint32_t group) const { return reinterpret_cast<Cell*>(recordOf(group) + key_offset_); }

    /// Releases what the accumulators hold outside the arena; once.
    void destroyStates() {
        for (uint32_t group = 0; group < initialised_groups_; ++group) {
            std::byte* block = recordOf(group);
            for (const Aggregate& aggregate : aggregates_) aggregate.accumulator->destroy(block + aggregate.offset);
        }
        initialised_groups_ = 0;
    }

    RowKeys keys_;
    std::vector<uint32_t> key_strings_;  // positions of STRING cells within a key
    std::vector<Aggregate> aggregates_;
    size_t key_offset_ = 0;    // of the key cells within a group record, after the state block
    size_t record_bytes_ = 0;  // of one group record, a multiple of kStateAlignment
    HashIndex index_;
    std::vector<std::unique_ptr<RecordUnit[]>> record_chunks_;  // group g's record is in chunk g / kChunkGroups
    uint32_t initialised_groups_ = 0;  // groups whose states are initialised and not yet destroyed
    Arena arena_;                      // key strings, distinct values, accumulators' strings
    const Cell null_cell_;             // the input of count(*)
};

}  // namespace

std::unique_ptr<Operator> makeHashAggregate(std::vector<uint32_t> key_columns, std::vector<DataType> input_types,
                                            std::vector<AggregateCall> aggregates) {
    return std::make_unique<HashAggregate>(std::move(key_columns), std::move(input_types), std::move(aggregates));
}

}  // namespace tabula::exec
