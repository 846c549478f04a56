// Script slices: offsets through doubled quotes, errors moved into the script, arguments found by content.
#include <gtest/gtest.h>

#include "api/src/script_slice.hpp"

namespace tabula::detail {
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

TEST(ScriptSlice, StringArgumentIsUnescaped) {
    ScriptSlice slice(kScript, itsArgument());
    EXPECT_EQ(slice.text(), "it's, x");
    EXPECT_EQ(slice.span().begin, 17u);
    EXPECT_EQ(slice.span().end, 27u);
}

TEST(ScriptSlice, OffsetsAfterADoubledQuoteShiftByOne) {
    ScriptSlice slice(kScript, itsArgument());
    EXPECT_EQ(slice.toScriptOffset(0), 18u);  // i
    EXPECT_EQ(slice.toScriptOffset(2), 20u);  // the quote itself
    EXPECT_EQ(slice.toScriptOffset(3), 22u);  // s
    EXPECT_EQ(slice.toScriptOffset(6), 25u);  // x
    EXPECT_EQ(slice.toScriptOffset(7), 26u);  // end of the content: the closing quote
}

TEST(ScriptSlice, ParseErrorMovesIntoTheScript) {
    ScriptSlice slice(kScript, itsArgument());
    try {
        slice.run(makeErrorSource(kScript), [&](std::string_view text) -> int {
            throw ParseError("expected an operator", {6, 6}, makeErrorSource(text));
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

TEST(ScriptSlice, ValidationErrorSpanMovesIntoTheScript) {
    ScriptSlice slice(kScript, itsArgument());
    try {
        slice.run(makeErrorSource(kScript), [&](std::string_view text) -> int {
            throw ValidationError("unknown field 'x'", SourceSpan{6, 7}, makeErrorSource(text));
        });
        FAIL() << "no error";
    } catch (const ValidationError& error) {
        EXPECT_EQ(std::string(error.what()),
                  "1:26: unknown field 'x'\n" + std::string(kScript) + "\n" + std::string(25, ' ') + "^");
    }
}

TEST(ScriptSlice, ValidationErrorWithoutPositionPointsAtTheArgument) {
    ScriptSlice slice(kScript, itsArgument());
    try {
        slice.run(makeErrorSource(kScript),
                  [](std::string_view) -> int { throw ValidationError("the table has 4 fields"); });
        FAIL() << "no error";
    } catch (const ValidationError& error) {
        EXPECT_EQ(std::string(error.what()),
                  "1:18: the table has 4 fields\n" + std::string(kScript) + "\n" + std::string(17, ' ') + "^~~~~~~~~~");
    }
}

TEST(ScriptSlice, ErrorPlacedInTheScriptAlreadyStays) {
    ScriptSlice slice(kScript, itsArgument());
    ErrorSourcePtr script = makeErrorSource(kScript);
    ValidationError error("unknown table 't'", SourceSpan{5, 8}, script);
    slice.moveIntoScript(error, script);
    EXPECT_EQ(error.span()->begin, 5u);
    EXPECT_EQ(error.span()->end, 8u);
}

TEST(StringArgumentHolding, FindsArgumentsOfNestedPipelinesAndNothingElse) {
    auto inner = std::make_shared<ast::Pipeline>();
    inner->calls.push_back(ast::MethodCall{{}, "select", {itsArgument()}});
    ast::PipelineArg nested;
    nested.value = std::shared_ptr<const ast::Pipeline>(inner);
    auto outer = std::make_shared<ast::Pipeline>();
    outer->calls.push_back(ast::MethodCall{{}, "unionAll", {nested}});
    ast::Statement statement{{}, std::shared_ptr<const ast::Pipeline>(outer)};
    const ast::PipelineArg* found = stringArgumentHolding(statement, "it's, x");
    ASSERT_NE(found, nullptr);
    EXPECT_EQ(found->content_offset, 18u);
    EXPECT_EQ(stringArgumentHolding(statement, "it"), nullptr);
    EXPECT_EQ(stringArgumentHolding(ast::Statement{{}, ast::ShowTables{}}, "it's, x"), nullptr);
}

}  // namespace
}  // namespace tabula::detail
