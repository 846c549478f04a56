// scalar_subquery_to_join: golden plan from SQL; the COUNT bug and the more-than-one-row error on plans built
// directly.
#include "test/unit/planner/rules/subquery_fixture.hpp"

namespace tabula::testing {
namespace {

using planner::SubqueryType;

class ScalarSubqueryToJoin : public SubqueryFixture {
protected:
    planner::LogicalPtr beside(const planner::LogicalPtr& plan) const {
        BoundExprPtr value = subquery(SubqueryType::Scalar, plan);
        return after(b.project(l, {b.col(l, 0), value}, {"k", "value"}), planner::makeScalarSubqueryToJoin());
    }
};

TEST_F(ScalarSubqueryToJoin, CorrelatedCountIsALeftJoinWithTheGroupedCount) {
    EXPECT_EQ(
        explainAfter("select k, (select count(*) from s where s.k = l.k) from l", planner::makeScalarSubqueryToJoin()),
        "Project(select=[k, EXPR$0 AS EXPR$1])\n"
        "+- Project(select=[k, v, case(isNull(k), 0, EXPR$0) AS EXPR$0])\n"
        "   +- Join(type=[left], condition=[(k = k)])\n"
        "      :- Values(name=[values], rows=[6])\n"
        "      +- Project(select=[count(*) AS EXPR$0, k])\n"
        "         +- Project(select=[count(*), k])\n"
        "            +- Aggregate(keys=[k], aggs=[count(*)])\n"
        "               +- Values(name=[values], rows=[6])\n");
}

TEST_F(ScalarSubqueryToJoin, CountOverNoRowsIsZero) {
    planner::LogicalPtr own = b.filter(s, correlatedOnKey());
    EXPECT_EQ(runPlanSorted(beside(b.aggregate(own, {}, {{"count", {}}}))),
              (std::vector<std::string>{"1|0", "2|2", "null|0"}));
    EXPECT_EQ(runPlanSorted(beside(b.aggregate(own, {}, {{"max", {b.col(own, 1)}}}))),
              (std::vector<std::string>{"1|null", "2|10", "null|null"}));
}

TEST_F(ScalarSubqueryToJoin, NonEqualityCorrelationGroupsByTheDistinctOuterValues) {
    // count of s's rows with s.k < l.k: none for 1, 2 and NULL (s.k is 2, 2, 3).
    BoundExprPtr below = b.call("lessThan", {b.col(s, 0), planner::makeOuterColumnRef(0, Types::INT(), "l.k")});
    planner::LogicalPtr plan = beside(b.aggregate(b.filter(s, below), {}, {{"count", {}}}));
    EXPECT_EQ(runPlanSorted(plan), (std::vector<std::string>{"1|0", "2|0", "null|0"}));
    planner::LogicalPtr at_most =
        b.filter(s, b.call("lessThanOrEqual", {b.col(s, 0), planner::makeOuterColumnRef(0, Types::INT(), "l.k")}));
    EXPECT_EQ(runPlanSorted(beside(b.aggregate(at_most, {}, {{"count", {}}}))),
              (std::vector<std::string>{"1|0", "2|2", "null|0"}));
}

TEST_F(ScalarSubqueryToJoin, ManySubqueriesOfOneProjectionInOneRewrite) {
    // k = 3 has (3, 30) and (3, NULL) in s: one row with x > i for every i below 15; EXISTS under OR each time.
    std::string sql = "select k";
    std::string expected = "3";
    for (int i = 0; i < 80; ++i) {
        const std::string bound = std::to_string(i % 15);
        sql += ", (select count(*) from s where s.k = l.k and x > " + bound + ")";
        sql += ", v = 'x' or exists (select * from s where s.k = l.k and x > " + bound + ")";
        expected += "|1|true";
    }
    EXPECT_EQ(rowsOf(sql + " from l where k = 3"), (std::vector<std::string>{expected}));
}

TEST_F(ScalarSubqueryToJoin, UncorrelatedIsACrossProductWithOneRow) {
    planner::LogicalPtr plan = beside(b.aggregate(s, {}, {{"sum", {b.col(s, 1)}}}));
    EXPECT_EQ(runPlanSorted(plan), (std::vector<std::string>{"1|40", "2|40", "null|40"}));
}

TEST_F(ScalarSubqueryToJoin, TwoRowsAreARunTimeErrorNamingTheSubquery) {
    planner::LogicalPtr plan = beside(b.project(s, {b.col(s, 1)}, {"x"}));
    try {
        runPlan(plan);
        FAIL() << "expected an error";
    } catch (const ExecutionError& e) {
        EXPECT_STREQ(e.what(), "scalar subquery returned more than one row: (q)");
    }
    planner::LogicalPtr three = b.filter(s, b.call("equals", {b.col(s, 0), b.lit(Value::integer(3))}));
    EXPECT_EQ(runPlanSorted(beside(b.project(three, {b.col(three, 1)}, {"x"}))),
              (std::vector<std::string>{"1|30", "2|30", "null|30"}));
}

}  // namespace
}  // namespace tabula::testing
