// The parts of the logical node base that need no node class: names, checked casts, the generic description.
#include "planner/logical/logical_node.hpp"

#include "planner/expr_util.hpp"

namespace tabula::planner {

std::string_view kindName(LogicalKind kind) {
    switch (kind) {
        case LogicalKind::Scan:
            return "Scan";
        case LogicalKind::Values:
            return "Values";
        case LogicalKind::Filter:
            return "Filter";
        case LogicalKind::Project:
            return "Project";
        case LogicalKind::Aggregate:
            return "Aggregate";
        case LogicalKind::Sort:
            return "Sort";
        case LogicalKind::Limit:
            return "Limit";
        case LogicalKind::TopN:
            return "TopN";
        case LogicalKind::Distinct:
            return "Distinct";
    }
    return "?";
}

LogicalPtr LogicalNode::withExpressions(std::vector<exec::BoundExprPtr> exprs) const {
    if (!exprs.empty()) throw InternalError(name() + " has no expressions to replace");
    return withInputs(inputs_);
}

void LogicalNode::throwBadCast(LogicalKind wanted) const {
    throw InternalError("expected a " + std::string(kindName(wanted)) + " node, found a " + name() + " node");
}

std::string describeNode(const LogicalNode& node) {
    std::vector<std::string> parts;
    for (const auto& param : node.params()) parts.push_back(param.key + "=[" + param.value + "]");
    return node.name() + "(" + joinList(parts) + ")";
}

std::vector<DataType> typesOf(const std::vector<exec::BoundExprPtr>& exprs) {
    std::vector<DataType> types;
    for (const auto& e : exprs) types.push_back(e->type);
    return types;
}

}  // namespace tabula::planner
