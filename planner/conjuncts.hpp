// Conjunctions as lists: filter pushdown moves each condition of `a AND b AND c` on its own.
#pragma once

#include <vector>

#include "exec/bound_expr.hpp"

namespace tabula::planner {

/// The operands of nested ANDs, left to right: `(a AND b) AND c` gives a, b, c; anything else gives itself.
std::vector<exec::BoundExprPtr> splitConjuncts(const exec::BoundExprPtr& predicate);

/// The conjunction of `conjuncts` in their order (left-deep). REQUIRES: not empty.
exec::BoundExprPtr joinConjuncts(const std::vector<exec::BoundExprPtr>& conjuncts);

}  // namespace tabula::planner
