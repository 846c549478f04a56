// Every parse error of string expressions: message, 1-based line:column, and the caret excerpt.
#include <gtest/gtest.h>

#include "parser_test_support.hpp"

namespace tabula::parser::test {
namespace {

TEST(ExpressionErrors, MessagesAndPositions) {
    const Case cases[] = {
        {"a +", "1:4: expected an expression after '+'"},
        {"a >", "1:4: expected an expression after '>'"},
        {"a > ", "1:5: expected an expression after '>'"},
        {"-", "1:2: expected an expression after '-'"},
        {"!", "1:2: expected an expression after '!'"},
        {"a AND", "1:6: expected an expression after 'AND'"},
        {"a || ", "1:6: expected an expression after '||'"},
        {"NOT", "1:4: expected an expression after 'NOT'"},
        {"a BETWEEN", "1:10: expected an expression after 'BETWEEN'"},
        {"a NOT LIKE", "1:11: expected an expression after 'NOT LIKE'"},
        {"a BETWEEN 1 AND", "1:16: expected an expression after 'AND'"},
        {"a.foo(", "1:7: expected ')' to close the argument list of 'foo'"},
        {"a.foo(1", "1:8: expected ')' to close the argument list of 'foo'"},
        {"a.foo(1 2)", "1:9: expected ')' to close the argument list of 'foo'"},
        {"a.foo(b.bar(1), 2", "1:18: expected ')' to close the argument list of 'foo'"},
        {"count(DISTINCT a", "1:17: expected ')' to close the argument list of 'count'"},
        {"?(a, b", "1:7: expected ')' to close the argument list of '?'"},
        {"trim(1 2)", "1:8: expected ')' to close the argument list of 'trim'"},
        {"foo(1,)", "1:7: expected an expression after ','"},
        {"(", "1:2: expected an expression after '('"},
        {"(a", "1:3: expected ')' to match '('"},
        {"a = (b", "1:7: expected ')' to match '('"},
        {"a b", "1:3: unexpected 'b' after the end of the expression"},
        {"a )", "1:3: unexpected ')' after the end of the expression"},
        {"a ! b", "1:3: unexpected '!' after the end of the expression"},
        {"12abc", "1:3: unexpected 'abc' after the end of the expression"},
        {"'abc", "1:1: unterminated string literal"},
        {"a + \"abc", "1:5: unterminated string literal"},
        {"'it''s", "1:1: unterminated string literal"},
        {"", "1:1: expected an expression"},
        {"   ", "1:4: expected an expression"},
        {"a.", "1:3: expected a function name after '.'"},
        {"a.as", "1:3: expected a function name after '.'"},
        {"a.NULL", "1:3: expected a function name after '.'"},
        {"a + NOT b", "1:5: expected an expression after '+'"},
        {"false to b", "1:7: unexpected 'to' after the end of the expression"},
        {"1.", "1:3: expected a function name after '.'"},
        {"a < b < c", "1:7: comparisons do not chain; combine them with && or AND, as in a < b && b < c"},
        {"a = b = c", "1:7: comparisons do not chain; combine them with && or AND, as in a < b && b < c"},
        {"Null(FOO)",
         "1:6: unknown type 'FOO'; expected BOOLEAN, TINYINT, SMALLINT, INT, BIGINT, FLOAT, DOUBLE, DECIMAL(p, s), "
         "STRING, VARCHAR(n), DATE, TIME or TIMESTAMP(3)"},
        {"Null(INT", "1:9: expected ')' after the type name"},
        {"Null()", "1:6: expected a type name such as INT, BIGINT, DOUBLE, STRING or DECIMAL(10, 2)"},
        {"x.cast(FOO)",
         "1:8: unknown type 'FOO'; expected BOOLEAN, TINYINT, SMALLINT, INT, BIGINT, FLOAT, DOUBLE, DECIMAL(p, s), "
         "STRING, VARCHAR(n), DATE, TIME or TIMESTAMP(3)"},
        {"a.cast()", "1:8: expected a type name such as INT, BIGINT, DOUBLE, STRING or DECIMAL(10, 2)"},
        {"cast(a INT)", "1:8: expected AS or ',' and a type in cast"},
        {"CASE WHEN a THEN b", "1:19: expected WHEN, ELSE or END to continue the CASE"},
        {"CASE a", "1:7: expected WHEN after CASE"},
        {"CASE WHEN a b", "1:13: expected THEN after the WHEN condition"},
        {"CASE WHEN", "1:10: expected a condition after WHEN"},
        {"CASE WHEN a THEN", "1:17: expected an expression after THEN"},
        {"CASE WHEN a THEN b ELSE", "1:24: expected an expression after ELSE"},
        {"a IS", "1:5: expected NULL, NOT NULL, TRUE, FALSE, NOT TRUE or NOT FALSE after IS"},
        {"a IS 1", "1:6: expected NULL, NOT NULL, TRUE, FALSE, NOT TRUE or NOT FALSE after IS"},
        {"a BETWEEN 1", "1:12: expected AND between the bounds of BETWEEN"},
        {"a IN 1", "1:6: expected '(' and a list of values after IN"},
        {"a IN (1", "1:8: expected ')' to close the IN list"},
        {"a IN ()", "1:7: expected an expression after '('"},
        {"a as", "1:5: expected a name or a parenthesised list of names after 'as'"},
        {"a as (x", "1:8: expected ')' to close the list of names"},
        {"a as (x,)", "1:9: expected a name"},
        {"a.as(1)", "1:6: expected a name"},
        {"a to", "1:5: expected a field name or a column number after 'to'"},
        {"a NULLS x", "1:9: expected FIRST or LAST after NULLS"},
        {"a.desc ASC", "1:8: the sort direction is given twice"},
        {"b.sum over", "1:11: expected a window name after 'over'"},
        {"a.extract(X)",
         "1:11: expected a time unit: YEAR, QUARTER, MONTH, WEEK, DAY, HOUR, MINUTE or SECOND (or a range such as "
         "DAY_TO_SECOND)"},
        {"floor(a, 2)",
         "1:10: expected a time unit: YEAR, QUARTER, MONTH, WEEK, DAY, HOUR, MINUTE or SECOND (or a range such as "
         "DAY_TO_SECOND)"},
        {"extract(a)", "1:10: expected ',' and the next argument of 'extract'"},
        {"extract()", "1:9: expected extract(value, UNIT) or extract(UNIT FROM value)"},
        {"extract(DAY FROM)", "1:17: expected an expression after FROM"},
        {"trim()", "1:6: expected trim(LEADING|TRAILING|BOTH, characters, text) or trim(text)"},
        {"trim(BOTH ' ', s)", "1:11: expected ',' and the next argument of 'trim'"},
        {"timestampDiff(DAY t1, t2)", "1:19: expected ',' and the next argument of 'timestampDiff'"},
        {"a.trim(x)", "1:8: expected ')', or LEADING, TRAILING or BOTH and the characters to trim"},
        {"a.asc(1)", "1:7: expected ')': 'asc' takes no arguments here"},
        {"10.5.minutes", "1:6: '.minutes' applies to an integer literal, as in 10.minutes"},
        {"a.minutes", "1:3: '.minutes' applies to an integer literal, as in 10.minutes"},
        {"a.rows", "1:3: '.rows' applies to an integer literal, as in 10.rows"},
        {"999999999999999999.years", "1:1: the interval 999999999999999999.years is too large"},
        {"a.distinct", "1:3: 'distinct' applies to an aggregate call, as in a.count.distinct or count.distinct(a)"},
        {"a +\n  b +\n", "2:6: expected an expression after '+'"},
        {"a\n  + 'x", "2:5: unterminated string literal"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.input);
        EXPECT_EQ(expressionError(c.input), c.expected);
    }
}

TEST(ExpressionErrors, ReportShowsTheLineAndACaret) {
    const Failure plus = failureOf([] { parseExpression("a +"); });
    EXPECT_EQ(plus.what, "1:4: expected an expression after '+'\na +\n   ^");
    EXPECT_EQ(plus.excerpt, "a +\n   ^");

    const Failure call = failureOf([] { parseExpression("a.foo("); });
    EXPECT_EQ(call.what, "1:7: expected ')' to close the argument list of 'foo'\na.foo(\n      ^");

    const Failure second_line = failureOf([] { parseExpression("a >\n  b + c d"); });
    EXPECT_EQ(second_line.what, "2:9: unexpected 'd' after the end of the expression\n  b + c d\n        ^");
}

TEST(ExpressionErrors, ListErrors) {
    const Failure trailing_comma = failureOf([] { parseExpressionList("a,"); });
    EXPECT_EQ(trailing_comma.message, "expected an expression after ','");
    EXPECT_EQ(trailing_comma.column, 3u);
    const Failure leading_comma = failureOf([] { parseExpressionList(",a"); });
    EXPECT_EQ(leading_comma.message, "expected an expression");
    EXPECT_EQ(leading_comma.column, 1u);
    const Failure unterminated = failureOf([] { parseExpressionList("a, 'b"); });
    EXPECT_EQ(unterminated.message, "unterminated string literal");
    EXPECT_EQ(unterminated.column, 4u);
    const Failure trailing = failureOf([] { parseExpressionList("a b, c"); });
    EXPECT_EQ(trailing.message, "unexpected 'b' after the end of the expression");
}

TEST(ExpressionErrors, EmptyListIsNotAnError) {
    EXPECT_TRUE(parseExpressionList("").empty());
    EXPECT_TRUE(parseExpressionList(" \n\t").empty());
}

TEST(ExpressionErrors, DeepNestingIsRefusedNotACrash) {
    const std::string deep = std::string(2000, '(') + "a" + std::string(2000, ')');
    EXPECT_EQ(failureOf([&] { parseExpression(deep); }).message,
              "the text is nested too deeply; split it into simpler parts");
    const std::string negations(5000, '-');
    EXPECT_EQ(failureOf([&] { parseExpression(negations + "a"); }).message,
              "the text is nested too deeply; split it into simpler parts");
    const std::string moderate = std::string(100, '(') + "a" + std::string(100, ')');
    EXPECT_EQ(rendered(moderate), "a");
}

TEST(ExpressionErrors, TreesHigherThanTheLimitAreRefusedNotACrash) {
    const std::string message = "the expression nests more than 1000 operators and calls; split it into simpler parts";
    std::string chain = "a";
    for (int i = 0; i < 1500; ++i) chain += "+a";
    EXPECT_EQ(failureOf([&] { parseExpression(chain); }).message, message);
    std::string calls = "a";
    for (int i = 0; i < 1500; ++i) calls += ".abs()";
    EXPECT_EQ(failureOf([&] { parseExpression(calls); }).message, message);
    std::string allowed = "a";
    for (int i = 0; i < 998; ++i) allowed += " OR a";
    EXPECT_EQ(parseExpression(allowed)->height, 999u);
    // many short items are fine: the limit is on height, not on size
    std::string list = "a + 1";
    for (int i = 0; i < 3000; ++i) list += ", a + 1";
    EXPECT_EQ(parseExpressionList(list).size(), 3001u);
}

}  // namespace
}  // namespace tabula::parser::test
