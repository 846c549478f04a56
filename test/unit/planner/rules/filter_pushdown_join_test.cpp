// filter_pushdown over joins: WHERE conjuncts enter the side the join never pads, or an inner join's condition.
#include "test/unit/planner/join_fixture.hpp"

namespace tabula::testing {
namespace {

using planner::JoinType;

class FilterPushdownJoin : public JoinFixture {};

TEST_F(FilterPushdownJoin, AnEqualityOverACrossJoinBecomesItsCondition) {
    LogicalPtr plan = b.filter(join(JoinType::Inner), both(eq(a, bk), gt(v, 10)));
    LogicalPtr pushed = applyOnly(plan, "filter_pushdown");
    EXPECT_EQ(planner::explainLogical(*pushed),
              "Join(type=[inner], condition=[(a = b)])\n"
              ":- Filter(condition=[(v > 10)])\n"
              ":  +- Values(name=[t], rows=[5])\n"
              "+- Values(name=[t], rows=[5])\n");
    EXPECT_EQ(runPlanSorted(pushed), sorted({"1|11|1|100", "2|20|2|200", "2|20|2|201"}));
    EXPECT_EQ(runPlanSorted(pushed), runPlanSorted(plan));
}

TEST_F(FilterPushdownJoin, AConditionOnTheRightOfALeftJoinStaysAbove) {
    // WHERE w IS NULL keeps the l rows without a partner; below the join it would keep every l row padded.
    LogicalPtr plan = b.filter(join(JoinType::Left, eq(a, bk)), b.call("isNull", {w}));
    EXPECT_EQ(applyOnly(plan, "filter_pushdown"), plan);
    EXPECT_EQ(runPlanSorted(plan), sorted({"null|30|null|null", "3|40|null|null"}));
}

TEST_F(FilterPushdownJoin, AConditionOnTheLeftOfALeftJoinEntersIt) {
    LogicalPtr plan = b.filter(join(JoinType::Left, eq(a, bk)), gt(v, 20));
    LogicalPtr pushed = applyOnly(plan, "filter_pushdown");
    EXPECT_EQ(planner::explainLogical(*pushed),
              "Join(type=[left], condition=[(a = b)])\n"
              ":- Filter(condition=[(v > 20)])\n"
              ":  +- Values(name=[t], rows=[5])\n"
              "+- Values(name=[t], rows=[5])\n");
    EXPECT_EQ(runPlanSorted(pushed), sorted({"null|30|null|null", "3|40|null|null"}));
}

TEST_F(FilterPushdownJoin, AConditionOnTheLeftOfARightJoinStaysAbove) {
    LogicalPtr plan = b.filter(join(JoinType::Right, eq(a, bk)), gt(v, 10));
    EXPECT_EQ(applyOnly(plan, "filter_pushdown"), plan);
    EXPECT_EQ(runPlanSorted(plan), sorted({"1|11|1|100", "2|20|2|200", "2|20|2|201"}));
}

TEST_F(FilterPushdownJoin, AFullJoinKeepsEveryConditionAbove) {
    LogicalPtr plan = b.filter(join(JoinType::Full, eq(a, bk)), both(gt(v, 10), gt(w, 100)));
    EXPECT_EQ(applyOnly(plan, "filter_pushdown"), plan);
    EXPECT_EQ(runPlanSorted(plan), sorted({"2|20|2|200", "2|20|2|201"}));
}

TEST_F(FilterPushdownJoin, AConditionReadingBothSidesOfAnOuterJoinStaysAbove) {
    LogicalPtr plan = b.filter(join(JoinType::Left, eq(a, bk)), b.call("lessThan", {v, w}));
    EXPECT_EQ(applyOnly(plan, "filter_pushdown"), plan);
}

TEST_F(FilterPushdownJoin, TheWholeProgramGivesTheSameRows) {
    for (JoinType type : {JoinType::Inner, JoinType::Left, JoinType::Right, JoinType::Full}) {
        LogicalPtr plan = b.filter(join(type, both(eq(a, bk), gt(w, 100))), both(gt(v, 10), b.call("isNull", {w})));
        EXPECT_EQ(runPlanSorted(optimizeAll(plan)), runPlanSorted(plan)) << planner::joinTypeName(type);
    }
}

}  // namespace
}  // namespace tabula::testing
