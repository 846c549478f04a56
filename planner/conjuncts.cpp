// Splitting and joining conjunctions.
#include "planner/conjuncts.hpp"

#include "planner/binder/expression_binder.hpp"
#include "planner/logical/filter_node.hpp"

namespace tabula::planner {
namespace {

const exec::ScalarFunction& conjunction(const FunctionCatalog& functions) { return *functions.scalar("and"); }

void split(const exec::BoundExprPtr& expr, const exec::ScalarFunction& conjunction,
           std::vector<exec::BoundExprPtr>& out) {
    if (expr->kind == exec::BoundKind::Call && expr->function == &conjunction) {
        for (const auto& arg : expr->args) split(arg, conjunction, out);
        return;
    }
    out.push_back(expr);
}

}  // namespace

std::vector<exec::BoundExprPtr> splitConjuncts(const exec::BoundExprPtr& predicate, const FunctionCatalog& functions) {
    std::vector<exec::BoundExprPtr> out;
    split(predicate, conjunction(functions), out);
    return out;
}

exec::BoundExprPtr joinConjuncts(const std::vector<exec::BoundExprPtr>& conjuncts, const FunctionCatalog& functions) {
    exec::BoundExprPtr joined = conjuncts.at(0);
    for (size_t i = 1; i < conjuncts.size(); ++i)
        joined =
            bindScalarCall(conjunction(functions), {joined, conjuncts[i]}, joined->text + " AND " + conjuncts[i]->text);
    return joined;
}

LogicalPtr filtered(LogicalPtr node, const std::vector<exec::BoundExprPtr>& conjuncts, const FunctionCatalog& functions) {
    if (conjuncts.empty()) return node;
    return std::make_shared<FilterNode>(std::move(node), joinConjuncts(conjuncts, functions));
}

}  // namespace tabula::planner
