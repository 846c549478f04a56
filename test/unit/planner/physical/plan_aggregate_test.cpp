// plan_aggregate: the projection before a hash aggregate computes each distinct deterministic argument once, and the
// aggregates that share it still give their own results (worked out by hand from the rows below).
#include "planner/physical/physical_plan.hpp"
#include "test/unit/planner/join_fixture.hpp"

namespace tabula::testing {
namespace {

class PlanAggregate : public ::testing::Test {
protected:
    static std::string physical(const LogicalPtr& plan) {
        return planner::explainPhysical(*planner::planPhysical(plan));
    }

    PlanBuilder b;
    /// t(k INT, v INT): (1, 10), (1, 20), (2, 5).
    LogicalPtr t = b.values({{"k", Types::INT()}, {"v", Types::INT()}}, {{Value::integer(1), Value::integer(10)},
                                                                         {Value::integer(1), Value::integer(20)},
                                                                         {Value::integer(2), Value::integer(5)}});
    BoundExprPtr k = b.col(t, 0);
    BoundExprPtr v = b.col(t, 1);
    BoundExprPtr doubled() const { return b.call("times", {v, b.lit(Value::integer(2))}); }
};

TEST_F(PlanAggregate, AnArgumentSeveralAggregatesShareIsComputedOnce) {
    LogicalPtr plan = b.aggregate(t, {k}, {{"sum", {doubled()}}, {"max", {doubled()}}, {"count", {k}}});
    const std::string text = physical(plan);
    EXPECT_NE(text.find("HashAggregate(keys=[$0], aggs=[sum($1), max($1), count($0)]"), std::string::npos) << text;
    EXPECT_NE(text.find("Project(select=[k, (v * 2)])"), std::string::npos) << text;
    EXPECT_EQ(runPlanSorted(plan), sorted({"1|60|40|2", "2|10|10|1"}));
}

TEST_F(PlanAggregate, ANonDeterministicArgumentIsComputedForEachAggregate) {
    const auto random = [&] { return b.call("rand", {}); };
    LogicalPtr plan = b.aggregate(t, {k}, {{"max", {random()}}, {"min", {random()}}});
    const std::string text = physical(plan);
    EXPECT_NE(text.find("aggs=[max($1), min($2)]"), std::string::npos) << text;
}

}  // namespace
}  // namespace tabula::testing
