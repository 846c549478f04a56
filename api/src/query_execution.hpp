// Running a logical plan: optimize with the environment's rules, plan physically, execute, collect the rows.
#pragma once

#include <memory>
#include <string>

#include "environment_state.hpp"
#include "exec/row_store.hpp"
#include "tabula/table.hpp"

namespace tabula::detail {

/// The optimized plan under the environment's configuration.
planner::LogicalPtr optimizePlan(const EnvironmentState& env, const planner::LogicalPtr& plan);

/// Starts running the plan (until its first rows are there) and returns the result that reads the rest.
TableResult executePlan(const std::shared_ptr<const EnvironmentState>& env, const planner::LogicalPtr& plan);

/// Runs the plan into an in-memory row store (for cache()).
std::shared_ptr<exec::RowStore> materializePlan(const EnvironmentState& env, const planner::LogicalPtr& plan,
                                                std::vector<std::string>& warnings);

/// Flink-style explain text: abstract syntax tree, optimized logical plan, physical plan.
std::string explainPlan(const EnvironmentState& env, const planner::LogicalPtr& plan);

}  // namespace tabula::detail
