// Splitting and joining conjunctions.
#include "planner/expr/conjuncts.hpp"

#include <stdexcept>

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

/// operands[begin, end) joined with `connective`, spelled `word` in the text, as a balanced tree: each call's text
/// spells its whole subtree, so a tree of depth log n holds O(n log n) characters where a left-deep one of n
/// operands would hold O(n²) (a WHERE of 1,000 join equalities, split and joined again by every rewrite).
BoundExprPtr joinRange(const std::vector<BoundExprPtr>& operands, size_t begin, size_t end,
                       const exec::ScalarFunction& connective, const std::string& word) {
    if (end - begin == 1) return operands[begin];
    const size_t middle = begin + (end - begin + 1) / 2;  // three operands: (a AND b) AND c, as left-deep
    BoundExprPtr left = joinRange(operands, begin, middle, connective, word);
    BoundExprPtr right = joinRange(operands, middle, end, connective, word);
    std::string text = left->text + " " + word + " " + right->text;
    return bindScalarCall(connective, {std::move(left), std::move(right)}, std::move(text));
}

BoundExprPtr joinWith(const std::vector<BoundExprPtr>& operands, const exec::ScalarFunction& connective,
                      const std::string& word) {
    if (operands.empty()) throw std::out_of_range("joining no operands");
    return joinRange(operands, 0, operands.size(), connective, word);
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
