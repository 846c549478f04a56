// filter_pushdown: golden plans through the Table API, and plans built directly.
#include <gtest/gtest.h>

#include "test/unit/planner/plan_builder.hpp"
#include "test/unit/planner/plan_fixture.hpp"

namespace tabula::testing {
namespace {

const char* kScan = "Scan(table=[peoples], fields=[id, last_name, country, gender])";

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

}  // namespace
}  // namespace tabula::testing
