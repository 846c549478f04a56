// rank_filter_to_top_n: golden plans of Flink's Top-N pattern over the seed's peoples table, and the cases the rule
// must leave alone.
#include <gtest/gtest.h>

#include "test/unit/planner/plan_fixture.hpp"

namespace tabula::testing {
namespace {

const char* kRule = "rank_filter_to_top_n";

std::string topNQuery(const std::string& calls, const std::string& condition) {
    return "select * from (select id, country, " + calls + " from peoples) where " + condition;
}

const std::string kRowNumber = "row_number() over (partition by country order by id desc) rn";

TEST(RankFilterToTopNRule, RowNumberAtMostThreeBecomesAWindowTopN) {
    Table t = peoplesEnvironment().sqlQuery(topNQuery(kRowNumber, "rn <= 3"));
    const std::string window = "row_number() over (partition by country order by id desc)";
    EXPECT_EQ(planAfter(t, kRule),
              "Project(select=[id, country, rn])\n"
              "+- Project(select=[id, country, " +
                  window +
                  " AS rn])\n"
                  "   +- WindowTopN(partition=[country], order=[id DESC NULLS LAST], calls=[" +
                  window +
                  "], rank=[ROW_NUMBER], limit=[3])\n"
                  "      +- Scan(table=[peoples], fields=[id, last_name, country, gender])\n");
    // With every rule: no Sort below it, the filter gone.
    const std::string explain = t.explain();
    const std::string physical = explain.substr(explain.find("== Physical Plan =="));
    EXPECT_NE(physical.find("WindowTopN(partition=[country], order=[id DESC NULLS LAST]"), std::string::npos)
        << physical;
    EXPECT_EQ(physical.find("Sort("), std::string::npos) << physical;
    EXPECT_EQ(physical.find("Filter("), std::string::npos) << physical;
}

TEST(RankFilterToTopNRule, EachFormOfTheBound) {
    struct Case {
        const char* condition;
        const char* limit;
    };
    for (const Case& c : {Case{"rn < 3", "limit=[2]"}, Case{"3 >= rn", "limit=[3]"}, Case{"rn = 1", "limit=[1]"},
                          Case{"rn between 1 and 4", "limit=[4]"}, Case{"rn <= -2", "limit=[0]"}}) {
        const std::string plan = planAfter(peoplesEnvironment().sqlQuery(topNQuery(kRowNumber, c.condition)), kRule);
        EXPECT_NE(plan.find(std::string("rank=[ROW_NUMBER], ") + c.limit), std::string::npos) << c.condition << plan;
        EXPECT_EQ(plan.find("Filter("), std::string::npos) << c.condition << plan;
    }
}

TEST(RankFilterToTopNRule, BoundsThatSayMoreStayInTheFilter) {
    for (const char* condition : {"rn = 2", "rn between 2 and 3", "rn <= 3 and id > 5"}) {
        const std::string plan = planAfter(peoplesEnvironment().sqlQuery(topNQuery(kRowNumber, condition)), kRule);
        EXPECT_NE(plan.find("WindowTopN("), std::string::npos) << condition << plan;
        EXPECT_NE(plan.find("Filter("), std::string::npos) << condition << plan;
    }
}

TEST(RankFilterToTopNRule, RankAndDenseRankWithOtherRankings) {
    const std::string calls =
        "rank() over (partition by country order by id) r, "
        "dense_rank() over (partition by country order by id) d, "
        "row_number() over (partition by country order by id) n";
    const std::string plan = planAfter(peoplesEnvironment().sqlQuery(topNQuery(calls, "d <= 2")), kRule);
    EXPECT_NE(plan.find("rank=[DENSE_RANK], limit=[2]"), std::string::npos) << plan;
}

TEST(RankFilterToTopNRule, LeavesOtherFiltersAlone) {
    const std::string sum = kRowNumber + ", sum(id) over (partition by country order by id desc) s";
    const std::string ntile = kRowNumber + ", ntile(2) over (partition by country order by id desc) b";
    for (const std::string& query :
         {topNQuery(kRowNumber, "rn > 3"), topNQuery(kRowNumber, "rn >= 1"), topNQuery(kRowNumber, "rn <= id"),
          topNQuery(kRowNumber, "rn <= 2.5"), topNQuery(kRowNumber, "rn <= 3 or id = 1"), topNQuery(sum, "rn <= 3"),
          topNQuery(ntile, "rn <= 3"), topNQuery("percent_rank() over (order by id) p", "p <= 1"),
          std::string("select * from (select id, row_number() over (order by id) rn from peoples) where id <= 3")}) {
        Table t = peoplesEnvironment().sqlQuery(query);
        EXPECT_EQ(planAfter(t, kRule), planText(t)) << query;
        EXPECT_EQ(t.explain().find("WindowTopN"), std::string::npos) << query;
    }
}

}  // namespace
}  // namespace tabula::testing
