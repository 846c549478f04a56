// distinct_to_aggregate: golden plans through the Table API.
#include <gtest/gtest.h>

#include "test/unit/planner/plan_builder.hpp"
#include "test/unit/planner/plan_fixture.hpp"

namespace tabula::testing {
namespace {

const char* kScan = "Scan(table=[peoples], fields=[id, last_name, country, gender])";

TEST(DistinctToAggregateRule, GroupsOnEveryColumn) {
    Table t = peoplesEnvironment().scan("peoples").select("country").distinct();
    EXPECT_EQ(planText(t), std::string("Distinct()\n+- Project(select=[country])\n   +- ") + kScan + "\n");
    EXPECT_EQ(planAfter(t, "distinct_to_aggregate"),
              std::string("Aggregate(keys=[country], aggs=[])\n+- Project(select=[country])\n   +- ") + kScan + "\n");
}

}  // namespace
}  // namespace tabula::testing
