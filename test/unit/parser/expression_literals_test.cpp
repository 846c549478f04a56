// String-expression literals: every form of EXPRESSION_GRAMMAR.md §2 with the kind and text the AST keeps.
#include <gtest/gtest.h>

#include "parser_test_support.hpp"

namespace tabula::parser::test {
namespace {

using ast::ExprKind;
using ast::LiteralKind;

struct LiteralCase {
    const char* input;
    LiteralKind kind;
    const char* text;
};

TEST(ExpressionLiterals, KindAndText) {
    const LiteralCase cases[] = {
        {"42", LiteralKind::Integer, "42"},
        {"0", LiteralKind::Integer, "0"},
        {"2147483648", LiteralKind::Integer, "2147483648"},  // the binder widens it to BIGINT
        {"-7", LiteralKind::Integer, "-7"},
        {"- 7", LiteralKind::Integer, "-7"},
        {"-(7)", LiteralKind::Integer, "-7"},
        {"12L", LiteralKind::Long, "12"},
        {"12l", LiteralKind::Long, "12"},
        {"-12L", LiteralKind::Long, "-12"},
        {"1.5p", LiteralKind::Decimal, "1.5"},
        {"3P", LiteralKind::Decimal, "3"},
        {"1.5f", LiteralKind::Float, "1.5"},
        {"2F", LiteralKind::Float, "2"},
        {"1.0", LiteralKind::Double, "1.0"},
        {"1e3", LiteralKind::Double, "1e3"},
        {"2.5E-3", LiteralKind::Double, "2.5E-3"},
        {".5", LiteralKind::Double, "0.5"},
        {"1d", LiteralKind::Double, "1"},
        {"1.5D", LiteralKind::Double, "1.5"},
        {"-1.5", LiteralKind::Double, "-1.5"},
        {"'abc'", LiteralKind::String, "abc"},
        {"''", LiteralKind::String, ""},
        {"'It''s'", LiteralKind::String, "It's"},
        {"\"I \"\"like\"\" dogs\"", LiteralKind::String, "I \"like\" dogs"},
        {"'say \"hi\"'", LiteralKind::String, "say \"hi\""},
        {"'multi\nline'", LiteralKind::String, "multi\nline"},
        {"'gr\xC3\xBC\xC3\x9F'", LiteralKind::String, "gr\xC3\xBC\xC3\x9F"},
        {"true", LiteralKind::Boolean, "true"},
        {"TRUE", LiteralKind::Boolean, "true"},
        {"False", LiteralKind::Boolean, "false"},
        {"10.minutes", LiteralKind::IntervalMillis, "600000"},
        {"1.minute", LiteralKind::IntervalMillis, "60000"},
        {"1.day", LiteralKind::IntervalMillis, "86400000"},
        {"2.days", LiteralKind::IntervalMillis, "172800000"},
        {"2.weeks", LiteralKind::IntervalMillis, "1209600000"},
        {"3.hours", LiteralKind::IntervalMillis, "10800000"},
        {"5.seconds", LiteralKind::IntervalMillis, "5000"},
        {"7.millis", LiteralKind::IntervalMillis, "7"},
        {"10L.minutes", LiteralKind::IntervalMillis, "600000"},
        {"(-1).hour", LiteralKind::IntervalMillis, "-3600000"},
        {"2.years", LiteralKind::IntervalMonths, "24"},
        {"1.quarter", LiteralKind::IntervalMonths, "3"},
        {"5.MONTHS", LiteralKind::IntervalMonths, "5"},
        {"3.rows", LiteralKind::RowCount, "3"},
        {"current_row", LiteralKind::Symbol, "CURRENT_ROW"},
        {"CURRENT_RANGE", LiteralKind::Symbol, "CURRENT_RANGE"},
        {"unbounded_row", LiteralKind::Symbol, "UNBOUNDED_ROW"},
        {"Unbounded_Range", LiteralKind::Symbol, "UNBOUNDED_RANGE"},
    };
    for (const LiteralCase& c : cases) {
        SCOPED_TRACE(c.input);
        const ast::ExprPtr expr = parseExpression(c.input);
        ASSERT_EQ(expr->kind, ExprKind::Literal);
        EXPECT_EQ(expr->literal_kind, c.kind);
        EXPECT_EQ(expr->text, c.text);
    }
}

TEST(ExpressionLiterals, TypedAndUntypedNull) {
    const struct {
        const char* input;
        DataType type;
    } cases[] = {
        {"Null(INT)", Types::INT()},
        {"null(STRING)", Types::STRING()},
        {"nullOf(LONG)", Types::BIGINT()},
        {"Null( DECIMAL(10, 2) )", Types::DECIMAL(10, 2)},
        {"Null(SQL_DATE)", Types::DATE()},
        {"Null(DOUBLE PRECISION)", Types::DOUBLE()},
        {"NULL", DataType()},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.input);
        const ast::ExprPtr expr = parseExpression(c.input);
        ASSERT_EQ(expr->kind, ExprKind::Literal);
        EXPECT_EQ(expr->literal_kind, LiteralKind::Null);
        EXPECT_EQ(expr->type, c.type);
    }
}

TEST(ExpressionLiterals, KeywordsFollowedByIdentifierCharactersAreFields) {
    for (const char* input : {"truex", "false_", "ascending", "desc2", "nullx", "current_rows", "cast", "trim", "to",
                              "rows", "year", "count", "date", "case", "over", "end"}) {
        SCOPED_TRACE(input);
        const ast::ExprPtr expr = parseExpression(input);
        EXPECT_EQ(expr->kind, ExprKind::Field);
        EXPECT_EQ(expr->text, input);
        EXPECT_FALSE(expr->case_insensitive);
    }
}

TEST(ExpressionLiterals, FieldsAndStar) {
    const Case cases[] = {
        {"a", "a"},
        {"_1", "_1"},
        {"$field", "$field"},
        {"camelCase9", "camelCase9"},
        {"\xC3\xA9t\xC3\xA9", "\xC3\xA9t\xC3\xA9"},
        {"*", "*"},
        {"  spaced\n", "spaced"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.input);
        EXPECT_EQ(rendered(c.input), c.expected);
    }
    EXPECT_EQ(parseExpression("*")->kind, ExprKind::Star);
}

TEST(ExpressionLiterals, SpansCoverTheLiteralOnly) {
    const ast::ExprPtr expr = parseExpression("  'x''y'  ");
    EXPECT_EQ(expr->span.begin, 2u);
    EXPECT_EQ(expr->span.end, 8u);
    const ast::ExprPtr negative = parseExpression(" -12L ");
    EXPECT_EQ(negative->span.begin, 1u);
    EXPECT_EQ(negative->span.end, 5u);
}

}  // namespace
}  // namespace tabula::parser::test
