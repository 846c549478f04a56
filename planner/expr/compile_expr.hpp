// Compiles bound expressions into exec's typed evaluation trees, once per query; evaluates constant ones.
#pragma once

#include "exec/evaluator.hpp"
#include "exec/function_registry.hpp"
#include "planner/expr/bound_expr.hpp"

namespace tabula::planner {

/// Compiles `expr` (recursively, through the functions' compile hooks).
exec::CompiledExprPtr compileExpr(const BoundExpr& expr);

/// Evaluates an expression without input columns (constant folding, checks of constant arguments). REQUIRES:
/// expr has no Column nodes. Throws what evaluation throws.
Value evaluateConstant(const BoundExpr& expr);

/// What the function of `call` sees of it: type, text, name and the values of its constant arguments.
/// REQUIRES: call.kind == Call.
exec::CallInfo callInfo(const BoundExpr& call);

}  // namespace tabula::planner
