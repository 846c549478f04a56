// String-expression operators: every spelling, each precedence level, tabula's && over ||, the SQL words
// accepted in string expressions, and the worked parses of EXPRESSION_GRAMMAR.md §5.
#include <gtest/gtest.h>

#include "parser_test_support.hpp"

namespace tabula::parser::test {
namespace {

void expectRenderings(std::initializer_list<Case> cases) {
    for (const Case& c : cases) {
        SCOPED_TRACE(c.input);
        EXPECT_EQ(rendered(c.input), c.expected);
    }
}

TEST(ExpressionOperators, Arithmetic) {
    expectRenderings({
        {"a + b", "plus(a, b)"},
        {"a - b", "minus(a, b)"},
        {"a * b", "times(a, b)"},
        {"a / b", "divide(a, b)"},
        {"a % b", "mod(a, b)"},
        {"a+b", "plus(a, b)"},
        {"a--b", "minus(a, minusPrefix(b))"},
        {"-a", "minusPrefix(a)"},
        {"+a", "plusPrefix(a)"},
        {"+7", "plusPrefix(7)"},
        {"- -7", "minusPrefix(-7)"},
        {"'a' + 1", "plus('a', 1)"},
    });
}

TEST(ExpressionOperators, EveryComparisonSpelling) {
    expectRenderings({
        {"a === b", "equals(a, b)"},
        {"a == b", "equals(a, b)"},
        {"a = b", "equals(a, b)"},
        {"a !== b", "notEquals(a, b)"},
        {"a != b", "notEquals(a, b)"},
        {"a <> b", "notEquals(a, b)"},
        {"a > b", "greaterThan(a, b)"},
        {"a >= b", "greaterThanOrEqual(a, b)"},
        {"a < b", "lessThan(a, b)"},
        {"a <= b", "lessThanOrEqual(a, b)"},
        {"a<=b", "lessThanOrEqual(a, b)"},
    });
}

TEST(ExpressionOperators, Logic) {
    expectRenderings({
        {"a && b", "and(a, b)"},
        {"a || b", "or(a, b)"},
        {"!a", "not(a)"},
        {"!!a", "not(not(a))"},
        {"a AND b", "and(a, b)"},
        {"a and b", "and(a, b)"},
        {"a OR b", "or(a, b)"},
        {"NOT a", "not(a)"},
        {"not not a", "not(not(a))"},
    });
}

TEST(ExpressionOperators, PrecedenceLevels) {
    expectRenderings({
        // * / % over + -
        {"a + b * c", "plus(a, times(b, c))"},
        {"a * b + c", "plus(times(a, b), c)"},
        {"a - b - c", "minus(minus(a, b), c)"},
        {"a / b % c", "mod(divide(a, b), c)"},
        {"(a + b) * c", "times(plus(a, b), c)"},
        // arithmetic over comparison over logic
        {"a + 1 > b * 2", "greaterThan(plus(a, 1), times(b, 2))"},
        {"a > 1 && b < 2", "and(greaterThan(a, 1), lessThan(b, 2))"},
        // && binds tighter than || (tabula differs from Flink here); both left-associative
        {"a || b && c", "or(a, and(b, c))"},
        {"a && b || c", "or(and(a, b), c)"},
        {"a || b || c", "or(or(a, b), c)"},
        {"a && b && c", "and(and(a, b), c)"},
        {"a OR b AND c", "or(a, and(b, c))"},
        // unary binds tightest, after suffix calls
        {"-a.abs()", "minusPrefix(abs(a))"},
        {"-2 * 3", "times(-2, 3)"},
        // a minus written against a number is part of the literal, as in Flink: suffixes apply to the negative number
        {"-2.abs()", "abs(-2)"},
        {"-1.cast(STRING)", "cast(-1, STRING)"},
        {"-2.5.abs()", "abs(-2.5d)"},
        {"- 2.abs()", "minusPrefix(abs(2))"},
        {"3 -2.abs()", "minus(3, abs(2))"},
        {"3 * -2.abs()", "times(3, abs(-2))"},
        {"!a = b", "equals(not(a), b)"},
        // SQL NOT sits between AND and the comparisons
        {"NOT a = b", "not(equals(a, b))"},
        {"NOT a AND b", "and(not(a), b)"},
        {"a.abs() + a.abs().abs()", "plus(abs(a), abs(abs(a)))"},
    });
}

TEST(ExpressionOperators, SqlWords) {
    expectRenderings({
        {"a IS NULL", "isNull(a)"},
        {"a is not null", "isNotNull(a)"},
        {"a IS TRUE", "isTrue(a)"},
        {"a IS NOT TRUE", "isNotTrue(a)"},
        {"a IS FALSE", "isFalse(a)"},
        {"a IS NOT FALSE", "isNotFalse(a)"},
        {"a BETWEEN 1 AND 5", "between(a, 1, 5)"},
        {"a NOT BETWEEN 1 AND 5 AND b", "and(notBetween(a, 1, 5), b)"},
        {"a between b + 1 and c * 2", "between(a, plus(b, 1), times(c, 2))"},
        {"name LIKE 'J%'", "like(name, 'J%')"},
        {"name NOT LIKE 'J%'", "notLike(name, 'J%')"},
        {"a IN (1, 2, 3)", "in(a, 1, 2, 3)"},
        {"a NOT IN ('x')", "notIn(a, 'x')"},
        {"CASE WHEN a > 1 THEN 'x' ELSE 'y' END", "CASE WHEN greaterThan(a, 1) THEN 'x' ELSE 'y' END"},
        {"case when a then 1 when b then 2 end", "CASE WHEN a THEN 1 WHEN b THEN 2 END"},
        {"CASE a WHEN 1 THEN 'one' WHEN 2 THEN 'two' END",
         "CASE WHEN equals(a, 1) THEN 'one' WHEN equals(a, 2) THEN 'two' END"},
        {"CAST(a AS INT)", "cast(a, INT)"},
        {"cast(a as VARCHAR(10))", "cast(a, STRING)"},
        {"CAST(a AS DECIMAL(10, 2))", "cast(a, DECIMAL(10, 2))"},
        {"COUNT(*)", "COUNT(*)"},
        {"COUNT(DISTINCT a)", "COUNT.distinct(a)"},
        {"AVG(salary)", "AVG(salary)"},
        {"a = 1 AND b IS NULL OR c", "or(and(equals(a, 1), isNull(b)), c)"},
        {"NULL", "NULL"},
    });
}

TEST(ExpressionOperators, CaseKeepsItsBranchesAndElseFlag) {
    const ast::ExprPtr with_else = parseExpression("CASE WHEN a THEN 1 ELSE 2 END");
    ASSERT_EQ(with_else->kind, ast::ExprKind::Case);
    EXPECT_TRUE(with_else->has_else);
    EXPECT_EQ(with_else->args.size(), 3u);
    const ast::ExprPtr without_else = parseExpression("CASE WHEN a THEN 1 END");
    EXPECT_FALSE(without_else->has_else);
    EXPECT_EQ(without_else->args.size(), 2u);
}

TEST(ExpressionOperators, WorkedParsesOfTheGrammarReference) {
    expectRenderings({
        {"a % 2 !== 0", "notEquals(mod(a, 2), 0)"},
        {"a < 2 || a > 20", "or(lessThan(a, 2), greaterThan(a, 20))"},
        {"a === d && (b === e || b === e - 10)", "and(equals(a, d), or(equals(b, e), equals(b, minus(e, 10))))"},
        // Flink reads this as and(or(x, y), z); tabula gives && the higher precedence.
        {"x || y && z", "or(x, and(y, z))"},
        {"(_1 + 2).avg + 2", "plus(avg(plus(_1, 2)), 2)"},
        {"((((true) === true) || false).cast(STRING) + 'X ').trim",
         "trim(BOTH, ' ', plus(cast(or(equals(true, true), false), STRING), 'X '))"},
        {"a.isNull().isNull", "isNull(isNull(a))"},
    });
    EXPECT_EQ(renderedList("Sum( a) as a1, a.sum as a2"), "Sum(a) AS a1 | sum(a) AS a2");
}

TEST(ExpressionOperators, SpansOfOperatorNodes) {
    const ast::ExprPtr expr = parseExpression(" a + bc * 2 ");
    EXPECT_EQ(expr->span.begin, 1u);
    EXPECT_EQ(expr->span.end, 11u);
    EXPECT_EQ(expr->args[1]->span.begin, 5u);
    EXPECT_EQ(expr->args[1]->span.end, 11u);
    const ast::ExprPtr in_list = parseExpression("a IN (1, 2) ");
    EXPECT_EQ(in_list->span.end, 11u);
    const ast::ExprPtr parenthesized = parseExpression("(a)");
    EXPECT_EQ(parenthesized->span.begin, 0u);
    EXPECT_EQ(parenthesized->span.end, 3u);
}

}  // namespace
}  // namespace tabula::parser::test
