// Physical planning: turns an optimized logical plan into a tree of exec::PhysicalOperators, which can be
// explained and run (any number of times) through the pipeline Executor.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "exec/pipeline/physical_operator.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// Chooses operators for every logical node (adding the projections that compute aggregate inputs and sort keys).
std::unique_ptr<exec::PhysicalOperator> planPhysical(const LogicalPtr& root);

/// The physical tree, one operator per line: `name(key=[value], ...)`.
std::string explainPhysical(const exec::PhysicalOperator& root);

/// Runs the plan through an Executor, handing each result row to `sink` (which returns false to stop).
/// Throws what the operators throw (ExecutionError, IoError, QueryCancelledError).
void runPhysical(const exec::PhysicalOperator& root, const std::function<bool(exec::RowView)>& sink,
                 exec::QueryContext& ctx);

}  // namespace tabula::planner
