// Conjunctions and disjunctions as lists: filter pushdown moves each condition of `a AND b AND c` on its own.
#pragma once

#include <vector>

#include "planner/expr/bound_expr.hpp"
#include "planner/function_catalog.hpp"

namespace tabula::planner {

/// The operands of nested ANDs (calls of `functions`' `and`), left to right: `(a AND b) AND c` gives a, b, c;
/// anything else gives itself.
std::vector<BoundExprPtr> splitConjuncts(const BoundExprPtr& predicate, const FunctionCatalog& functions);

/// The operands of nested ORs (calls of `functions`' `or`), left to right; anything else gives itself.
std::vector<BoundExprPtr> splitDisjuncts(const BoundExprPtr& predicate, const FunctionCatalog& functions);

/// The disjunction of `disjuncts` in their order (left-deep), with `functions`' `or`. REQUIRES: not empty.
BoundExprPtr joinDisjuncts(const std::vector<BoundExprPtr>& disjuncts, const FunctionCatalog& functions);

/// The conjunction of `conjuncts` in their order (left-deep), with `functions`' `and`. REQUIRES: not empty.
BoundExprPtr joinConjuncts(const std::vector<BoundExprPtr>& conjuncts, const FunctionCatalog& functions);

}  // namespace tabula::planner
