// Project: a streaming projection of the node's expressions; column references above a join are the join's own
// output instead.
#include "planner/physical/physical_planner.hpp"
#include "planner/physical/physical_support.hpp"

namespace tabula::planner {

PhysicalPtr planProject(const ProjectNode& project, PhysicalPlanner& planner) {
    if (const auto* join = project.input()->as<JoinNode>()) {
        std::vector<uint32_t> columns;
        for (const BoundExprPtr& expr : project.exprs()) {
            if (expr->kind != BoundKind::Column) break;
            columns.push_back(expr->column);
        }
        if (columns.size() == project.exprs().size() && !columns.empty()) {
            PhysicalPtr narrowed = planJoinColumns(*join, columns, planner);
            narrowed->setEstimatedRows(planner.estimator().estimatedRows(project));
            return narrowed;
        }
    }
    return makeProjectNode(planner.plan(*project.input()), project.exprs(), project.input()->schema());
}

}  // namespace tabula::planner
