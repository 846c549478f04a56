// What the decorrelation rules share: finding a subquery in a node's expressions, replacing it there, and joining
// the enclosing rows to a subquery that gives one row per enclosing row.
#pragma once

#include <string>

#include "planner/function_catalog.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// The first Subquery node (depth-first, left to right) in `expr` that `accept` takes, or null.
template <class Accept>
BoundExprPtr findSubquery(const BoundExprPtr& expr, const Accept& accept) {
    if (expr->kind == BoundKind::Subquery && accept(*expr)) return expr;
    for (const auto& arg : expr->args) {
        if (BoundExprPtr found = findSubquery(arg, accept)) return found;
    }
    return nullptr;
}

/// True when `conjunct`, a conjunct of a filter, is one the join rules take whole: (NOT) EXISTS, IN and ANY
/// (subquery_to_semi_join), NOT IN and <> ALL (not_in_to_anti_join).
bool joinsAsConjunct(const BoundExpr& conjunct);

/// `expr` with the node `target` (by identity) replaced by `replacement`.
BoundExprPtr replaceNode(const BoundExprPtr& expr, const BoundExpr* target, const BoundExprPtr& replacement);

/// `plan` (of one column) made to give exactly one row: its value, NULL when it has no row, and a run-time error
/// naming `subquery` when it has two or more. Plans that give one row already stay as they are.
LogicalPtr singleRow(const LogicalPtr& plan, const FunctionCatalog& functions, const std::string& subquery);

/// Each row of `left` with the row `one_row` (a plan that givesOneRow(), maybe correlated with `left`'s row
/// through OuterColumn nodes) gives for it: `left`'s columns, then `one_row`'s. Uncorrelated it is a cross
/// product with that row; correlated, a left join with the aggregation grouped by the correlation keys, where a
/// left row without a group gets what the aggregation gives over no rows (COUNT 0, not NULL).
LogicalPtr joinOneRow(const LogicalPtr& left, const LogicalPtr& one_row, const FunctionCatalog& functions,
                      const std::string& subquery);

/// `node` (a Filter or a Project) over `input` with `expr` in place of its expressions, under a projection back to
/// `node`'s columns when `input` has more than `node`'s input.
LogicalPtr rebuiltOver(const LogicalNode& node, const LogicalPtr& input, std::vector<BoundExprPtr> exprs);

}  // namespace tabula::planner
