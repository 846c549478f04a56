// not_in_to_anti_join: golden plan from SQL, and NOT IN's NULL rules on plans built directly.
#include "test/unit/planner/rules/subquery_fixture.hpp"

namespace tabula::testing {
namespace {

using planner::SubqueryType;

class NotInToAntiJoin : public SubqueryFixture {
protected:
    planner::LogicalPtr notIn(const planner::LogicalPtr& values) const {
        BoundExprPtr in = subquery(SubqueryType::In, values, b.col(l, 0));
        return after(b.filter(l, b.call("not", {in})), planner::makeNotInToAntiJoin());
    }
};

TEST_F(NotInToAntiJoin, CountsThenAntiJoin) {
    EXPECT_EQ(explainAfter("select k from l where k not in (select k from t)", planner::makeNotInToAntiJoin()),
              "Project(select=[k])\n"
              "+- Project(select=[k, v])\n"
              "   +- Join(type=[anti], condition=[(k = k)])\n"
              "      :- Filter(condition=[(($rows = 0) OR (isNotNull(k) AND ($values = $rows)))])\n"
              "      :  +- Join(type=[inner])\n"
              "      :     :- Values(name=[values], rows=[6])\n"
              "      :     +- Aggregate(keys=[], aggs=[count(*), count(k)])\n"
              "      :        +- Project(select=[k])\n"
              "      :           +- Values(name=[values], rows=[2])\n"
              "      +- Project(select=[k])\n"
              "         +- Values(name=[values], rows=[2])\n");
}

TEST_F(NotInToAntiJoin, ANullInTheSubqueryKeepsNothing) {
    EXPECT_TRUE(runPlanSorted(notIn(b.project(s, {b.col(s, 1)}, {"x"}))).empty());
}

TEST_F(NotInToAntiJoin, ANullProbeIsKeptOnlyByAnEmptySubquery) {
    planner::LogicalPtr values = b.filter(s, b.call("isNotNull", {b.col(s, 1)}));
    EXPECT_EQ(runPlanSorted(notIn(b.project(values, {b.col(values, 1)}, {"x"}))),
              (std::vector<std::string>{"1|a", "2|b"}));
    planner::LogicalPtr empty = b.values({{"x", Types::INT()}}, {});
    EXPECT_EQ(runPlanSorted(notIn(empty)), (std::vector<std::string>{"1|a", "2|b", "null|n"}));
}

TEST_F(NotInToAntiJoin, CorrelatedEachRowSeesItsOwnRows) {
    // k = 2 sees (10, NULL): no match, but the NULL leaves the answer unknown; 1 and NULL see no rows.
    planner::LogicalPtr own = b.filter(s, correlatedOnKey());
    EXPECT_EQ(runPlanSorted(notIn(b.project(own, {b.col(own, 1)}, {"x"}))),
              (std::vector<std::string>{"1|a", "null|n"}));
}

}  // namespace
}  // namespace tabula::testing
