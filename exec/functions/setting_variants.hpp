// Variants of built-in functions that session settings put in the place of the built-ins when a query is bound.
// They are not registered under names of their own.
#pragma once

#include "exec/function_registry.hpp"

namespace tabula::exec {

/// AVG that averages integers as DOUBLE ('table.exec.avg-integer-as-double'): AVG of 1 and 2 is 1.5.
const AggregateFunction& averageIntegersAsDouble();
/// `/` and `%` that give NULL for an integer or DECIMAL divisor of zero ('table.exec.division-by-zero-as-null').
const ScalarFunction& divideByZeroAsNull();
const ScalarFunction& modByZeroAsNull();

}  // namespace tabula::exec
