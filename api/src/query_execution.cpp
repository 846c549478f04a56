// Query execution for the facade.
#include "query_execution.hpp"

#include <functional>

#include "internals.hpp"
#include "planner/explain.hpp"
#include "planner/optimizer/optimizer.hpp"
#include "planner/physical/physical_plan.hpp"
#include "running_query.hpp"

namespace tabula::detail {

planner::LogicalPtr optimizePlan(const EnvironmentState& env, const planner::LogicalPtr& plan) {
    planner::OptimizerOptions options;
    options.disabled = env.config.disabled_rules;
    options.verify = env.config.verify_plans;
    return planner::Optimizer::standard().optimize(plan, options, env.functions());
}

namespace {

/// Runs `physical` with the environment's cancellation request; a run that stops for a request consumes it.
void runCancellable(const EnvironmentState& env, const exec::PhysicalOperator& physical,
                    const std::function<bool(exec::RowView)>& sink, exec::QueryContext& ctx) {
    try {
        planner::runPhysical(physical, sink, ctx);
    } catch (const QueryCancelledError&) {
        env.cancel_requested.store(false);
        throw;
    }
}

}  // namespace

TableResult executePlan(const std::shared_ptr<const EnvironmentState>& env, const planner::LogicalPtr& plan) {
    auto schema = std::make_shared<const TableSchema>(plan->schema());
    auto query = std::make_unique<RunningQuery>(env, planner::planPhysical(optimizePlan(*env, plan)), schema);
    query->start();
    return Internals::result(std::move(schema), std::move(query));
}

void materializePlan(const EnvironmentState& env, const planner::LogicalPtr& plan, exec::ColumnTableBuilder& table,
                     std::vector<std::string>& warnings) {
    auto physical = planner::planPhysical(optimizePlan(env, plan));
    exec::QueryContext ctx(&env.cancel_requested);
    runCancellable(
        env, *physical,
        [&](exec::RowView row) {
            table.append(row);
            return true;
        },
        ctx);
    warnings = ctx.takeWarnings();
}

std::string explainPlan(const EnvironmentState& env, const planner::LogicalPtr& plan) {
    planner::LogicalPtr optimized = optimizePlan(env, plan);
    return "== Abstract Syntax Tree ==\n" + planner::explainLogical(*plan) + "\n== Optimized Logical Plan ==\n" +
           planner::explainLogical(*optimized) + "\n== Physical Plan ==\n" +
           planner::explainPhysical(*planner::planPhysical(optimized));
}

}  // namespace tabula::detail
