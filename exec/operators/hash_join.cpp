// HashJoin: an equi-join whose gathered build rows are ordered by hash bucket (JoinHashTable); a probe row hashes
// its key cells once and compares keys with the consecutive rows of its bucket.
#include "exec/operators/join_hash_table.hpp"
#include "exec/operators/materialised_join.hpp"
#include "exec/operators/row_keys.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

struct HashJoinState final : JoinBuildState {
    JoinHashTable table;
};

class HashJoin final : public MaterialisedJoin {
public:
    HashJoin(JoinKind kind, const std::vector<uint32_t>& probe_keys, const std::vector<uint32_t>& build_keys,
             JoinOutput output, ExplainParams params, std::vector<DataType> types,
             std::unique_ptr<PhysicalOperator> probe, std::unique_ptr<PhysicalOperator> build)
        : MaterialisedJoin("HashJoin", kind, std::move(output), std::move(params), std::move(types),
                           std::move(probe), std::move(build)),
          probe_keys_(probe_keys, children()[0]->types()),
          build_keys_(build_keys, children()[1]->types()) {}

    std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const override {
        return std::make_unique<HashJoinState>();
    }
    std::unique_ptr<LocalState> makeStreamState(GlobalState*) const override {
        auto state = newProbeState();
        state->key.resize(probe_keys_.size());
        return state;
    }

    bool execute(RowView row, Downstream& out, GlobalState* global, LocalState* local) const override {
        auto& build = *static_cast<HashJoinState*>(global);
        auto& state = *static_cast<JoinProbeState*>(local);
        if (probe_keys_.anyNull(row)) return joinRow(row, build, state, out, [](auto&&) {});
        const uint64_t hash = probe_keys_.hash(row);
        probe_keys_.gather(row, state.key.data());
        return joinRow(row, build, state, out, [&](auto&& visit) {
            const JoinHashTable::Bucket bucket = build.table.bucket(hash);
            for (uint32_t id = bucket.begin; id < bucket.end; ++id) {
                const RowView candidate = build.rows->row(id);
                if (build_keys_.equal(candidate, state.key.data()) && !visit(candidate, id)) return;
            }
        });
    }

private:
    /// Reorders the build rows by bucket; rows with a NULL key stay out of every bucket: they match nothing.
    void index(JoinBuildState& state) const override {
        auto& build = static_cast<HashJoinState&>(state);
        build.table = JoinHashTable(*build.rows, build_keys_);
    }

    RowKeys probe_keys_;
    RowKeys build_keys_;
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
