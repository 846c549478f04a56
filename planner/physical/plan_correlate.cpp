// Correlate: the streaming Correlate operator, its call's arguments compiled over the input row.
#include "planner/expr/compile_expr.hpp"
#include "planner/physical/physical_planner.hpp"
#include "planner/physical/physical_support.hpp"

namespace tabula::planner {

PhysicalPtr planCorrelate(const CorrelateNode& node, PhysicalPlanner& planner) {
    const TableFunctionCall& call = node.call();
    std::vector<exec::CompiledExprPtr> args;
    for (const BoundExprPtr& arg : call.args) args.push_back(compileExpr(*arg));
    exec::ExplainParams params;
    for (const ExplainParam& param : node.params()) params.emplace_back(param.key, param.value);
    exec::CorrelatedCall correlated{call.function, call.overload,        std::move(args),
                                    call.text,     call.location.source, call.location.span};
    return exec::makeCorrelate(std::move(correlated), node.type() == JoinType::Left, std::move(params),
                               planner.plan(*node.input()));
}

}  // namespace tabula::planner
