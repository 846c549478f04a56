// Pieces one function family lends another: `+` on strings compiles to CONCAT, and FLOOR/CEIL with a time
// unit round temporal values.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "exec/function_registry.hpp"

namespace tabula::exec::fn {

/// CONCAT of STRING arguments: NULL when any argument is NULL (string.cpp).
CompiledExprPtr compileConcat(const CallInfo& call, std::vector<CompiledExprPtr> args);

/// FLOOR/CEIL(x, unit) for DATE, TIME and TIMESTAMP (temporal.cpp): the result keeps x's type.
Signature bindTemporalRounding(std::string_view name, std::span<const DataType> args);
CompiledExprPtr compileTemporalRounding(const CallInfo& call, std::vector<CompiledExprPtr> args, bool ceil);

}  // namespace tabula::exec::fn
