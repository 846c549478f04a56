// projection_pruning: golden plans through the Table API, and plans built directly.
#include <gtest/gtest.h>

#include "test/unit/planner/join_fixture.hpp"
#include "test/unit/planner/plan_builder.hpp"
#include "test/unit/planner/plan_fixture.hpp"

namespace tabula::testing {
namespace {

const char* kScan = "Scan(table=[peoples], fields=[id, last_name, country, gender])";

TEST(ProjectionPruningRule, NarrowsTheScan) {
    Table t = peoplesEnvironment().scan("peoples").select("country");
    EXPECT_EQ(planText(t), std::string("Project(select=[country])\n+- ") + kScan + "\n");
    EXPECT_EQ(planAfter(t, "projection_pruning"),
              "Project(select=[country])\n+- Scan(table=[peoples], fields=[country])\n");
}

TEST(ProjectionPruningRule, KeepsFilterColumns) {
    Table t = peoplesEnvironment().scan("peoples").filter("gender = 'Male'").select("last_name");
    EXPECT_EQ(planAfter(t, "projection_pruning"),
              "Project(select=[last_name])\n"
              "+- Filter(condition=[(gender = 'Male')])\n"
              "   +- Scan(table=[peoples], fields=[last_name, gender])\n");
}

TEST(ProjectionPruningPlan, KeepsColumnsReadOnlyByAFilterAbove) {
    // Project(a) <- Filter(b > 1) <- Project(a, b) <- Values(a, b, c): b is read only by the filter, above the
    // projection that produces it, so the inner projection must keep it.
    PlanBuilder b;
    LogicalPtr rows = b.values({{"a", Types::STRING()}, {"b", Types::INT()}, {"c", Types::INT()}},
                               {{Value::string("x"), Value::integer(1), Value::integer(7)},
                                {Value::string("y"), Value::integer(2), Value::integer(8)}});
    LogicalPtr inner = b.project(rows, {b.col(rows, 0), b.col(rows, 1)}, {"a", "b"});
    LogicalPtr filter = b.filter(inner, b.call("greaterThan", {b.col(inner, 1), b.lit(Value::integer(1))}));
    LogicalPtr plan = b.project(filter, {b.col(filter, 0)}, {"a"});
    LogicalPtr pruned = applyOnly(plan, "projection_pruning");
    EXPECT_EQ(planner::explainLogical(*pruned), planner::explainLogical(*plan));
    EXPECT_EQ(runPlan(pruned), (std::vector<std::string>{"y"}));
}

TEST(ProjectionPruningPlan, DropsUnusedAggregateCalls) {
    PlanBuilder b;
    LogicalPtr rows = b.values({{"k", Types::STRING()}, {"v", Types::INT()}},
                               {{Value::string("x"), Value::integer(1)}, {Value::string("x"), Value::integer(2)}});
    LogicalPtr agg = b.aggregate(rows, {b.col(rows, 0)}, {{"sum", {b.col(rows, 1)}}, {"count", {}}});
    LogicalPtr plan = b.project(agg, {b.col(agg, 0), b.col(agg, 2)}, {"k", "n"});
    LogicalPtr pruned = applyOnly(plan, "projection_pruning");
    EXPECT_EQ(planner::explainLogical(*pruned),
              "Project(select=[k, agg1 AS n])\n"
              "+- Aggregate(keys=[k], aggs=[count(*)])\n"
              "   +- Values(name=[t], rows=[2])\n");
    EXPECT_EQ(runPlan(pruned), (std::vector<std::string>{"x|2"}));
}

class ProjectionPruningJoin : public JoinFixture {};

TEST_F(ProjectionPruningJoin, EachSideKeepsWhatIsWantedAndWhatTheConditionReads) {
    // SELECT v FROM l JOIN r ON a = b: l keeps a and v, r only b.
    LogicalPtr joined = join(planner::JoinType::Inner, eq(a, bk));
    LogicalPtr plan = b.project(joined, {v}, {"v"});
    LogicalPtr pruned = applyOnly(plan, "projection_pruning");
    const LogicalPtr& narrowed = pruned->input();
    EXPECT_EQ(narrowed->inputs()[0]->schema().getFieldNames(), (std::vector<std::string>{"a", "v"}));
    EXPECT_EQ(narrowed->inputs()[1]->schema().getFieldNames(), (std::vector<std::string>{"b"}));
    EXPECT_EQ(planner::explainLogical(*pruned),
              "Project(select=[v])\n"
              "+- Join(type=[inner], condition=[(a = b)])\n"
              "   +- Values(name=[t], rows=[5])\n"
              "   +- Values(name=[t], rows=[5])\n");
    EXPECT_EQ(runPlanSorted(pruned), runPlanSorted(plan));
}

TEST_F(ProjectionPruningJoin, TheRightSideKeepsColumnsOnlyTheConditionReads) {
    // SELECT a FROM l JOIN r ON v < w: r keeps w for the condition.
    LogicalPtr plan = b.project(join(planner::JoinType::Inner, b.call("lessThan", {v, w})), {a}, {"a"});
    LogicalPtr pruned = applyOnly(plan, "projection_pruning");
    EXPECT_EQ(pruned->input()->inputs()[1]->schema().getFieldNames(), (std::vector<std::string>{"w"}));
    EXPECT_EQ(runPlanSorted(pruned), runPlanSorted(plan));
}

}  // namespace
}  // namespace tabula::testing
