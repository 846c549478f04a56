// Subqueries in SQL expressions: scalar `(SELECT ...)`, EXISTS, [NOT] IN (SELECT ...) beside IN lists, and the
// quantified comparisons ANY/SOME/ALL; how each is told from a parenthesised expression, and their errors.
#include <gtest/gtest.h>

#include "parser_test_support.hpp"

namespace tabula::parser::test {
namespace {

using ast::ExprKind;
using ast::SubqueryKind;

ast::ExprPtr whereOf(std::string_view condition) {
    return parseQuery("SELECT a FROM t WHERE " + std::string(condition))->where;
}

std::string queryError(std::string_view text) {
    const Failure failure = failureOf([&] { parseQuery(text); });
    return std::to_string(failure.line) + ":" + std::to_string(failure.column) + ": " + failure.message;
}

TEST(SqlSubquery, ScalarSubqueryIsAnOperand) {
    const ast::ExprPtr where = whereOf("a > (SELECT max(b) FROM u) + 1");
    EXPECT_EQ(ast::toString(*where), "greaterThan(a, plus((subquery), 1))");
    const ast::Expr& subquery = *where->args[1]->args[0];
    ASSERT_EQ(subquery.kind, ExprKind::Subquery);
    EXPECT_EQ(subquery.subquery_kind, SubqueryKind::Scalar);
    ASSERT_NE(subquery.query, nullptr);
    EXPECT_EQ(subquery.query->from.at(0).name, "u");
    EXPECT_EQ(subquery.span.begin, 26u);  // the opening parenthesis
    EXPECT_EQ(subquery.span.end, 48u);    // just after the closing one
}

TEST(SqlSubquery, ParenthesisedExpressionStaysOne) {
    EXPECT_EQ(ast::toString(*whereOf("(a + 1) * 2 = ((SELECT 1))")), "equals(times(plus(a, 1), 2), (subquery))");
}

TEST(SqlSubquery, ExistsAndNotExists) {
    const ast::ExprPtr exists = whereOf("EXISTS (SELECT * FROM u WHERE u.b = t.a)");
    ASSERT_EQ(exists->kind, ExprKind::Subquery);
    EXPECT_EQ(exists->subquery_kind, SubqueryKind::Exists);
    EXPECT_TRUE(exists->args.empty());
    EXPECT_EQ(ast::toString(*whereOf("NOT EXISTS (SELECT 1) OR a = 1")), "or(not(exists(subquery)), equals(a, 1))");
}

TEST(SqlSubquery, InSubqueryBesideInList) {
    const ast::ExprPtr in = whereOf("a IN (SELECT b FROM u)");
    ASSERT_EQ(in->kind, ExprKind::Subquery);
    EXPECT_EQ(in->subquery_kind, SubqueryKind::In);
    EXPECT_EQ(ast::toString(*in), "in(a, subquery)");
    EXPECT_EQ(ast::toString(*whereOf("a NOT IN (SELECT b FROM u)")), "not(in(a, subquery))");
    EXPECT_EQ(ast::toString(*whereOf("a IN (1, 2)")), "in(a, 1, 2)");
    EXPECT_EQ(ast::toString(*whereOf("a IN ((SELECT 1), 2)")), "in(a, (subquery), 2)");
}

TEST(SqlSubquery, QuantifiedComparisons) {
    EXPECT_EQ(ast::toString(*whereOf("a > ALL (SELECT b FROM u)")), "greaterThanAll(a, subquery)");
    EXPECT_EQ(ast::toString(*whereOf("a = ANY (SELECT b FROM u)")), "equalsAny(a, subquery)");
    EXPECT_EQ(ast::toString(*whereOf("a <> SOME (SELECT b FROM u)")), "notEqualsAny(a, subquery)");
}

TEST(SqlSubquery, SelectAndHavingTakeSubqueries) {
    const ast::QueryPtr query =
        parseQuery("SELECT (SELECT 1) AS one FROM t GROUP BY a HAVING count(*) > (SELECT count(*) FROM u)");
    EXPECT_EQ(ast::toString(*query->items[0]), "(subquery) AS one");
    EXPECT_EQ(ast::toString(*query->having), "greaterThan(count(*), (subquery))");
}

TEST(SqlSubquery, Errors) {
    EXPECT_EQ(queryError("SELECT a FROM t WHERE EXISTS a"), "1:30: expected '(' and a query after EXISTS");
    EXPECT_EQ(queryError("SELECT a FROM t WHERE a IN (SELECT b FROM u"), "1:44: expected ')' to close the subquery");
    EXPECT_EQ(queryError("SELECT (SELECT FROM u)"), "1:16: expected a select list after SELECT");
}

}  // namespace
}  // namespace tabula::parser::test
