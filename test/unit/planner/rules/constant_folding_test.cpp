// constant_folding: golden plans through the Table API, and plans built directly.
#include <gtest/gtest.h>

#include "test/unit/planner/plan_builder.hpp"
#include "test/unit/planner/plan_fixture.hpp"

namespace tabula::testing {
namespace {

const char* kScan = "Scan(table=[peoples], fields=[id, last_name, country, gender])";

TEST(ConstantFoldingRule, FoldsConstantArithmetic) {
    Table t = peoplesEnvironment().scan("peoples").filter("id > 1 + 2");
    EXPECT_EQ(planText(t), std::string("Filter(condition=[(id > (1 + 2))])\n+- ") + kScan + "\n");
    EXPECT_EQ(planAfter(t, "constant_folding"), std::string("Filter(condition=[(id > 3)])\n+- ") + kScan + "\n");
}

TEST(ConstantFoldingRule, RemovesAlwaysTrueFilter) {
    Table t = peoplesEnvironment().scan("peoples").filter("id > 0 || true");
    EXPECT_EQ(planAfter(t, "constant_folding"), std::string(kScan) + "\n");
}

TEST(ConstantFoldingRule, AlwaysFalseFilterBecomesEmptyValues) {
    Table t = peoplesEnvironment().scan("peoples").filter("1 > 2");
    EXPECT_EQ(planAfter(t, "constant_folding"), "Values(name=[(empty)], rows=[0])\n");
    EXPECT_EQ(t.collect().size(), 0u);
}

TEST(ConstantFoldingRule, SimplifiesAndWithTrue) {
    Table t = peoplesEnvironment().scan("peoples").filter("id > 3 && 2 > 1");
    EXPECT_EQ(planAfter(t, "constant_folding"), std::string("Filter(condition=[(id > 3)])\n+- ") + kScan + "\n");
}

/// Rows with an INT column holding 1..3 and a STRING key.
class ConstantFoldingPlan : public ::testing::Test {
protected:
    PlanBuilder b;
    LogicalPtr rows =
        b.values({{"k", Types::STRING()}, {"v", Types::INT()}}, {{Value::string("a"), Value::integer(1)},
                                                                 {Value::string("a"), Value::integer(2)},
                                                                 {Value::string("b"), Value::integer(3)}});
    BoundExprPtr two() const { return b.call("plus", {b.lit(Value::integer(1)), b.lit(Value::integer(1))}); }
};

TEST_F(ConstantFoldingPlan, FoldsEveryNodesExpressions) {
    // Aggregate arguments and TopN keys are folded as well as filters and projections.
    LogicalPtr agg = b.aggregate(rows, {b.col(rows, 0)}, {{"sum", {b.call("times", {b.col(rows, 1), two()})}}});
    LogicalPtr plan = b.topN(agg, {{b.call("plus", {b.col(agg, 1), two()}), false, false}}, 0, 5);
    EXPECT_EQ(planner::explainLogical(*applyOnly(plan, "constant_folding")),
              "TopN(keys=[(agg0 + 2) ASC NULLS LAST], offset=[0], fetch=[5])\n"
              "+- Aggregate(keys=[k], aggs=[sum((v * 2))])\n"
              "   +- Values(name=[t], rows=[3])\n");
    EXPECT_EQ(runPlan(applyOnly(plan, "constant_folding")), runPlan(plan));
}

TEST_F(ConstantFoldingPlan, LeavesNonDeterministicCallsAlone) {
    // rand() < 2 is always true, but folding it once would give every row the same draw.
    LogicalPtr filter = b.filter(rows, b.call("lessThan", {b.call("rand", {}), b.lit(Value::doublePrecision(2))}));
    LogicalPtr plan = b.project(filter, {b.call("rand", {}), b.call("uuid", {})}, {"r", "u"});
    EXPECT_EQ(applyOnly(plan, "constant_folding"), plan);
    // Three rows, three different draws.
    std::vector<std::string> drawn = runPlanSorted(applyOnly(plan, "constant_folding"));
    ASSERT_EQ(drawn.size(), 3u);
    EXPECT_NE(drawn[0], drawn[1]);
    EXPECT_NE(drawn[1], drawn[2]);
}

TEST_F(ConstantFoldingPlan, FoldsTheDeterministicPartBesideARandomCall) {
    LogicalPtr plan = b.project(
        rows,
        {b.call("plus", {b.call("rand", {}),
                         b.call("plus", {b.lit(Value::doublePrecision(1)), b.lit(Value::doublePrecision(1))})})},
        {"r"});
    EXPECT_EQ(planner::explainLogical(*applyOnly(plan, "constant_folding")),
              "Project(select=[(rand() + 2.0) AS r])\n+- Values(name=[t], rows=[3])\n");
}

}  // namespace
}  // namespace tabula::testing
