// The parts of the logical node base that need no node class: checked casts, the generic description.
#include "planner/logical/logical_node.hpp"

#include "planner/expr/expr_util.hpp"

namespace tabula::planner {

LogicalPtr LogicalNode::withExpressions(std::vector<BoundExprPtr> exprs) const {
    if (!exprs.empty()) throw InternalError(name() + " has no expressions to replace");
    return withInputs(inputs_);
}

ColumnUse LogicalNode::columnUse(const ColumnSet& wanted) const {
    ColumnSet needed = wanted;
    for (const auto& e : expressions()) collectColumns(*e, needed);
    return {{needed},
            [this](std::vector<LogicalPtr> inputs, const std::vector<std::vector<int>>& mappings) -> Narrowed {
                if (inputs[0] == input()) return {nullptr, mappings[0]};
                std::vector<BoundExprPtr> exprs = expressions();
                for (auto& e : exprs) e = remapColumns(e, mappings[0]);
                return {withInputs(std::move(inputs))->withExpressions(std::move(exprs)), mappings[0]};
            }};
}

void LogicalNode::throwTooHigh() {
    throw ValidationError("the query nests too deeply: its plan would be more than " + std::to_string(kMaxPlanHeight) +
                          " operators high (a chain of views, CTEs or Table API calls each over the one before?)");
}

void LogicalNode::throwBadCast(std::string_view wanted) const {
    throw InternalError("expected a " + std::string(wanted) + " node, found a " + name() + " node");
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

WantedColumns wantedColumns(const std::vector<uint32_t>& columns, const ColumnSet& wanted) {
    WantedColumns kept{.columns = {}, .mapping = std::vector<int>(wanted.size(), -1)};
    for (size_t i = 0; i < wanted.size(); ++i) {
        if (!wanted[i]) continue;
        kept.mapping[i] = static_cast<int>(kept.columns.size());
        kept.columns.push_back(columns[i]);
    }
    return kept;
}

std::string checkBoolean(std::string_view what, const BoundExpr& expr) {
    if (expr.type.id() == TypeId::Boolean) return "";
    return std::string(what) + " is " + expr.type.toString() + ", not BOOLEAN";
}

std::vector<DataType> typesOf(const std::vector<BoundExprPtr>& exprs) {
    std::vector<DataType> types;
    for (const auto& e : exprs) types.push_back(e->type);
    return types;
}

}  // namespace tabula::planner
