// SQL chains of set operations (`a UNION ALL b EXCEPT c ...`), bound in one loop over their operands, so that a
// UNION [ALL] chain of any length binds in linear time to a shallow plan.
#pragma once

#include <string_view>

#include "parser/ast.hpp"
#include "planner/binder/query_binder.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// The plan of `chain`: each operand bound (through bindQueryPart, in `context`), then combined left to right. A
/// run of UNION ALL and UNION becomes one UnionAll, under one Distinct from its first UNION on
/// (distinct(distinct(X) ++ Y) is distinct(X ++ Y)); an operand that is itself a UnionAll joins the run with its
/// inputs. Throws ValidationError under the operator when the operands do not fit together, or when INTERSECT and
/// EXCEPT stack deeper than kMaxSetOperationDepth.
LogicalPtr bindSetChain(const ast::SetOperation& chain, const BindContext& context);

}  // namespace tabula::planner
