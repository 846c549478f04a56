// Splitting and joining conjunctions.
#include "planner/conjuncts.hpp"

#include "exec/function_registry.hpp"
#include "planner/binder/expression_binder.hpp"

namespace tabula::planner {
namespace {

const exec::ScalarFunction& conjunction() {
    static const exec::ScalarFunction* const function = exec::findScalarFunction("and");
    return *function;
}

void split(const exec::BoundExprPtr& expr, std::vector<exec::BoundExprPtr>& out) {
    if (expr->kind == exec::BoundKind::Call && expr->function == &conjunction()) {
        for (const auto& arg : expr->args) split(arg, out);
        return;
    }
    out.push_back(expr);
}

}  // namespace

std::vector<exec::BoundExprPtr> splitConjuncts(const exec::BoundExprPtr& predicate) {
    std::vector<exec::BoundExprPtr> out;
    split(predicate, out);
    return out;
}

exec::BoundExprPtr joinConjuncts(const std::vector<exec::BoundExprPtr>& conjuncts) {
    exec::BoundExprPtr joined = conjuncts.at(0);
    for (size_t i = 1; i < conjuncts.size(); ++i)
        joined = bindScalarCall(conjunction(), {joined, conjuncts[i]}, joined->text + " AND " + conjuncts[i]->text);
    return joined;
}

}  // namespace tabula::planner
