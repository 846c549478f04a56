// The plan verifier: checks that a logical plan is well formed, so that a rewrite rule that breaks a plan fails
// loudly, naming the node, instead of returning wrong rows. Run after every rewrite when TableConfig::verify_plans
// is on (the default in debug builds; always in the tests).
#pragma once

#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// Throws InternalError naming the first node found wrong and what is wrong with it: a column reference out of
/// range of expressionInput() or of another type than that column, a call whose argument types are not the ones
/// its function binds to, what the node's own check() reports (a filter condition that is not BOOLEAN, a union
/// input whose types are not exactly the union's, ...), a schema() that differs from deriveSchema(). Inputs are
/// checked before the node above them; a subplan shared by several parents is checked once.
void verifyPlan(const LogicalNode& root);

}  // namespace tabula::planner
