// The parts of the logical node base that need no node class: names, checked casts, the generic description.
#include "planner/logical/logical_node.hpp"

#include "planner/expr/expr_util.hpp"

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
        case LogicalKind::UnionAll:
            return "UnionAll";
        case LogicalKind::SetOperation:
            return "SetOperation";
        case LogicalKind::Join:
            return "Join";
    }
    return "?";
}

LogicalPtr LogicalNode::withExpressions(std::vector<BoundExprPtr> exprs) const {
    if (!exprs.empty()) throw InternalError(name() + " has no expressions to replace");
    return withInputs(inputs_);
}

ColumnUse LogicalNode::columnUse(const ColumnSet& wanted) const {
    ColumnSet needed = wanted;
    for (const auto& e : expressions()) collectColumns(*e, needed);
    return {{needed}, [this](std::vector<LogicalPtr> inputs, const std::vector<std::vector<int>>& mappings) -> Narrowed {
                if (inputs[0] == input()) return {nullptr, mappings[0]};
                std::vector<BoundExprPtr> exprs = expressions();
                for (auto& e : exprs) e = remapColumns(e, mappings[0]);
                return {withInputs(std::move(inputs))->withExpressions(std::move(exprs)), mappings[0]};
            }};
}

void LogicalNode::throwBadCast(LogicalKind wanted) const {
    throw InternalError("expected a " + std::string(kindName(wanted)) + " node, found a " + name() + " node");
}

std::string describeNode(const LogicalNode& node) {
    std::vector<std::string> parts;
    for (const auto& param : node.params()) parts.push_back(param.key + "=[" + param.value + "]");
    return node.name() + "(" + joinList(parts) + ")";
}

std::vector<int> identityMapping(size_t width) {
    std::vector<int> mapping(width);
    for (size_t i = 0; i < width; ++i) mapping[i] = static_cast<int>(i);
    return mapping;
}

std::vector<DataType> typesOf(const std::vector<BoundExprPtr>& exprs) {
    std::vector<DataType> types;
    for (const auto& e : exprs) types.push_back(e->type);
    return types;
}

}  // namespace tabula::planner
