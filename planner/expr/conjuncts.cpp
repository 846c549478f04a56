// Splitting and joining conjunctions.
#include "planner/expr/conjuncts.hpp"

#include "planner/expr/scalar_call.hpp"

namespace tabula::planner {
namespace {

const exec::ScalarFunction& conjunction(const FunctionCatalog& functions) { return *functions.scalar("and"); }
const exec::ScalarFunction& disjunction(const FunctionCatalog& functions) { return *functions.scalar("or"); }

/// The operands of nested calls of `connective`.
void split(const BoundExprPtr& expr, const exec::ScalarFunction& connective, std::vector<BoundExprPtr>& out) {
    if (expr->kind == BoundKind::Call && expr->function == &connective) {
        for (const auto& arg : expr->args) split(arg, connective, out);
        return;
    }
    out.push_back(expr);
}

/// `operands` joined left-deep with `connective`, spelled `word` in the text.
BoundExprPtr joinWith(const std::vector<BoundExprPtr>& operands, const exec::ScalarFunction& connective,
                      const std::string& word) {
    BoundExprPtr joined = operands.at(0);
    for (size_t i = 1; i < operands.size(); ++i)
        joined = bindScalarCall(connective, {joined, operands[i]}, joined->text + " " + word + " " + operands[i]->text);
    return joined;
}

}  // namespace

std::vector<BoundExprPtr> splitConjuncts(const BoundExprPtr& predicate, const FunctionCatalog& functions) {
    std::vector<BoundExprPtr> out;
    split(predicate, conjunction(functions), out);
    return out;
}

BoundExprPtr joinConjuncts(const std::vector<BoundExprPtr>& conjuncts, const FunctionCatalog& functions) {
    return joinWith(conjuncts, conjunction(functions), "AND");
}

std::vector<BoundExprPtr> splitDisjuncts(const BoundExprPtr& predicate, const FunctionCatalog& functions) {
    std::vector<BoundExprPtr> out;
    split(predicate, disjunction(functions), out);
    return out;
}

BoundExprPtr joinDisjuncts(const std::vector<BoundExprPtr>& disjuncts, const FunctionCatalog& functions) {
    return joinWith(disjuncts, disjunction(functions), "OR");
}

}  // namespace tabula::planner
