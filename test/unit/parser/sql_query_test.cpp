// SQL queries: every clause of SELECT, the SQL expression grammar and its precedence, names, literals,
// special function syntaxes, and every parse error with its position.
#include <gtest/gtest.h>

#include "parser_test_support.hpp"

namespace tabula::parser::test {
namespace {

using ast::ExprKind;
using ast::LiteralKind;

/// The select list of `SELECT <items>` rendered and joined with " | ".
std::string selected(std::string_view items) {
    const ast::QueryPtr query = parseQuery("SELECT " + std::string(items));
    std::string out;
    for (const ast::ExprPtr& item : query->items) out += (out.empty() ? "" : " | ") + ast::toString(*item);
    return out;
}

/// "line:column: message" of the error parsing `text` as a query.
std::string queryError(std::string_view text) {
    const Failure failure = failureOf([&] { parseQuery(text); });
    return std::to_string(failure.line) + ":" + std::to_string(failure.column) + ": " + failure.message;
}

TEST(SqlQuery, IntervalLiteralsCountMonthsOrMilliseconds) {
    const ast::QueryPtr query =
        parseQuery("SELECT INTERVAL '3' MONTH, INTERVAL '-2' year, interval '10' DAY, interval");
    ASSERT_EQ(query->items.size(), 4u);
    EXPECT_EQ(query->items[0]->literal_kind, LiteralKind::IntervalMonths);
    EXPECT_EQ(query->items[0]->text, "3");
    EXPECT_EQ(query->items[1]->text, "-24");
    EXPECT_EQ(query->items[2]->literal_kind, LiteralKind::IntervalMillis);
    EXPECT_EQ(query->items[2]->text, "864000000");
    EXPECT_EQ(query->items[3]->kind, ExprKind::Field);  // not before a quote: a column
}

TEST(SqlQuery, ValuesHoldsItsRowsOfExpressions) {
    const ast::QueryPtr query = parseQuery("VALUES (1, 'a'), (2 + 3, NULL) ORDER BY 1 LIMIT 1");
    ASSERT_EQ(query->values.size(), 2u);
    ASSERT_EQ(query->values[1].size(), 2u);
    EXPECT_EQ(ast::toString(*query->values[1][0]), "plus(2, 3)");
    EXPECT_EQ(query->values[1][1]->literal_kind, LiteralKind::Null);
    EXPECT_TRUE(query->items.empty());
    EXPECT_EQ(query->order_by.size(), 1u);
    EXPECT_EQ(query->limit, 1);
}

TEST(SqlQuery, ValuesAsAFromItemWithColumnNames) {
    const ast::QueryPtr query = parseQuery("SELECT x FROM (VALUES (1, 'a')) AS t (x, y)");
    ASSERT_EQ(query->from.size(), 1u);
    ASSERT_NE(query->from[0].subquery, nullptr);
    EXPECT_EQ(query->from[0].subquery->values.size(), 1u);
    EXPECT_EQ(query->from[0].alias, "t");
    EXPECT_EQ(query->from[0].column_aliases, (std::vector<std::string>{"x", "y"}));
}

TEST(SqlQuery, WithHoldsItsDefinitionsInOrder) {
    const ast::QueryPtr query =
        parseQuery("WITH a AS (SELECT 1), b (x, y) AS (SELECT * FROM a) SELECT * FROM b ORDER BY x LIMIT 2");
    ASSERT_EQ(query->with.size(), 2u);
    EXPECT_EQ(query->with[0].name, "a");
    EXPECT_TRUE(query->with[0].column_aliases.empty());
    EXPECT_EQ(query->with[1].name, "b");
    EXPECT_EQ(query->with[1].column_aliases, (std::vector<std::string>{"x", "y"}));
    EXPECT_EQ(query->with[1].query->from[0].name, "a");
    EXPECT_EQ(query->from[0].name, "b");
    EXPECT_EQ(query->order_by.size(), 1u);
    EXPECT_EQ(query->limit, 2);
}

TEST(SqlQuery, TheSeedQuery) {
    const ast::QueryPtr query = parseQuery("select country, gender, count(id) from peoples group by country, gender");
    ASSERT_EQ(query->items.size(), 3u);
    EXPECT_EQ(query->items[0]->kind, ExprKind::Field);
    EXPECT_EQ(query->items[0]->text, "country");
    EXPECT_TRUE(query->items[0]->case_insensitive);
    EXPECT_EQ(ast::toString(*query->items[2]), "count(id)");
    ASSERT_EQ(query->from.size(), 1u);
    EXPECT_EQ(query->from[0].name, "peoples");
    EXPECT_EQ(query->from[0].alias, "");
    EXPECT_EQ(query->from[0].subquery, nullptr);
    ASSERT_EQ(query->group_by.size(), 2u);
    EXPECT_EQ(query->group_by[1]->text, "gender");
    EXPECT_FALSE(query->distinct);
    EXPECT_EQ(query->where, nullptr);
    EXPECT_EQ(query->having, nullptr);
    EXPECT_FALSE(query->limit.has_value());
    EXPECT_FALSE(query->offset.has_value());
    EXPECT_EQ(query->span.begin, 0u);
    EXPECT_EQ(query->span.end, 71u);
}

TEST(SqlQuery, AllClauses) {
    const ast::QueryPtr query = parseQuery(
        "SELECT DISTINCT country AS c, COUNT(*) n\n"
        "FROM peoples p\n"
        "WHERE id > 10 AND gender = 'f'\n"
        "GROUP BY country\n"
        "HAVING COUNT(*) > 1\n"
        "ORDER BY n DESC NULLS LAST, c\n"
        "LIMIT 5 OFFSET 2;");
    EXPECT_TRUE(query->distinct);
    ASSERT_EQ(query->items.size(), 2u);
    EXPECT_EQ(ast::toString(*query->items[0]), "country AS c");
    EXPECT_EQ(ast::toString(*query->items[1]), "COUNT(*) AS n");
    EXPECT_EQ(query->from.at(0).name, "peoples");
    EXPECT_EQ(query->from.at(0).alias, "p");
    EXPECT_EQ(ast::toString(*query->where), "and(greaterThan(id, 10), equals(gender, 'f'))");
    EXPECT_EQ(ast::toString(*query->having), "greaterThan(COUNT(*), 1)");
    ASSERT_EQ(query->order_by.size(), 2u);
    EXPECT_EQ(query->order_by[0]->kind, ExprKind::Ordering);
    EXPECT_TRUE(query->order_by[0]->descending);
    EXPECT_EQ(query->order_by[0]->nulls_first, std::optional<bool>(false));
    EXPECT_FALSE(query->order_by[1]->descending);
    EXPECT_FALSE(query->order_by[1]->nulls_first.has_value());
    EXPECT_EQ(query->limit, std::optional<int64_t>(5));
    EXPECT_EQ(query->offset, std::optional<int64_t>(2));
}

TEST(SqlQuery, LimitOffsetFetch) {
    const struct {
        const char* tail;
        std::optional<int64_t> limit;
        std::optional<int64_t> offset;
    } cases[] = {
        {"LIMIT 10", 10, std::nullopt},
        {"OFFSET 3", std::nullopt, 3},
        {"OFFSET 3 ROWS", std::nullopt, 3},
        {"OFFSET 1 ROW", std::nullopt, 1},
        {"LIMIT 10 OFFSET 5", 10, 5},
        {"OFFSET 5 LIMIT 10", 10, 5},
        {"FETCH FIRST 3 ROWS ONLY", 3, std::nullopt},
        {"FETCH NEXT 1 ROW ONLY", 1, std::nullopt},
        {"FETCH FIRST ROW ONLY", 1, std::nullopt},
        {"OFFSET 5 ROWS FETCH NEXT 3 ROWS ONLY", 3, 5},
        {"limit 0", 0, std::nullopt},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.tail);
        const ast::QueryPtr query = parseQuery("SELECT a FROM t " + std::string(c.tail));
        EXPECT_EQ(query->limit, c.limit);
        EXPECT_EQ(query->offset, c.offset);
    }
}

TEST(SqlQuery, FromForms) {
    const ast::QueryPtr aliased = parseQuery("SELECT * FROM peoples AS p");
    ASSERT_EQ(aliased->from.size(), 1u);
    EXPECT_EQ(aliased->from[0].name, "peoples");
    EXPECT_EQ(aliased->from[0].alias, "p");
    EXPECT_TRUE(aliased->from[0].column_aliases.empty());
    EXPECT_EQ(aliased->items[0]->kind, ExprKind::Star);

    const ast::QueryPtr derived = parseQuery("SELECT s.x FROM (SELECT a AS x FROM t WHERE a > 1) s");
    ASSERT_EQ(derived->from.size(), 1u);
    ASSERT_NE(derived->from[0].subquery, nullptr);
    EXPECT_EQ(derived->from[0].name, "");
    EXPECT_EQ(derived->from[0].alias, "s");
    EXPECT_EQ(derived->from[0].subquery->from.at(0).name, "t");
    EXPECT_EQ(ast::toString(*derived->from[0].subquery->where), "greaterThan(a, 1)");
    EXPECT_EQ(derived->items[0]->qualifier, "s");
    EXPECT_EQ(derived->items[0]->text, "x");

    EXPECT_EQ(parseQuery("SELECT 1 FROM (SELECT 1) AS s")->from.at(0).alias, "s");
    EXPECT_EQ(parseQuery("SELECT 1 FROM (SELECT 1)")->from.at(0).alias, "");
    EXPECT_TRUE(parseQuery("SELECT 1 + 1")->from.empty());
}

TEST(SqlQuery, FromList) {
    const std::string text = "SELECT * FROM a, b AS x, (SELECT 1) y (one) , `c d` e (p, `q r`) WHERE 1 = 1";
    const ast::QueryPtr query = parseQuery(text);
    ASSERT_EQ(query->from.size(), 4u);
    EXPECT_EQ(query->from[0].name, "a");
    EXPECT_EQ(query->from[0].alias, "");
    EXPECT_EQ(query->from[1].name, "b");
    EXPECT_EQ(query->from[1].alias, "x");
    ASSERT_NE(query->from[2].subquery, nullptr);
    EXPECT_EQ(query->from[2].alias, "y");
    EXPECT_EQ(query->from[2].column_aliases, std::vector<std::string>{"one"});
    EXPECT_EQ(query->from[3].name, "c d");
    EXPECT_EQ(query->from[3].alias, "e");
    EXPECT_EQ(query->from[3].column_aliases, (std::vector<std::string>{"p", "q r"}));
    // Each item's span covers it alone, so errors can point at one item.
    const SourceSpan second = query->from[1].span;
    EXPECT_EQ(text.substr(second.begin, second.end - second.begin), "b AS x");
    const SourceSpan third = query->from[2].span;
    EXPECT_EQ(text.substr(third.begin, third.end - third.begin), "(SELECT 1) y (one)");
    EXPECT_NE(query->where, nullptr);
}

TEST(SqlQuery, UnionAllChainsStayFlat) {
    const std::string text = "SELECT a FROM t UNION ALL SELECT b FROM u union all SELECT c FROM v";
    const ast::QueryPtr query = parseQuery(text);
    ASSERT_NE(query->set_operation, nullptr);
    const ast::SetOperation& chain = *query->set_operation;
    EXPECT_EQ(chain.first->from.at(0).name, "t");
    ASSERT_EQ(chain.steps.size(), 2u);
    EXPECT_EQ(chain.steps[0].operand->from.at(0).name, "u");
    const SourceSpan second = chain.steps[1].span;
    EXPECT_EQ(text.substr(second.begin, second.end - second.begin), "union all");
    EXPECT_EQ(chain.steps[1].operand->from.at(0).name, "v");
    EXPECT_EQ(query->span.end, text.size());

    // In a derived table, and a single SELECT stays a plain query.
    const ast::QueryPtr derived = parseQuery("SELECT * FROM (SELECT 1 UNION ALL SELECT 2) s ORDER BY 1 LIMIT 1");
    EXPECT_NE(derived->from.at(0).subquery->set_operation, nullptr);
    EXPECT_EQ(derived->limit, 1);
    EXPECT_EQ(parseQuery("SELECT a FROM t")->set_operation, nullptr);
}

TEST(SqlQuery, LongChainsParseAndDestroyWithoutRecursion) {
    std::string text = "SELECT 1";
    for (int i = 0; i < 100000; ++i) text += i % 2 == 0 ? " UNION ALL SELECT 1" : " EXCEPT SELECT 2";
    ast::QueryPtr query = parseQuery(text);
    ASSERT_NE(query->set_operation, nullptr);
    EXPECT_EQ(query->set_operation->steps.size(), 100000u);
    query.reset();  // a left-deep tree of this length would exhaust the stack here
}

/// The operator of the last step of a query's set operation, or -1 for a plain SELECT.
int operatorOf(const ast::QueryPtr& query) {
    return query->set_operation ? static_cast<int>(query->set_operation->steps.back().op) : -1;
}

/// The operand on the left of a chain's last operator: its first query for a chain of one step.
const ast::QueryPtr& leftOfLast(const ast::QueryPtr& query) {
    const ast::SetOperation& chain = *query->set_operation;
    return chain.steps.size() == 1 ? chain.first : chain.steps[chain.steps.size() - 2].operand;
}

TEST(SqlQuery, SetOperatorsAndTheirSpellings) {
    const struct {
        const char* input;
        ast::SetOperator op;
        const char* as_written;
    } cases[] = {
        {"SELECT a FROM t UNION SELECT b FROM u", ast::SetOperator::Union, "UNION"},
        {"SELECT a FROM t union distinct SELECT b FROM u", ast::SetOperator::Union, "union distinct"},
        {"SELECT a FROM t UNION /* all */ ALL SELECT b FROM u", ast::SetOperator::UnionAll, "UNION /* all */ ALL"},
        {"SELECT a FROM t INTERSECT SELECT b FROM u", ast::SetOperator::Intersect, "INTERSECT"},
        {"SELECT a FROM t Intersect All SELECT b FROM u", ast::SetOperator::IntersectAll, "Intersect All"},
        {"SELECT a FROM t EXCEPT SELECT b FROM u", ast::SetOperator::Except, "EXCEPT"},
        {"SELECT a FROM t EXCEPT ALL SELECT b FROM u", ast::SetOperator::ExceptAll, "EXCEPT ALL"},
        {"SELECT a FROM t MINUS SELECT b FROM u", ast::SetOperator::Except, "MINUS"},
        {"SELECT a FROM t minus all SELECT b FROM u", ast::SetOperator::ExceptAll, "minus all"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.input);
        const std::string text = c.input;
        const ast::QueryPtr query = parseQuery(text);
        EXPECT_EQ(operatorOf(query), static_cast<int>(c.op));
        const SourceSpan span = query->set_operation->steps.at(0).span;
        EXPECT_EQ(text.substr(span.begin, span.end - span.begin), c.as_written);
    }
}

TEST(SqlQuery, IntersectBindsTighterAndChainsRunLeftToRight) {
    // a UNION (b INTERSECT c)
    ast::QueryPtr query = parseQuery("SELECT a FROM t UNION SELECT b FROM u INTERSECT SELECT c FROM v");
    EXPECT_EQ(operatorOf(query), static_cast<int>(ast::SetOperator::Union));
    EXPECT_EQ(query->set_operation->first->from.at(0).name, "t");
    EXPECT_EQ(operatorOf(query->set_operation->steps.at(0).operand), static_cast<int>(ast::SetOperator::Intersect));
    // (a INTERSECT b) EXCEPT c
    query = parseQuery("SELECT a FROM t INTERSECT SELECT b FROM u EXCEPT SELECT c FROM v");
    EXPECT_EQ(operatorOf(query), static_cast<int>(ast::SetOperator::Except));
    EXPECT_EQ(operatorOf(leftOfLast(query)), static_cast<int>(ast::SetOperator::Intersect));
    // (a EXCEPT b) UNION ALL c: UNION and EXCEPT are of one level, left to right
    query = parseQuery("SELECT a FROM t EXCEPT SELECT b FROM u UNION ALL SELECT c FROM v");
    ASSERT_EQ(query->set_operation->steps.size(), 2u);
    EXPECT_EQ(static_cast<int>(query->set_operation->steps[0].op), static_cast<int>(ast::SetOperator::Except));
    EXPECT_EQ(operatorOf(query), static_cast<int>(ast::SetOperator::UnionAll));
    // parentheses group: a EXCEPT (b UNION c)
    query = parseQuery("SELECT a FROM t EXCEPT (SELECT b FROM u UNION SELECT c FROM v)");
    EXPECT_EQ(operatorOf(query), static_cast<int>(ast::SetOperator::Except));
    EXPECT_EQ(operatorOf(query->set_operation->steps.at(0).operand), static_cast<int>(ast::SetOperator::Union));
}

TEST(SqlQuery, OrderAndLimitApplyToTheWholeSetOperation) {
    ast::QueryPtr query = parseQuery("SELECT a FROM t UNION SELECT b FROM u ORDER BY 1 DESC LIMIT 2 OFFSET 1");
    ASSERT_NE(query->set_operation, nullptr);
    EXPECT_EQ(query->order_by.size(), 1u);
    EXPECT_EQ(query->limit, 2);
    EXPECT_EQ(query->offset, 1);
    EXPECT_TRUE(query->set_operation->steps.at(0).operand->order_by.empty());
    EXPECT_FALSE(query->set_operation->steps.at(0).operand->limit);
    // An operand in parentheses keeps its own clauses.
    query = parseQuery("(SELECT a FROM t ORDER BY a LIMIT 1) UNION ALL (SELECT b FROM u LIMIT 2)");
    EXPECT_EQ(query->set_operation->first->limit, 1);
    EXPECT_EQ(query->set_operation->first->order_by.size(), 1u);
    EXPECT_EQ(query->set_operation->steps.at(0).operand->limit, 2);
    EXPECT_FALSE(query->limit);
    // Clauses after a query in parentheses with clauses of its own go on a query over it.
    query = parseQuery("(SELECT a FROM t LIMIT 3) ORDER BY a");
    ASSERT_EQ(query->from.size(), 1u);
    EXPECT_EQ(query->from[0].subquery->limit, 3);
    EXPECT_EQ(query->items.at(0)->kind, ExprKind::Star);
    EXPECT_EQ(query->order_by.size(), 1u);
    // ... and without clauses of its own, they are its own.
    query = parseQuery("(SELECT a FROM t) LIMIT 3");
    EXPECT_EQ(query->from.at(0).name, "t");
    EXPECT_EQ(query->limit, 3);
}

TEST(SqlQuery, SetOperationErrors) {
    const std::string misplaced =
        "ORDER BY, LIMIT, OFFSET and FETCH end the whole query; to order or limit one operand of a set operation, "
        "put it in parentheses: (SELECT ... ORDER BY ... LIMIT ...) UNION ...";
    const struct {
        const char* input;
        std::string expected;
    } cases[] = {
        {"SELECT a FROM t UNION ALL", "1:26: expected a query (SELECT ... or a query in parentheses) after UNION ALL"},
        {"SELECT a FROM t UNION ALL u",
         "1:27: expected a query (SELECT ... or a query in parentheses) after UNION ALL"},
        {"SELECT a FROM t intersect", "1:26: expected a query (SELECT ... or a query in parentheses) after intersect"},
        {"SELECT a FROM t MINUS ALL 3",
         "1:27: expected a query (SELECT ... or a query in parentheses) after MINUS ALL"},
        {"SELECT a FROM t ORDER BY a UNION ALL SELECT b FROM u", "1:28: " + misplaced},
        {"SELECT a FROM t OFFSET 2 EXCEPT SELECT b FROM u", "1:26: " + misplaced},
        {"SELECT a FROM t UNION SELECT b FROM u LIMIT 1 INTERSECT SELECT c FROM v", "1:47: " + misplaced},
        {"(SELECT a FROM t UNION SELECT b FROM u", "1:39: expected ')' to close the subquery"},
        {"SELECT a FROM t LIMIT 1 LIMIT 2", "1:25: LIMIT repeats the LIMIT given before; give the number of rows once"},
        {"SELECT minus FROM t", "1:8: expected a select list after SELECT"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.input);
        EXPECT_EQ(queryError(c.input), c.expected);
    }
}

TEST(SqlQuery, DoubleQuotedTextGetsAHint) {
    // SQLite and DuckDB quote names with double quotes, MySQL strings; Flink SQL neither: the hint says what to
    // write, under the quoted text.
    EXPECT_EQ(queryError("SELECT a FROM t WHERE country = \"Germany\""),
              "1:33: \"Germany\" is not a string in Flink SQL: write 'Germany' for text, or `Germany` for a name");
    EXPECT_EQ(queryError("SELECT \"id\" FROM t"),
              "1:8: \"id\" is not a string in Flink SQL: write 'id' for text, or `id` for a name");
    // An unclosed double quote is no quoted text: the grammar's own message.
    EXPECT_EQ(queryError("SELECT a FROM t WHERE b = \"x"), "1:27: expected an expression after '='");
}

TEST(SqlQuery, NamesAndStars) {
    const ast::QueryPtr query = parseQuery("SELECT t.*, *, t.a, `weird name`, `a``b` AS `x y`, c d FROM t");
    ASSERT_EQ(query->items.size(), 6u);
    EXPECT_EQ(query->items[0]->kind, ExprKind::Star);
    EXPECT_EQ(query->items[0]->qualifier, "t");
    EXPECT_EQ(query->items[1]->kind, ExprKind::Star);
    EXPECT_EQ(query->items[1]->qualifier, "");
    EXPECT_EQ(query->items[2]->qualifier, "t");
    EXPECT_EQ(query->items[2]->text, "a");
    EXPECT_TRUE(query->items[2]->case_insensitive);
    EXPECT_EQ(query->items[3]->text, "weird name");
    EXPECT_TRUE(query->items[3]->case_insensitive);
    EXPECT_EQ(query->items[4]->kind, ExprKind::Alias);
    EXPECT_EQ(query->items[4]->args[0]->text, "a`b");
    EXPECT_EQ(query->items[4]->names, (std::vector<std::string>{"x y"}));
    EXPECT_EQ(ast::toString(*query->items[5]), "c AS d");
    EXPECT_EQ(selected("`select`, `FROM` AS f"), "select | FROM AS f");
    EXPECT_EQ(selected("date, time, timestamp, year, value, count"), "date | time | timestamp | year | value | count");
}

TEST(SqlQuery, KeywordsAreCaseInsensitiveAndCommentsAreBlanks) {
    const ast::QueryPtr query = parseQuery(
        "sElEcT a -- the column\n"
        "FrOm t /* a block\n comment */ wHeRe a IS not NULL oRdEr By a DeSc");
    EXPECT_EQ(query->items[0]->text, "a");
    EXPECT_EQ(query->from.at(0).name, "t");
    EXPECT_EQ(ast::toString(*query->where), "isNotNull(a)");
    EXPECT_TRUE(query->order_by[0]->descending);
    EXPECT_EQ(query->items[0]->span.end, 8u);
}

TEST(SqlQuery, ExpressionPrecedence) {
    const Case cases[] = {
        {"a OR b AND c", "or(a, and(b, c))"},
        {"a AND b OR c", "or(and(a, b), c)"},
        {"NOT a = b", "not(equals(a, b))"},
        {"NOT a AND b", "and(not(a), b)"},
        {"a || b = c", "equals(concat(a, b), c)"},
        {"a + b || c", "concat(plus(a, b), c)"},
        {"a || b || c", "concat(concat(a, b), c)"},
        {"a * b + c", "plus(times(a, b), c)"},
        {"a - b - c", "minus(minus(a, b), c)"},
        {"a / b % c", "mod(divide(a, b), c)"},
        {"-a * b", "times(minusPrefix(a), b)"},
        {"-2 * b", "times(-2, b)"},
        {"+a", "plusPrefix(a)"},
        {"(a + b) * c", "times(plus(a, b), c)"},
        {"a = 1 AND b <> 2 OR c != 3", "or(and(equals(a, 1), notEquals(b, 2)), notEquals(c, 3))"},
        {"a < b", "lessThan(a, b)"},
        {"a <= b", "lessThanOrEqual(a, b)"},
        {"a > b", "greaterThan(a, b)"},
        {"a >= b", "greaterThanOrEqual(a, b)"},
        {"a IS NULL", "isNull(a)"},
        {"a IS NOT NULL", "isNotNull(a)"},
        {"a IS TRUE", "isTrue(a)"},
        {"a IS NOT TRUE", "isNotTrue(a)"},
        {"a IS FALSE", "isFalse(a)"},
        {"a IS NOT FALSE", "isNotFalse(a)"},
        {"a BETWEEN 1 AND 2", "between(a, 1, 2)"},
        {"a NOT BETWEEN 1 AND 2 + 3 AND b", "and(notBetween(a, 1, plus(2, 3)), b)"},
        {"a IN (1, 2)", "in(a, 1, 2)"},
        {"a NOT IN ('x')", "notIn(a, 'x')"},
        {"a LIKE 'x%'", "like(a, 'x%')"},
        {"a NOT LIKE 'x' || '%'", "notLike(a, concat('x', '%'))"},
        {"NOT a IN (1)", "not(in(a, 1))"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.input);
        EXPECT_EQ(selected(c.input), c.expected);
    }
}

TEST(SqlQuery, Literals) {
    const struct {
        const char* input;
        LiteralKind kind;
        const char* text;
    } cases[] = {
        {"1", LiteralKind::Integer, "1"},         {"12345678901", LiteralKind::Integer, "12345678901"},
        {"-3", LiteralKind::Integer, "-3"},       {"1.5", LiteralKind::Decimal, "1.5"},
        {".5", LiteralKind::Decimal, "0.5"},      {"1.", LiteralKind::Decimal, "1"},
        {"1e3", LiteralKind::Double, "1e3"},      {"1.5E-2", LiteralKind::Double, "1.5E-2"},
        {"'it''s'", LiteralKind::String, "it's"}, {"''", LiteralKind::String, ""},
        {"TRUE", LiteralKind::Boolean, "true"},   {"false", LiteralKind::Boolean, "false"},
        {"NULL", LiteralKind::Null, ""},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.input);
        const ast::ExprPtr expr = parseQuery("SELECT " + std::string(c.input))->items[0];
        ASSERT_EQ(expr->kind, ExprKind::Literal);
        EXPECT_EQ(expr->literal_kind, c.kind);
        EXPECT_EQ(expr->text, c.text);
    }
    EXPECT_EQ(selected("DATE '2020-01-31'"), "cast('2020-01-31', DATE)");
    EXPECT_EQ(selected("time '12:00:00'"), "cast('12:00:00', TIME)");
    EXPECT_EQ(selected("TIMESTAMP '2020-01-31 12:00:00'"), "cast('2020-01-31 12:00:00', TIMESTAMP(3))");
}

TEST(SqlQuery, FunctionsAndSpecialForms) {
    const Case cases[] = {
        {"f(a, 1)", "f(a, 1)"},
        {"UPPER(name)", "UPPER(name)"},
        {"now()", "now()"},
        {"COUNT(*)", "COUNT(*)"},
        {"count(DISTINCT a)", "count.distinct(a)"},
        {"SUM(ALL a)", "SUM(a)"},
        {"CAST(a AS DECIMAL(10, 2))", "cast(a, DECIMAL(10, 2))"},
        {"CAST(a AS VARCHAR(20))", "cast(a, STRING)"},
        {"CAST(a AS DOUBLE PRECISION)", "cast(a, DOUBLE)"},
        {"CAST(a AS TIMESTAMP(3) WITHOUT TIME ZONE)", "cast(a, TIMESTAMP(3))"},
        {"CASE WHEN a > 1 THEN 'x' WHEN a > 0 THEN 'y' ELSE 'z' END",
         "CASE WHEN greaterThan(a, 1) THEN 'x' WHEN greaterThan(a, 0) THEN 'y' ELSE 'z' END"},
        {"CASE a WHEN 1 THEN 'one' END", "CASE WHEN equals(a, 1) THEN 'one' END"},
        {"EXTRACT(DAY FROM d)", "EXTRACT(d, DAY)"},
        {"TRIM(s)", "TRIM(BOTH, ' ', s)"},
        {"TRIM(BOTH 'x' FROM s)", "TRIM(BOTH, 'x', s)"},
        {"TRIM(LEADING FROM s)", "TRIM(LEADING, ' ', s)"},
        {"TRIM('x' FROM s)", "TRIM(BOTH, 'x', s)"},
        {"POSITION('a' IN s)", "POSITION('a', s)"},
        {"POSITION(a, s)", "POSITION(a, s)"},
        {"SUBSTRING(s FROM 2 FOR 3)", "SUBSTRING(s, 2, 3)"},
        {"SUBSTRING(s FROM 2)", "SUBSTRING(s, 2)"},
        {"SUBSTRING(s, 2, 3)", "SUBSTRING(s, 2, 3)"},
        {"OVERLAY(s PLACING 'x' FROM 2 FOR 3)", "OVERLAY(s, 'x', 2, 3)"},
        {"OVERLAY(s PLACING 'x' FROM 2)", "OVERLAY(s, 'x', 2)"},
        {"OVERLAY(s, 'x', 2)", "OVERLAY(s, 'x', 2)"},
        {"FLOOR(t TO DAY)", "FLOOR(t, DAY)"},
        {"CEIL(x)", "CEIL(x)"},
        {"TIMESTAMPDIFF(DAY, a, b)", "TIMESTAMPDIFF(DAY, a, b)"},
        {"CURRENT_DATE", "CURRENT_DATE()"},
        {"current_timestamp", "current_timestamp()"},
        {"LEFT(s, 2)", "LEFT(s, 2)"},
        {"IF(a, 1, 2)", "IF(a, 1, 2)"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.input);
        EXPECT_EQ(selected(c.input), c.expected);
    }
    const ast::ExprPtr unit = parseQuery("SELECT EXTRACT(DAY FROM d)")->items[0]->args[0];
    EXPECT_EQ(unit->literal_kind, LiteralKind::Symbol);
    EXPECT_TRUE(parseQuery("SELECT COUNT(DISTINCT a)")->items[0]->distinct);
    EXPECT_EQ(parseQuery("SELECT COUNT(*)")->items[0]->args[0]->kind, ExprKind::Star);
}

TEST(SqlQuery, TrailingSemicolonIsAllowed) {
    EXPECT_EQ(parseQuery("SELECT a FROM t;")->from.at(0).name, "t");
    EXPECT_EQ(parseQuery("SELECT a FROM t ; -- done")->from.at(0).name, "t");
}

TEST(SqlQuery, Errors) {
    const Case cases[] = {
        {"SELECT", "1:7: expected a select list after SELECT"},
        {"SELECT FROM t", "1:8: expected a select list after SELECT"},
        {"SELECT a FROM", "1:14: expected a table name or a parenthesised subquery after FROM"},
        {"SELECT a FROM t WHERE", "1:22: expected a condition after WHERE"},
        {"SELECT a FROM t GROUP a", "1:23: expected BY after GROUP"},
        {"SELECT a FROM t GROUP BY", "1:25: expected an expression to group by"},
        {"SELECT a FROM t GROUP BY a,", "1:28: expected an expression to group by"},
        {"SELECT a FROM t HAVING", "1:23: expected a condition after HAVING"},
        {"SELECT a FROM t ORDER a", "1:23: expected BY after ORDER"},
        {"SELECT OVERLAY(s PLACING 'x' 2)", "1:30: expected FROM and a position after the PLACING text in OVERLAY"},
        {"SELECT OVERLAY(s PLACING FROM 2)", "1:26: expected an expression after PLACING"},
        {"SELECT OVERLAY(s PLACING 'x' FROM 2 FOR)", "1:40: expected an expression after FOR"},
        {"SELECT a FROM t ORDER BY", "1:25: expected an expression to order by"},
        {"SELECT a FROM t ORDER BY a NULLS", "1:33: expected FIRST or LAST after NULLS"},
        {"SELECT a FROM t LIMIT", "1:22: expected a number of rows after LIMIT"},
        {"SELECT a FROM t LIMIT x", "1:23: expected a number of rows after LIMIT"},
        {"SELECT a FROM t OFFSET", "1:23: expected a number of rows after OFFSET"},
        {"SELECT a FROM t FETCH 3", "1:23: expected FIRST or NEXT after FETCH"},
        {"SELECT a FROM t FETCH FIRST 3", "1:30: expected ROW or ROWS in FETCH"},
        {"SELECT a FROM t FETCH FIRST 3 ROWS", "1:35: expected ONLY at the end of FETCH"},
        {"SELECT a FROM t LIMIT 1 LIMIT 2", "1:25: LIMIT repeats the LIMIT given before; give the number of rows once"},
        {"SELECT a FROM t LIMIT 1 FETCH FIRST 2 ROWS ONLY",
         "1:25: FETCH repeats the LIMIT given before; give the number of rows once"},
        {"SELECT a FROM t OFFSET 1 OFFSET 2", "1:26: OFFSET is given twice"},
        {"SELECT a FROM t LIMIT 99999999999999999999", "1:23: the number 99999999999999999999 is too large"},
        {"SELECT a FROM (SELECT b FROM t", "1:31: expected ')' to close the subquery"},
        {"SELECT a FROM (t)", "1:16: expected a query (SELECT ...) after '('"},
        {"SELECT a FROM t,", "1:17: expected a table name or a parenthesised subquery after ','"},
        {"SELECT a FROM t, WHERE a", "1:18: expected a table name or a parenthesised subquery after ','"},
        {"SELECT a FROM t x (", "1:20: expected a column name in the alias list (write reserved words in backquotes)"},
        {"SELECT a FROM t x (a b)", "1:22: expected ',' and a column name, or ')' to close the alias list"},
        {"SELECT a FROM t x (a,)",
         "1:22: expected a column name in the alias list (write reserved words in backquotes)"},
        {"SELECT a AS FROM t", "1:13: expected a name after AS (write reserved words in backquotes)"},
        {"SELECT a, FROM t", "1:11: expected a select item after ','"},
        {"SELECT a FROM t x y", "1:19: unexpected 'y' after the end of the query"},
        {"SELECT a FROM t; SELECT b", "1:18: unexpected 'SELECT' after the end of the query"},
        {"SELEC a", "1:1: expected a query starting with SELECT, VALUES or WITH"},
        {"", "1:1: expected a query starting with SELECT, VALUES or WITH"},
        {"SELECT INTERVAL '1'",
         "1:20: expected the unit of the interval: YEAR, QUARTER, MONTH, WEEK, DAY, HOUR, "
         "MINUTE or SECOND"},
        {"SELECT INTERVAL '1.5' DAY", "1:17: the interval '1.5' DAY needs a whole number of units"},
        {"VALUES 1", "1:8: expected a row in parentheses after VALUES, e.g. VALUES (1, 'a'), (2, 'b')"},
        {"VALUES (1", "1:10: expected ',' and a value, or ')' to close the row"},
        {"VALUES (1), 2", "1:13: expected a row in parentheses after ',' in VALUES"},
        {"WITH a AS (SELECT 1)", "1:21: expected the query (SELECT ...) that the WITH clause names queries for"},
        {"WITH a SELECT 1", "1:8: expected AS and a query in parentheses after the name"},
        {"WITH a AS SELECT 1", "1:11: expected '(' and a query after AS"},
        {"WITH a AS (SELECT 1), SELECT 1",
         "1:23: expected a name after ',' in WITH, e.g. WITH a AS (SELECT ...), b AS (SELECT ...) SELECT ..."},
        {"SELECT 'abc", "1:8: unterminated string literal"},
        {"SELECT `abc", "1:8: unterminated quoted name (missing closing `)"},
        {"SELECT a /* x", "1:10: unterminated comment (missing */)"},
        {"SELECT a +", "1:11: expected an expression after '+'"},
        {"SELECT a || ", "1:13: expected an expression after '||'"},
        {"SELECT a AND", "1:13: expected an expression after 'AND'"},
        {"SELECT NOT", "1:11: expected an expression after 'NOT'"},
        {"SELECT a < b < c", "1:14: comparisons do not chain; combine them with AND, as in a < b AND b < c"},
        {"SELECT a IS", "1:12: expected NULL, NOT NULL, TRUE, FALSE, NOT TRUE or NOT FALSE after IS"},
        {"SELECT a BETWEEN 1", "1:19: expected AND between the bounds of BETWEEN"},
        {"SELECT a FROM t WHERE a IN 1", "1:28: expected '(' and a list of values after IN"},
        {"SELECT a IN (1", "1:15: expected ')' to close the IN list"},
        {"SELECT (a", "1:10: expected ')' to match '('"},
        {"SELECT CAST(a INT)", "1:15: expected AS and a type in CAST"},
        {"SELECT CAST(a AS FOO)",
         "1:18: unknown type 'FOO'; expected BOOLEAN, TINYINT, SMALLINT, INT, BIGINT, FLOAT, DOUBLE, DECIMAL(p, s), "
         "STRING, VARCHAR(n), DATE, TIME or TIMESTAMP(3)"},
        {"SELECT CAST(a AS DECIMAL(50, 2))",
         "1:18: unknown type 'DECIMAL(50, 2)'; expected BOOLEAN, TINYINT, SMALLINT, INT, BIGINT, FLOAT, DOUBLE, "
         "DECIMAL(p, s), STRING, VARCHAR(n), DATE, TIME or TIMESTAMP(3)"},
        {"SELECT EXTRACT(DAY d)", "1:20: expected FROM after the unit in EXTRACT"},
        {"SELECT EXTRACT(d)",
         "1:16: expected a time unit: YEAR, QUARTER, MONTH, WEEK, DAY, HOUR, MINUTE or SECOND (or a range such as "
         "DAY_TO_SECOND)"},
        {"SELECT TRIM()", "1:13: expected TRIM([LEADING|TRAILING|BOTH] [characters] FROM text) or TRIM(text)"},
        {"SELECT f(a", "1:11: expected ')' to close the argument list of 'f'"},
        {"SELECT f(a,)", "1:12: expected an expression after ','"},
        {"SELECT CASE WHEN a THEN b", "1:26: expected WHEN, ELSE or END to continue the CASE"},
        {"SELECT CASE a END", "1:15: expected WHEN after CASE"},
        {"SELECT a\nFROM t\nWHERE", "3:6: expected a condition after WHERE"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.input);
        EXPECT_EQ(queryError(c.input), c.expected);
    }
}

}  // namespace
}  // namespace tabula::parser::test
