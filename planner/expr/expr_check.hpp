// What each kind of bound expression node requires of itself and of the row it reads: the expression half of the
// plan verifier (planner/verifier.hpp), one check per kind of bound_kind_list.hpp.
#pragma once

#include <string>

#include "planner/expr/bound_expr.hpp"
#include "tabula/schema.hpp"

namespace tabula::planner {

/// What is wrong with the node `expr` itself read over `input` (its arguments are not looked into), or "" when
/// nothing is: a column out of range or of another type than the input's field, a constant holding a value of
/// another type, a cast without exactly one operand, a call whose argument types are not the ones its function
/// binds to or whose type is not what it returns. Outer columns and subqueries read other rows: nothing to check.
std::string checkExprNode(const BoundExpr& expr, const TableSchema& input);

}  // namespace tabula::planner
