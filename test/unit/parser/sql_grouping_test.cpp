// SQL GROUP BY with GROUPING SETS, ROLLUP and CUBE (expanded into Query::grouping_sets over distinct keys), and
// aggregate calls with FILTER (WHERE ...).
#include <gtest/gtest.h>

#include "parser_test_support.hpp"

namespace tabula::parser::test {
namespace {

using Sets = std::vector<std::vector<size_t>>;

/// The query's GROUP BY keys rendered and joined with ", ".
std::string keysOf(const ast::Query& query) {
    std::string out;
    for (const ast::ExprPtr& key : query.group_by) out += (out.empty() ? "" : ", ") + ast::toString(*key);
    return out;
}

/// `SELECT 1 FROM t GROUP BY <group_by>` parsed.
ast::QueryPtr grouped(std::string_view group_by) {
    return parseQuery("SELECT 1 FROM t GROUP BY " + std::string(group_by));
}

TEST(SqlGrouping, PlainGroupByHasNoGroupingSets) {
    const ast::QueryPtr query = grouped("a, b, a");
    EXPECT_EQ(keysOf(*query), "a, b, a");
    EXPECT_TRUE(query->grouping_sets.empty());
}

TEST(SqlGrouping, RollupIsEveryPrefixLongestFirst) {
    const ast::QueryPtr query = grouped("ROLLUP (a, b + 1)");
    EXPECT_EQ(keysOf(*query), "a, plus(b, 1)");
    EXPECT_EQ(query->grouping_sets, (Sets{{0, 1}, {0}, {}}));
}

TEST(SqlGrouping, CubeIsEverySubsetFullFirst) {
    EXPECT_EQ(grouped("cube (a, b)")->grouping_sets, (Sets{{0, 1}, {0}, {1}, {}}));
}

TEST(SqlGrouping, GroupingSetsKeepRepeatsAndShareKeys) {
    const ast::QueryPtr query = grouped("GROUPING SETS ((a, b), (b), b, (), (a, a))");
    EXPECT_EQ(keysOf(*query), "a, b");
    EXPECT_EQ(query->grouping_sets, (Sets{{0, 1}, {1}, {1}, {}, {0}}));
}

TEST(SqlGrouping, ElementsCombineAsACrossProduct) {
    const ast::QueryPtr query = grouped("c, ROLLUP (a), GROUPING SETS ((b), ())");
    EXPECT_EQ(keysOf(*query), "c, a, b");
    EXPECT_EQ(query->grouping_sets, (Sets{{0, 1, 2}, {0, 1}, {0, 2}, {0}}));
}

TEST(SqlGrouping, ParenthesizedExpressionInGroupingSetsIsAnExpression) {
    const ast::QueryPtr query = grouped("GROUPING SETS ((a + 1) * 2, a)");
    EXPECT_EQ(keysOf(*query), "times(plus(a, 1), 2), a");
    EXPECT_EQ(query->grouping_sets, (Sets{{0}, {1}}));
}

TEST(SqlGrouping, Errors) {
    Failure failure = failureOf([] { parseQuery("SELECT 1 FROM t GROUP BY GROUPING SETS a"); });
    EXPECT_EQ(failure.column, 40u);
    EXPECT_EQ(failure.message, "expected '(' after GROUPING SETS");
    failure = failureOf([] { parseQuery("SELECT 1 FROM t GROUP BY CUBE (a, b, c, d, e, f, g, h, i, j, k, l, m)"); });
    EXPECT_EQ(failure.column, 17u);
    EXPECT_EQ(failure.message, "GROUP BY makes more than 4096 grouping sets");
}

TEST(SqlGrouping, FilterRidesOnTheCall) {
    const ast::QueryPtr query = parseQuery("SELECT count(*) FILTER (WHERE a > 1), sum(b) filter FROM t");
    ASSERT_EQ(query->items.size(), 2u);
    EXPECT_EQ(ast::toString(*query->items[0]), "count(*) FILTER (WHERE greaterThan(a, 1))");
    EXPECT_EQ(ast::toString(*query->items[1]), "sum(b) AS filter");
    const ast::QueryPtr other = parseQuery("SELECT count(*) FILTER (WHERE a > 2) FROM t");
    EXPECT_FALSE(ast::equalsIgnoringSpans(*query->items[0], *other->items[0]));
}

}  // namespace
}  // namespace tabula::parser::test
