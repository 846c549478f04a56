// HashJoin: an equi-join whose gathered build rows are ordered by hash bucket (JoinHashTable); a probe row hashes
// its key cells once and compares keys with the consecutive rows of its bucket. Probe rows are held back and
// probed 32 at a time, their buckets and rows prefetched first, so that their cache misses overlap.
#include <algorithm>

#include "exec/cell_copy.hpp"
#include "exec/key_filter.hpp"
#include "exec/operators/join_hash_table.hpp"
#include "exec/operators/materialised_join.hpp"
#include "exec/operators/row_keys.hpp"
#include "exec/pipeline/state_cast.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

struct HashJoinState final : JoinBuildState {
    using JoinBuildState::JoinBuildState;
    JoinHashTable table;
};

/// Probe rows held per pipeline instance before they are probed together.
constexpr size_t kBatchRows = 32;
constexpr size_t kCacheLine = 64;
/// How much of a bucket's rows a batch prefetches: enough for a key with a few duplicates.
constexpr size_t kPrefetchBytes = 8 * kCacheLine;

/// The types of the key columns among `types`.
std::vector<DataType> keyTypes(const std::vector<uint32_t>& keys, const std::vector<DataType>& types) {
    std::vector<DataType> selected;
    for (uint32_t column : keys) selected.push_back(types[column]);
    return selected;
}

/// A probe pipeline instance's batch: copies of the rows held back (strings in `strings`), with their hashes, so
/// that the memory of their buckets and build rows is fetched for all of them at once, not one miss after another.
struct HashProbeState final : JoinProbeState {
    HashProbeState(size_t width, size_t key_count, size_t packed_key_bytes)
        : held_rows(kBatchRows * width), key(key_count), candidate_key(key_count), packed_key(packed_key_bytes) {}
    std::vector<Cell> held_rows;                     // kBatchRows rows, back to back
    std::vector<Cell> key;                           // the key cells of the row being probed
    std::vector<Cell> candidate_key;                 // a build row's key cells, when keys are compared as cells
    std::vector<std::byte> packed_key;               // the key packed as the build rows pack it, when compared so
    std::vector<uint64_t> batch_hashes;              // executeBatch's scratch: each incoming row's key hash
    uint64_t hashes[kBatchRows] = {};                // of each held row's key; unused for a NULL key
    bool null_key[kBatchRows] = {};                  // the held row has a NULL key cell: it matches nothing
    JoinHashTable::Bucket buckets[kBatchRows] = {};  // of each held row without a NULL key
    size_t held = 0;                                 // rows held
    Arena strings;                                   // text of the held rows' string cells
};

class HashJoin final : public MaterialisedJoin {
public:
    HashJoin(JoinKind kind, const std::vector<uint32_t>& probe_keys, const std::vector<uint32_t>& build_keys,
             JoinOutput output, ExplainParams params, std::vector<DataType> types,
             std::unique_ptr<PhysicalOperator> probe, std::unique_ptr<PhysicalOperator> build)
        : MaterialisedJoin("HashJoin", kind, std::move(output), std::move(params), std::move(types), std::move(probe),
                           std::move(build)),
          probe_keys_(probe_keys, children()[0]->types()),
          build_keys_(build_keys, children()[1]->types()),
          build_key_columns_(build_keys),
          stored_keys_(RowKeys::wholeRow(keyTypes(build_keys, children()[1]->types()))),
          probe_width_(children()[0]->types().size()),
          probe_strings_(stringPositions(children()[0]->types())) {
        for (uint32_t column : build_keys) {
            const DataType& type = children()[1]->types()[column];
            bytewise_keys_ = bytewise_keys_ && PackedRows::comparesBytewise(type);
            key_offsets_.push_back(packed_key_bytes_);
            packed_key_bytes_ += PackedRows::valueBytes(type);
        }
        // A probe row without a match gives nothing: the scan below may drop it before decoding it whole.
        if (!preservesProbe() && probe_keys.size() == 1) {
            const size_t id = newKeyFilterId();
            if (child(0).takeKeyFilter(probe_keys[0], id, keysText())) key_filter_id_ = id;
        }
    }

    std::unique_ptr<GlobalState> makeGlobalState(QueryContext& ctx) const override {
        return std::make_unique<HashJoinState>(ctx);
    }
    std::unique_ptr<LocalState> makeStreamState(GlobalState*) const override {
        auto state = std::make_unique<HashProbeState>(probe_width_, probe_keys_.size(), packed_key_bytes_);
        prepare(*state);
        return state;
    }

    /// Holds the row back (a copy) and probes the batch once it is full.
    bool execute(RowView row, Downstream& out, GlobalState* global, LocalState* local) const override {
        auto& build = stateAs<HashJoinState>(global);
        auto& state = stateAs<HashProbeState>(local);
        const bool null_key = probe_keys_.anyNull(row);
        const uint64_t hash = null_key ? 0 : probe_keys_.hash(row);
        if (!null_key) build.table.prefetch(hash);
        return hold(row, null_key, hash, build, state, out);
    }

    /// Where an unmatched probe row gives nothing, the batch's keys are hashed and their buckets fetched first,
    /// and only the rows whose bucket holds a build row are held: a selective join does not copy the rows that
    /// cannot match. Other kinds hold every row, as execute() does.
    bool executeBatch(const Cell* rows, size_t width, size_t count, Downstream& out, GlobalState* global,
                      LocalState* local) const override {
        if (preservesProbe()) return PhysicalOperator::executeBatch(rows, width, count, out, global, local);
        auto& build = stateAs<HashJoinState>(global);
        auto& state = stateAs<HashProbeState>(local);
        state.batch_hashes.resize(count);
        probe_keys_.hashRows(rows, width, count, state.batch_hashes.data());
        for (size_t i = 0; i < count; ++i) build.table.prefetch(state.batch_hashes[i]);
        for (size_t i = 0; i < count; ++i) {
            const RowView row(rows + i * width, width);
            if (probe_keys_.anyNull(row)) continue;  // a NULL key matches nothing
            const uint64_t hash = state.batch_hashes[i];
            const JoinHashTable::Bucket bucket = build.table.bucket(hash);
            if (bucket.begin == bucket.end) continue;
            if (!hold(row, false, hash, build, state, out)) return false;
        }
        return true;
    }

    bool flush(Downstream& out, GlobalState* global, LocalState* local) const override {
        return probeHeld(stateAs<HashJoinState>(global), stateAs<HashProbeState>(local), out);
    }

private:
    /// Holds a copy of `row`, whose key hashes to `hash` (unless `null_key`), and probes the held rows once there
    /// are kBatchRows of them.
    bool hold(RowView row, bool null_key, uint64_t hash, HashJoinState& build, HashProbeState& state,
              Downstream& out) const {
        const size_t slot = state.held;
        const std::span<Cell> copy(state.held_rows.data() + slot * probe_width_, probe_width_);
        std::copy(row.begin(), row.end(), copy.begin());
        copyStrings(copy, probe_strings_, state.strings);
        state.null_key[slot] = null_key;
        state.hashes[slot] = hash;
        if (++state.held < kBatchRows) return true;
        return probeHeld(build, state, out);
    }

    /// Probes the held rows in order and empties the batch; false when `out` wants no more rows.
    bool probeHeld(HashJoinState& build, HashProbeState& state, Downstream& out) const {
        const size_t held = state.held;
        state.held = 0;
        for (size_t i = 0; i < held; ++i) {
            if (state.null_key[i]) continue;
            const JoinHashTable::Bucket bucket = build.table.bucket(state.hashes[i]);
            state.buckets[i] = bucket;
            if (bucket.begin == bucket.end) continue;
            // The bucket's rows lie together: fetch them whole, up to a few cache lines.
            const std::span<const std::byte> rows = build.rows->bytes(bucket.begin, bucket.end);
            const auto* first = reinterpret_cast<const char*>(rows.data());
            const size_t bytes = std::min(rows.size(), kPrefetchBytes);
            for (size_t offset = 0; offset < bytes; offset += kCacheLine) __builtin_prefetch(first + offset);
        }
        bool wants_more = true;
        for (size_t i = 0; i < held && wants_more; ++i) {
            const RowView row(state.held_rows.data() + i * probe_width_, probe_width_);
            wants_more = probeRow(row, state.null_key[i], state.buckets[i], build, state, out);
        }
        // The output rows view the held rows, which the next batch overwrites.
        wants_more = pushOutput(state, out) && wants_more;
        state.strings.reset();
        return wants_more;
    }

    /// Joins one held row with the rows of its bucket whose keys equal its own.
    bool probeRow(RowView row, bool null_key, JoinHashTable::Bucket bucket, HashJoinState& build, HashProbeState& state,
                  Downstream& out) const {
        if (null_key) return joinRow(row, build, state, out, [](auto&&) {});
        probe_keys_.gather(row, state.key.data());
        const PackedRows& rows = *build.rows;
        if (bytewise_keys_) {
            for (size_t k = 0; k < build_key_columns_.size(); ++k) {
                rows.packValue(state.key[k], build_key_columns_[k], state.packed_key.data() + key_offsets_[k]);
            }
        }
        return joinRow(row, build, state, out, [&](auto&& visit) {
            for (uint32_t id = bucket.begin; id < bucket.end; ++id) {
                if (keyMatches(rows, id, state) && !visit(id)) return;
            }
        });
    }

    /// Whether build row `id` has the key of the row being probed (state.key, and state.packed_key when keys
    /// compare bytewise). Build rows with a NULL key are in no bucket, so the NULL flags need no look.
    bool keyMatches(const PackedRows& rows, uint32_t id, HashProbeState& state) const {
        const std::byte* packed = rows.row(id);
        if (bytewise_keys_) {
            for (size_t k = 0; k < build_key_columns_.size(); ++k) {
                if (!rows.valueEquals(packed, build_key_columns_[k], state.packed_key.data() + key_offsets_[k])) {
                    return false;
                }
            }
            return true;
        }
        for (size_t k = 0; k < build_key_columns_.size(); ++k) {
            rows.unpackValue(packed, build_key_columns_[k], state.candidate_key[k]);
        }
        return stored_keys_.equal(state.candidate_key, state.key.data());
    }

    /// Reorders the build rows by bucket; rows with a NULL key stay out of every bucket: they match nothing.
    void index(JoinBuildState& state) const override {
        auto& build = stateAs<HashJoinState>(&state);
        build.table = JoinHashTable(*build.rows, build_keys_);
        if (key_filter_id_) build.ctx.publishKeyFilter(*key_filter_id_, build.table.keyFilter());
    }

    RowKeys probe_keys_;
    RowKeys build_keys_;  // of a build row's cells, for its hash
    std::vector<uint32_t> build_key_columns_;
    RowKeys stored_keys_;              // compares a build row's key cells, gathered, with a probe row's
    bool bytewise_keys_ = true;        // every key type compares bytewise once packed (integers, ...)
    std::vector<size_t> key_offsets_;  // of each key value within a packed key
    size_t packed_key_bytes_ = 0;
    size_t probe_width_;
    std::vector<uint32_t> probe_strings_;  // positions of the probe row's STRING cells
    std::optional<size_t> key_filter_id_;  // under which the build's key filter is published, if a scan took it
};

/// Throws InternalError unless the keys pair up with equal types, within both inputs.
void checkKeys(const std::vector<uint32_t>& probe_keys, const std::vector<uint32_t>& build_keys,
               const std::vector<DataType>& probe_types, const std::vector<DataType>& build_types) {
    if (probe_keys.empty() || probe_keys.size() != build_keys.size()) {
        throw InternalError("a hash join needs the same positive number of keys on both sides, not " +
                            std::to_string(probe_keys.size()) + " and " + std::to_string(build_keys.size()));
    }
    for (size_t k = 0; k < probe_keys.size(); ++k) {
        if (probe_keys[k] >= probe_types.size() || build_keys[k] >= build_types.size()) {
            throw InternalError("hash join key " + std::to_string(k) + " is out of range: columns " +
                                std::to_string(probe_keys[k]) + " and " + std::to_string(build_keys[k]) +
                                " of inputs with " + std::to_string(probe_types.size()) + " and " +
                                std::to_string(build_types.size()) + " columns");
        }
        const DataType& probe = probe_types[probe_keys[k]];
        const DataType& build = build_types[build_keys[k]];
        if (probe != build) {
            throw InternalError("hash join key " + std::to_string(k) + " compares " + probe.toString() + " with " +
                                build.toString() + "; the planner must give both sides one type");
        }
    }
}

}  // namespace

std::unique_ptr<PhysicalOperator> makeHashJoin(JoinKind kind, std::vector<uint32_t> probe_keys,
                                               std::vector<uint32_t> build_keys, JoinOutput output,
                                               ExplainParams params, std::unique_ptr<PhysicalOperator> probe,
                                               std::unique_ptr<PhysicalOperator> build) {
    checkKeys(probe_keys, build_keys, probe->types(), build->types());
    auto types = joinOutputTypes(kind, output, probe->types(), build->types());
    params.insert(params.begin(), {"kind", std::string(joinKindName(kind))});
    return std::make_unique<HashJoin>(kind, probe_keys, build_keys, std::move(output), std::move(params),
                                      std::move(types), std::move(probe), std::move(build));
}

}  // namespace tabula::exec
