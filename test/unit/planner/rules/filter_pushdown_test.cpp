// filter_pushdown: golden plans through the Table API, and plans built directly.
#include <gtest/gtest.h>

#include <algorithm>

#include "test/unit/planner/plan_builder.hpp"
#include "test/unit/planner/plan_fixture.hpp"

namespace tabula::testing {
namespace {

const char* kScan = "Scan(table=[peoples], fields=[id, last_name, country, gender])";

TEST(FilterPushdownRule, MovesFilterBelowProject) {
    Table t = peoplesEnvironment().scan("peoples").select("id, country").filter("id > 5");
    EXPECT_EQ(planText(t), std::string("Filter(condition=[(id > 5)])\n"
                                       "+- Project(select=[id, country])\n"
                                       "   +- ") +
                               kScan + "\n");
    EXPECT_EQ(planAfter(t, "filter_pushdown"),
              "Project(select=[id, country])\n"
              "+- Scan(table=[peoples], fields=[id, last_name, country, gender], filter=[(id > 5)])\n");
}

TEST(FilterPushdownRule, SubstitutesComputedColumns) {
    Table t = peoplesEnvironment().scan("peoples").select("id * 2 as x").filter("x > 10");
    EXPECT_EQ(planAfter(t, "filter_pushdown"),
              "Project(select=[(id * 2) AS x])\n"
              "+- Scan(table=[peoples], fields=[id, last_name, country, gender], filter=[((id * 2) > 10)])\n");
    EXPECT_EQ(t.collect().size(), 15u);  // ids 6..20
}

TEST(FilterPushdownRule, StopsWhereTheRewrittenConditionWouldNestTooDeep) {
    // 100 projections x + 1 over one another: below all of them, x > 110 would nest over 100 deep; it stops
    // where it would nest deeper than 64, and the scan gets none of it.
    Table t = peoplesEnvironment().scan("peoples").select("id as x");
    for (int i = 0; i < 100; ++i) t = t.select("x + 1 as x");
    const std::string plan = planAfter(t.filter("x > 110"), "filter_pushdown");
    const size_t filter = plan.find("Filter(condition=[(");
    ASSERT_NE(filter, std::string::npos) << plan;
    const std::string condition = plan.substr(filter, plan.find('\n', filter) - filter);
    EXPECT_LE(std::count(condition.begin(), condition.end(), '('), 65) << condition;
    EXPECT_NE(plan.find("Project", filter), std::string::npos) << "the filter went below every projection";
    EXPECT_EQ(plan.find("filter=["), std::string::npos);
    EXPECT_EQ(t.filter("x > 110").collect().size(), 10u);  // x = id + 100: ids 11..20
}

TEST(FilterPushdownRule, MergesAdjacentFilters) {
    Table t = peoplesEnvironment().scan("peoples").filter("id > 5").filter("id < 9");
    EXPECT_EQ(planAfter(t, "filter_pushdown"),
              "Scan(table=[peoples], fields=[id, last_name, country, gender], filter=[((id > 5) AND (id < 9))])\n");
}

TEST(FilterPushdownRule, StaysAboveLimit) {
    Table t = peoplesEnvironment().scan("peoples").orderBy("id").fetch(3).filter("id > 1");
    EXPECT_EQ(planAfter(t, "filter_pushdown"), planText(t));
}

TEST(FilterPushdownRule, AcceptanceQuerySplitsAtTheAggregate) {
    // The key condition goes below the aggregate and into the scan; the condition on the sum stays above.
    Table t = peoplesEnvironment()
                  .scan("peoples")
                  .groupBy("country")
                  .select("country, id.sum as total")
                  .filter("country = 'Germany' && total > 1");
    std::string explain = t.explain();
    std::string optimized = explain.substr(explain.find("== Optimized Logical Plan =="));
    optimized = optimized.substr(0, optimized.find("== Physical Plan =="));
    EXPECT_EQ(optimized,
              "== Optimized Logical Plan ==\n"
              "Project(select=[country, id.sum AS total])\n"
              "+- Filter(condition=[(id.sum > 1)])\n"
              "   +- Aggregate(keys=[country], aggs=[sum(id)])\n"
              "      +- Scan(table=[peoples], fields=[id, country], filter=[(country = 'Germany')])\n\n");
    // Germany's ids are 8 and 19 (checked with sqlite3 on the same file).
    auto rows = t.collect();
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].toString(), "Germany,27");
}

/// k, v rows where a condition on sum(v) and the same condition on v disagree: group a sums 1 + 1 = 2.
class FilterPushdownPlan : public ::testing::Test {
protected:
    PlanBuilder b;
    LogicalPtr rows =
        b.values({{"k", Types::STRING()}, {"v", Types::INT()}}, {{Value::string("a"), Value::integer(1)},
                                                                 {Value::string("a"), Value::integer(1)},
                                                                 {Value::string("b"), Value::integer(5)},
                                                                 {Value::string("c"), Value::integer(7)},
                                                                 {Value::null(Types::STRING()), Value::integer(9)}});
    LogicalPtr agg = b.aggregate(rows, {b.col(rows, 0)}, {{"sum", {b.col(rows, 1)}}});
    BoundExprPtr sumAbove(int n) const { return b.call("greaterThan", {b.col(agg, 1), b.lit(Value::integer(n))}); }
    BoundExprPtr keyIsNot(const std::string& k) const {
        return b.call("notEquals", {b.col(agg, 0), b.lit(Value::string(k))});
    }
};

TEST_F(FilterPushdownPlan, AggregateOutputConditionStaysAbove) {
    LogicalPtr plan = b.filter(agg, sumAbove(1));
    EXPECT_EQ(applyOnly(plan, "filter_pushdown"), plan);
    EXPECT_EQ(runPlanSorted(plan), (std::vector<std::string>{"a|2", "b|5", "c|7", "null|9"}));
}

TEST_F(FilterPushdownPlan, SplitsKeyAndAggregateConditions) {
    LogicalPtr plan = b.filter(agg, b.call("and", {keyIsNot("c"), sumAbove(1)}));
    LogicalPtr pushed = applyOnly(plan, "filter_pushdown");
    EXPECT_EQ(planner::explainLogical(*pushed),
              "Filter(condition=[(agg0 > 1)])\n"
              "+- Aggregate(keys=[k], aggs=[sum(v)])\n"
              "   +- Filter(condition=[(k <> 'c')])\n"
              "      +- Values(name=[t], rows=[5])\n");
    // a stays (sum 2 > 1 although each v is 1); c goes; the NULL key fails k <> 'c' (NULL) and goes.
    EXPECT_EQ(runPlanSorted(pushed), (std::vector<std::string>{"a|2", "b|5"}));
    EXPECT_EQ(runPlanSorted(pushed), runPlanSorted(plan));
}

TEST_F(FilterPushdownPlan, StaysAboveAGlobalAggregate) {
    LogicalPtr global = b.aggregate(rows, {}, {{"count", {}}});
    LogicalPtr plan = b.filter(global, b.call("greaterThan", {b.col(global, 0), b.lit(Value::bigint(10))}));
    EXPECT_EQ(applyOnly(plan, "filter_pushdown"), plan);
}

TEST_F(FilterPushdownPlan, MovesConjunctsThroughAProjectionUnlessTheyReadANonDeterministicColumn) {
    // Project(v * 2 AS w, rand() AS r): w > 4 moves below as v * 2 > 4; r < 2 stays above.
    LogicalPtr project =
        b.project(rows, {b.call("times", {b.col(rows, 1), b.lit(Value::integer(2))}), b.call("rand", {})}, {"w", "r"});
    BoundExprPtr w_big = b.call("greaterThan", {b.col(project, 0), b.lit(Value::integer(4))});
    BoundExprPtr r_small = b.call("lessThan", {b.col(project, 1), b.lit(Value::doublePrecision(2))});
    LogicalPtr plan = b.filter(project, b.call("and", {r_small, w_big}));
    LogicalPtr pushed = applyOnly(plan, "filter_pushdown");
    EXPECT_EQ(planner::explainLogical(*pushed),
              "Filter(condition=[(r < 2.0)])\n"
              "+- Project(select=[(v * 2) AS w, rand() AS r])\n"
              "   +- Filter(condition=[((v * 2) > 4)])\n"
              "      +- Values(name=[t], rows=[5])\n");
    EXPECT_EQ(runPlan(pushed).size(), 3u);  // v = 5, 7, 9
}

TEST_F(FilterPushdownPlan, MovesBelowSortAndDistinctKeepingTheOrder) {
    LogicalPtr sorted = b.sort(b.distinct(rows), {{b.col(rows, 1), true, false}});
    LogicalPtr plan = b.filter(sorted, b.call("greaterThan", {b.col(sorted, 1), b.lit(Value::integer(1))}));
    LogicalPtr pushed = applyOnly(plan, "filter_pushdown");
    EXPECT_EQ(planner::explainLogical(*pushed),
              "Sort(keys=[v DESC NULLS LAST])\n"
              "+- Distinct()\n"
              "   +- Filter(condition=[(v > 1)])\n"
              "      +- Values(name=[t], rows=[5])\n");
    EXPECT_EQ(runPlan(pushed), (std::vector<std::string>{"null|9", "c|7", "b|5"}));
}

TEST_F(FilterPushdownPlan, StaysAboveALimit) {
    LogicalPtr limited = b.limit(b.sort(rows, {{b.col(rows, 1), false, false}}), 0, 2);
    LogicalPtr plan = b.filter(limited, b.call("greaterThan", {b.col(limited, 1), b.lit(Value::integer(1))}));
    EXPECT_EQ(applyOnly(plan, "filter_pushdown"), plan);
    EXPECT_EQ(runPlan(plan), (std::vector<std::string>{}));
}

TEST_F(FilterPushdownPlan, CopiesDeterministicConjunctsIntoEveryUnionInput) {
    // (rows) UNION ALL (rows where v > 4): v > 1 goes into both inputs, the rand() condition stays above.
    LogicalPtr more = b.values({{"key", Types::STRING()}, {"value", Types::INT()}},
                               {{Value::string("d"), Value::integer(1)}, {Value::string("e"), Value::integer(6)}});
    LogicalPtr both = b.unionAll({rows, more});
    BoundExprPtr v_big = b.call("greaterThan", {b.col(both, 1), b.lit(Value::integer(1))});
    BoundExprPtr r_small = b.call("lessThan", {b.call("rand", {}), b.lit(Value::doublePrecision(2))});
    LogicalPtr plan = b.filter(both, b.call("and", {v_big, r_small}));
    LogicalPtr pushed = applyOnly(plan, "filter_pushdown");
    EXPECT_EQ(planner::explainLogical(*pushed),
              "Filter(condition=[(rand() < 2.0)])\n"
              "+- UnionAll(fields=[k, v])\n"
              "   :- Filter(condition=[(v > 1)])\n"
              "   :  +- Values(name=[t], rows=[5])\n"
              "   +- Filter(condition=[(value > 1)])\n"
              "      +- Values(name=[t], rows=[2])\n");
    EXPECT_EQ(runPlanSorted(pushed), (std::vector<std::string>{"b|5", "c|7", "e|6", "null|9"}));
    EXPECT_EQ(runPlanSorted(pushed), runPlanSorted(plan));
}

TEST(FilterPushdownRule, GoesIntoBothInputsOfASetOperation) {
    // id > 18 reads an INT column: both inputs; the rows are the same as with the filter above.
    TableEnvironment env = peoplesEnvironment();
    Table left = env.scan("peoples").select("id, country");
    Table t = left.minusAll(env.scan("peoples").select("id, country").filter("id > 19")).filter("id > 18");
    EXPECT_EQ(
        planAfter(t, "filter_pushdown"),
        "SetOperation(type=[minusAll], fields=[id, country])\n"
        ":- Project(select=[id, country])\n"
        ":  +- Scan(table=[peoples], fields=[id, last_name, country, gender], filter=[(id > 18)])\n"
        "+- Project(select=[id, country])\n"
        "   +- Scan(table=[peoples], fields=[id, last_name, country, gender], filter=[((id > 19) AND (id > 18))])\n");
    EXPECT_EQ(t.collect().size(), 1u);  // id 19: ids 19 and 20 pass, 20 is on the right as well
}

TEST_F(FilterPushdownPlan, KeepsFloatingPointConditionsOutOfASetOperationsRightInput) {
    // 0.0 and -0.0 are one row to the set operation but not to every condition: d > 0 goes into the left only.
    const std::vector<std::pair<std::string, DataType>> fields{{"d", Types::DOUBLE()}};
    LogicalPtr left = b.values(fields, {{Value::doublePrecision(1.5)}, {Value::doublePrecision(-2)}});
    LogicalPtr right = b.values(fields, {{Value::doublePrecision(1.5)}});
    LogicalPtr both = std::make_shared<planner::SetOperationNode>(left, right, planner::SetOperationType::Intersect,
                                                                  std::vector<std::string>{"d"});
    LogicalPtr plan = b.filter(both, b.call("greaterThan", {b.col(both, 0), b.lit(Value::doublePrecision(0))}));
    LogicalPtr pushed = applyOnly(plan, "filter_pushdown");
    EXPECT_EQ(planner::explainLogical(*pushed),
              "SetOperation(type=[intersect], fields=[d])\n"
              ":- Filter(condition=[(d > 0.0)])\n"
              ":  +- Values(name=[t], rows=[2])\n"
              "+- Values(name=[t], rows=[1])\n");
    EXPECT_EQ(runPlanSorted(pushed), runPlanSorted(plan));
}

TEST(FilterPushdownRule, ScanFilterIsTestedRightAfterTheScan) {
    // The scan reads gender for the filter only; the physical plan drops it after the test.
    Table t = peoplesEnvironment().scan("peoples").filter("gender = 'Female'").select("last_name");
    std::string explain = t.explain();
    EXPECT_NE(explain.find("Project(select=[last_name])\n"
                           "+- Scan(table=[peoples], fields=[last_name], filter=[(gender = 'Female')])\n"),
              std::string::npos)
        << explain;
    // 20 rows, two distinct genders: half of them.
    EXPECT_NE(explain.find("   +- Filter(condition=[(gender = 'Female')], rows=10)\n"
                           "      +- CsvScan(table=[peoples], path=[" TABULA_TEST_DATA "/seed_peoples.csv], "
                           "fields=[last_name, gender], rows=20)\n"),
              std::string::npos)
        << explain;
    EXPECT_EQ(t.collect().size(), 8u);  // checked with sqlite3 on the same file
}

}  // namespace
}  // namespace tabula::testing
