// The AST builders, toString and equalsIgnoringSpans; every rendering parses back to an equal tree.
#include <gtest/gtest.h>

#include "parser_test_support.hpp"

namespace tabula::parser::test {
namespace {

using ast::ExprKind;
using ast::LiteralKind;

TEST(Ast, BuildersFillTheirNode) {
    const ast::ExprPtr call = ast::makeCall("count", {ast::makeStar()}, SourceSpan{1, 9}, true);
    EXPECT_EQ(call->kind, ExprKind::Call);
    EXPECT_EQ(call->text, "count");
    EXPECT_TRUE(call->distinct);
    EXPECT_EQ(call->span.begin, 1u);
    EXPECT_EQ(call->span.end, 9u);
    EXPECT_EQ(call->args[0]->kind, ExprKind::Star);
    EXPECT_EQ(call->args[0]->height, 1u);
    EXPECT_EQ(call->height, 2u);
    EXPECT_EQ(ast::makeAlias(call, {"n"})->height, 3u);
    EXPECT_EQ(parseExpression("a + b * c")->height, 3u);

    const ast::ExprPtr null = ast::makeNull(Types::INT());
    EXPECT_EQ(null->literal_kind, LiteralKind::Null);
    EXPECT_EQ(null->type, Types::INT());

    const ast::ExprPtr ordering = ast::makeOrdering(ast::makeField("a"), true, false);
    EXPECT_TRUE(ordering->descending);
    EXPECT_EQ(ordering->nulls_first, std::optional<bool>(false));

    const ast::ExprPtr case_expr =
        ast::makeCase({ast::makeField("c"), ast::makeLiteral(LiteralKind::Integer, "1")}, ast::makeField("e"));
    EXPECT_TRUE(case_expr->has_else);
    EXPECT_EQ(case_expr->args.size(), 3u);
    EXPECT_FALSE(ast::makeCase({ast::makeField("c"), ast::makeField("r")})->has_else);

    const ast::ExprPtr over = ast::makeOver(ast::makeCall("sum", {ast::makeField("b")}), "w");
    EXPECT_EQ(over->kind, ExprKind::Over);
    EXPECT_EQ(over->text, "w");
}

TEST(Ast, ToStringOfBuiltTrees) {
    EXPECT_EQ(ast::toString(*ast::makeAlias(
                  ast::makeCall("plus", {ast::makeField("a"), ast::makeLiteral(LiteralKind::Integer, "1")}), {"x"})),
              "plus(a, 1) AS x");
    EXPECT_EQ(ast::toString(*ast::makeCall("count", {ast::makeStar()})), "count(*)");
    EXPECT_EQ(ast::toString(*ast::makeLiteral(LiteralKind::String, "it's")), "'it''s'");
    EXPECT_EQ(ast::toString(*ast::makeLiteral(LiteralKind::Long, "5")), "5L");
    EXPECT_EQ(ast::toString(*ast::makeLiteral(LiteralKind::Decimal, "1.50")), "1.50p");
    EXPECT_EQ(ast::toString(*ast::makeLiteral(LiteralKind::Float, "2")), "2f");
    EXPECT_EQ(ast::toString(*ast::makeLiteral(LiteralKind::Double, "2")), "2d");
    EXPECT_EQ(ast::toString(*ast::makeLiteral(LiteralKind::IntervalMillis, "600000")), "600000.millis");
    EXPECT_EQ(ast::toString(*ast::makeLiteral(LiteralKind::IntervalMonths, "-24")), "(-24).months");
    EXPECT_EQ(ast::toString(*ast::makeLiteral(LiteralKind::RowCount, "3")), "3.rows");
    EXPECT_EQ(ast::toString(*ast::makeNull(Types::DECIMAL(5, 1))), "Null(DECIMAL(5, 1))");
    EXPECT_EQ(ast::toString(*ast::makeNull(DataType())), "NULL");
    EXPECT_EQ(ast::toString(*ast::makeCast(ast::makeField("a"), Types::BIGINT())), "cast(a, BIGINT)");
    EXPECT_EQ(ast::toString(*ast::makeOrdering(ast::makeLiteral(LiteralKind::Integer, "-1"), true)), "(-1).desc");
    EXPECT_EQ(ast::toString(*ast::makeOrdering(ast::makeField("a"), false, true)), "a.asc NULLS FIRST");
    EXPECT_EQ(ast::toString(*ast::makeAlias(ast::makeField("f"), {"x", "y"})), "f AS (x, y)");
    EXPECT_EQ(ast::toString(*ast::makeOver(ast::makeCall("sum", {ast::makeField("b")}), "w")), "sum(b) over w");
    EXPECT_EQ(ast::toString(*ast::makeCase({ast::makeField("c"), ast::makeField("r")}, ast::makeField("e"))),
              "CASE WHEN c THEN r ELSE e END");
    auto qualified = std::make_shared<ast::Expr>(*ast::makeField("a"));
    qualified->qualifier = "t";
    EXPECT_EQ(ast::toString(*qualified), "t.a");
}

TEST(Ast, EqualsIgnoringSpans) {
    const ast::ExprPtr a = parseExpression("a + 1");
    const ast::ExprPtr b = parseExpression("  a+1");
    EXPECT_TRUE(ast::equalsIgnoringSpans(*a, *b));
    EXPECT_FALSE(ast::equalsIgnoringSpans(*a, *parseExpression("a + 2")));
    EXPECT_FALSE(ast::equalsIgnoringSpans(*a, *parseExpression("a - 1")));
    EXPECT_FALSE(ast::equalsIgnoringSpans(*parseExpression("1"), *parseExpression("1L")));
    EXPECT_FALSE(ast::equalsIgnoringSpans(*parseExpression("count(a)"), *parseExpression("count.distinct(a)")));
    EXPECT_FALSE(ast::equalsIgnoringSpans(*parseExpression("a.asc"), *parseExpression("a.desc")));
    EXPECT_FALSE(ast::equalsIgnoringSpans(*parseExpression("Null(INT)"), *parseExpression("Null(BIGINT)")));
    EXPECT_FALSE(ast::equalsIgnoringSpans(*parseExpression("a as x"), *parseExpression("a as y")));
    EXPECT_FALSE(ast::equalsIgnoringSpans(*parseExpression("f(a)"), *parseExpression("f(a, b)")));
    const ast::ExprPtr sql_field = parseQuery("SELECT a")->items[0];
    EXPECT_FALSE(ast::equalsIgnoringSpans(*sql_field, *parseExpression("a")));
}

TEST(Ast, RoundTripsThroughToString) {
    const char* inputs[] = {
        "42",
        "-7",
        "12L",
        "-12L",
        "1.5p",
        "1.5f",
        "1.0",
        "1e3",
        ".5",
        "1d",
        "'It''s'",
        "\"say \"\"hi\"\"\"",
        "true",
        "FALSE",
        "Null(INT)",
        "nullOf(DECIMAL(10, 2))",
        "NULL",
        "10.minutes",
        "2.years",
        "3.rows",
        "(-1).hour",
        "current_row",
        "UNBOUNDED_RANGE",
        "a",
        "*",
        "a + b * c",
        "(a + b) * c",
        "a - b - c",
        "a / b % c",
        "-a",
        "+a",
        "- -7",
        "!a",
        "a === b",
        "a !== b",
        "a <> b",
        "a > b",
        "a >= b",
        "a < b",
        "a <= b",
        "a && b || c",
        "a || b && c",
        "NOT a = b",
        "a IS NULL",
        "a IS NOT FALSE",
        "a BETWEEN 1 AND 2",
        "a NOT BETWEEN 1 AND 2",
        "a LIKE 'x%'",
        "a NOT LIKE 'x'",
        "a IN (1, 2)",
        "a NOT IN (3)",
        "CASE WHEN a THEN 1 ELSE 2 END",
        "CASE a WHEN 1 THEN 'x' END",
        "CAST(a AS INT)",
        "a.cast(DECIMAL(10, 2))",
        "a.toTimestamp",
        "'x'.toDate",
        "COUNT(*)",
        "COUNT(DISTINCT a)",
        "a.count.distinct",
        "count.distinct(a)",
        "a.log(2)",
        "a.log()",
        "a.trim()",
        "a.trim(LEADING, 'x')",
        "trim(s)",
        "a.extract(DAY)",
        "extract(DAY FROM a)",
        "a.floor(HOUR)",
        "a.floor()",
        "ceil(a TO MINUTE)",
        "timestampDiff(DAY, a, b)",
        "a.?(1, 2)",
        "?(c, 1, 2)",
        "if(c, 1, 2)",
        "a.get('f')",
        "a.flatten()",
        "w.start",
        "b.sum over w",
        "(-1).abs() over w",
        "a + 1 as nextAge",
        "f as (x, y)",
        "a.as(x)",
        "as(a, x, y)",
        "a to c",
        "1 to 3",
        "a.asc",
        "a.desc",
        "a desc NULLS FIRST",
        "a.desc nulls last",
        "a nulls first",
        "((((true) === true) || false).cast(STRING) + 'X ').trim",
        "(_1 + 2).avg + 2",
        "a.isNull().isNull",
        "case",
        "plus(case, 1)",
        "to",
        "minusPrefix(7)",
        "myUdf(a, 'b', 3L) as r",
        "a.in(1, 2)",
        "'multi\nline'",
        "-1.5",
        "-1.5p",
        "-2f",
        "-2d",
        "007",
        // found by random inputs: a rendering must not change how the words around it read
        "!a desc",
        "NOT a over w",
        "distinct over w < 1",
        "times(distinct(d), x)",
        "plus(distinct, rows)",
        "minusPrefix(distinct)",
        "count(distinct)",
    };
    for (const char* input : inputs) {
        SCOPED_TRACE(input);
        const ast::ExprPtr first = parseExpressionList(input).at(0);
        const std::string text = ast::toString(*first);
        SCOPED_TRACE(text);
        const ast::ExprPtr second = parseExpression(text);
        EXPECT_TRUE(ast::equalsIgnoringSpans(*first, *second));
        EXPECT_EQ(ast::toString(*second), text);
    }
}

}  // namespace
}  // namespace tabula::parser::test
