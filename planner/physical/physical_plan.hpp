// Physical planning: turns an optimized logical plan into a tree of executor operator factories, which can be
// explained and instantiated into a fresh pipeline for every execution.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "exec/operator.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// One physical operator: a source (no inputs) or an operator over its single input.
struct PhysicalNode {
    std::string label;                                          // e.g. HashAggregate(keys=[$0], aggs=[count($1)])
    std::vector<std::unique_ptr<PhysicalNode>> inputs;          // empty for sources
    std::function<std::unique_ptr<exec::Source>()> make_source;  // sources only
    std::function<std::unique_ptr<exec::Operator>()> make_operator;  // everything else
};

/// Chooses operators for every logical node (adding the projections that compute aggregate inputs and sort keys).
std::unique_ptr<PhysicalNode> planPhysical(const LogicalPtr& root);

/// The physical tree, one operator per line.
std::string explainPhysical(const PhysicalNode& root);

/// Builds a pipeline from the plan and runs it, handing each result row to `sink` (which returns false to stop).
/// Throws what the operators throw (ExecutionError, IoError).
void runPhysical(const PhysicalNode& root, const std::function<bool(exec::RowView)>& sink, exec::ExecContext& ctx);

}  // namespace tabula::planner
