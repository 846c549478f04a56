// Subqueries in SQL expressions: `(SELECT ...)`, EXISTS, IN and the ANY/ALL comparisons, bound to Subquery
// expressions that hold the subquery's plan for the decorrelation rules to turn into joins.
#pragma once

#include "parser/ast.hpp"
#include "planner/binder/expression_binder.hpp"

namespace tabula::planner {

/// Binds the Subquery node `node` in `binder`'s clause: its query sees `binder`'s scope as the enclosing one. A
/// scalar subquery and the right side of IN / ANY / ALL must give one column; the probe and that column are cast
/// to the types the comparison takes. Throws ValidationError (at `node`) for a subquery outside SQL, a column count
/// other than one, types that do not compare, and a correlated reference no join can take (see correlation.hpp).
BoundExprPtr bindSubquery(const ast::Expr& node, ExpressionBinder& binder);

}  // namespace tabula::planner
