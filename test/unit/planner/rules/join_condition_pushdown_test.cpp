// join_condition_pushdown: one-sided conjuncts of a join's condition enter the input that is not preserved.
#include "test/unit/planner/join_fixture.hpp"

namespace tabula::testing {
namespace {

using planner::JoinType;

class JoinConditionPushdown : public JoinFixture {};

TEST_F(JoinConditionPushdown, InnerJoinSendsEachOneSidedConjunctToItsInput) {
    LogicalPtr plan = join(JoinType::Inner, both(both(eq(a, bk), gt(v, 10)), gt(w, 200)));
    LogicalPtr pushed = applyOnly(plan, "join_condition_pushdown");
    EXPECT_EQ(planner::explainLogical(*pushed),
              "Join(type=[inner], condition=[(a = b)])\n"
              ":- Filter(condition=[(v > 10)])\n"
              ":  +- Values(name=[t], rows=[5])\n"
              "+- Filter(condition=[(w > 200)])\n"
              "   +- Values(name=[t], rows=[5])\n");
    // (1,11) meets (1,100) but w = 100 fails; (2,20) meets (2,201) only.
    EXPECT_EQ(runPlanSorted(pushed), (Rows{"2|20|2|201"}));
    EXPECT_EQ(runPlanSorted(pushed), runPlanSorted(plan));
}

TEST_F(JoinConditionPushdown, LeftJoinFiltersOnlyItsRightInput) {
    // ON a = b AND v > 10 AND w > 100: w > 100 enters r; v > 10 stays, for l is preserved.
    LogicalPtr plan = join(JoinType::Left, both(both(eq(a, bk), gt(v, 10)), gt(w, 100)));
    LogicalPtr pushed = applyOnly(plan, "join_condition_pushdown");
    EXPECT_EQ(planner::explainLogical(*pushed),
              "Join(type=[left], condition=[((a = b) AND (v > 10))])\n"
              ":- Values(name=[t], rows=[5])\n"
              "+- Filter(condition=[(w > 100)])\n"
              "   +- Values(name=[t], rows=[5])\n");
    // Every l row stays: (1,10) fails v > 10 and (1,11) finds only w = 100, so both are padded.
    Rows expected{"1|10|null|null", "1|11|null|null",    "2|20|2|200",
                  "2|20|2|201",     "null|30|null|null", "3|40|null|null"};
    EXPECT_EQ(runPlanSorted(pushed), sorted(expected));
    EXPECT_EQ(runPlanSorted(plan), sorted(expected));
}

TEST_F(JoinConditionPushdown, RightJoinFiltersOnlyItsLeftInput) {
    LogicalPtr plan = join(JoinType::Right, both(both(eq(a, bk), gt(v, 10)), gt(w, 100)));
    LogicalPtr pushed = applyOnly(plan, "join_condition_pushdown");
    EXPECT_EQ(planner::explainLogical(*pushed),
              "Join(type=[right], condition=[((a = b) AND (w > 100))])\n"
              ":- Filter(condition=[(v > 10)])\n"
              ":  +- Values(name=[t], rows=[5])\n"
              "+- Values(name=[t], rows=[5])\n");
    Rows expected{"null|null|1|100", "2|20|2|200", "2|20|2|201", "null|null|null|300", "null|null|4|400"};
    EXPECT_EQ(runPlanSorted(pushed), sorted(expected));
    EXPECT_EQ(runPlanSorted(plan), sorted(expected));
}

TEST_F(JoinConditionPushdown, FullJoinKeepsItsCondition) {
    LogicalPtr plan = join(JoinType::Full, both(eq(a, bk), gt(w, 100)));
    EXPECT_EQ(applyOnly(plan, "join_condition_pushdown"), plan);
}

TEST_F(JoinConditionPushdown, AConditionOnOneSideOfAnInnerJoinLeavesACrossProduct) {
    LogicalPtr plan = join(JoinType::Inner, gt(v, 30));
    LogicalPtr pushed = applyOnly(plan, "join_condition_pushdown");
    EXPECT_EQ(planner::explainLogical(*pushed),
              "Join(type=[inner])\n"
              ":- Filter(condition=[(v > 30)])\n"
              ":  +- Values(name=[t], rows=[5])\n"
              "+- Values(name=[t], rows=[5])\n");
    EXPECT_EQ(runPlan(pushed).size(), 5u);  // (3,40) with each of the 5 r rows
}

}  // namespace
}  // namespace tabula::testing
