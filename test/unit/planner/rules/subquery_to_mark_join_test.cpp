// subquery_to_mark_join: golden plan from SQL; three-valued IN and ALL on plans built directly.
#include "test/unit/planner/rules/subquery_fixture.hpp"

namespace tabula::testing {
namespace {

using planner::SubqueryType;

class SubqueryToMarkJoin : public SubqueryFixture {
protected:
    planner::LogicalPtr beside(BoundExprPtr value) const {
        return after(b.project(l, {b.col(l, 0), std::move(value)}, {"k", "value"}), planner::makeSubqueryToMarkJoin());
    }
};

TEST_F(SubqueryToMarkJoin, InInTheSelectListJoinsCountsAndMatches) {
    // l meets t's counts and extremes (a cross product: t is not correlated), then the count of t's rows equal to
    // its k (a left join on k); the CASE makes the three-valued answer of the counts.
    EXPECT_EQ(explainAfter("select k, k in (select k from t) from l", planner::makeSubqueryToMarkJoin()),
              "Project(select=[k, case(($count(*) = 0), false, ($count(*) > 0), true, (isNull(k) OR ($count(k) < "
              "$count(*))), null, false) AS EXPR$1])\n"
              "+- Project(select=[k, v, $count(*), $count(k), $min(k), $max(k), case(isNull(k), 0, $count(*)) AS "
              "$count(*)])\n"
              "   +- Join(type=[left], condition=[(k = k)])\n"
              "      :- Join(type=[inner])\n"
              "      :  :- Values(name=[values], rows=[6])\n"
              "      :  +- Aggregate(keys=[], aggs=[count(*), count(k), min(k), max(k)])\n"
              "      :     +- Project(select=[k])\n"
              "      :        +- Values(name=[values], rows=[2])\n"
              "      +- Project(select=[$count(*), k])\n"
              "         +- Aggregate(keys=[k], aggs=[count(*)])\n"
              "            +- Project(select=[k])\n"
              "               +- Values(name=[values], rows=[2])\n");
}

TEST_F(SubqueryToMarkJoin, InIsNullWhenNoRowMatchesButOneIsNull) {
    planner::LogicalPtr keys = b.project(s, {b.col(s, 0)}, {"k"});
    EXPECT_EQ(runPlanSorted(beside(subquery(SubqueryType::In, keys, b.col(l, 0)))),
              (std::vector<std::string>{"1|false", "2|true", "null|null"}));
    planner::LogicalPtr values = b.project(s, {b.col(s, 1)}, {"x"});
    EXPECT_EQ(runPlanSorted(beside(subquery(SubqueryType::In, values, b.col(l, 0)))),
              (std::vector<std::string>{"1|null", "2|null", "null|null"}));
}

TEST_F(SubqueryToMarkJoin, AllOverValuesEmptyAndNull) {
    planner::LogicalPtr known = b.filter(s, b.call("isNotNull", {b.col(s, 1)}));
    BoundExprPtr below_all =
        subquery(SubqueryType::All, b.project(known, {b.col(known, 1)}, {"x"}), b.col(l, 0), "lessThan");
    EXPECT_EQ(runPlanSorted(beside(below_all)), (std::vector<std::string>{"1|true", "2|true", "null|null"}));
    planner::LogicalPtr empty = b.values({{"x", Types::INT()}}, {});
    EXPECT_EQ(runPlanSorted(beside(subquery(SubqueryType::All, empty, b.col(l, 0), "lessThan"))),
              (std::vector<std::string>{"1|true", "2|true", "null|true"}));
    BoundExprPtr over_nulls =
        subquery(SubqueryType::All, b.project(s, {b.col(s, 1)}, {"x"}), b.col(l, 0), "greaterThan");
    EXPECT_EQ(runPlanSorted(beside(over_nulls)), (std::vector<std::string>{"1|false", "2|false", "null|null"}));
}

TEST_F(SubqueryToMarkJoin, CorrelatedExistsCounts) {
    BoundExprPtr exists = subquery(SubqueryType::Exists, b.filter(s, correlatedOnKey()));
    EXPECT_EQ(runPlanSorted(beside(exists)), (std::vector<std::string>{"1|false", "2|true", "null|false"}));
}

}  // namespace
}  // namespace tabula::testing
