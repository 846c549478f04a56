// An aggregate call's accumulator that gives its run-time errors (an overflowing sum) the position of the call.
#pragma once

#include <memory>

#include "exec/function_registry.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {

/// `accumulator`, giving the ExecutionErrors it throws without a position `span` of `source` (where the call
/// was written). Takes ownership of `accumulator`.
std::unique_ptr<Accumulator> locateAccumulator(std::unique_ptr<Accumulator> accumulator, SourceSpan span,
                                               ErrorSourcePtr source);

}  // namespace tabula::exec
