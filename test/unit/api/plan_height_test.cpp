// Plans stop at kMaxPlanHeight nodes from root to leaf: chains of CTEs, views and Table API calls, each over the
// one before, run up to it and fail past it with a ValidationError, in time linear in the chain, instead of
// overflowing the stack in one of the recursive passes over the plan (20,000 CTEs crashed the pipeline builder).
#include <gtest/gtest.h>

#include "api_test_support.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

using test::errorOf;
using Rows = std::vector<std::string>;
using test::sortedRows;

const std::string kTooHigh =
    "the query nests too deeply: its plan would be more than 3000 operators high (a chain of views, CTEs or Table "
    "API calls each over the one before?)";

/// WITH c0 AS (SELECT 1 AS a), c1 AS (SELECT a + 1 AS a FROM c0 <where>), ... SELECT * FROM c<count - 1>.
std::string cteChain(int count, const std::string& where = "") {
    std::string sql = "with c0 as (select 1 as a)";
    for (int i = 1; i < count; ++i)
        sql += ", c" + std::to_string(i) + " as (select a + 1 as a from c" + std::to_string(i - 1) + " " + where + ")";
    return sql + " select * from c" + std::to_string(count - 1);
}

TEST(PlanHeight, ACteChainRunsBelowTheLimitAndFailsPastIt) {
    TableEnvironment env;
    // Each CTE adds a projection; the query's own projection comes on top.
    EXPECT_EQ(sortedRows(env.sqlQuery(cteChain(2990))), Rows{"2990"});
    EXPECT_NE(errorOf([&] { env.sqlQuery(cteChain(3010)); }).find(kTooHigh), std::string::npos);
    EXPECT_NE(errorOf([&] { env.sqlQuery(cteChain(100000)); }).find(kTooHigh), std::string::npos);
    // With a filter each, 1,510 CTEs are past the limit.
    EXPECT_NE(errorOf([&] { env.sqlQuery(cteChain(1510, "where a > 0")); }).find(kTooHigh), std::string::npos);
}

TEST(PlanHeight, FiltersOverAChainOfComputedColumnsStayCheap) {
    // Moving every filter below every projection made the conditions as deep as the chain and the planning work
    // its cube: 400 CTEs took 3.6 s and 2 GB, 1,400 more than 23 GB.
    TableEnvironment env;
    EXPECT_EQ(sortedRows(env.sqlQuery(cteChain(600, "where a > 0"))), Rows{"600"});
}

TEST(PlanHeight, AViewChainStopsAtTheViewThatGoesPastTheLimit) {
    TableEnvironment env;
    env.executeSql("create view v0 as select 1 as a");
    int created = 1;  // v0 .. v<created - 1> exist
    const std::string error = errorOf([&] {
        for (; created < 5000; ++created) {
            env.executeSql("create view v" + std::to_string(created) + " as select a + 1 as a from v" +
                           std::to_string(created - 1));
        }
    });
    EXPECT_NE(error.find(kTooHigh), std::string::npos) << error;
    EXPECT_GT(created, 2900);
    EXPECT_LT(created, 3100);
    // A view a little below the limit still runs, joined with itself.
    const std::string last = "v" + std::to_string(created - 10);
    EXPECT_EQ(sortedRows(env.sqlQuery("select count(*) from " + last + " x join " + last + " y on x.a = y.a")),
              Rows{"1"});
}

TEST(PlanHeight, ATableApiChainFailsAtTheCallThatGoesPastTheLimit) {
    TableEnvironment env;
    Table table = env.sqlQuery("select 1 as a");
    int calls = 0;
    const std::string error = errorOf([&] {
        for (; calls < 100000; ++calls) table = table.select("a + 1 as a");
    });
    EXPECT_NE(error.find(kTooHigh), std::string::npos) << error;
    EXPECT_GT(calls, 2900);
    EXPECT_EQ(sortedRows(table), Rows{std::to_string(calls + 1)});
}

}  // namespace
}  // namespace tabula
