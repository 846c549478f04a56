// implied_input_conditions: an OR over two joined inputs adds, for each input every branch restricts, the OR of
// those restrictions, with the same rows; nothing is added for an input some branch does not restrict, for an OR
// over one input, or for a non-deterministic OR.
#include "test/unit/planner/join_fixture.hpp"

namespace tabula::testing {
namespace {

using planner::JoinType;

class ImpliedInputConditions : public ::testing::Test {
protected:
    BoundExprPtr eq(BoundExprPtr x, BoundExprPtr y) const { return b.call("equals", {std::move(x), std::move(y)}); }
    BoundExprPtr both(BoundExprPtr x, BoundExprPtr y) const { return b.call("and", {std::move(x), std::move(y)}); }
    BoundExprPtr either(BoundExprPtr x, BoundExprPtr y) const { return b.call("or", {std::move(x), std::move(y)}); }
    BoundExprPtr text(const char* s) const { return b.lit(Value::string(s)); }

    /// nations(name): f, g, h.
    LogicalPtr nations() const {
        return b.values({{"name", Types::STRING()}},
                        {{Value::string("f")}, {Value::string("g")}, {Value::string("h")}});
    }

    PlanBuilder b;
    LogicalPtr n1 = nations();
    LogicalPtr n2 = nations();
    LogicalPtr pairs = b.join(n1, n2, JoinType::Inner);  // every pair of nations: 9 rows
    BoundExprPtr first = b.joinCol(n1, n2, 0);
    BoundExprPtr second = b.joinCol(n1, n2, 1);
};

TEST_F(ImpliedInputConditions, AnOrOverTwoInputsImpliesAConditionOnEach) {
    // (n1 = f AND n2 = g) OR (n1 = g AND n2 = f): n1 is f or g, and so is n2.
    LogicalPtr plan = b.filter(pairs, either(both(eq(first, text("f")), eq(second, text("g"))),
                                             both(eq(first, text("g")), eq(second, text("f")))));
    LogicalPtr implied = applyOnly(plan, "implied_input_conditions");
    EXPECT_EQ(planner::explainLogical(*implied),
              "Filter(condition=[(((((name = 'f') AND (name = 'g')) OR ((name = 'g') AND (name = 'f'))) AND "
              "((name = 'f') OR (name = 'g'))) AND ((name = 'g') OR (name = 'f')))])\n"
              "+- Join(type=[inner])\n"
              "   :- Values(name=[t], rows=[3])\n"
              "   +- Values(name=[t], rows=[3])\n");
    const Rows expected{"f|g", "g|f"};
    EXPECT_EQ(runPlanSorted(implied), expected);
    EXPECT_EQ(runPlanSorted(plan), expected);
    // With pushdown after it, each condition reaches its input.
    const std::string optimized = planner::explainLogical(*optimizeAll(plan));
    EXPECT_NE(optimized.find("Filter(condition=[((name = 'f') OR (name = 'g'))])\n"), std::string::npos) << optimized;
    EXPECT_NE(optimized.find("Filter(condition=[((name = 'g') OR (name = 'f'))])\n"), std::string::npos) << optimized;
}

TEST_F(ImpliedInputConditions, AnInputSomeBranchDoesNotRestrictGetsNothing) {
    // (n1 = f AND n2 = g) OR n2 = h: n2 is g or h; n1 may be anything.
    LogicalPtr plan = b.filter(pairs, either(both(eq(first, text("f")), eq(second, text("g"))), eq(second, text("h"))));
    LogicalPtr implied = applyOnly(plan, "implied_input_conditions");
    EXPECT_EQ(planner::explainLogical(*implied),
              "Filter(condition=[((((name = 'f') AND (name = 'g')) OR (name = 'h')) AND ((name = 'g') OR "
              "(name = 'h')))])\n"
              "+- Join(type=[inner])\n"
              "   :- Values(name=[t], rows=[3])\n"
              "   +- Values(name=[t], rows=[3])\n");
    const Rows expected{"f|g", "f|h", "g|h", "h|h"};
    EXPECT_EQ(runPlanSorted(implied), expected);
    EXPECT_EQ(runPlanSorted(plan), expected);
}

TEST_F(ImpliedInputConditions, InAJoinsOwnCondition) {
    LogicalPtr plan = b.join(
        n1, n2, JoinType::Inner,
        either(both(eq(first, text("f")), eq(second, text("g"))), both(eq(first, text("g")), eq(second, text("f")))));
    LogicalPtr implied = applyOnly(plan, "implied_input_conditions");
    const std::string text = planner::explainLogical(*implied);
    EXPECT_NE(text.find(" AND ((name = 'f') OR (name = 'g'))) AND ((name = 'g') OR (name = 'f')))])"),
              std::string::npos)
        << text;
    EXPECT_EQ(runPlanSorted(implied), (Rows{"f|g", "g|f"}));
}

TEST_F(ImpliedInputConditions, OneInputsOrAndNonDeterministicOrsStayAsTheyAre) {
    // n1 = f OR n1 = g reads n1 alone: pushdown takes it down whole.
    LogicalPtr one_input = b.filter(pairs, either(eq(first, text("f")), eq(first, text("g"))));
    EXPECT_EQ(planner::explainLogical(*applyOnly(one_input, "implied_input_conditions")),
              planner::explainLogical(*one_input));
    // (n1 = f AND rand() < 0.5 AND n2 = g) OR (...): an implied condition would draw rand() once more.
    BoundExprPtr coin = b.call("lessThan", {b.call("rand", {}), b.lit(Value::doublePrecision(0.5))});
    LogicalPtr random = b.filter(pairs, either(both(both(eq(first, text("f")), coin), eq(second, text("g"))),
                                               both(eq(first, text("g")), eq(second, text("f")))));
    EXPECT_EQ(planner::explainLogical(*applyOnly(random, "implied_input_conditions")),
              planner::explainLogical(*random));
}

TEST_F(ImpliedInputConditions, AnOuterJoinIsOneInput) {
    // Above a left join the OR reads one input, the join: nothing is implied (the padded side's NULLs would need
    // care that this pass does not take).
    LogicalPtr outer = b.join(n1, n2, JoinType::Left, eq(first, second));
    LogicalPtr plan = b.filter(outer, either(both(eq(b.col(outer, 0), text("f")), eq(b.col(outer, 1), text("f"))),
                                             both(eq(b.col(outer, 0), text("g")), eq(b.col(outer, 1), text("g")))));
    EXPECT_EQ(planner::explainLogical(*applyOnly(plan, "implied_input_conditions")), planner::explainLogical(*plan));
}

}  // namespace
}  // namespace tabula::testing
