// HashAggregate: GROUP BY through an open-addressing table from key cells to dense group ids. A group's record
// holds its accumulator states next to a copy of its key, so finding the group brings its state into cache.
// Groups are emitted in first-seen order; without key columns there is one group, even for empty input.
#include <algorithm>
#include <memory>

#include "exec/cell_copy.hpp"
#include "exec/operators.hpp"
#include "exec/operators/distinct_values.hpp"
#include "exec/operators/hash_index.hpp"
#include "exec/operators/row_keys.hpp"
#include "exec/pipeline/state_cast.hpp"

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

/// What every group table of one HashAggregate shares: the key columns and how a group record is laid out.
struct GroupLayout {
    struct Aggregate {
        std::unique_ptr<Accumulator> accumulator;
        size_t offset;                          // of its state within a group's state block
        std::optional<uint32_t> input;          // nullopt for count(*)
        std::optional<DataType> distinct_type;  // set for DISTINCT aggregates: the type of their input
        bool takes_nulls = false;               // the accumulator's takesNulls(), asked once
    };

    GroupLayout(std::vector<uint32_t> key_columns, const std::vector<DataType>& input_types,
                std::vector<AggregateCall> calls)
        : keys(key_columns, input_types),
          stored_keys(RowKeys::wholeRow(typesAt(input_types, key_columns))),
          key_strings(stringPositions(typesAt(input_types, key_columns))) {
        aggregates.reserve(calls.size());
        size_t state_bytes = 0;
        for (AggregateCall& call : calls) {
            Aggregate aggregate{std::move(call.accumulator), state_bytes, call.input_column, std::nullopt};
            aggregate.takes_nulls = aggregate.accumulator->takesNulls();
            if (call.distinct && call.input_column) aggregate.distinct_type = call.input_type;
            state_bytes += alignState(aggregate.accumulator->stateSize());
            aggregates.push_back(std::move(aggregate));
        }
        key_offset = state_bytes;
        record_bytes = alignState(state_bytes + keys.size() * sizeof(Cell));
    }

    RowKeys keys;                       // the key cells of an input row
    RowKeys stored_keys;                // a key as a group record stores it: its cells side by side
    std::vector<uint32_t> key_strings;  // positions of STRING cells within a key
    std::vector<Aggregate> aggregates;
    size_t key_offset = 0;    // of the key cells within a group record, after the state block
    size_t record_bytes = 0;  // of one group record, a multiple of kStateAlignment
};

/// The groups one pipeline instance gathered (held by its AggregateLocal) or, after combine, all of them (in the
/// global state).
class GroupTable final {
public:
    explicit GroupTable(const GroupLayout& layout) : layout_(layout) {
        for (const auto& aggregate : layout_.aggregates) {
            seen_.push_back(aggregate.distinct_type ? std::make_unique<DistinctValues>(*aggregate.distinct_type)
                                                    : nullptr);
        }
        if (layout_.keys.size() == 0) groupOf(RowView(), layout_.keys);  // the single group of a global aggregate
    }
    GroupTable(const GroupTable&) = delete;
    GroupTable& operator=(const GroupTable&) = delete;
    ~GroupTable() { destroyStates(); }

    uint32_t groupCount() const { return index_.size(); }

    void add(RowView row) {
        // A global aggregate has its one group from the start: no key to hash per row.
        const uint32_t group = layout_.keys.size() == 0 ? 0 : groupOf(row, layout_.keys);
        std::byte* block = recordOf(group);
        for (size_t a = 0; a < layout_.aggregates.size(); ++a) {
            const auto& aggregate = layout_.aggregates[a];
            if (!aggregate.input) {  // count(*) counts rows, not values
                aggregate.accumulator->update(block + aggregate.offset, null_cell_, arena_);
                continue;
            }
            const Cell& value = row[*aggregate.input];
            if (value.null && !aggregate.takes_nulls) continue;
            if (seen_[a] && !seen_[a]->firstSight(group, value, arena_)) continue;
            aggregate.accumulator->update(block + aggregate.offset, value, arena_);
        }
    }

    /// add() for `count` rows of `width` cells, back to back. Without DISTINCT, each aggregate takes all its
    /// inputs in one call (a column with a NULL among them value by value), after every row's group is found
    /// (addGrouped); with DISTINCT, rows are added one by one.
    void addMany(const Cell* rows, size_t width, size_t count) {
        const bool distinct = std::any_of(seen_.begin(), seen_.end(), [](const auto& seen) { return seen != nullptr; });
        if (distinct) {
            for (size_t i = 0; i < count; ++i) add(RowView(rows + i * width, width));
            return;
        }
        if (layout_.keys.size() != 0) {
            addGrouped(rows, width, count);
            return;
        }
        std::byte* block = recordOf(0);
        for (const auto& aggregate : layout_.aggregates) {
            std::byte* state = block + aggregate.offset;
            if (!aggregate.input) {  // count(*) counts rows, not values
                aggregate.accumulator->updateMany(state, &null_cell_, 0, count, arena_);
                continue;
            }
            const Cell* column = rows + *aggregate.input;
            bool any_null = false;
            for (size_t i = 0; i < count && !aggregate.takes_nulls; ++i) any_null |= column[i * width].null;
            if (!any_null) {
                aggregate.accumulator->updateMany(state, column, width, count, arena_);
                continue;
            }
            for (size_t i = 0; i < count; ++i) {
                if (!column[i * width].null) aggregate.accumulator->update(state, column[i * width], arena_);
            }
        }
    }

    /// addMany() with group keys: the rows' keys are hashed and their first index slots fetched ahead, then each
    /// row's group is found, then each aggregate updates the groups' states for the whole batch.
    void addGrouped(const Cell* rows, size_t width, size_t count) {
        hashes_.resize(count);
        records_.resize(count);
        layout_.keys.hashRows(rows, width, count, hashes_.data());
        for (size_t i = 0; i < count; ++i) index_.prefetch(hashes_[i]);
        for (size_t i = 0; i < count; ++i)
            records_[i] = recordOf(groupOf(RowView(rows + i * width, width), layout_.keys, hashes_[i]));
        for (const auto& aggregate : layout_.aggregates) {
            if (!aggregate.input) {  // count(*) counts rows, not values
                aggregate.accumulator->updateGrouped(records_.data(), aggregate.offset, &null_cell_, 0, count, arena_);
                continue;
            }
            const Cell* column = rows + *aggregate.input;
            bool any_null = false;
            for (size_t i = 0; i < count && !aggregate.takes_nulls; ++i) any_null |= column[i * width].null;
            if (!any_null) {
                aggregate.accumulator->updateGrouped(records_.data(), aggregate.offset, column, width, count, arena_);
                continue;
            }
            for (size_t i = 0; i < count; ++i) {
                if (!column[i * width].null)
                    aggregate.accumulator->update(records_[i] + aggregate.offset, column[i * width], arena_);
            }
        }
    }

    /// Merges every group of `other` into this table: states with Accumulator::merge; a DISTINCT aggregate
    /// instead takes each value `other` saw for the group that this table has not seen yet.
    void merge(const GroupTable& other) {
        std::vector<uint32_t> into_group(other.groupCount());
        for (uint32_t from = 0; from < other.groupCount(); ++from) {
            into_group[from] = groupOf(RowView(other.keyOf(from), layout_.keys.size()), layout_.stored_keys);
            std::byte* into = recordOf(into_group[from]);
            const std::byte* block = other.recordOf(from);
            for (size_t a = 0; a < layout_.aggregates.size(); ++a) {
                if (seen_[a]) continue;
                const auto& aggregate = layout_.aggregates[a];
                aggregate.accumulator->merge(into + aggregate.offset, block + aggregate.offset);
            }
        }
        for (size_t a = 0; a < layout_.aggregates.size(); ++a) {
            if (!seen_[a]) continue;
            const auto& aggregate = layout_.aggregates[a];
            const DistinctValues& theirs = *other.seen_[a];
            for (size_t id = 0; id < theirs.size(); ++id) {
                const uint32_t group = into_group[theirs.groupAt(id)];
                const Cell& value = theirs.valueAt(id);
                if (seen_[a]->firstSight(group, value, arena_))
                    aggregate.accumulator->update(recordOf(group) + aggregate.offset, value, arena_);
            }
        }
    }

    /// Writes group `group`'s output row (key cells, then aggregate results) into `out`.
    void emit(uint32_t group, std::vector<Cell>& out) const {
        const size_t key_count = layout_.keys.size();
        std::copy_n(keyOf(group), key_count, out.begin());
        const std::byte* block = recordOf(group);
        for (size_t a = 0; a < layout_.aggregates.size(); ++a) {
            layout_.aggregates[a].accumulator->finish(block + layout_.aggregates[a].offset, out[key_count + a]);
        }
    }

private:
    struct alignas(kStateAlignment) RecordUnit {
        std::byte bytes[kStateAlignment];
    };

    /// The id of the group of `row`, whose key cells `keys` picks, adding the group (key copied, states
    /// initialised) when it is new.
    uint32_t groupOf(RowView row, const RowKeys& keys) { return groupOf(row, keys, keys.hash(row)); }
    /// groupOf() for a row whose key hashes to `hash`.
    uint32_t groupOf(RowView row, const RowKeys& keys, uint64_t hash) {
        const auto [group, added] = index_.findOrInsert(hash, [&](uint32_t id) { return keys.equal(row, keyOf(id)); });
        if (added) {
            if (group % kChunkGroups == 0) {
                record_chunks_.push_back(std::make_unique_for_overwrite<RecordUnit[]>(
                    kChunkGroups * layout_.record_bytes / kStateAlignment));
            }
            std::span<Cell> key(keyOf(group), layout_.keys.size());
            std::uninitialized_default_construct(key.begin(), key.end());
            keys.gather(row, key.data());
            copyStrings(key, layout_.key_strings, arena_);
            std::byte* block = recordOf(group);
            for (const auto& aggregate : layout_.aggregates) aggregate.accumulator->init(block + aggregate.offset);
            initialised_groups_ = group + 1;
        }
        return group;
    }

    /// A group's record; its state block comes first.
    std::byte* recordOf(uint32_t group) const {
        return reinterpret_cast<std::byte*>(record_chunks_[group >> kChunkShift].get()) +
               static_cast<size_t>(group & (kChunkGroups - 1)) * layout_.record_bytes;
    }
    Cell* keyOf(uint32_t group) const { return reinterpret_cast<Cell*>(recordOf(group) + layout_.key_offset); }

    /// Releases what the accumulators hold outside the arena; once.
    void destroyStates() {
        for (uint32_t group = 0; group < initialised_groups_; ++group) {
            std::byte* block = recordOf(group);
            for (const auto& aggregate : layout_.aggregates) aggregate.accumulator->destroy(block + aggregate.offset);
        }
        initialised_groups_ = 0;
    }

    const GroupLayout& layout_;
    std::vector<std::unique_ptr<DistinctValues>> seen_;  // per aggregate; for DISTINCT aggregates only
    HashIndex index_;
    std::vector<std::unique_ptr<RecordUnit[]>> record_chunks_;  // group g's record is in chunk g / kChunkGroups
    uint32_t initialised_groups_ = 0;  // groups whose states are initialised and not yet destroyed
    Arena arena_;                      // key strings, distinct values, accumulators' strings
    const Cell null_cell_;             // the input of count(*)
    std::vector<uint64_t> hashes_;     // addGrouped's scratch, per row of a batch: its key's hash
    std::vector<std::byte*> records_;  // and its group's record
};

/// Per run: the combined groups and how far they were emitted.
struct AggregateGlobal final : GlobalState {
    std::unique_ptr<GroupTable> table;                // the first combined table, moved in whole
    std::vector<std::unique_ptr<GroupTable>> merged;  // tables merged into `table`: merged states may view their arenas
    uint32_t emitted = 0;
    std::vector<Cell> out;  // the output row, sized once
};

/// The sink's local state: a table the global state can take over.
struct AggregateLocal final : LocalState {
    std::unique_ptr<GroupTable> table;
};

constexpr uint32_t kMorselGroups = 1024;

class HashAggregate final : public PhysicalOperator {
public:
    HashAggregate(std::vector<uint32_t> key_columns, std::vector<AggregateCall> calls, std::vector<DataType> types,
                  std::vector<std::pair<std::string, std::string>> params, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(std::move(types), oneChild(std::move(input))),
          layout_(std::move(key_columns), children()[0]->types(), std::move(calls)),
          params_(std::move(params)) {}

    OperatorDescription describe() const override { return {"HashAggregate", params_, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Sink; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const override {
        auto global = std::make_unique<AggregateGlobal>();
        global->out.resize(types().size());
        return global;
    }
    std::unique_ptr<LocalState> makeSinkState(GlobalState*, size_t) const override {
        auto local = std::make_unique<AggregateLocal>();
        local->table = std::make_unique<GroupTable>(layout_);
        return local;
    }

    bool consume(RowView row, GlobalState*, LocalState* local) const override {
        stateAs<AggregateLocal>(local).table->add(row);
        return true;
    }

    bool consumeBatch(const Cell* rows, size_t width, size_t count, GlobalState*, LocalState* local) const override {
        stateAs<AggregateLocal>(local).table->addMany(rows, width, count);
        return true;
    }

    void combine(GlobalState* global, LocalState* local) const override {
        auto& state = stateAs<AggregateGlobal>(global);
        auto& table = stateAs<AggregateLocal>(local).table;
        if (!state.table) {
            state.table = std::move(table);
            return;
        }
        state.table->merge(*table);
        state.merged.push_back(std::move(table));
    }

    void finalize(GlobalState* global) const override {
        auto& state = stateAs<AggregateGlobal>(global);
        if (!state.table) state.table = std::make_unique<GroupTable>(layout_);  // no pipeline fed any row
    }

    Produced produce(Downstream& out, GlobalState* global, LocalState*) const override {
        auto& state = stateAs<AggregateGlobal>(global);
        const uint32_t end = std::min(state.emitted + kMorselGroups, state.table->groupCount());
        for (; state.emitted < end; ++state.emitted) {
            state.table->emit(state.emitted, state.out);
            if (!out.push(state.out)) return Produced::Done;
        }
        return end == state.table->groupCount() ? Produced::Done : Produced::More;
    }

private:
    GroupLayout layout_;
    std::vector<std::pair<std::string, std::string>> params_;  // keys and aggs, rendered for EXPLAIN
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeHashAggregate(std::vector<uint32_t> key_columns,
                                                    std::vector<AggregateCall> aggregates,
                                                    std::vector<DataType> output_types,
                                                    std::vector<std::pair<std::string, std::string>> params,
                                                    std::unique_ptr<PhysicalOperator> input) {
    return std::make_unique<HashAggregate>(std::move(key_columns), std::move(aggregates), std::move(output_types),
                                           std::move(params), std::move(input));
}

}  // namespace tabula::exec
