// plan_join: which operator a join becomes, its keys and residual, and the rows of every join type (worked out by
// hand from the inputs in join_fixture.hpp).
#include "planner/physical/physical_plan.hpp"
#include "test/unit/planner/join_fixture.hpp"

namespace tabula::testing {
namespace {

using planner::JoinType;

class PlanJoin : public JoinFixture {
protected:
    static std::string physical(const LogicalPtr& plan) {
        return planner::explainPhysical(*planner::planPhysical(plan));
    }
};

const Rows kInner{"1|10|1|100", "1|11|1|100", "2|20|2|200", "2|20|2|201"};
const Rows kLeftOnly{"null|30|null|null", "3|40|null|null"};
const Rows kRightOnly{"null|null|null|300", "null|null|4|400"};

Rows plus(Rows rows, const Rows& more) {
    rows.insert(rows.end(), more.begin(), more.end());
    return sorted(rows);
}

TEST_F(PlanJoin, AnEqualityOfTwoSidesIsAHashJoinThatNeverMatchesNullKeys) {
    // 5 x 5 rows over max(3, 3) distinct keys, rounded up.
    EXPECT_EQ(physical(join(JoinType::Inner, eq(a, bk))),
              "HashJoin(kind=[inner], keys=[a = b], rows=9)\n"
              ":- ColumnTableScan(name=[t], key_filters=[a = b], rows=5)\n"
              "+- ColumnTableScan(name=[t], rows=5)\n");
    EXPECT_EQ(runPlanSorted(join(JoinType::Inner, eq(a, bk))), sorted(kInner));
    EXPECT_EQ(runPlanSorted(join(JoinType::Left, eq(a, bk))), plus(kInner, kLeftOnly));
    EXPECT_EQ(runPlanSorted(join(JoinType::Right, eq(a, bk))), plus(kInner, kRightOnly));
    EXPECT_EQ(runPlanSorted(join(JoinType::Full, eq(a, bk))), plus(plus(kInner, kLeftOnly), kRightOnly));
}

TEST_F(PlanJoin, KeysMayBeWrittenRightSideFirst) {
    EXPECT_EQ(runPlanSorted(join(JoinType::Inner, eq(bk, a))), sorted(kInner));
}

TEST_F(PlanJoin, ExpressionKeysAreComputedBeforeTheJoin) {
    LogicalPtr plan = join(JoinType::Inner, eq(b.call("plus", {a, b.lit(Value::integer(1))}), bk));
    EXPECT_EQ(physical(plan),
              "HashJoin(kind=[inner], keys=[(a + 1) = b], rows=9)\n"
              ":- Project(select=[a, v, (a + 1)])\n"
              ":  +- ColumnTableScan(name=[t], rows=5)\n"
              "+- ColumnTableScan(name=[t], rows=5)\n");
    EXPECT_EQ(runPlanSorted(plan), sorted({"1|10|2|200", "1|10|2|201", "1|11|2|200", "1|11|2|201", "3|40|4|400"}));
}

TEST_F(PlanJoin, TheRestOfTheConditionIsAResidualThatNeverDropsPreservedRows) {
    LogicalPtr plan = join(JoinType::Left, both(eq(a, bk), gt(w, 200)));
    EXPECT_EQ(physical(plan),
              "HashJoin(kind=[left], keys=[a = b], residual=[(w > 200)], rows=5)\n"
              ":- ColumnTableScan(name=[t], rows=5)\n"
              "+- ColumnTableScan(name=[t], rows=5)\n");
    EXPECT_EQ(runPlanSorted(plan),
              sorted({"1|10|null|null", "1|11|null|null", "2|20|2|201", "null|30|null|null", "3|40|null|null"}));
}

TEST_F(PlanJoin, AConditionWithoutKeysIsANestedLoopJoin) {
    LogicalPtr plan = join(JoinType::Full, b.call("greaterThan", {a, bk}));
    EXPECT_EQ(physical(plan),
              "NestedLoopJoin(kind=[full], condition=[(a > b)], rows=10)\n"
              ":- ColumnTableScan(name=[t], rows=5)\n"
              "+- ColumnTableScan(name=[t], rows=5)\n");
    EXPECT_EQ(runPlanSorted(plan),
              sorted({"1|10|null|null", "1|11|null|null", "2|20|1|100", "3|40|1|100", "3|40|2|200", "3|40|2|201",
                      "null|30|null|null", "null|null|null|300", "null|null|4|400"}));
    EXPECT_EQ(runPlan(join(JoinType::Inner, b.call("lessThan", {a, bk}))).size(), 8u);
}

TEST_F(PlanJoin, NoConditionIsACrossProduct) {
    EXPECT_EQ(physical(join(JoinType::Inner)),
              "CrossProduct(rows=25)\n"
              ":- ColumnTableScan(name=[t], rows=5)\n"
              "+- ColumnTableScan(name=[t], rows=5)\n");
    EXPECT_EQ(runPlan(join(JoinType::Inner)).size(), 25u);
}

TEST_F(PlanJoin, TheSmallerSideIsGatheredAndAnOuterJoinMirrorsForIt) {
    // v > 20 keeps 21..40 of v's range 10..40: 20/31 of 5 rows, 4 estimated, so l is built and the left join
    // runs as a right join of r probing l. The join: 4 x 5 rows over 3 distinct keys, 7.
    LogicalPtr small = b.filter(l, gt(b.col(l, 1), 20));
    LogicalPtr plan = b.join(small, r, JoinType::Left, eq(a, bk));
    EXPECT_EQ(physical(plan),
              "HashJoin(kind=[right], keys=[a = b], build=[left], rows=7)\n"
              ":- ColumnTableScan(name=[t], key_filters=[a = b], rows=5)\n"
              "+- ColumnTableScan(name=[t], filter=[(v > 20)], rows=4)\n");
    EXPECT_EQ(runPlanSorted(plan), sorted({"null|30|null|null", "3|40|null|null"}));
}

TEST_F(PlanJoin, ASemiOrAntiJoinWithTheSmallerLeftGathersItAndOutputsTheBuildRows) {
    // v > 20 is estimated at 4 rows, as above: l is built, and r's rows only mark the rows of l they match.
    LogicalPtr small = b.filter(l, gt(b.col(l, 1), 20));
    EXPECT_EQ(physical(b.join(small, r, JoinType::Semi, eq(a, bk))),
              "HashJoin(kind=[right semi], keys=[a = b], build=[left], rows=4)\n"
              ":- ColumnTableScan(name=[t], key_filters=[a = b], rows=5)\n"
              "+- ColumnTableScan(name=[t], filter=[(v > 20)], rows=4)\n");
    // (NULL,30) and (3,40) pass the filter; neither key is in r.
    EXPECT_EQ(runPlanSorted(b.join(small, r, JoinType::Semi, eq(a, bk))), Rows{});
    EXPECT_EQ(runPlanSorted(b.join(small, r, JoinType::Anti, eq(a, bk))), sorted({"null|30", "3|40"}));
    // v < 25 keeps (1,10) (1,11) (2,20); with w > 200 only key 2 (w = 201) still matches.
    LogicalPtr first = b.filter(l, b.call("lessThan", {b.col(l, 1), b.lit(Value::integer(25))}));
    const BoundExprPtr residual = both(eq(a, bk), gt(w, 200));
    EXPECT_EQ(physical(b.join(first, r, JoinType::Anti, residual)),
              "HashJoin(kind=[right anti], keys=[a = b], residual=[(w > 200)], build=[left], rows=3)\n"
              ":- ColumnTableScan(name=[t], key_filters=[a = b], rows=5)\n"
              "+- ColumnTableScan(name=[t], filter=[(v < 25)], rows=3)\n");
    EXPECT_EQ(runPlanSorted(b.join(first, r, JoinType::Semi, residual)), Rows{"2|20"});
    EXPECT_EQ(runPlanSorted(b.join(first, r, JoinType::Anti, residual)), sorted({"1|10", "1|11"}));
    EXPECT_EQ(runPlanSorted(b.join(first, r, JoinType::Semi, eq(a, bk))), sorted({"1|10", "1|11", "2|20"}));
}

TEST_F(PlanJoin, DecimalKeysOfDifferentPrecisionAndScaleAreCastToOneType) {
    auto decimal = [](int unscaled, uint8_t precision, uint8_t scale) {
        return Value::decimal(Int128(unscaled), precision, scale);
    };
    LogicalPtr cents = b.values({{"c", Types::DECIMAL(10, 2)}},
                                {{decimal(150, 10, 2)}, {decimal(200, 10, 2)}, {Value::null(Types::DECIMAL(10, 2))}});
    LogicalPtr mills = b.values({{"m", Types::DECIMAL(12, 3)}}, {{decimal(1500, 12, 3)}, {decimal(2005, 12, 3)}});
    LogicalPtr plan = b.join(cents, mills, JoinType::Inner, eq(b.joinCol(cents, mills, 0), b.joinCol(cents, mills, 1)));
    EXPECT_EQ(physical(plan),
              "HashJoin(kind=[inner], keys=[CAST(c AS DECIMAL(12, 3)) = m], rows=3)\n"
              ":- Project(select=[c, CAST(c AS DECIMAL(12, 3))])\n"
              ":  +- ColumnTableScan(name=[t], rows=3)\n"
              "+- ColumnTableScan(name=[t], rows=2)\n");
    EXPECT_EQ(runPlanSorted(plan), Rows{"1.50|1.500"});
    // Beyond 38 digits the key type keeps the whole digits, as Flink's: DECIMAL(38, 0), where 1.50 rounds to 2.
    LogicalPtr whole = b.values({{"n", Types::DECIMAL(38, 0)}}, {{decimal(2, 38, 0)}});
    LogicalPtr wide = b.values({{"x", Types::DECIMAL(38, 2)}}, {{decimal(150, 38, 2)}, {decimal(250, 38, 2)}});
    EXPECT_EQ(
        runPlanSorted(b.join(whole, wide, JoinType::Inner, eq(b.joinCol(whole, wide, 0), b.joinCol(whole, wide, 1)))),
        Rows{"2|1.50"});
}

TEST_F(PlanJoin, AnEmptySideGivesNoPairsButKeepsTheOtherSidesPreservedRows) {
    LogicalPtr empty = b.values({{"b", Types::INT()}, {"w", Types::INT()}}, {});
    LogicalPtr plan = b.join(l, empty, JoinType::Left, eq(a, bk));
    EXPECT_EQ(runPlan(plan).size(), 5u);
    EXPECT_EQ(runPlan(b.join(l, empty, JoinType::Inner, eq(a, bk))).size(), 0u);
    EXPECT_EQ(runPlan(b.join(empty, r, JoinType::Inner)).size(), 0u);
}

}  // namespace
}  // namespace tabula::testing
