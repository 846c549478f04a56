// Script slices: blanked prefixes, offsets through doubled quotes, errors moved into the script.
#include <gtest/gtest.h>

#include "cli/script_slice.hpp"

namespace tabula::cli {
namespace {

// Offsets: s0 c1 a2 n3 (4 '5 t6 '7 )8 .9 s10 ... (16 '17 i18 t19 '20 '21 s22 ,23 ' '24 x25 '26 )27
constexpr std::string_view kScript = "scan('t').select('it''s, x')";

ast::PipelineArg itsArgument() {
    ast::PipelineArg arg;
    arg.span = {17, 27};
    arg.value = std::string("it's, x");
    arg.content_offset = 18;
    return arg;
}

TEST(ScriptSlice, StatementKeepsLinesAndColumns) {
    std::string script = "select 1;\n  select x from t;";
    ScriptSlice slice = ScriptSlice::statement(script, {12, 27});
    EXPECT_EQ(slice.text(), "         \n  select x from t");
    EXPECT_EQ(slice.toScriptOffset(14), 14u);
}

TEST(ScriptSlice, StringArgumentIsUnescapedAtItsPlace) {
    ScriptSlice slice = ScriptSlice::stringArgument(kScript, itsArgument());
    EXPECT_EQ(slice.text(), std::string(18, ' ') + "it's, x");
    EXPECT_EQ(slice.span().begin, 17u);
    EXPECT_EQ(slice.span().end, 27u);
}

TEST(ScriptSlice, OffsetsAfterADoubledQuoteShiftByOne) {
    ScriptSlice slice = ScriptSlice::stringArgument(kScript, itsArgument());
    EXPECT_EQ(slice.toScriptOffset(18), 18u);  // i
    EXPECT_EQ(slice.toScriptOffset(20), 20u);  // the quote itself
    EXPECT_EQ(slice.toScriptOffset(21), 22u);  // s
    EXPECT_EQ(slice.toScriptOffset(24), 25u);  // x
    EXPECT_EQ(slice.toScriptOffset(25), 26u);  // end of the content: the closing quote
}

TEST(ScriptSlice, ParseErrorMovesIntoTheScript) {
    ScriptSlice slice = ScriptSlice::stringArgument(kScript, itsArgument());
    try {
        slice.run(kScript, [&](std::string_view text) -> int {
            throw makeParseError(text, 24, "expected an operator");
        });
        FAIL() << "no error";
    } catch (const ParseError& error) {
        EXPECT_EQ(error.line(), 1u);
        EXPECT_EQ(error.column(), 26u);
        EXPECT_EQ(error.message(), "expected an operator");
        EXPECT_EQ(std::string(error.what()),
                  "1:26: expected an operator\n" + std::string(kScript) + "\n" + std::string(25, ' ') + "^");
    }
}

TEST(ScriptSlice, ValidationErrorExcerptMovesIntoTheScript) {
    ScriptSlice slice = ScriptSlice::stringArgument(kScript, itsArgument());
    try {
        slice.run(kScript, [&](std::string_view text) -> int {
            throw ValidationError(formatExcerpt(text, {24, 25}, "unknown field 'x'"));
        });
        FAIL() << "no error";
    } catch (const ValidationError& error) {
        EXPECT_EQ(std::string(error.what()),
                  "1:26: unknown field 'x'\n" + std::string(kScript) + "\n" + std::string(25, ' ') + "^");
    }
}

TEST(ScriptSlice, ValidationErrorWithoutPositionPointsAtTheArgument) {
    ScriptSlice slice = ScriptSlice::stringArgument(kScript, itsArgument());
    try {
        slice.run(kScript, [](std::string_view) -> int { throw ValidationError("the table has 4 fields"); });
        FAIL() << "no error";
    } catch (const ValidationError& error) {
        EXPECT_EQ(std::string(error.what()), formatExcerpt(kScript, {17, 27}, "the table has 4 fields"));
        EXPECT_EQ(std::string(error.what()).substr(0, 34), "1:18: the table has 4 fields\nscan(");
    }
}

TEST(ScriptSlice, StatementOnALaterLineKeepsItsLineNumber) {
    std::string script = "select 1;\nselect nope from t;";
    ScriptSlice slice = ScriptSlice::statement(script, {10, 28});
    try {
        slice.run(script, [&](std::string_view text) -> int {
            throw ValidationError(formatExcerpt(text, {17, 21}, "unknown column 'nope'"));
        });
        FAIL() << "no error";
    } catch (const ValidationError& error) {
        EXPECT_EQ(std::string(error.what()), "2:8: unknown column 'nope'\nselect nope from t;\n       ^~~~");
    }
}

TEST(ScriptPositions, OffsetOfLineAndColumn) {
    EXPECT_EQ(offsetOf("ab\ncd", 1, 1), 0u);
    EXPECT_EQ(offsetOf("ab\ncd", 2, 2), 4u);
    EXPECT_EQ(offsetOf("ab\ncd", 3, 1), 5u);   // past the last line: clamped
    EXPECT_EQ(offsetOf("ab\ncd", 2, 40), 5u);  // past the end: clamped
}

TEST(ScriptPositions, HasPosition) {
    EXPECT_TRUE(hasPosition("12:3: unknown field"));
    EXPECT_FALSE(hasPosition("unknown field"));
    EXPECT_FALSE(hasPosition("12:3 unknown"));
    EXPECT_FALSE(hasPosition("12: unknown"));
    EXPECT_FALSE(hasPosition("a.csv:1:2: bad"));
}

}  // namespace
}  // namespace tabula::cli
