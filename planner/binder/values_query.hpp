// VALUES (1, 'a'), (2, 'b'): a query of rows written in it.
#pragma once

#include <vector>

#include "parser/ast.hpp"
#include "planner/binder/bind_context.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// The rows of VALUES, one per inner vector, as a plan with columns EXPR$0, EXPR$1, ... Each column has the type
/// its values widen to (INT and DECIMAL give DECIMAL, a NULL takes the others' type); values of another type are
/// cast to it. A run of rows whose values are all deterministic expressions of constants is evaluated here and
/// stored in one in-memory table (a Values node), so 100,000 rows make one node; any other row (rand(), a
/// subquery, a value whose evaluation fails, a column of NULLs only) is a projection of one empty row, evaluated
/// when the query runs. The plan is the union of these, in the order written. Throws ValidationError for rows of
/// different lengths and for a column whose values have no common type. REQUIRES: rows is not empty.
LogicalPtr bindValues(const std::vector<std::vector<ast::ExprPtr>>& rows, const BindContext& context);

}  // namespace tabula::planner
