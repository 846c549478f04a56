// Distinct: removes duplicate rows.
#include "planner/logical/distinct_node.hpp"

namespace tabula::planner {

DistinctNode::DistinctNode(LogicalPtr input) : LogicalNode(kKind, kName, input->schema(), {input}) {}

ColumnUse DistinctNode::columnUse(const ColumnSet& wanted) const {
    ColumnSet all(wanted.size(), true);
    return LogicalNode::columnUse(all);
}

LogicalPtr DistinctNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<DistinctNode>(inputs.at(0));
}

}  // namespace tabula::planner
