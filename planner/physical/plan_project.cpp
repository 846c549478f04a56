// Project: a streaming projection of the node's expressions.
#include "planner/physical/physical_support.hpp"

namespace tabula::planner {

PhysicalPtr planProject(const ProjectNode& project, PhysicalPlanner& planner) {
    return makeProjectNode(planner.plan(*project.input()), project.exprs(), project.input()->schema());
}

}  // namespace tabula::planner
