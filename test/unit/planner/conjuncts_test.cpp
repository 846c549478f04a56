// Joining and splitting conjunctions: the order of the operands survives both ways, and a long conjunction's texts
// grow as n log n, not n² (each call's text spells its whole subtree).
#include <gtest/gtest.h>

#include "planner/expr/conjuncts.hpp"
#include "planner/function_catalog.hpp"

namespace tabula::planner {
namespace {

std::vector<BoundExprPtr> booleanColumns(size_t count) {
    std::vector<BoundExprPtr> columns;
    for (size_t i = 0; i < count; ++i)
        columns.push_back(makeColumnRef(uint32_t(i), Types::BOOLEAN(), "c" + std::to_string(i)));
    return columns;
}

size_t textInTree(const BoundExprPtr& expr) {
    size_t characters = expr->text.size();
    for (const BoundExprPtr& arg : expr->args) characters += textInTree(arg);
    return characters;
}

TEST(Conjuncts, JoinedOperandsSplitBackInTheirOrder) {
    const FunctionCatalog& functions = FunctionCatalog::builtins();
    for (size_t count : {1, 2, 3, 4, 7, 100}) {
        const std::vector<BoundExprPtr> columns = booleanColumns(count);
        const BoundExprPtr joined = joinConjuncts(columns, functions);
        EXPECT_EQ(splitConjuncts(joined, functions), columns);
        EXPECT_EQ(splitDisjuncts(joinDisjuncts(columns, functions), functions), columns);
    }
}

TEST(Conjuncts, TheTextSpellsTheWholeConjunctionAndThreeOperandsNestToTheLeft) {
    const FunctionCatalog& functions = FunctionCatalog::builtins();
    const BoundExprPtr three = joinConjuncts(booleanColumns(3), functions);
    EXPECT_EQ(three->text, "c0 AND c1 AND c2");
    EXPECT_EQ(three->args.at(0)->text, "c0 AND c1");
    EXPECT_EQ(joinDisjuncts(booleanColumns(4), functions)->text, "c0 OR c1 OR c2 OR c3");
}

TEST(Conjuncts, AThousandOperandsHoldTextOfNLogN) {
    // Left-deep, 1,000 operands of about 4 characters held 4.4 million characters of text; a WHERE of 1,000 join
    // equalities, split and joined again by every rewrite, took 5 GB.
    const BoundExprPtr joined = joinConjuncts(booleanColumns(1000), FunctionCatalog::builtins());
    EXPECT_LT(textInTree(joined), 150000u) << textInTree(joined);
}

}  // namespace
}  // namespace tabula::planner
