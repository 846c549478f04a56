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

/// The input of an operator that reads some expressions as plain columns (Window, GroupWindow): column() gives a
/// column reference its own column and appends any other expression to the row; computeInto() adds the Project
/// computing the appended ones, and dropComputed() removes them again above the operator.
class ComputedColumns {
public:
    /// `schema`: of the operator's input.
    explicit ComputedColumns(const TableSchema& schema) : schema_(schema), row_(columnRefs(schema)) {}

    uint32_t column(const BoundExprPtr& expr);
    /// `input` with the appended expressions computed (`input` itself when there are none).
    PhysicalPtr computeInto(PhysicalPtr input) const;
    /// The input's own columns of `op`'s output, then the `added` columns `op` appends after the computed ones,
    /// named as given (`op` itself when nothing was computed).
    PhysicalPtr dropComputed(PhysicalPtr op, const std::vector<std::string>& added) const;

private:
    bool computes() const { return row_.size() > schema_.getFieldCount(); }

    const TableSchema& schema_;
    std::vector<BoundExprPtr> row_;
};

}  // namespace tabula::planner
