// Filter: keeps the rows a predicate accepts; filtered() puts one over a plan.
#include "planner/logical/filter_node.hpp"

#include "planner/expr/conjuncts.hpp"
#include "planner/expr/expr_util.hpp"

namespace tabula::planner {

FilterNode::FilterNode(LogicalPtr input, BoundExprPtr predicate)
    : LogicalNode(kKind, kName, input->schema(), {input}), predicate_(std::move(predicate)) {}

std::vector<ExplainParam> FilterNode::params() const {
    return {{"condition", renderExpr(*predicate_, expressionInput())}};
}

LogicalPtr FilterNode::withExpressions(std::vector<BoundExprPtr> exprs) const {
    if (exprs.size() != 1) throw InternalError("Filter takes one expression, not " + std::to_string(exprs.size()));
    return std::make_shared<FilterNode>(input(), std::move(exprs[0]));
}

LogicalPtr FilterNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<FilterNode>(inputs.at(0), predicate_);
}

std::string FilterNode::check() const { return checkBoolean("the condition", *predicate_); }

LogicalPtr filtered(LogicalPtr node, const std::vector<BoundExprPtr>& conjuncts, const FunctionCatalog& functions) {
    if (conjuncts.empty()) return node;
    return std::make_shared<FilterNode>(std::move(node), joinConjuncts(conjuncts, functions));
}

}  // namespace tabula::planner
