// sort_limit_to_top_n: golden plans through the Table API, and plans built directly.
#include <gtest/gtest.h>

#include "test/unit/planner/plan_builder.hpp"
#include "test/unit/planner/plan_fixture.hpp"

namespace tabula::testing {
namespace {

const char* kScan = "Scan(table=[peoples], fields=[id, last_name, country, gender])";

TEST(SortLimitToTopNRule, ReplacesSortAndFetch) {
    Table t = peoplesEnvironment().scan("peoples").orderBy("id.desc").fetch(3);
    EXPECT_EQ(planText(t), std::string("Limit(offset=[0], fetch=[3])\n"
                                       "+- Sort(keys=[id DESC NULLS FIRST])\n"
                                       "   +- ") +
                               kScan + "\n");
    EXPECT_EQ(planAfter(t, "sort_limit_to_top_n"),
              std::string("TopN(keys=[id DESC NULLS FIRST], offset=[0], fetch=[3])\n+- ") + kScan + "\n");
}

TEST(SortLimitToTopNRule, OffsetWithoutFetchStaysASort) {
    Table t = peoplesEnvironment().scan("peoples").orderBy("id").offset(3);
    EXPECT_EQ(planAfter(t, "sort_limit_to_top_n"), planText(t));
}

TEST(SortLimitToTopNPlan, KeepsOffsetAndFetch) {
    PlanBuilder b;
    std::vector<std::vector<Value>> values;
    for (int i = 1; i <= 8; ++i) values.push_back({Value::integer(i)});
    LogicalPtr rows = b.values({{"id", Types::INT()}}, values);
    LogicalPtr plan = b.limit(b.sort(rows, {{b.col(rows, 0), false, false}}), 2, 3);
    LogicalPtr top = applyOnly(plan, "sort_limit_to_top_n");
    EXPECT_EQ(planner::explainLogical(*top),
              "TopN(keys=[id ASC NULLS LAST], offset=[2], fetch=[3])\n+- Values(name=[t], rows=[8])\n");
    EXPECT_EQ(runPlan(top), (std::vector<std::string>{"3", "4", "5"}));
}

}  // namespace
}  // namespace tabula::testing
