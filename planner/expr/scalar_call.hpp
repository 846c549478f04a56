// Typed calls of scalar functions over bound arguments, with the implicit casts the function asks for: what the
// binder builds for every call it binds, and what rewrite rules build for the calls they add.
#pragma once

#include <string>
#include <vector>

#include "exec/function_registry.hpp"
#include "planner/expr/bound_expr.hpp"

namespace tabula::planner {

/// Binds a call of a scalar function to already bound arguments: asks the function for its signature, casts
/// arguments to its parameter types. `location` is where the call was written (empty for calls made up).
/// Throws ValidationError (from the function, without position) when types do not fit.
BoundExprPtr bindScalarCall(const exec::ScalarFunction& function, std::vector<BoundExprPtr> args, std::string text,
                            ExprLocation location = {});

/// Converts `expr` to `type` (a Cast node at expr's location, or the expression itself when it already has the
/// type).
BoundExprPtr castTo(BoundExprPtr expr, DataType type);

}  // namespace tabula::planner
