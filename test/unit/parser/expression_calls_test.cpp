// String-expression calls: every suffix form and prefix form, aliases, ordering, over windows and column
// ranges, with the normalised argument orders ast.hpp documents.
#include <gtest/gtest.h>

#include "parser_test_support.hpp"

namespace tabula::parser::test {
namespace {

using ast::ExprKind;
using ast::LiteralKind;

void expectRenderings(std::initializer_list<Case> cases) {
    for (const Case& c : cases) {
        SCOPED_TRACE(c.input);
        EXPECT_EQ(rendered(c.input), c.expected);
    }
}

TEST(ExpressionCalls, SuffixForms) {
    expectRenderings({
        {"a.count", "count(a)"},
        {"id.count", "count(id)"},
        {"salary.avg", "avg(salary)"},
        {"a.isNull", "isNull(a)"},
        {"a.isNull()", "isNull(a)"},
        {"a.cast(STRING)", "cast(a, STRING)"},
        {"a.cast(BIGINT)", "cast(a, BIGINT)"},
        {"name.upperCase()", "upperCase(name)"},
        {"d.year()", "year(d)"},  // with parentheses a call, not an interval as in 2.year
        {"d.quarter ( )", "quarter(d)"},
        {"d.month()", "month(d)"},
        {"d.dayOfWeek()", "dayOfWeek(d)"},
        {"s.splitIndex(',', 1)", "splitIndex(s, ',', 1)"},
        {"a.in(1, 2)", "in(a, 1, 2)"},
        {"a.abs().abs()", "abs(abs(a))"},
        {"a . abs ( )", "abs(a)"},
        {"a.between(1, 2)", "between(a, 1, 2)"},
        {"s.substring(1, 3)", "substring(s, 1, 3)"},
        {"a.count.distinct", "count.distinct(a)"},
        {"a.sum.distinct()", "sum.distinct(a)"},
        {"a.log(base)", "log(base, a)"},
        {"a.log()", "log(a)"},
        {"a.log", "log(a)"},
        {"a.trim()", "trim(BOTH, ' ', a)"},
        {"a.trim", "trim(BOTH, ' ', a)"},
        {"a.trim(LEADING, 'x')", "trim(LEADING, 'x', a)"},
        {"a.trim(trailing, ' ')", "trim(TRAILING, ' ', a)"},
        {"a.floor(HOUR)", "floor(a, HOUR)"},
        {"a.ceil(day)", "ceil(a, DAY)"},
        {"a.floor()", "floor(a)"},
        {"a.floor", "floor(a)"},
        {"a.toDate", "cast(a, DATE)"},
        {"'1984-07-12'.toDate", "cast('1984-07-12', DATE)"},
        {"'14:34:24'.toTime()", "cast('14:34:24', TIME)"},
        {"'1984-07-12 14:34:24'.toTimestamp", "cast('1984-07-12 14:34:24', TIMESTAMP(3))"},
        {"a.?(t, f)", "if(a, t, f)"},
        {"a.get('f')", "get(a, 'f')"},
        {"a.get(0)", "get(a, 0)"},
        {"a.flatten()", "flatten(a)"},
        {"a.flatten", "flatten(a)"},
        {"w.start", "start(w)"},
        {"w.end", "end(w)"},
        {"ts.rowtime", "rowtime(ts)"},
        {"a.ascending", "ascending(a)"},
        {"b.sum over w", "sum(b) over w"},
        {"b.sum over w as total", "sum(b) over w AS total"},
        {"Null(INT).isNull", "isNull(Null(INT))"},
    });
}

TEST(ExpressionCalls, ExtractPutsTheUnitFirst) {
    const ast::ExprPtr expr = parseExpression("d.extract(DAY)");
    ASSERT_EQ(expr->kind, ExprKind::Call);
    EXPECT_EQ(expr->text, "extract");
    ASSERT_EQ(expr->args.size(), 2u);
    EXPECT_EQ(expr->args[0]->literal_kind, LiteralKind::Symbol);
    EXPECT_EQ(expr->args[0]->text, "DAY");
    EXPECT_EQ(expr->args[1]->text, "d");
    const Case same_trees[] = {
        {"extract(d, DAY)", "extract(d, DAY)"},
        {"EXTRACT(DAY FROM d)", "EXTRACT(d, DAY)"},
        {"extract(d, day)", "extract(d, DAY)"},
    };
    for (const Case& same : same_trees) {
        SCOPED_TRACE(same.input);
        const ast::ExprPtr other = parseExpression(same.input);
        EXPECT_EQ(ast::toString(*other), same.expected);
        EXPECT_EQ(other->args[0]->literal_kind, LiteralKind::Symbol);
        EXPECT_EQ(other->args[0]->text, "DAY");
        EXPECT_EQ(other->args[1]->text, "d");
    }
}

TEST(ExpressionCalls, PrefixForms) {
    expectRenderings({
        {"sum(a)", "sum(a)"},
        {"Sum( a)", "Sum(a)"},
        {"myUdf(a, 1)", "myUdf(a, 1)"},
        {"pi()", "pi()"},
        {"if(c, a, b)", "if(c, a, b)"},
        {"?(c, a, b)", "if(c, a, b)"},
        {"count.distinct(a)", "count.distinct(a)"},
        {"cast(a, INT)", "cast(a, INT)"},
        {"CAST(ISNULL(b), INT)", "cast(ISNULL(b), INT)"},
        {"trim(BOTH, ' ', s)", "trim(BOTH, ' ', s)"},
        {"trim(LEADING, 'x', s)", "trim(LEADING, 'x', s)"},
        {"trim(s)", "trim(BOTH, ' ', s)"},
        {"timestampDiff(DAY, t1, t2)", "timestampDiff(DAY, t1, t2)"},
        {"floor(a, HOUR)", "floor(a, HOUR)"},
        {"floor(a TO HOUR)", "floor(a, HOUR)"},
        {"floor(a)", "floor(a)"},
        {"ceil(a)", "ceil(a)"},
        {"toDate(x)", "cast(x, DATE)"},
        {"toTime(x)", "cast(x, TIME)"},
        {"toTimestamp(x)", "cast(x, TIMESTAMP(3))"},
        {"flatten(c)", "flatten(c)"},
        {"get(c, 'f')", "get(c, 'f')"},
        {"as(a, x)", "a AS x"},
        {"as(a, x, y)", "a AS (x, y)"},
        {"concat(a, b, 'c')", "concat(a, b, 'c')"},
    });
    const ast::ExprPtr symbol = parseExpression("timestampDiff(DAY, t1, t2)")->args[0];
    EXPECT_EQ(symbol->literal_kind, LiteralKind::Symbol);
    EXPECT_EQ(parseExpression("floor(a, HOUR)")->args[1]->literal_kind, LiteralKind::Symbol);
}

TEST(ExpressionCalls, DistinctFlag) {
    EXPECT_TRUE(parseExpression("a.count.distinct")->distinct);
    EXPECT_TRUE(parseExpression("count.distinct(a)")->distinct);
    EXPECT_TRUE(parseExpression("COUNT(DISTINCT a)")->distinct);
    EXPECT_FALSE(parseExpression("count(a)")->distinct);
    const ast::ExprPtr star = parseExpression("count(*)");
    ASSERT_EQ(star->args.size(), 1u);
    EXPECT_EQ(star->args[0]->kind, ExprKind::Star);
}

TEST(ExpressionCalls, Aliases) {
    expectRenderings({
        {"a + 1 as nextAge", "plus(a, 1) AS nextAge"},
        {"a AS b", "a AS b"},
        {"f as (x, y)", "f AS (x, y)"},
        {"f as(x)", "f AS x"},
        {"a.as(x, y)", "a AS (x, y)"},
        {"AVG(salary) as avgSalary", "AVG(salary) AS avgSalary"},
    });
    const ast::ExprPtr alias = parseExpression("f as (x, y)");
    ASSERT_EQ(alias->kind, ExprKind::Alias);
    EXPECT_EQ(alias->names, (std::vector<std::string>{"x", "y"}));
    EXPECT_EQ(renderedList("name, age + 1 as nextAge, salary * 0.1 as bonus"),
              "name | plus(age, 1) AS nextAge | times(salary, 0.1d) AS bonus");
    EXPECT_EQ(renderedList("department, AVG(salary) as avgSalary, COUNT(*) as employeeCount"),
              "department | AVG(salary) AS avgSalary | COUNT(*) AS employeeCount");
}

TEST(ExpressionCalls, Ordering) {
    const struct {
        const char* input;
        bool descending;
        std::optional<bool> nulls_first;
    } cases[] = {
        {"a.asc", false, std::nullopt},     {"a.desc", true, std::nullopt}, {"a.desc()", true, std::nullopt},
        {"a desc", true, std::nullopt},     {"a ASC", false, std::nullopt}, {"a.desc NULLS FIRST", true, true},
        {"a ASC NULLS LAST", false, false}, {"a nulls first", false, true},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.input);
        const ast::ExprPtr expr = parseExpression(c.input);
        ASSERT_EQ(expr->kind, ExprKind::Ordering);
        EXPECT_EQ(expr->descending, c.descending);
        EXPECT_EQ(expr->nulls_first, c.nulls_first);
        EXPECT_EQ(expr->args[0]->text, "a");
    }
    EXPECT_EQ(renderedList("salary.desc, name"), "salary.desc | name");
}

TEST(ExpressionCalls, OverWindow) {
    const ast::ExprPtr expr = parseExpression("b.sum over w");
    ASSERT_EQ(expr->kind, ExprKind::Over);
    EXPECT_EQ(expr->text, "w");
    EXPECT_EQ(expr->args[0]->text, "sum");
}

TEST(ExpressionCalls, ColumnRanges) {
    expectRenderings({
        {"a to c", "range(a, c)"},
        {"1 to 3", "range(1, 3)"},
        {"a TO c", "range(a, c)"},
    });
    EXPECT_EQ(renderedList("x, a to c, d"), "x | range(a, c) | d");
}

TEST(ExpressionCalls, SuffixSpansStartAtTheOperand) {
    const ast::ExprPtr expr = parseExpression(" (a + 1).abs() ");
    EXPECT_EQ(expr->span.begin, 1u);
    EXPECT_EQ(expr->span.end, 14u);
}

}  // namespace
}  // namespace tabula::parser::test
