// semi_join_pushdown: a semi or anti join over an inner join moves into the inner join's input its condition
// reads, with the same rows; a condition that reads both inputs, or an inner join estimated to keep fewer rows
// than that input, keeps it above.
#include "test/unit/planner/join_fixture.hpp"

namespace tabula::testing {
namespace {

using planner::JoinType;

class SemiJoinPushdown : public ::testing::Test {
protected:
    BoundExprPtr eq(BoundExprPtr x, BoundExprPtr y) const { return b.call("equals", {std::move(x), std::move(y)}); }
    LogicalPtr ints(const char* name, std::vector<int> values) const {
        std::vector<std::vector<Value>> rows;
        for (int v : values) rows.push_back({Value::integer(v)});
        return b.values({{name, Types::INT()}}, rows);
    }

    PlanBuilder b;
    LogicalPtr a = ints("x", {1, 2, 3, 4});
    LogicalPtr bt = b.values({{"y", Types::INT()}, {"w", Types::INT()}}, {{Value::integer(1), Value::integer(10)},
                                                                          {Value::integer(2), Value::integer(20)},
                                                                          {Value::integer(3), Value::integer(30)},
                                                                          {Value::integer(3), Value::integer(31)}});
    LogicalPtr keys = ints("z", {2, 3, 30, 99});
    LogicalPtr ab = b.join(a, bt, JoinType::Inner, eq(b.joinCol(a, bt, 0), b.joinCol(a, bt, 1)));  // x, y, w
    /// `type` join of ab with keys on ab's column `column` = z.
    LogicalPtr over(JoinType type, uint32_t column) const {
        return b.join(ab, keys, type, eq(b.joinCol(ab, keys, column), b.joinCol(ab, keys, 3)));
    }
};

TEST_F(SemiJoinPushdown, ASemiJoinOnTheLeftInputsColumnFiltersThatInput) {
    LogicalPtr plan = over(JoinType::Semi, 0);  // x IN (2, 3, 30, 99)
    LogicalPtr pushed = applyOnly(plan, "semi_join_pushdown");
    EXPECT_EQ(planner::explainLogical(*pushed),
              "Join(type=[inner], condition=[(x = y)])\n"
              ":- Join(type=[semi], condition=[(x = z)])\n"
              ":  :- Values(name=[t], rows=[4])\n"
              ":  +- Values(name=[t], rows=[4])\n"
              "+- Values(name=[t], rows=[4])\n");
    const Rows expected{"2|2|20", "3|3|30", "3|3|31"};
    EXPECT_EQ(runPlanSorted(pushed), expected);
    EXPECT_EQ(runPlanSorted(plan), expected);
}

TEST_F(SemiJoinPushdown, AnAntiJoinOnTheRightInputsColumnFiltersThatInput) {
    LogicalPtr plan = over(JoinType::Anti, 2);  // w NOT IN (2, 3, 30, 99), as NOT EXISTS
    LogicalPtr pushed = applyOnly(plan, "semi_join_pushdown");
    EXPECT_EQ(planner::explainLogical(*pushed),
              "Join(type=[inner], condition=[(x = y)])\n"
              ":- Values(name=[t], rows=[4])\n"
              "+- Join(type=[anti], condition=[(w = z)])\n"
              "   :- Values(name=[t], rows=[4])\n"
              "   +- Values(name=[t], rows=[4])\n");
    const Rows expected{"1|1|10", "2|2|20", "3|3|31"};
    EXPECT_EQ(runPlanSorted(pushed), expected);
    EXPECT_EQ(runPlanSorted(plan), expected);
}

TEST_F(SemiJoinPushdown, AConditionOnBothInputsStaysAbove) {
    // x + w = z reads both inputs of the inner join.
    LogicalPtr plan =
        b.join(ab, keys, JoinType::Semi,
               eq(b.call("plus", {b.joinCol(ab, keys, 0), b.joinCol(ab, keys, 2)}), b.joinCol(ab, keys, 3)));
    EXPECT_EQ(planner::explainLogical(*applyOnly(plan, "semi_join_pushdown")), planner::explainLogical(*plan));
    EXPECT_EQ(runPlanSorted(plan), Rows{});  // x + w is 11, 22, 33 or 34: no key
}

TEST_F(SemiJoinPushdown, ItStaysAboveAJoinThatKeepsFewerRowsThanItsInput) {
    // bt joined with one of a's values keeps about one of bt's four rows: filtering bt first would meet more rows.
    LogicalPtr one = ints("x", {3});
    LogicalPtr selective = b.join(bt, one, JoinType::Inner, eq(b.joinCol(bt, one, 0), b.joinCol(bt, one, 2)));
    LogicalPtr plan = b.join(selective, keys, JoinType::Semi,
                             eq(b.joinCol(selective, keys, 1), b.joinCol(selective, keys, 3)));  // w IN keys
    EXPECT_EQ(planner::explainLogical(*applyOnly(plan, "semi_join_pushdown")), planner::explainLogical(*plan));
    EXPECT_EQ(runPlanSorted(plan), (Rows{"3|30|3"}));
}

}  // namespace
}  // namespace tabula::testing
