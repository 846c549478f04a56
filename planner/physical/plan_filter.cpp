// Filter: a streaming filter over the compiled predicate.
#include "exec/operators.hpp"
#include "planner/expr/compile_expr.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/physical/physical_planner.hpp"

namespace tabula::planner {

PhysicalPtr planFilter(const FilterNode& filter, PhysicalPlanner& planner) {
    const BoundExprPtr& predicate = filter.predicate();
    return exec::makeFilter(compileExpr(*predicate), renderExpr(*predicate, filter.input()->schema()),
                            planner.plan(*filter.input()));
}

}  // namespace tabula::planner
