// User-defined aggregate functions as the binder and the planner see them: an exec::AggregateFunction over the
// entries a registration described (tabula/function_types.hpp, AggregateEntries).
#pragma once

#include <memory>
#include <string>

#include "exec/function_registry.hpp"
#include "tabula/function_types.hpp"

namespace tabula::exec {

/// The aggregate function `name` calling `function` (the user's object, kept alive by every accumulator made
/// from it) through `entries`. A call binds when its arguments fit the parameters (the binder casts them); its
/// accumulator reads argument i from the i-th cell after its input (the planner puts a call's arguments side by
/// side). Exceptions the function throws become ExecutionErrors naming `name` and the call as written.
std::unique_ptr<AggregateFunction> makeUserAggregateFunction(std::string name, std::shared_ptr<const void> function,
                                                             detail::AggregateEntries entries);

}  // namespace tabula::exec
