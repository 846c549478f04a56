// String functions: case mapping, lengths and positions in code points, SUBSTRING/TRIM/OVERLAY/PAD edge cases,
// CONCAT and CONCAT_WS NULL rules, SPLIT_INDEX pieces, encodings, and bind errors.
#include "test/unit/functions/function_test_support.hpp"

namespace tabula::exec::testing {
namespace {

const Value kNullString = null(Types::STRING());

TEST(StringCase, UpperLowerInitCap) {
    EXPECT_EQ(run("upper", {str("Hello w\xc3\xb6rld")}), str("HELLO W\xc3\x96RLD"));  // ö -> Ö
    EXPECT_EQ(run("upperCase", {str("abc")}), str("ABC"));
    EXPECT_EQ(run("LOWER", {str("\xc3\x80"
                                "B")}),
              str("\xc3\xa0"
                  "b"));  // À -> à
    // ПРИ -> при
    EXPECT_EQ(run("lowerCase", {str("\xd0\x9f\xd0\xa0\xd0\x98")}), str("\xd0\xbf\xd1\x80\xd0\xb8"));
    EXPECT_EQ(run("initCap", {str("hello WORLD-foo bar_baz")}), str("Hello World-Foo Bar_Baz"));
    EXPECT_EQ(run("upper", {kNullString}), kNullString);
}

TEST(StringLength, CountsCodePoints) {
    EXPECT_EQ(run("charLength", {str("h\xc3\xa9llo")}), i32(5));
    EXPECT_EQ(run("CHAR_LENGTH", {str("")}), i32(0));
    EXPECT_EQ(run("character_length", {str("abc")}), i32(3));
    EXPECT_EQ(run("charLength", {kNullString}), null(Types::INT()));
}

TEST(StringSubstring, FlinkPositions) {
    EXPECT_EQ(run("substring", {str("hello"), i32(2)}), str("ello"));
    EXPECT_EQ(run("substring", {str("hello"), i32(2), i32(3)}), str("ell"));
    EXPECT_EQ(run("substring", {str("hello"), i32(0), i32(2)}), str("he"));   // position 0 counts as 1
    EXPECT_EQ(run("substring", {str("hello"), i32(-3), i32(2)}), str("ll"));  // from the end
    EXPECT_EQ(run("substring", {str("hello"), i32(-5), i32(9)}), str("hello"));
    EXPECT_EQ(run("substring", {str("hello"), i32(-6), i32(2)}), str(""));  // before the first character
    EXPECT_EQ(run("substring", {str("hello"), i32(10)}), str(""));
    EXPECT_EQ(run("substring", {str("hello"), i32(2), i32(std::numeric_limits<int32_t>::max())}), str("ello"));
    EXPECT_EQ(run("SUBSTR", {str("h\xc3\xa9llo"), i32(2), i32(2)}), str("\xc3\xa9l"));
    EXPECT_EQ(run("substring", {str("hello"), null(Types::INT())}), kNullString);
    EXPECT_EQ(run("substring", {str("hello"), Value::tinyint(4), i64(1)}), str("l"));
    EXPECT_EQ(evalError(call("substring", {lit(str("hello")), lit(i32(1)), lit(i32(-1))}, "s.substring(1, -1)")),
              "negative substring length -1 in 's.substring(1, -1)'");
}

TEST(StringTrim, ModesAndCharacterSets) {
    EXPECT_EQ(run("trim", {str("BOTH"), str(" "), str("  ab  ")}), str("ab"));
    EXPECT_EQ(run("trim", {str("LEADING"), str("x"), str("xxaxx")}), str("axx"));
    EXPECT_EQ(run("trim", {str("TRAILING"), str("xy"), str("yxaxy")}), str("yxa"));
    EXPECT_EQ(run("trim", {str("BOTH"), str("\xc3\xa9"),
                           str("\xc3\xa9"
                               "a"
                               "\xc3\xa9")}),
              str("a"));
    EXPECT_EQ(run("trim", {str("BOTH"), str(" "), str("   ")}), str(""));
    EXPECT_EQ(run("ltrim", {str("  a  ")}), str("a  "));
    EXPECT_EQ(run("rtrim", {str("  a  ")}), str("  a"));
    EXPECT_EQ(run("trim", {str("BOTH"), str(" "), kNullString}), kNullString);
}

TEST(StringTrim, ModeMustBeAKeyword) {
    try {
        eval(call("trim", {lit(str("MIDDLE")), lit(str(" ")), lit(str("a"))}, "trim(MIDDLE, ' ', 'a')"));
        FAIL();
    } catch (const ValidationError& e) {
        EXPECT_STREQ(e.what(),
                     "function 'trim' expects BOTH, LEADING or TRAILING but got 'MIDDLE' in 'trim(MIDDLE, ' ', 'a')'");
    }
    auto mode = col(0, Types::STRING(), "m");
    try {
        evalRow(call("trim", {mode, lit(str(" ")), lit(str("a"))}, "trim(m, ' ', 'a')"), {str("BOTH")});
        FAIL();
    } catch (const ValidationError& e) {
        EXPECT_STREQ(e.what(), "function 'trim' expects a keyword as argument 1 in 'trim(m, ' ', 'a')'");
    }
}

TEST(StringPosition, OneBasedCodePoints) {
    EXPECT_EQ(run("position", {str("lo"), str("hello")}), i32(4));
    EXPECT_EQ(run("position", {str("z"), str("hello")}), i32(0));
    EXPECT_EQ(run("position", {str(""), str("abc")}), i32(1));
    EXPECT_EQ(run("position", {str("l"), str("h\xc3\xa9llo")}), i32(3));
}

TEST(StringOverlay, ReplacesARange) {
    EXPECT_EQ(run("overlay", {str("abcdef"), str("XY"), i32(3)}), str("abXYef"));
    EXPECT_EQ(run("overlay", {str("abcdef"), str("XY"), i32(3), i32(0)}), str("abXYcdef"));
    EXPECT_EQ(run("overlay", {str("abcdef"), str("XY"), i32(3), i32(10)}), str("abXY"));
    EXPECT_EQ(run("overlay", {str("abc"), str("XY"), i32(1), i32(1)}), str("XYbc"));
}

TEST(StringPad, FlinkSemantics) {
    EXPECT_EQ(run("lpad", {str("hi"), i32(5), str("?!")}), str("?!?hi"));
    EXPECT_EQ(run("rpad", {str("hi"), i32(5), str("?!")}), str("hi?!?"));
    EXPECT_EQ(run("lpad", {str("hello"), i32(2), str("?")}), str("he"));
    EXPECT_EQ(run("rpad", {str("hello"), i32(0), str("?")}), str(""));
    EXPECT_EQ(run("lpad", {str("hi"), i32(-1), str("?")}), kNullString);
    EXPECT_EQ(run("rpad", {str("hi"), i32(4), str("")}), kNullString);
    EXPECT_EQ(run("lpad", {str("\xc3\xa9"), i32(3), str("\xc3\xbc")}), str("\xc3\xbc\xc3\xbc\xc3\xa9"));
}

TEST(StringRepeatReplace, Basics) {
    EXPECT_EQ(run("repeat", {str("ab"), i32(3)}), str("ababab"));
    EXPECT_EQ(run("repeat", {str("ab"), i32(0)}), str(""));
    EXPECT_EQ(run("repeat", {str("ab"), i32(-1)}), str(""));
    EXPECT_EQ(run("replace", {str("hello world"), str("o"), str("0")}), str("hell0 w0rld"));
    EXPECT_EQ(run("replace", {str("aaa"), str("aa"), str("b")}), str("ba"));
    // an empty search string: the replacement around every character, as Java's String.replace
    EXPECT_EQ(run("replace", {str("abc"), str(""), str("x")}), str("xaxbxcx"));
    EXPECT_EQ(run("replace", {str("h\xc3\xa9"), str(""), str("-")}), str("-h-\xc3\xa9-"));
    EXPECT_EQ(run("replace", {str(""), str(""), str("-")}), str("-"));
    EXPECT_EQ(run("replace", {str("ab"), str(""), str("")}), str("ab"));
    EXPECT_EQ(run("replace", {str("abc"), str("c"), str("")}), str("ab"));
    EXPECT_EQ(evalError(call("repeat", {lit(str("ab")), lit(i32(2000000000))}, "s.repeat(n)")),
              "string result of 4000000000 bytes is too long in 's.repeat(n)' (the limit is 2147483647 bytes)");
}

TEST(StringConcat, NullRules) {
    EXPECT_EQ(run("concat", {str("a"), str("b"), str("c")}), str("abc"));
    EXPECT_EQ(run("concat", {str("a"), kNullString}), kNullString);
    EXPECT_EQ(run("concat", {str("a"), i32(1), boolean(true)}), str("a1true"));
    EXPECT_EQ(run("concatWs", {str("-"), str("a"), kNullString, str("b")}), str("a-b"));
    EXPECT_EQ(run("CONCAT_WS", {kNullString, str("a")}), kNullString);
    EXPECT_EQ(run("concat_ws", {str("-"), kNullString, kNullString}), str(""));
    EXPECT_EQ(bindError("concatWs", {Types::STRING()}),
              "function 'concatWs' expects at least 2 arguments but got 1 (STRING)");
}

TEST(StringCodec, Base64) {
    EXPECT_EQ(run("toBase64", {str("hello")}), str("aGVsbG8="));
    EXPECT_EQ(run("TO_BASE64", {str("ab")}), str("YWI="));
    EXPECT_EQ(run("toBase64", {str("")}), str(""));
    EXPECT_EQ(run("fromBase64", {str("aGVsbG8=")}), str("hello"));
    EXPECT_EQ(run("from_base64", {str("aGVsbG8")}), str("hello"));
    EXPECT_EQ(run("fromBase64", {str("YWJj")}), str("abc"));
    EXPECT_EQ(evalError(call("fromBase64", {lit(str("a!=="))}, "b.fromBase64()")),
              "invalid base64 input in 'b.fromBase64()'");
    EXPECT_EQ(evalError(call("fromBase64", {lit(str("a"))}, "x")), "invalid base64 input in 'x'");
}

TEST(StringCodec, HexAndBin) {
    EXPECT_EQ(run("hex", {i32(20)}), str("14"));
    EXPECT_EQ(run("hex", {i32(100)}), str("64"));
    EXPECT_EQ(run("hex", {i64(-1)}), str("FFFFFFFFFFFFFFFF"));
    EXPECT_EQ(run("hex", {str("hello,world")}), str("68656C6C6F2C776F726C64"));
    EXPECT_EQ(run("bin", {i32(12)}), str("1100"));
    EXPECT_EQ(run("bin", {i32(0)}), str("0"));
    EXPECT_EQ(run("bin", {i32(-1)}), str(std::string(64, '1')));
    EXPECT_EQ(bindError("hex", {Types::DOUBLE()}), "function 'hex' expects an integer type or STRING but got DOUBLE");
    EXPECT_EQ(bindError("bin", {Types::STRING()}), "function 'bin' expects an integer type but got STRING");
}

TEST(StringSplitIndex, ZeroBasedPieces) {
    EXPECT_EQ(run("splitIndex", {str("Jack,John,Mary"), str(","), i32(0)}), str("Jack"));
    EXPECT_EQ(run("SPLIT_INDEX", {str("Jack,John,Mary"), str(","), i32(2)}), str("Mary"));
    EXPECT_EQ(run("splitIndex", {str("Jack,John,Mary"), str(","), i32(3)}), kNullString);
    EXPECT_EQ(run("splitIndex", {str("Jack,John,Mary"), str(","), i32(-1)}), kNullString);
    EXPECT_EQ(run("splitIndex", {str("a,,b,"), str(","), i32(1)}), str(""));  // empty pieces count
    EXPECT_EQ(run("splitIndex", {str("a,,b,"), str(","), i32(2)}), str("b"));
    EXPECT_EQ(run("splitIndex", {str("a,,b,"), str(","), i32(3)}), str(""));
    EXPECT_EQ(run("splitIndex", {str("a,,b,"), str(","), i32(4)}), kNullString);
    EXPECT_EQ(run("splitIndex", {str("a--b--c"), str("--"), i32(1)}), str("b"));  // a whole-string delimiter
    EXPECT_EQ(run("splitIndex", {str("aaa"), str("aa"), i32(1)}), str("a"));      // occurrences do not overlap
    EXPECT_EQ(run("splitIndex", {str("abc"), str(";"), i32(0)}), str("abc"));
    EXPECT_EQ(run("splitIndex", {str(""), str(","), i32(0)}), kNullString);  // no pieces at all
    EXPECT_EQ(run("splitIndex", {str("h\xc3\xa9\xc3\xa9o"), str("\xc3\xa9"), i32(2)}), str("o"));
    EXPECT_EQ(run("splitIndex", {str("a,b"), str(","), Value::tinyint(1)}), str("b"));
    EXPECT_EQ(run("splitIndex", {kNullString, str(","), i32(0)}), kNullString);
    EXPECT_EQ(run("splitIndex", {str("a,b"), kNullString, i32(0)}), kNullString);
    EXPECT_EQ(run("splitIndex", {str("a,b"), str(","), null(Types::INT())}), kNullString);
}

TEST(StringSplitIndex, EmptyDelimiterSplitsAtWhitespace) {
    const std::string ideographic_space = "\xe3\x80\x80";  // U+3000, whitespace to Java
    const std::string no_break_space = "\xc2\xa0";         // U+00A0, not whitespace to Java
    EXPECT_EQ(run("splitIndex", {str("a b\tc"), str(""), i32(2)}), str("c"));
    EXPECT_EQ(run("splitIndex", {str("a  b"), str(""), i32(1)}), str(""));
    EXPECT_EQ(run("splitIndex", {str("a" + ideographic_space + "b"), str(""), i32(1)}), str("b"));
    EXPECT_EQ(run("splitIndex", {str("a" + no_break_space + "b"), str(""), i32(0)}), str("a" + no_break_space + "b"));
    EXPECT_EQ(run("splitIndex", {str("a "), str(""), i32(1)}), str(""));
    EXPECT_EQ(run("splitIndex", {str("a "), str(""), i32(2)}), kNullString);
}

TEST(StringSplitIndex, BindErrors) {
    EXPECT_EQ(resultType("splitIndex", {Types::STRING(), Types::STRING(), Types::BIGINT()}), Types::STRING());
    EXPECT_EQ(bindError("splitIndex", {Types::INT(), Types::STRING(), Types::INT()}),
              "function 'splitIndex' expects STRING as argument 1 but got INT");
    EXPECT_EQ(bindError("split_index", {Types::STRING(), Types::INT(), Types::INT()}),
              "function 'splitIndex' expects STRING as argument 2 but got INT");
    EXPECT_EQ(bindError("splitIndex", {Types::STRING(), Types::STRING(), Types::STRING()}),
              "function 'splitIndex' expects an integer type as argument 3 but got STRING");
    EXPECT_EQ(bindError("splitIndex", {Types::STRING(), Types::STRING()}),
              "function 'splitIndex' expects 3 arguments but got 2 (STRING, STRING)");
}

TEST(StringBind, Errors) {
    EXPECT_EQ(bindError("upper", {Types::INT()}), "function 'upper' expects STRING but got INT");
    EXPECT_EQ(bindError("lpad", {Types::STRING(), Types::STRING(), Types::STRING()}),
              "function 'lpad' expects an integer type as argument 2 but got STRING");
    EXPECT_EQ(bindError("substring", {Types::STRING()}),
              "function 'substring' expects 2 to 3 arguments but got 1 (STRING)");
    EXPECT_EQ(bindError("position", {Types::STRING(), Types::DATE()}),
              "function 'position' expects STRING as argument 2 but got DATE");
    EXPECT_EQ(paramTypes("repeat", {Types::STRING(), Types::BIGINT()}),
              (std::vector<DataType>{Types::STRING(), Types::INT()}));
}

}  // namespace
}  // namespace tabula::exec::testing
