// Builders of bound expression nodes.
#include "planner/expr/bound_expr.hpp"

namespace tabula::planner {

namespace {

std::shared_ptr<BoundExpr> makeNode(BoundKind kind, DataType type, std::string text) {
    auto node = std::make_shared<BoundExpr>();
    node->kind = kind;
    node->type = type;
    node->text = std::move(text);
    return node;
}

}  // namespace

BoundExprPtr makeColumnRef(uint32_t column, DataType type, std::string text) {
    auto node = makeNode(BoundKind::Column, type, std::move(text));
    node->column = column;
    return node;
}

BoundExprPtr makeConstant(Value value, std::string text) {
    auto node = makeNode(BoundKind::Constant, value.type(), std::move(text));
    node->constant = std::move(value);
    return node;
}

BoundExprPtr makeCallExpr(const exec::ScalarFunction* function, std::vector<BoundExprPtr> args, DataType type,
                          std::string text, ExprLocation location) {
    auto node = makeNode(BoundKind::Call, type, std::move(text));
    node->function = function;
    node->args = std::move(args);
    node->location = std::move(location);
    return node;
}

BoundExprPtr makeCastExpr(BoundExprPtr operand, DataType type, std::string text, ExprLocation location) {
    auto node = makeNode(BoundKind::Cast, type, std::move(text));
    node->args.push_back(std::move(operand));
    node->location = std::move(location);
    return node;
}

BoundExprPtr makeOuterColumnRef(uint32_t column, DataType type, std::string text) {
    auto node = makeNode(BoundKind::OuterColumn, type, std::move(text));
    node->column = column;
    return node;
}

BoundExprPtr makeSubqueryExpr(std::shared_ptr<const BoundSubquery> subquery, BoundExprPtr probe, DataType type,
                              std::string text) {
    auto node = makeNode(BoundKind::Subquery, type, std::move(text));
    node->subquery = std::move(subquery);
    if (probe) node->args.push_back(std::move(probe));
    return node;
}

bool containsSubquery(const BoundExpr& expr) {
    if (expr.kind == BoundKind::Subquery) return true;
    for (const auto& arg : expr.args) {
        if (containsSubquery(*arg)) return true;
    }
    return false;
}

}  // namespace tabula::planner
