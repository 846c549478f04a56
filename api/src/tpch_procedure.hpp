// CALL dbgen(sf => N): the statement that makes the eight TPC-H tables as in-memory tables.
#pragma once

#include "environment_state.hpp"
#include "parser/ast.hpp"

namespace tabula::detail {

/// Runs `call` (a CALL statement; dbgen is the one procedure there is). dbgen takes one argument, sf, the scale
/// factor, and creates region, nation, part, supplier, partsupp, customer, orders and lineitem filled with the
/// generator's rows. Throws ValidationError at the span of the name or argument that is wrong (an unknown
/// procedure or argument, sf missing, given twice, not a number or out of range) and, before making anything,
/// when one of the eight names is taken.
void callProcedure(EnvironmentState& state, const ast::CallProcedure& call, const ErrorSourcePtr& source);

}  // namespace tabula::detail
