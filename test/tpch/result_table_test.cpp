// The TPC-H harness's own comparison: tolerance, NULLs, multisets, the shell's CSV, ORDER BY detection.
#include <gtest/gtest.h>

#include "result_table.hpp"

namespace tabula::tpch {
namespace {

ResultTable table(std::vector<std::string> names, std::vector<std::vector<Cell>> rows) {
    return ResultTable{std::move(names), std::move(rows)};
}

TEST(ResultTable, NumbersMatchToTheDigitsTheAnswerPrints) {
    const ResultTable expected = table({"a", "b"}, {{"1.005", "x"}});
    EXPECT_EQ(compareResults(expected, table({"a", "b"}, {{"1.00549", " x "}}), true), std::nullopt);
    EXPECT_EQ(compareResults(expected, table({"a", "b"}, {{"1.0046", "x"}}), true), std::nullopt);
    EXPECT_NE(compareResults(expected, table({"a", "b"}, {{"1.0", "x"}}), true), std::nullopt);
    EXPECT_NE(compareResults(expected, table({"a", "b"}, {{"1.0056", "x"}}), true), std::nullopt);
    EXPECT_NE(compareResults(expected, table({"a", "b"}, {{"1.005", "y"}}), true), std::nullopt);
    // An average printed with fewer digits than the answer's does not match it.
    EXPECT_TRUE(numberMatches("25.575155", 25.575155));
    EXPECT_TRUE(numberMatches("25.575155", 25.5751546));
    EXPECT_FALSE(numberMatches("25.575155", 25.58));
    EXPECT_TRUE(numberMatches("12", 11.5));
    EXPECT_FALSE(numberMatches("12", 12.6));
    EXPECT_TRUE(numberMatches("1.5E2", 154.9));  // printed to the tens
    EXPECT_FALSE(numberMatches("1.5E2", 155.1));
}

TEST(ResultTable, NullMatchesOnlyNull) {
    const ResultTable expected = table({"a"}, {{std::nullopt}});
    EXPECT_EQ(compareResults(expected, table({"a"}, {{std::nullopt}}), true), std::nullopt);
    EXPECT_NE(compareResults(expected, table({"a"}, {{""}}), true), std::nullopt);
    EXPECT_NE(compareResults(expected, table({"a"}, {{"0"}}), true), std::nullopt);
}

TEST(ResultTable, OrderMattersOnlyWhenOrdered) {
    const ResultTable expected = table({"a"}, {{"1"}, {"2"}});
    const ResultTable swapped = table({"a"}, {{"2"}, {"1"}});
    EXPECT_EQ(compareResults(expected, swapped, false), std::nullopt);
    EXPECT_EQ(compareResults(expected, swapped, true), "row 1: expected 1\n  got 2");
    EXPECT_NE(compareResults(expected, table({"a"}, {{"1"}, {"1"}}), false), std::nullopt);
}

TEST(ResultTable, ColumnCountsAndNamesMustMatchExceptExpressionNames) {
    EXPECT_EQ(compareResults(table({"a"}, {}), table({"a", "b"}, {}), true), "expected 1 columns, got 2");
    EXPECT_EQ(compareResults(table({"a"}, {}), table({"B"}, {}), true), "column 1 is named 'B', expected 'a'");
    EXPECT_EQ(compareResults(table({"sum(x)"}, {}), table({"EXPR$0"}, {}), true), std::nullopt);
    EXPECT_EQ(compareResults(table({"a"}, {{"1"}}), table({"A"}, {}), true), "expected 1 rows, got 0");
}

TEST(ResultTable, ShellCsvWithQuotesNewlinesAndNulls) {
    const ResultTable parsed = parseShellCsv("a,b,c\n\"x, \"\"y\"\"\",,\"\"\n\"two\nlines\",2,3\n");
    ASSERT_EQ(parsed.column_names, (std::vector<std::string>{"a", "b", "c"}));
    ASSERT_EQ(parsed.rows.size(), 2u);
    EXPECT_EQ(parsed.rows[0], (std::vector<Cell>{"x, \"y\"", std::nullopt, ""}));
    EXPECT_EQ(parsed.rows[1], (std::vector<Cell>{"two\nlines", "2", "3"}));
}

TEST(ResultTable, OuterOrderByIsFoundOutsideParenthesesOnly) {
    EXPECT_TRUE(hasOuterOrderBy("select a from t order  by a"));
    EXPECT_TRUE(hasOuterOrderBy("SELECT o_orderdate FROM t ORDER\nBY 1;"));
    EXPECT_FALSE(hasOuterOrderBy("select o_orderdate, order_by from t"));
    EXPECT_FALSE(hasOuterOrderBy("select * from (select a from t order by a) as s"));
}

}  // namespace
}  // namespace tabula::tpch
