// Splitting and joining conjunctions.
#include "planner/expr/conjuncts.hpp"

#include "planner/binder/expression_binder.hpp"
#include "planner/logical/filter_node.hpp"

namespace tabula::planner {
namespace {

const exec::ScalarFunction& conjunction(const FunctionCatalog& functions) { return *functions.scalar("and"); }

void split(const BoundExprPtr& expr, const exec::ScalarFunction& conjunction,
           std::vector<BoundExprPtr>& out) {
    if (expr->kind == BoundKind::Call && expr->function == &conjunction) {
        for (const auto& arg : expr->args) split(arg, conjunction, out);
        return;
    }
    out.push_back(expr);
}

}  // namespace

std::vector<BoundExprPtr> splitConjuncts(const BoundExprPtr& predicate, const FunctionCatalog& functions) {
    std::vector<BoundExprPtr> out;
    split(predicate, conjunction(functions), out);
    return out;
}

BoundExprPtr joinConjuncts(const std::vector<BoundExprPtr>& conjuncts, const FunctionCatalog& functions) {
    BoundExprPtr joined = conjuncts.at(0);
    for (size_t i = 1; i < conjuncts.size(); ++i)
        joined =
            bindScalarCall(conjunction(functions), {joined, conjuncts[i]}, joined->text + " AND " + conjuncts[i]->text);
    return joined;
}

LogicalPtr filtered(LogicalPtr node, const std::vector<BoundExprPtr>& conjuncts, const FunctionCatalog& functions) {
    if (conjuncts.empty()) return node;
    return std::make_shared<FilterNode>(std::move(node), joinConjuncts(conjuncts, functions));
}

}  // namespace tabula::planner
