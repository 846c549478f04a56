// Golden EXPLAIN tests: each rewrite rule alone, plan before and after.
#include <gtest/gtest.h>

#include "plan_fixture.hpp"

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
    EXPECT_EQ(t.execute().size(), 0u);
}

TEST(ConstantFoldingRule, SimplifiesAndWithTrue) {
    Table t = peoplesEnvironment().scan("peoples").filter("id > 3 && 2 > 1");
    EXPECT_EQ(planAfter(t, "constant_folding"), std::string("Filter(condition=[(id > 3)])\n+- ") + kScan + "\n");
}

TEST(FilterPushdownRule, MovesFilterBelowProject) {
    Table t = peoplesEnvironment().scan("peoples").select("id, country").filter("id > 5");
    EXPECT_EQ(planText(t), std::string("Filter(condition=[(id > 5)])\n"
                                       "+- Project(select=[id, country])\n"
                                       "   +- ") + kScan + "\n");
    EXPECT_EQ(planAfter(t, "filter_pushdown"), std::string("Project(select=[id, country])\n"
                                                           "+- Filter(condition=[(id > 5)])\n"
                                                           "   +- ") + kScan + "\n");
}

TEST(FilterPushdownRule, SubstitutesComputedColumns) {
    Table t = peoplesEnvironment().scan("peoples").select("id * 2 as x").filter("x > 10");
    EXPECT_EQ(planAfter(t, "filter_pushdown"), std::string("Project(select=[(id * 2) AS x])\n"
                                                           "+- Filter(condition=[((id * 2) > 10)])\n"
                                                           "   +- ") + kScan + "\n");
}

TEST(FilterPushdownRule, MergesAdjacentFilters) {
    Table t = peoplesEnvironment().scan("peoples").filter("id > 5").filter("id < 9");
    EXPECT_EQ(planAfter(t, "filter_pushdown"),
              std::string("Filter(condition=[((id > 5) AND (id < 9))])\n+- ") + kScan + "\n");
}

TEST(FilterPushdownRule, StaysAboveLimit) {
    Table t = peoplesEnvironment().scan("peoples").orderBy("id").fetch(3).filter("id > 1");
    EXPECT_EQ(planAfter(t, "filter_pushdown"), planText(t));
}

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

TEST(SortLimitToTopNRule, ReplacesSortAndFetch) {
    Table t = peoplesEnvironment().scan("peoples").orderBy("id.desc").fetch(3);
    EXPECT_EQ(planText(t), std::string("Limit(offset=[0], fetch=[3])\n"
                                       "+- Sort(keys=[id DESC NULLS FIRST])\n"
                                       "   +- ") + kScan + "\n");
    EXPECT_EQ(planAfter(t, "sort_limit_to_top_n"),
              std::string("TopN(keys=[id DESC NULLS FIRST], offset=[0], fetch=[3])\n+- ") + kScan + "\n");
}

TEST(SortLimitToTopNRule, OffsetWithoutFetchStaysASort) {
    Table t = peoplesEnvironment().scan("peoples").orderBy("id").offset(3);
    EXPECT_EQ(planAfter(t, "sort_limit_to_top_n"), planText(t));
}

TEST(DistinctToAggregateRule, GroupsOnEveryColumn) {
    Table t = peoplesEnvironment().scan("peoples").select("country").distinct();
    EXPECT_EQ(planText(t), std::string("Distinct()\n+- Project(select=[country])\n   +- ") + kScan + "\n");
    EXPECT_EQ(planAfter(t, "distinct_to_aggregate"),
              std::string("Aggregate(keys=[country], aggs=[])\n+- Project(select=[country])\n   +- ") + kScan + "\n");
}

TEST(RuleDriver, EveryRuleHasAName) {
    EXPECT_EQ(planner::RuleDriver::ruleNames(),
              (std::vector<std::string>{"constant_folding", "filter_pushdown", "sort_limit_to_top_n",
                                        "distinct_to_aggregate", "projection_pruning"}));
}

TEST(RuleDriver, DisabledRulesDoNotChangeResults) {
    TableEnvironment env = peoplesEnvironment();
    Table t = env.scan("peoples").filter("id > 2 * 5").select("country").distinct().orderBy("country").fetch(1);
    auto optimized = t.collect();
    env.getConfig().disabled_rules = planner::RuleDriver::ruleNames();
    auto plain = t.collect();
    ASSERT_EQ(optimized.size(), 1u);
    EXPECT_EQ(optimized, plain);
    EXPECT_EQ(optimized[0].get<std::string>(0), "Germany");
}

}  // namespace
}  // namespace tabula::testing
