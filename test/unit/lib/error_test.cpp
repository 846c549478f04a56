// Error classes, their rendering with caret excerpts, and closest-name suggestions.
#include <gtest/gtest.h>

#include "tabula/error.hpp"

namespace tabula {
namespace {

/// What an error at `span` of a nameless source holding `text` renders as.
std::string rendered(std::string_view text, SourceSpan span, const std::string& message) {
    return ValidationError(message, span, makeErrorSource(text)).what();
}

TEST(ParseError, WhatHasPositionMessageAndExcerpt) {
    ParseError e("expected an expression after '+'", {4, 4}, makeErrorSource("a + "));
    EXPECT_STREQ(e.what(), "1:5: expected an expression after '+'\na + \n    ^");
    EXPECT_EQ(e.kind(), ErrorKind::Parse);
    EXPECT_EQ(e.message(), "expected an expression after '+'");
    EXPECT_EQ(e.line(), 1u);
    EXPECT_EQ(e.column(), 5u);
    EXPECT_EQ(e.excerpt(), "a + \n    ^");
    ParseError second_line("expected a condition", {14, 14}, makeErrorSource("select a\nfrom t where"));
    EXPECT_EQ(second_line.line(), 2u);
    EXPECT_EQ(second_line.column(), 6u);
    EXPECT_EQ(second_line.excerpt(), "from t where\n     ^");
}

TEST(ParseError, ALongLineShowsAWindowAroundTheSpan) {
    // 100,000 'x's, then the error's span "yyy", then 100,000 more: 100 bytes before the span, 300 in all.
    const std::string line = std::string(100000, 'x') + "yyy" + std::string(100000, 'x');
    ParseError e("unexpected 'yyy'", {100000, 100003}, makeErrorSource(line));
    EXPECT_EQ(e.column(), 100001u);
    EXPECT_EQ(e.excerpt(), "\u2026" + std::string(100, 'x') + "yyy" + std::string(197, 'x') + "\u2026\n" +
                               std::string(101, ' ') + "^~~");
    // Near the line's start nothing is cut there; a window never splits a UTF-8 character.
    const std::string accented = "a\u00e9" + std::string(400, 'z');
    ParseError early("here", {1, 3}, makeErrorSource(accented));
    EXPECT_EQ(early.excerpt(), "a\u00e9" + std::string(297, 'z') + "\u2026\n ^");
    const std::string umlauts = std::string(200, 'a') + "b" + [] {
        std::string u;
        for (int i = 0; i < 200; ++i) u += "\u00fc";
        return u;
    }();
    ParseError late("here", {200, 201}, makeErrorSource(umlauts));
    const std::string excerpt = late.excerpt();
    EXPECT_TRUE(excerpt.starts_with("\u2026" + std::string(100, 'a') + "b\u00fc")) << excerpt;
    EXPECT_NE(excerpt.find("\u00fc\u2026\n"), std::string::npos) << excerpt;
}

TEST(ParseError, WithoutSourceIsItsMessage) {
    ParseError e("the text is too long", {0, 0});
    EXPECT_STREQ(e.what(), "the text is too long");
    EXPECT_EQ(e.line(), 0u);
    EXPECT_EQ(e.excerpt(), "");
}

TEST(Error, SpanAndSourceAreAttachedLater) {
    ExecutionError e("division by zero in '1 / 0'");
    EXPECT_STREQ(e.what(), "division by zero in '1 / 0'");
    e.locate({7, 12});
    e.locate({0, 20});  // the first position given stays
    EXPECT_STREQ(e.what(), "division by zero in '1 / 0'");
    e.attachSource(std::make_shared<const ErrorSource>(ErrorSource{"q.sql", "select 1 / 0", 4}));
    EXPECT_STREQ(e.what(), "q.sql:4:8: division by zero in '1 / 0'\nselect 1 / 0\n       ^~~~~");
    e.attachSource(makeErrorSource("other text"));  // the first source given stays
    EXPECT_EQ(e.source()->name, "q.sql");
}

TEST(Error, RelocateMovesIntoALargerText) {
    ValidationError e("unknown field 'x'", SourceSpan{0, 1}, makeErrorSource("x"));
    e.relocate(makeErrorSource("select('x')"), {8, 9});
    EXPECT_STREQ(e.what(), "1:9: unknown field 'x'\nselect('x')\n        ^");
}

TEST(InternalError, WhatIsPrefixedAndMessageIsNot) {
    InternalError e("rule 'x' broke the plan");
    EXPECT_STREQ(e.what(), "internal error: rule 'x' broke the plan");
    EXPECT_EQ(e.message(), "rule 'x' broke the plan");
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

TEST(RenderError, CaretAndTildesUnderSpan) {
    EXPECT_EQ(rendered("select a +", {9, 10}, "msg"), "1:10: msg\nselect a +\n         ^");
    EXPECT_EQ(rendered("select salry from t", {7, 12}, "unknown field 'salry'"),
              "1:8: unknown field 'salry'\nselect salry from t\n       ^~~~~");
    EXPECT_EQ(rendered("a\nbc de\nf", {5, 7}, "m"), "2:4: m\nbc de\n   ^~");
}

TEST(RenderError, SpanStopsAtLineEnd) {
    EXPECT_EQ(rendered("ab\ncd", {1, 5}, "m"), "1:2: m\nab\n ^");
    EXPECT_EQ(rendered("ab\r\ncd", {0, 2}, "m"), "1:1: m\nab\n^~");
}

TEST(RenderError, EmptySpanAndEndOfText) {
    EXPECT_EQ(rendered("abc", {3, 3}, "m"), "1:4: m\nabc\n   ^");
    EXPECT_EQ(rendered("abc", {10, 12}, "m"), "1:4: m\nabc\n   ^");
    EXPECT_EQ(rendered("", {0, 0}, "m"), "1:1: m\n\n^");
}

TEST(RenderError, KeepsTabsAndSkipsUtf8ContinuationBytes) {
    EXPECT_EQ(rendered("\tx", {1, 2}, "m"), "1:2: m\n\tx\n\t^");
    // "é" is two bytes: the column counts bytes, the caret counts characters.
    EXPECT_EQ(rendered("\xC3\xA9 x", {3, 4}, "m"), "1:4: m\n\xC3\xA9 x\n  ^");
    EXPECT_EQ(rendered("x \xC3\xA9\xC3\xA9", {2, 6}, "m"), "1:3: m\nx \xC3\xA9\xC3\xA9\n  ^~");
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
    EXPECT_EQ(closestName("ab", {"abcd"}), "abcd");                // distance 2, limit 2
    EXPECT_EQ(closestName("ab", {"abcde"}), "");                   // distance 3, limit 2
    EXPECT_EQ(closestName("abcdefgh", {"abcdwxyz"}), "abcdwxyz");  // distance 4, limit 4
    EXPECT_EQ(closestName("abcdefgh", {"abcvwxyz"}), "");          // distance 5, limit 4
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
