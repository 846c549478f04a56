// Running a logical plan: optimize with the environment's rules, plan physically, execute, collect the rows.
#pragma once

#include <memory>
#include <string>

#include "environment_state.hpp"
#include "exec/column_table.hpp"
#include "tabula/table.hpp"

namespace tabula::detail {

/// The optimized plan under the environment's configuration.
planner::LogicalPtr optimizePlan(const EnvironmentState& env, const planner::LogicalPtr& plan);

/// Starts running the plan (until its first rows are there) and returns the result that reads the rest.
TableResult executePlan(const std::shared_ptr<const EnvironmentState>& env, const planner::LogicalPtr& plan);

/// Runs the plan and appends its rows to `table` (for cache(), INSERT, DELETE, CTAS).
void materializePlan(const EnvironmentState& env, const planner::LogicalPtr& plan, exec::ColumnTableBuilder& table,
                     std::vector<std::string>& warnings);

/// Flink-style explain text: abstract syntax tree, optimized logical plan, physical plan.
std::string explainPlan(const EnvironmentState& env, const planner::LogicalPtr& plan);

}  // namespace tabula::detail
