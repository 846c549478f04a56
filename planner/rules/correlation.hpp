// Correlated subqueries: finding the enclosing query's columns in a subquery's plan, and pulling the filters
// that read them out of the plan, so that the decorrelation rules can join the plan to the enclosing rows instead
// of running it once per row.
#pragma once

#include <optional>
#include <vector>

#include "planner/function_catalog.hpp"
#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// True when the expression reads the enclosing query's row (an OuterColumn node). Subqueries nested in it are
/// not looked into: their outer columns are this level's own.
bool readsOuterColumns(const BoundExpr& expr);
/// True when an expression of `plan` or of a node below it reads the enclosing query's row.
bool readsOuterColumns(const LogicalNode& plan);

/// A subquery's plan with its correlation pulled out. The rows the subquery gives for one enclosing row are the
/// rows of `plan` that meet every one of `conditions` (read over the enclosing row followed by `plan`'s row),
/// reduced to `plan`'s first columns (those of the subquery's output; the ones after them are what the conditions
/// needed). When the subquery aggregated all its rows (no GROUP BY), `plan` groups them by the correlation keys
/// instead, and an enclosing row no group matches saw the aggregate of no rows: `empty_row`, whose values are
/// what the subquery gives then (count 0, NULL otherwise), and `match_column` a column of `plan` that is never
/// NULL in a row the conditions join.
struct Decorrelated {
    LogicalPtr plan;
    std::vector<BoundExprPtr> conditions;
    std::optional<std::vector<Value>> empty_row;
    int match_column = -1;
};

/// Pulls the conjuncts that read the enclosing row (a row of `outer`) out of the filters of `plan`, up through
/// projections (which keep the columns they read) and aggregations. Under an aggregation, equalities `inner =
/// outer` make the inner side an extra group key; other conditions join the distinct values of the outer columns
/// they read with the aggregation's input first (a join on those conditions), and those values become the extra
/// group keys. An uncorrelated plan comes back as it is. Throws ValidationError naming `subquery` for a
/// correlated reference that cannot be pulled out: in a select list, in a join's ON, under ORDER BY, LIMIT,
/// DISTINCT or a set operation, or under two aggregations.
Decorrelated decorrelate(const LogicalPtr& plan, const LogicalPtr& outer, const FunctionCatalog& functions,
                         const std::string& subquery);

}  // namespace tabula::planner
