// Helpers shared by the plan_<node> files: projections that materialise computed columns for the operators that
// need their inputs as plain columns (aggregates, sorts).
#pragma once

#include <functional>
#include <vector>

#include "exec/operators.hpp"
#include "planner/physical/physical_planner.hpp"

namespace tabula::planner {

/// A Project operator computing `exprs` over `input`, explained against `input_schema`.
PhysicalPtr makeProjectNode(PhysicalPtr input, const std::vector<BoundExprPtr>& exprs, const TableSchema& input_schema);

/// True when every expression is a plain column reference.
bool allColumnRefs(const std::vector<BoundExprPtr>& exprs);

/// One column reference per field of `schema`, in order.
std::vector<BoundExprPtr> columnRefs(const TableSchema& schema);

/// Sort-like operators need their keys as columns: plain column keys are used in place; otherwise a projection
/// appends the computed keys and another drops them afterwards. `make` builds the operator over its input.
PhysicalPtr planSorted(PhysicalPtr input, const LogicalNode& node, const std::vector<SortSpec>& keys,
                       const std::function<PhysicalPtr(std::vector<exec::SortKey>, PhysicalPtr)>& make);

}  // namespace tabula::planner
