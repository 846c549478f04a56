// Long SQL chains of set operations: UNION [ALL] runs of 100,000 operands bind flat and run, operands with
// expressions too (sharing one copy of the text); INTERSECT and EXCEPT chains past the limit fail under the operator
// that goes past it. The queries are generated here.
#include <gtest/gtest.h>

#include <set>

#include "api/src/internals.hpp"
#include "api_test_support.hpp"
#include "planner/logical/logical_plan.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

using test::resultRows;

/// `select 1 as a` followed by `count` times ` <op> select <i % 3>`.
std::string chain(const std::string& op, int count) {
    std::string sql = "select 1 as a";
    for (int i = 0; i < count; ++i) sql += " " + op + " select " + std::to_string(i % 3);
    return sql;
}

/// How often `part` occurs in `text`.
size_t occurrences(const std::string& text, const std::string& part) {
    size_t count = 0;
    for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
    return count;
}

TEST(SqlSetChain, LongUnionAllChainsRun) {
    TableEnvironment env;
    EXPECT_EQ(resultRows(env.sqlQuery(chain("union all", 8000)).execute()).size(), 8001u);
    EXPECT_EQ(resultRows(env.sqlQuery("select count(*) from (" + chain("union all", 100000) + ")").execute()),
              (std::vector<std::string>{"100001"}));
}

/// The error sources of every located expression in `plan`.
void collectSources(const planner::LogicalNode& plan, std::set<const ErrorSource*>& sources) {
    std::vector<planner::BoundExprPtr> pending = plan.expressions();
    while (!pending.empty()) {
        const planner::BoundExprPtr expr = pending.back();
        pending.pop_back();
        if (expr->location.source) sources.insert(expr->location.source.get());
        pending.insert(pending.end(), expr->args.begin(), expr->args.end());
    }
    for (const planner::LogicalPtr& input : plan.inputs()) collectSources(*input, sources);
}

TEST(SqlSetChain, OperandsWithExpressionsRunInLinearTime) {
    // Each operand's WHERE and select list are bound calls that point into the text: 100,000 of them share one
    // copy of it (a copy per operand made this quadratic: 3 MB of text times 100,000).
    std::string sql = "select 1 as a";
    for (int i = 0; i < 100000; ++i) sql += " union all select " + std::to_string(i % 3) + " + 1 where 1 < 2";
    TableEnvironment env;
    EXPECT_EQ(resultRows(env.sqlQuery("select count(*), sum(a) from (" + sql + ")").execute()),
              (std::vector<std::string>{"100001,200000"}));
}

TEST(SqlSetChain, EveryPartOfAStatementSharesOneCopyOfItsText) {
    TableEnvironment env;
    const Table table = env.sqlQuery(
        "with w as (select 1 + 1 as c where 2 > 1) select a + 1 as a from (select 1 as a where 1 < 2 union all select "
        "2 where 2 < 3 intersect select c * 1 from w where c = c) where a > 0 union all select 4 - 1 from (select 1 "
        "as b where 1 = 1) where b > 0");
    std::set<const ErrorSource*> sources;
    collectSources(*detail::Internals::plan(table), sources);
    EXPECT_EQ(sources.size(), 1u);
}

TEST(SqlSetChain, LongUnionChainsKeepEachRowOnce) {
    TableEnvironment env;
    EXPECT_EQ(resultRows(env.sqlQuery("select count(*) from (" + chain("union", 100000) + ")").execute()),
              (std::vector<std::string>{"3"}));
}

TEST(SqlSetChain, AMixOfUnionAndUnionAllStaysShallow) {
    TableEnvironment env;
    // (((1 UNION 2) UNION ALL 2) UNION 1) UNION ALL 1: distinct {1, 2}, then 1 once more.
    const std::string sql = "select 1 as a union select 2 union all select 2 union select 1 union all select 1";
    EXPECT_EQ(resultRows(env.sqlQuery("select a from (" + sql + ") order by a").execute()),
              (std::vector<std::string>{"1", "1", "2"}));
    const std::string explain = env.sqlQuery(sql).explain();
    const std::string syntax_tree = explain.substr(0, explain.find("== Optimized Logical Plan =="));
    EXPECT_EQ(occurrences(syntax_tree, "Distinct()"), 1u) << syntax_tree;
    EXPECT_EQ(occurrences(syntax_tree, "UnionAll("), 2u) << syntax_tree;
}

TEST(SqlSetChain, IntersectAndExceptChainUpToTheLimit) {
    TableEnvironment env;
    EXPECT_EQ(resultRows(env.sqlQuery(chain("intersect all", 1000)).execute()).size(), 0u);
    // 1 EXCEPT 0 EXCEPT 1 ...: the second step takes the 1 away.
    EXPECT_EQ(resultRows(env.sqlQuery(chain("except", 999) + " union all select 5").execute()),
              (std::vector<std::string>{"5"}));
}

const std::string kTooDeep = "a query may chain or nest at most 1000 INTERSECT and EXCEPT operations one over another";

TEST(SqlSetChain, PastTheLimitIsAnErrorUnderTheOperator) {
    for (const std::string op : {"intersect", "except", "except all"}) {
        SCOPED_TRACE(op);
        TableEnvironment env;
        const std::string sql = chain(op, 100000);
        // The operator after the first 1000: each step is " <op> select <digit>".
        const size_t step = op.size() + 10;
        const uint32_t at = static_cast<uint32_t>(std::string("select 1 as a").size() + 1000 * step + 1);
        try {
            env.sqlQuery(sql);
            FAIL() << "a chain of 100000 " << op << " was accepted";
        } catch (const ValidationError& error) {
            EXPECT_EQ(error.message(), kTooDeep);
            ASSERT_TRUE(error.span().has_value());
            EXPECT_EQ(error.span()->begin, at);
            EXPECT_EQ(sql.substr(error.span()->begin, error.span()->end - error.span()->begin), op);
        }
    }
}

TEST(SqlSetChain, ChainsNestedInParenthesesCountTogether) {
    TableEnvironment env;
    // Three chains of 400 EXCEPT, each the first operand of the next: the 201st of the third is the 1001st level.
    std::string sql = "select 1 as a";
    for (int level = 0; level < 3; ++level) sql = "(" + sql + ")" + chain("except", 400).substr(13);
    try {
        env.sqlQuery(sql);
        FAIL() << "1200 nested EXCEPT were accepted";
    } catch (const ValidationError& error) {
        EXPECT_EQ(error.message(), kTooDeep);
        ASSERT_TRUE(error.span().has_value());
        const size_t third = sql.rfind(')') + 1;
        EXPECT_EQ(error.span()->begin, third + 200 * std::string(" except select 0").size() + 1);
    }
}

TEST(SqlSetChain, TheTableApiStacksSetOperationsUpToTheSameLimit) {
    TableEnvironment env;
    Table one = env.fromValues(TableSchema({"a"}, {Types::INT()}), {{Value::integer(1)}});
    Table stacked = one;
    for (int i = 0; i < 1000; ++i) stacked = stacked.minus(one);
    EXPECT_TRUE(resultRows(stacked.execute()).empty());
    EXPECT_EQ(test::errorOf([&] { stacked.minus(one); }), kTooDeep);
}

}  // namespace
}  // namespace tabula
