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
    // projection that produces it, so the inner projection must keep it; only c leaves the rows in memory.
    PlanBuilder b;
    LogicalPtr rows = b.values({{"a", Types::STRING()}, {"b", Types::INT()}, {"c", Types::INT()}},
                               {{Value::string("x"), Value::integer(1), Value::integer(7)},
                                {Value::string("y"), Value::integer(2), Value::integer(8)}});
    LogicalPtr inner = b.project(rows, {b.col(rows, 0), b.col(rows, 1)}, {"a", "b"});
    LogicalPtr filter = b.filter(inner, b.call("greaterThan", {b.col(inner, 1), b.lit(Value::integer(1))}));
    LogicalPtr plan = b.project(filter, {b.col(filter, 0)}, {"a"});
    LogicalPtr pruned = applyOnly(plan, "projection_pruning");
    EXPECT_EQ(planner::explainLogical(*pruned),
              "Project(select=[a])\n"
              "+- Filter(condition=[(b > 1)])\n"
              "   +- Project(select=[a, b])\n"
              "      +- Values(name=[t], rows=[2], fields=[a, b])\n");
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
              "   +- Values(name=[t], rows=[2], fields=[k])\n");
    EXPECT_EQ(runPlan(pruned), (std::vector<std::string>{"x|2"}));
}

/// Unions over the seed's peoples file and rows in memory of the same shape.
class ProjectionPruningUnion : public ::testing::Test {
protected:
    PlanBuilder b;
    CsvTableSource source{TABULA_TEST_DATA "/seed_peoples.csv",
                          {"id", "last_name", "country", "gender"},
                          {Types::INT(), Types::STRING(), Types::STRING(), Types::STRING()}};
    LogicalPtr scan = std::make_shared<planner::ScanNode>("peoples", source, std::vector<uint32_t>{0, 1, 2, 3});
    LogicalPtr extra = b.values(
        {{"id", Types::INT()}, {"name", Types::STRING()}, {"land", Types::STRING()}, {"sex", Types::STRING()}},
        {{Value::integer(50), Value::string("Doe"), Value::string("Peru"), Value::string("F")},
         {Value::integer(51), Value::null(Types::STRING()), Value::string("Chile"), Value::null(Types::STRING())}});
    /// Project(country) over `both`.
    LogicalPtr countries(const LogicalPtr& both) const { return b.project(both, {b.col(both, 2)}, {"country"}); }
};

TEST_F(ProjectionPruningUnion, NarrowsEveryInputAlike) {
    LogicalPtr plan = countries(b.unionAll({scan, scan}));
    LogicalPtr pruned = applyOnly(plan, "projection_pruning");
    EXPECT_EQ(planner::explainLogical(*pruned),
              "Project(select=[country])\n"
              "+- UnionAll(fields=[country])\n"
              "   :- Scan(table=[peoples], fields=[country])\n"
              "   +- Scan(table=[peoples], fields=[country])\n");
    EXPECT_EQ(runPlanSorted(pruned), runPlanSorted(plan));
    EXPECT_EQ(runPlan(pruned).size(), 40u);
}

TEST_F(ProjectionPruningUnion, NarrowsRowsInMemoryAsAScan) {
    LogicalPtr plan = countries(b.unionAll({scan, extra}));
    LogicalPtr pruned = applyOnly(plan, "projection_pruning");
    EXPECT_EQ(planner::explainLogical(*pruned),
              "Project(select=[country])\n"
              "+- UnionAll(fields=[country])\n"
              "   :- Scan(table=[peoples], fields=[country])\n"
              "   +- Values(name=[t], rows=[2], fields=[land])\n");
    EXPECT_EQ(runPlanSorted(pruned), runPlanSorted(plan));
    // The narrowed rows' statistics are those of the column they keep: land, two distinct values.
    const auto statistics = pruned->input()->inputs()[1]->as<planner::ValuesNode>()->statistics();
    ASSERT_TRUE(statistics);
    EXPECT_EQ(statistics->rows, 2u);
    ASSERT_EQ(statistics->columns.size(), 1u);
    EXPECT_EQ(statistics->columns[0].distinct, 2u);
    EXPECT_EQ(statistics->columns[0].nulls, 0u);
    EXPECT_EQ(runPlan(pruned).back(), "Chile");
}

TEST_F(ProjectionPruningUnion, ASetOperationKeepsEveryColumnOfItsInputs) {
    // Only country is wanted above, but rows compare whole: both scans keep all four fields.
    LogicalPtr plan = countries(b.setOperation(scan, extra, planner::SetOperationType::MinusAll));
    LogicalPtr pruned = applyOnly(plan, "projection_pruning");
    EXPECT_EQ(pruned, plan);
    EXPECT_EQ(runPlan(pruned).size(), 20u);
}

TEST_F(ProjectionPruningUnion, NarrowsAUnionOfRowsInMemory) {
    LogicalPtr plan = countries(b.unionAll({extra, extra}));
    LogicalPtr pruned = applyOnly(plan, "projection_pruning");
    EXPECT_EQ(planner::explainLogical(*pruned),
              "Project(select=[land AS country])\n"
              "+- UnionAll(fields=[land])\n"
              "   :- Values(name=[t], rows=[2], fields=[land])\n"
              "   +- Values(name=[t], rows=[2], fields=[land])\n");
    EXPECT_EQ(runPlan(pruned), (std::vector<std::string>{"Peru", "Chile", "Peru", "Chile"}));
}

TEST_F(ProjectionPruningUnion, CountsRowsOfInputsNarrowedToNoColumn) {
    LogicalPtr plan = b.aggregate(b.unionAll({scan, extra, scan}), {}, {{"count", {}}});
    LogicalPtr pruned = applyOnly(plan, "projection_pruning");
    EXPECT_EQ(planner::explainLogical(*pruned),
              "Aggregate(keys=[], aggs=[count(*)])\n"
              "+- UnionAll(fields=[])\n"
              "   :- Scan(table=[peoples], fields=[])\n"
              "   :- Values(name=[t], rows=[2], fields=[])\n"
              "   +- Scan(table=[peoples], fields=[])\n");
    EXPECT_EQ(runPlan(pruned), (std::vector<std::string>{"42"}));
}

/// The inputs are projections of the rows in memory: what pruning asks of each side shows there and in the rows.
class ProjectionPruningJoin : public JoinFixture {
protected:
    LogicalPtr left = b.project(l, {b.col(l, 0), b.col(l, 1)}, {"a", "v"});
    LogicalPtr right = b.project(r, {b.col(r, 0), b.col(r, 1)}, {"b", "w"});
};

TEST_F(ProjectionPruningJoin, EachSideKeepsWhatIsWantedAndWhatTheConditionReads) {
    // SELECT v FROM l JOIN r ON a = b: l keeps a and v, r only b.
    LogicalPtr plan = b.project(b.join(left, right, planner::JoinType::Inner, eq(a, bk)), {v}, {"v"});
    LogicalPtr pruned = applyOnly(plan, "projection_pruning");
    EXPECT_EQ(planner::explainLogical(*pruned),
              "Project(select=[v])\n"
              "+- Join(type=[inner], condition=[(a = b)])\n"
              "   :- Project(select=[a, v])\n"
              "   :  +- Values(name=[t], rows=[5])\n"
              "   +- Project(select=[b])\n"
              "      +- Values(name=[t], rows=[5], fields=[b])\n");
    EXPECT_EQ(runPlanSorted(pruned), runPlanSorted(plan));
}

TEST_F(ProjectionPruningJoin, TheRightSideKeepsColumnsOnlyTheConditionReads) {
    // SELECT a FROM l JOIN r ON v < w: r keeps w for the condition.
    LogicalPtr plan = b.project(b.join(left, right, planner::JoinType::Left, b.call("lessThan", {v, w})), {a}, {"a"});
    LogicalPtr pruned = applyOnly(plan, "projection_pruning");
    EXPECT_EQ(pruned->input()->inputs()[1]->schema().getFieldNames(), (std::vector<std::string>{"w"}));
    EXPECT_EQ(runPlanSorted(pruned), runPlanSorted(plan));
}

TEST_F(ProjectionPruningJoin, AJoinPassesOnOnlyTheColumnsUsedAboveIt) {
    // SELECT v FROM (l JOIN r ON a = b) JOIN r2 ON w = b2: the lower join's a and b serve its condition only,
    // so only v and w leave it; the upper join's w and b2 serve its condition, so only v leaves it; r2's rows
    // keep only b.
    LogicalPtr lower = b.join(left, right, planner::JoinType::Inner, eq(a, bk));
    LogicalPtr right2 = b.project(r, {b.col(r, 0)}, {"b2"});
    LogicalPtr upper =
        b.join(lower, right2, planner::JoinType::Inner, eq(b.joinCol(lower, right2, 3), b.joinCol(lower, right2, 4)));
    LogicalPtr plan = b.project(upper, {b.joinCol(lower, right2, 1)}, {"v"});
    LogicalPtr pruned = applyOnly(plan, "projection_pruning");
    EXPECT_EQ(planner::explainLogical(*pruned),
              "Project(select=[v])\n"
              "+- Join(type=[inner], condition=[(w = b2)])\n"
              "   :- Project(select=[v, w])\n"
              "   :  +- Join(type=[inner], condition=[(a = b)])\n"
              "   :     :- Project(select=[a, v])\n"
              "   :     :  +- Values(name=[t], rows=[5])\n"
              "   :     +- Project(select=[b, w])\n"
              "   :        +- Values(name=[t], rows=[5])\n"
              "   +- Project(select=[b AS b2])\n"
              "      +- Values(name=[t], rows=[5], fields=[b])\n");
    // The physical plan makes each selection the join's own output: no Project runs above a join.
    const std::string physical = planner::explainPhysical(*planner::planPhysical(pruned));
    EXPECT_EQ(physical.find("Project(select=[v, w])"), std::string::npos) << physical;
    EXPECT_TRUE(physical.starts_with("HashJoin(")) << physical;
    EXPECT_EQ(runPlanSorted(pruned), runPlanSorted(plan));
}

}  // namespace
}  // namespace tabula::testing
