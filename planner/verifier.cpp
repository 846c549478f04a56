// Plan verification: a walk over every node (once each) and every expression tree of it. What one node class
// alone knows is that class's check(), what one expression kind requires is expr_check.cpp's; here is the walk
// and what every node shares: its expressions read its expressionInput(), its schema is what it derives.
#include "planner/verifier.hpp"

#include <unordered_set>

#include "planner/expr/expr_check.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/logical/logical_node.hpp"

namespace tabula::planner {
namespace {

/// What is wrong with `expr` read over `input`, or "" when nothing is: its arguments first, then the node itself.
std::string checkExpr(const BoundExpr& expr, const TableSchema& input) {
    for (const auto& arg : expr.args) {
        std::string problem = checkExpr(*arg, input);
        if (!problem.empty()) return problem;
    }
    return checkExprNode(expr, input);
}

/// What is wrong with the node itself (its inputs are checked separately), or "".
std::string checkNode(const LogicalNode& node) {
    TableSchema input = node.expressionInput();
    for (const auto& expr : node.expressions()) {
        std::string problem = checkExpr(*expr, input);
        if (!problem.empty()) return problem;
    }
    std::string problem = node.check();
    if (!problem.empty()) return problem;
    TableSchema derived = node.deriveSchema();
    if (derived.getFieldTypes() != node.schema().getFieldTypes())
        return "its schema is (" + typeList(node.schema().getFieldTypes()) + ") but its inputs and expressions give (" +
               typeList(derived.getFieldTypes()) + ")";
    return "";
}

void verify(const LogicalNode& node, std::unordered_set<const LogicalNode*>& checked) {
    if (!checked.insert(&node).second) return;
    for (const auto& input : node.inputs()) verify(*input, checked);
    std::string problem = checkNode(node);
    if (!problem.empty()) throw InternalError("invalid plan at " + describeNode(node) + ": " + problem);
}

}  // namespace

void verifyPlan(const LogicalNode& root) {
    std::unordered_set<const LogicalNode*> checked;
    verify(root, checked);
}

}  // namespace tabula::planner
