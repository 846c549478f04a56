// Conjunctions as lists: filter pushdown moves each condition of `a AND b AND c` on its own.
#pragma once

#include <vector>

#include "exec/bound_expr.hpp"
#include "planner/function_catalog.hpp"
#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// The operands of nested ANDs (calls of `functions`' `and`), left to right: `(a AND b) AND c` gives a, b, c;
/// anything else gives itself.
std::vector<exec::BoundExprPtr> splitConjuncts(const exec::BoundExprPtr& predicate, const FunctionCatalog& functions);

/// The conjunction of `conjuncts` in their order (left-deep), with `functions`' `and`. REQUIRES: not empty.
exec::BoundExprPtr joinConjuncts(const std::vector<exec::BoundExprPtr>& conjuncts, const FunctionCatalog& functions);

/// `node` under a Filter of the conjunction of `conjuncts`, or `node` itself when there are none.
LogicalPtr filtered(LogicalPtr node, const std::vector<exec::BoundExprPtr>& conjuncts, const FunctionCatalog& functions);

}  // namespace tabula::planner
