// Long VALUES lists: 100,000 rows of constants are one in-memory table, not a union of 100,000 projections, and
// run at once; rows that cannot be stored (a subquery, a failing value) keep their place. The rows are generated here.
#include <gtest/gtest.h>

#include <chrono>

#include "api/src/internals.hpp"
#include "api_test_support.hpp"
#include "planner/logical/logical_plan.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

using test::resultRows;

/// "values (0, 'r0', 0.5), (1, 'r1', 1.5), ..." with `count` rows.
std::string valuesOf(int count) {
    std::string sql = "values ";
    for (int i = 0; i < count; ++i)
        sql +=
            (i > 0 ? ", (" : "(") + std::to_string(i) + ", 'r" + std::to_string(i) + "', " + std::to_string(i) + ".5)";
    return sql;
}

TEST(SqlValues, HundredThousandRowsOfConstantsAreOneStoredTable) {
    TableEnvironment env;
    const auto started = std::chrono::steady_clock::now();
    const Table table = env.sqlQuery(valuesOf(100000));
    const auto* stored = detail::Internals::plan(table)->as<planner::ValuesNode>();
    ASSERT_NE(stored, nullptr) << table.explain().substr(0, 400);
    EXPECT_EQ(stored->statistics()->rows, 100000u);
    env.registerTable("v", table);
    EXPECT_EQ(resultRows(env.sqlQuery("select count(*), sum(cast(EXPR$0 as bigint)), max(EXPR$1), min(EXPR$2), "
                                      "max(EXPR$2) from v")
                             .execute()),
              (std::vector<std::string>{"100000,4999950000,r99999,0.5,99999.5"}));
    // Parsed, planned and run in about a second, in a few even under sanitizers; as 100,000 projections under a
    // union it took several seconds on this machine.
    EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(30));
}

TEST(SqlValues, RowsThatAreNotConstantsKeepTheirPlace) {
    TableEnvironment env;
    const Table table = env.sqlQuery("values (1, 'a'), (2, 'b'), ((select 3), 'c'), (4, 'd'), (5, 'e')");
    EXPECT_EQ(resultRows(table.execute()), (std::vector<std::string>{"1,a", "2,b", "3,c", "4,d", "5,e"}));
    const planner::LogicalPtr& plan = detail::Internals::plan(table);
    ASSERT_EQ(plan->inputs().size(), 3u) << table.explain();
    EXPECT_NE(plan->inputs()[0]->as<planner::ValuesNode>(), nullptr);
    EXPECT_NE(plan->inputs()[1]->as<planner::ProjectNode>(), nullptr);
    EXPECT_NE(plan->inputs()[2]->as<planner::ValuesNode>(), nullptr);
}

TEST(SqlValues, AValueThatFailsFailsWhenItsRowIsRead) {
    TableEnvironment env;
    const std::string sql = "values (1), (1 / 0), (3)";
    EXPECT_EQ(test::errorOf([&] { resultRows(env.sqlQuery(sql).execute()); }),
              "1:14: division by zero in '1 / 0'\nvalues (1), (1 / 0), (3)\n             ^~~~~");
    // A query that reads no value of the row does not fail.
    EXPECT_EQ(resultRows(env.sqlQuery("select count(*) from (" + sql + ")").execute()),
              (std::vector<std::string>{"3"}));
}

TEST(SqlValues, AColumnOfNullsOnlyIsComputed) {
    TableEnvironment env;
    EXPECT_EQ(resultRows(env.sqlQuery("values (1, null), (2, null)").execute()),
              (std::vector<std::string>{"1,null", "2,null"}));
}

}  // namespace
}  // namespace tabula
