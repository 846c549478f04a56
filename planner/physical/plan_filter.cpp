// Filter: a streaming filter over the compiled predicate.
#include "exec/operators.hpp"
#include "planner/expr_util.hpp"
#include "planner/physical/physical_planner.hpp"

namespace tabula::planner {

PhysicalPtr planFilter(const FilterNode& filter, PhysicalPlanner& planner) {
    const exec::BoundExprPtr& predicate = filter.predicate();
    return exec::makeFilter(exec::compileExpr(*predicate), renderExpr(*predicate, filter.input()->schema()),
                            planner.plan(*filter.input()));
}

}  // namespace tabula::planner
