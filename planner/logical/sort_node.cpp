// Sort: orders rows by key expressions. SortSpec is shared with TopN.
#include "planner/logical/sort_node.hpp"

#include "planner/expr/expr_util.hpp"

namespace tabula::planner {

std::vector<BoundExprPtr> sortExpressions(const std::vector<SortSpec>& keys) {
    std::vector<BoundExprPtr> exprs;
    for (const auto& key : keys) exprs.push_back(key.expr);
    return exprs;
}

std::vector<SortSpec> withSortExpressions(std::vector<SortSpec> keys, const std::vector<BoundExprPtr>& exprs) {
    if (exprs.size() != keys.size())
        throw InternalError("sort keys take " + std::to_string(keys.size()) + " expressions, not " +
                            std::to_string(exprs.size()));
    for (size_t i = 0; i < keys.size(); ++i) keys[i].expr = exprs[i];
    return keys;
}

std::string renderSortKeys(const std::vector<SortSpec>& keys, const TableSchema& input) {
    std::vector<std::string> parts;
    for (const auto& key : keys) {
        parts.push_back(renderExpr(*key.expr, input) + (key.descending ? " DESC" : " ASC") +
                        (key.nulls_first ? " NULLS FIRST" : " NULLS LAST"));
    }
    return joinList(parts);
}

SortNode::SortNode(LogicalPtr input, std::vector<SortSpec> keys)
    : LogicalNode(kKind, kName, input->schema(), {input}), keys_(std::move(keys)) {}

std::vector<ExplainParam> SortNode::params() const { return {{"keys", renderSortKeys(keys_, expressionInput())}}; }

LogicalPtr SortNode::withExpressions(std::vector<BoundExprPtr> exprs) const {
    return std::make_shared<SortNode>(input(), withSortExpressions(keys_, exprs));
}

LogicalPtr SortNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<SortNode>(inputs.at(0), keys_);
}

}  // namespace tabula::planner
