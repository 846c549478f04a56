// SQL joins in FROM: every join form, left-deep chains, parenthesised trees, and every parse error of them.
#include <gtest/gtest.h>

#include "parser_test_support.hpp"

namespace tabula::parser::test {
namespace {

/// The join of the first FROM item of `SELECT * FROM <from>`. REQUIRES: it is a join.
const ast::FromJoin& firstJoin(const ast::QueryPtr& query) {
    EXPECT_NE(query->from.at(0).join, nullptr);
    return *query->from.at(0).join;
}

std::string joinError(std::string_view from) {
    const std::string text = "SELECT * FROM " + std::string(from);
    const Failure failure = failureOf([&] { parseQuery(text); });
    return std::to_string(failure.line) + ":" + std::to_string(failure.column) + ": " + failure.message;
}

TEST(SqlJoin, KindsAndConditions) {
    struct Form {
        const char* from;
        ast::JoinKind kind;
        bool natural;
    };
    const Form forms[] = {
        {"a JOIN b ON a.x = b.y", ast::JoinKind::Inner, false},
        {"a INNER JOIN b ON a.x = b.y", ast::JoinKind::Inner, false},
        {"a LEFT JOIN b ON a.x = b.y", ast::JoinKind::Left, false},
        {"a left outer join b on a.x = b.y", ast::JoinKind::Left, false},
        {"a RIGHT JOIN b ON a.x = b.y", ast::JoinKind::Right, false},
        {"a RIGHT OUTER JOIN b ON a.x = b.y", ast::JoinKind::Right, false},
        {"a FULL JOIN b ON a.x = b.y", ast::JoinKind::Full, false},
        {"a FULL OUTER JOIN b ON a.x = b.y", ast::JoinKind::Full, false},
        {"a CROSS JOIN b", ast::JoinKind::Cross, false},
        {"a NATURAL JOIN b", ast::JoinKind::Inner, true},
        {"a NATURAL FULL OUTER JOIN b", ast::JoinKind::Full, true},
    };
    for (const Form& form : forms) {
        SCOPED_TRACE(form.from);
        const ast::QueryPtr query = parseQuery("SELECT * FROM " + std::string(form.from));
        ASSERT_EQ(query->from.size(), 1u);
        const ast::FromJoin& join = firstJoin(query);
        EXPECT_EQ(join.kind, form.kind);
        EXPECT_EQ(join.natural, form.natural);
        EXPECT_EQ(join.left.name, "a");
        EXPECT_EQ(join.right.name, "b");
        const bool has_condition = form.kind != ast::JoinKind::Cross && !form.natural;
        ASSERT_EQ(join.condition != nullptr, has_condition);
        if (has_condition) {
            EXPECT_EQ(ast::toString(*join.condition), "equals(a.x, b.y)");
        }
        EXPECT_TRUE(join.using_columns.empty());
    }
}

TEST(SqlJoin, SpansOfTheKeywordsAndTheItem) {
    const std::string text = "SELECT * FROM a x LEFT OUTER JOIN b ON true WHERE c";
    const ast::QueryPtr query = parseQuery(text);
    const ast::FromJoin& join = firstJoin(query);
    EXPECT_EQ(text.substr(join.span.begin, join.span.end - join.span.begin), "LEFT OUTER JOIN");
    const SourceSpan item = query->from[0].span;
    EXPECT_EQ(text.substr(item.begin, item.end - item.begin), "a x LEFT OUTER JOIN b ON true");
    EXPECT_EQ(join.left.alias, "x");
}

TEST(SqlJoin, UsingColumns) {
    const std::string text = "SELECT * FROM a JOIN b USING (x, `y z`)";
    const ast::QueryPtr query = parseQuery(text);
    const ast::FromJoin& join = firstJoin(query);
    EXPECT_EQ(join.using_columns, (std::vector<std::string>{"x", "y z"}));
    ASSERT_EQ(join.using_spans.size(), 2u);
    EXPECT_EQ(text.substr(join.using_spans[1].begin, join.using_spans[1].end - join.using_spans[1].begin), "`y z`");
    EXPECT_EQ(join.condition, nullptr);
}

TEST(SqlJoin, ChainsAreLeftDeepAndParenthesesNest) {
    const ast::QueryPtr chain = parseQuery("SELECT * FROM a JOIN b ON true LEFT JOIN c ON false, d");
    ASSERT_EQ(chain->from.size(), 2u);
    const ast::FromJoin& outer = firstJoin(chain);
    EXPECT_EQ(outer.kind, ast::JoinKind::Left);
    EXPECT_EQ(outer.right.name, "c");
    ASSERT_NE(outer.left.join, nullptr);
    EXPECT_EQ(outer.left.join->left.name, "a");
    EXPECT_EQ(outer.left.join->right.name, "b");
    EXPECT_EQ(chain->from[1].name, "d");

    const ast::QueryPtr nested = parseQuery("SELECT * FROM a JOIN (b CROSS JOIN (SELECT 1) s) ON true");
    const ast::FromJoin& top = firstJoin(nested);
    EXPECT_EQ(top.left.name, "a");
    ASSERT_NE(top.right.join, nullptr);
    EXPECT_EQ(top.right.join->kind, ast::JoinKind::Cross);
    EXPECT_NE(top.right.join->right.subquery, nullptr);
    EXPECT_EQ(top.right.join->right.alias, "s");

    const ast::QueryPtr leading = parseQuery("SELECT * FROM (a NATURAL JOIN b) JOIN c USING (k)");
    EXPECT_TRUE(firstJoin(leading).left.join->natural);
    EXPECT_EQ(firstJoin(leading).using_columns, std::vector<std::string>{"k"});
}

TEST(SqlJoin, Errors) {
    const Case cases[] = {
        {"a JOIN b", "1:23: expected ON and a condition, or USING and a list of columns, after the joined table"},
        {"a JOIN b WHERE x",
         "1:24: expected ON and a condition, or USING and a list of columns, after the joined table"},
        {"a JOIN", "1:21: expected a table name, a parenthesised subquery or join after JOIN"},
        {"a LEFT b ON true", "1:22: expected JOIN"},
        {"a CROSS b", "1:23: expected JOIN"},
        {"a NATURAL LEFT b", "1:30: expected JOIN"},
        {"a JOIN b ON", "1:26: expected a condition after ON"},
        {"a JOIN b USING x", "1:30: expected '(' and a list of columns after USING"},
        {"a JOIN b USING ()", "1:31: expected a column name in USING (write reserved words in backquotes)"},
        {"a JOIN b USING (x y)", "1:33: expected ',' and a column name, or ')' to close the USING list"},
        {"a CROSS JOIN b ON true", "1:30: unexpected 'ON' after the end of the query"},
        {"a NATURAL JOIN b USING (x)", "1:32: unexpected 'USING' after the end of the query"},
        {"(a JOIN b ON true", "1:32: expected JOIN or ')' to close the parenthesised join"},
        {"(a)", "1:16: expected a query (SELECT ...) after '('"},
    };
    for (const Case& c : cases) EXPECT_EQ(joinError(c.input), c.expected) << c.input;
}

TEST(SqlJoin, AtMostAThousandTables) {
    std::string joins = "t0";
    std::string commas = "t0";
    for (int i = 1; i < 1000; ++i) {
        joins += " CROSS JOIN t" + std::to_string(i);
        commas += ", t" + std::to_string(i);
    }
    EXPECT_EQ(parseQuery("SELECT * FROM " + joins)->from.at(0).tables, 1000u);
    EXPECT_EQ(parseQuery("SELECT * FROM " + commas)->from.size(), 1000u);
    const std::string message = "FROM joins more than 1000 tables; split the query, for instance through views";
    const std::string too_many_joins = "SELECT * FROM " + joins + " JOIN (a CROSS JOIN b) ON true";
    EXPECT_EQ(failureOf([&] { parseQuery(too_many_joins); }).message, message);
    EXPECT_EQ(failureOf([&] { parseQuery("SELECT * FROM " + commas + ", u"); }).message, message);
    EXPECT_EQ(failureOf([&] { parseQuery("SELECT * FROM " + joins + ", u"); }).message, message);
}

}  // namespace
}  // namespace tabula::parser::test
