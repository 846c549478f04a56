// Conjunctions as lists: filter pushdown moves each condition of `a AND b AND c` on its own.
#pragma once

#include <vector>

#include "planner/expr/bound_expr.hpp"
#include "planner/function_catalog.hpp"
#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// The operands of nested ANDs (calls of `functions`' `and`), left to right: `(a AND b) AND c` gives a, b, c;
/// anything else gives itself.
std::vector<BoundExprPtr> splitConjuncts(const BoundExprPtr& predicate, const FunctionCatalog& functions);

/// The conjunction of `conjuncts` in their order (left-deep), with `functions`' `and`. REQUIRES: not empty.
BoundExprPtr joinConjuncts(const std::vector<BoundExprPtr>& conjuncts, const FunctionCatalog& functions);

/// `node` under a Filter of the conjunction of `conjuncts`, or `node` itself when there are none.
LogicalPtr filtered(LogicalPtr node, const std::vector<BoundExprPtr>& conjuncts, const FunctionCatalog& functions);

}  // namespace tabula::planner
