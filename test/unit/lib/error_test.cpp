// Error classes, caret excerpts and closest-name suggestions.
#include <gtest/gtest.h>

#include "tabula/error.hpp"

namespace tabula {
namespace {

TEST(ParseError, WhatHasPositionMessageAndExcerpt) {
    ParseError e("expected an expression after '+'", 1, 5, "a + \n    ^");
    EXPECT_STREQ(e.what(), "1:5: expected an expression after '+'\na + \n    ^");
    EXPECT_EQ(e.message(), "expected an expression after '+'");
    EXPECT_EQ(e.line(), 1u);
    EXPECT_EQ(e.column(), 5u);
    EXPECT_EQ(e.excerpt(), "a + \n    ^");
}

TEST(ParseError, MadeFromOffset) {
    ParseError e = makeParseError("a + ", 4, "expected an expression after '+'");
    EXPECT_STREQ(e.what(), "1:5: expected an expression after '+'\na + \n    ^");
    ParseError second_line = makeParseError("select a\nfrom t where", 14, "expected a condition");
    EXPECT_EQ(second_line.line(), 2u);
    EXPECT_EQ(second_line.column(), 6u);
    EXPECT_EQ(second_line.excerpt(), "from t where\n     ^");
}

TEST(IoError, CarriesPathAndPosition) {
    IoError e("data.csv:3:5: cannot parse 'abc' as INT in column 'id'", "data.csv", 3, 5);
    EXPECT_STREQ(e.what(), "data.csv:3:5: cannot parse 'abc' as INT in column 'id'");
    EXPECT_EQ(e.path(), "data.csv");
    EXPECT_EQ(e.line(), 3u);
    EXPECT_EQ(e.column(), 5u);
    IoError open_error("cannot open 'x.csv': No such file or directory", "x.csv");
    EXPECT_EQ(open_error.line(), 0u);
    EXPECT_EQ(open_error.column(), 0u);
}

TEST(FormatExcerpt, CaretAndTildesUnderSpan) {
    EXPECT_EQ(formatExcerpt("select a +", {9, 10}, "msg"), "1:10: msg\nselect a +\n         ^");
    EXPECT_EQ(formatExcerpt("select salry from t", {7, 12}, "unknown field 'salry'"),
              "1:8: unknown field 'salry'\nselect salry from t\n       ^~~~~");
    EXPECT_EQ(formatExcerpt("a\nbc de\nf", {5, 7}, "m"), "2:4: m\nbc de\n   ^~");
}

TEST(FormatExcerpt, SpanStopsAtLineEnd) {
    EXPECT_EQ(formatExcerpt("ab\ncd", {1, 5}, "m"), "1:2: m\nab\n ^");
    EXPECT_EQ(formatExcerpt("ab\r\ncd", {0, 2}, "m"), "1:1: m\nab\n^~");
}

TEST(FormatExcerpt, EmptySpanAndEndOfText) {
    EXPECT_EQ(formatExcerpt("abc", {3, 3}, "m"), "1:4: m\nabc\n   ^");
    EXPECT_EQ(formatExcerpt("abc", {10, 12}, "m"), "1:4: m\nabc\n   ^");
    EXPECT_EQ(formatExcerpt("", {0, 0}, "m"), "1:1: m\n\n^");
}

TEST(FormatExcerpt, KeepsTabsAndSkipsUtf8ContinuationBytes) {
    EXPECT_EQ(formatExcerpt("\tx", {1, 2}, "m"), "1:2: m\n\tx\n\t^");
    // "é" is two bytes: the column counts bytes, the caret counts characters.
    EXPECT_EQ(formatExcerpt("\xC3\xA9 x", {3, 4}, "m"), "1:4: m\n\xC3\xA9 x\n  ^");
    EXPECT_EQ(formatExcerpt("x \xC3\xA9\xC3\xA9", {2, 6}, "m"), "1:3: m\nx \xC3\xA9\xC3\xA9\n  ^~");
}

TEST(ClosestName, CaseInsensitiveEditDistance) {
    std::vector<std::string> fields{"id", "name", "country"};
    EXPECT_EQ(closestName("nme", fields), "name");
    EXPECT_EQ(closestName("NAME", fields), "name");
    EXPECT_EQ(closestName("countyr", fields), "country");
    EXPECT_EQ(closestName("xyz", fields), "");
    EXPECT_EQ(closestName("anything", {}), "");
    EXPECT_EQ(closestName("ab", {"aa", "bb"}), "aa");
}

TEST(ClosestName, ThresholdIsHalfTheNameButAtLeastTwo) {
    EXPECT_EQ(closestName("ab", {"abcd"}), "abcd");          // distance 2, limit 2
    EXPECT_EQ(closestName("ab", {"abcde"}), "");             // distance 3, limit 2
    EXPECT_EQ(closestName("abcdefgh", {"abcdwxyz"}), "abcdwxyz");  // distance 4, limit 4
    EXPECT_EQ(closestName("abcdefgh", {"abcvwxyz"}), "");    // distance 5, limit 4
}

TEST(Errors, HierarchyAndMessages) {
    ValidationError v("unknown table 'x'");
    ExecutionError x("division by zero");
    const Error& as_base = v;
    EXPECT_STREQ(as_base.what(), "unknown table 'x'");
    EXPECT_STREQ(x.what(), "division by zero");
    EXPECT_THROW(throw ExecutionError("e"), std::runtime_error);
}

}  // namespace
}  // namespace tabula
