// NestedLoopJoin and CrossProduct: every probe row meets every gathered build row; a pair matches when the
// condition holds (always, for a cross product). Serves the joins without equality keys.
#include "exec/operators/materialised_join.hpp"

#include "exec/pipeline/state_cast.hpp"

namespace tabula::exec {
namespace {

class NestedLoopJoin final : public MaterialisedJoin {
public:
    using MaterialisedJoin::MaterialisedJoin;

    bool execute(RowView row, Downstream& out, GlobalState* global, LocalState* local) const override {
        auto& build = stateAs<JoinBuildState>(global);
        build.ctx.checkCancelled();
        auto& state = stateAs<JoinProbeState>(local);
        const size_t count = build.rows->rowCount();
        const bool wants_more = joinRow(row, build, state, out, [count](auto&& visit) {
            for (size_t id = 0; id < count; ++id) {
                if (!visit(id)) return;
            }
        });
        // The output rows view `row`, valid only during this call: they go on before it returns.
        return pushOutput(state, out) && wants_more;
    }
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeNestedLoopJoin(JoinKind kind, JoinOutput output, ExplainParams params,
                                                     std::unique_ptr<PhysicalOperator> probe,
                                                     std::unique_ptr<PhysicalOperator> build) {
    auto types = joinOutputTypes(kind, output, probe->types(), build->types());
    params.insert(params.begin(), {"kind", std::string(joinKindName(kind))});
    return std::make_unique<NestedLoopJoin>("NestedLoopJoin", kind, std::move(output), std::move(params),
                                            std::move(types), std::move(probe), std::move(build));
}

std::unique_ptr<PhysicalOperator> makeCrossProduct(std::vector<uint32_t> columns, ExplainParams params,
                                                   std::unique_ptr<PhysicalOperator> streamed,
                                                   std::unique_ptr<PhysicalOperator> materialised) {
    JoinOutput output{std::move(columns), nullptr};
    auto types = joinOutputTypes(JoinKind::Inner, output, streamed->types(), materialised->types());
    return std::make_unique<NestedLoopJoin>("CrossProduct", JoinKind::Inner, std::move(output), std::move(params),
                                            std::move(types), std::move(streamed), std::move(materialised));
}

}  // namespace tabula::exec
