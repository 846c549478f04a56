// Whole-grammar checks: PEGTL's analyze finds no rule that can loop without progress, and random input
// never crashes a parser (it either parses, re-parsing to an equal tree, or raises ParseError).
#include <gtest/gtest.h>

#include <random>

#include <tao/pegtl/contrib/analyze.hpp>

#include "parser/expression_grammar.hpp"
#include "parser/script_grammar.hpp"
#include "parser/sql_grammar.hpp"
#include "parser_test_support.hpp"

namespace tabula::parser::test {
namespace {

TEST(GrammarAnalysis, NoRuleLoopsWithoutProgress) {
    EXPECT_EQ(tao::pegtl::analyze<flink::single_expression>(), 0u);
    EXPECT_EQ(tao::pegtl::analyze<flink::expression_list>(), 0u);
    EXPECT_EQ(tao::pegtl::analyze<sql::single_query>(), 0u);
    EXPECT_EQ(tao::pegtl::analyze<script::script>(), 0u);
}

/// Parses `text` with every entry point; only ParseError may escape, and a parsed expression must survive
/// a trip through toString.
void parseEverything(const std::string& text) {
    SCOPED_TRACE(text);
    try {
        for (const ast::ExprPtr& expr : parseExpressionList(text)) {
            const std::string rendering = ast::toString(*expr);
            SCOPED_TRACE(rendering);
            EXPECT_TRUE(ast::equalsIgnoringSpans(*expr, *parseExpression(rendering)));
        }
    } catch (const ParseError&) {
    }
    try {
        parseExpression(text);
    } catch (const ParseError&) {
    }
    try {
        parseQuery(text);
    } catch (const ParseError&) {
    }
    try {
        parseScript(text);
    } catch (const ParseError&) {
    }
    isCompleteStatement(text);
}

TEST(GrammarAnalysis, RandomCharactersNeverCrash) {
    const std::string alphabet = " \t\n()[],.;:'\"`+-*/%<>=!&|?$_aAbBcCdeEfFlLpPxyzN0123456789\xC3\xA9\x80";
    std::mt19937 random(20240611);
    std::uniform_int_distribution<size_t> length(0, 40);
    std::uniform_int_distribution<size_t> pick(0, alphabet.size() - 1);
    for (int i = 0; i < 3000; ++i) {
        std::string text;
        for (size_t n = length(random); n > 0; --n) text += alphabet[pick(random)];
        parseEverything(text);
    }
}

TEST(GrammarAnalysis, RandomTokensNeverCrash) {
    const char* tokens[] = {
        "a",        "b",           "x1",
        "1",        "2L",          "1.5",
        "1.5p",     "2f",          "1e3",
        ".5",       "'s'",         "'it''s'",
        "\"q\"",    "`n`",         "(",
        ")",        ",",           ".",
        ";",        "*",           "+",
        "-",        "/",           "%",
        "=",        "==",          "===",
        "!=",       "<>",          "<",
        "<=",       ">",           ">=",
        "!",        "&&",          "||",
        "?",        "AND",         "OR",
        "NOT",      "IS",          "NULL",
        "TRUE",     "false",       "BETWEEN",
        "LIKE",     "IN",          "CASE",
        "WHEN",     "THEN",        "ELSE",
        "END",      "CAST",        "AS",
        "INT",      "STRING",      "DECIMAL(10, 2)",
        "count",    "sum",         "distinct",
        "asc",      "desc",        "NULLS",
        "FIRST",    "LAST",        "over",
        "w",        "to",          "minutes",
        "years",    "rows",        "toDate",
        "trim",     "LEADING",     "extract",
        "DAY",      "FROM",        "floor",
        "ceil",     "HOUR",        "log",
        "get",      "flatten",     "Null",
        "nullOf",   "current_row", "timestampDiff",
        "SELECT",   "WHERE",       "GROUP",
        "BY",       "HAVING",      "ORDER",
        "LIMIT",    "OFFSET",      "FETCH",
        "ROWS",     "ONLY",        "CREATE",
        "TABLE",    "VIEW",        "WITH",
        "DROP",     "SHOW",        "TABLES",
        "DESCRIBE", "EXPLAIN",     "scan",
        "--",       "/*",          "*/",
        "\n",       "if",
    };
    std::mt19937 random(7);
    std::uniform_int_distribution<size_t> length(0, 24);
    std::uniform_int_distribution<size_t> pick(0, std::size(tokens) - 1);
    std::uniform_int_distribution<int> space(0, 3);
    for (int i = 0; i < 4000; ++i) {
        std::string text;
        for (size_t n = length(random); n > 0; --n) {
            text += tokens[pick(random)];
            if (space(random) > 0) text += ' ';
        }
        parseEverything(text);
    }
}

TEST(GrammarAnalysis, ZeroBytesAndControlCharactersAreJustCharacters) {
    parseEverything(std::string("a\0b", 3));
    parseEverything(std::string("'a\0b'", 5));
    EXPECT_EQ(parseExpression(std::string("'a\0b'", 5))->text, std::string("a\0b", 3));
}

}  // namespace
}  // namespace tabula::parser::test
