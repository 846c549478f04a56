// User-defined scalar functions as the binder and the planner see them: an exec::ScalarFunction over the
// overloads a registration described (tabula/function_types.hpp).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "exec/function_registry.hpp"
#include "tabula/function_types.hpp"

namespace tabula::exec {

/// The function `name` calling `function` (the user's object, kept alive by every compiled call) through
/// `overloads`. A call binds to the overload its arguments fit best (the binder casts them to its parameters);
/// an exception the function throws becomes an ExecutionError naming `name` and the call as written.
/// `deterministic`: false for functions constant folding must not evaluate ahead of the rows.
std::unique_ptr<ScalarFunction> makeUserScalarFunction(std::string name, std::shared_ptr<const void> function,
                                                       std::vector<detail::FunctionOverload> overloads,
                                                       bool deterministic);

}  // namespace tabula::exec
