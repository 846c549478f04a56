// LIKE, SIMILAR TO, REGEXP_REPLACE and REGEXP_EXTRACT, with constant and per-row patterns.
#include "test/unit/functions/function_test_support.hpp"

namespace tabula::exec::testing {
namespace {

const Value T = boolean(true);
const Value F = boolean(false);

TEST(LikeEval, Wildcards) {
    EXPECT_EQ(run("like", {str("hello"), str("h%")}), T);
    EXPECT_EQ(run("like", {str("hello"), str("h_llo")}), T);
    EXPECT_EQ(run("like", {str("hello"), str("%ll%")}), T);
    EXPECT_EQ(run("like", {str("hello"), str("H%")}), F);  // case-sensitive
    EXPECT_EQ(run("like", {str(""), str("%")}), T);
    EXPECT_EQ(run("like", {str("abc"), str("")}), F);
    EXPECT_EQ(run("like", {str("h\xc3\xa9llo"), str("h_llo")}), T);  // _ is one character, not one byte
    EXPECT_EQ(run("like", {str("mississippi"), str("%issip%")}), T);
    EXPECT_EQ(run("like", {str("aaab"), str("%a%b")}), T);
    EXPECT_EQ(run("like", {str("ab"), str("%a%b%c")}), F);
    EXPECT_EQ(run("notLike", {str("hello"), str("h%")}), F);
    EXPECT_EQ(run("like", {null(Types::STRING()), str("%")}), null(Types::BOOLEAN()));
}

TEST(LikeEval, Escape) {
    EXPECT_EQ(run("like", {str("100%"), str("100\\%"), str("\\")}), T);
    EXPECT_EQ(run("like", {str("1000"), str("100\\%"), str("\\")}), F);
    EXPECT_EQ(run("like", {str("a_c"), str("a#_c"), str("#")}), T);
    EXPECT_EQ(run("like", {str("abc"), str("a#_c"), str("#")}), F);
    EXPECT_EQ(evalError(call("like", {lit(str("a")), lit(str("a")), lit(str("xy"))}, "a LIKE 'a' ESCAPE 'xy'")),
              "the escape of LIKE must be one character but got 'xy' in 'a LIKE 'a' ESCAPE 'xy''");
}

TEST(LikeEval, PatternFromTheRow) {
    auto expr = call("like", {col(0, Types::STRING(), "s"), col(1, Types::STRING(), "p")});
    EXPECT_EQ(evalRow(expr, {str("abc"), str("a%")}), T);
    EXPECT_EQ(evalRow(expr, {str("abc"), str("b%")}), F);
}

TEST(SimilarEval, WholeStringRegularExpressions) {
    EXPECT_EQ(run("similar", {str("abc"), str("a%")}), T);
    EXPECT_EQ(run("similar", {str("abc"), str("(a|b)bc")}), T);
    EXPECT_EQ(run("similar", {str("abc"), str("ab")}), F);  // the whole string must match
    EXPECT_EQ(run("similar", {str("a.c"), str("a.c")}), T);
    EXPECT_EQ(run("similar", {str("abc"), str("a.c")}), F);  // '.' is literal in SIMILAR TO
    EXPECT_EQ(run("similar", {str("aaa"), str("a+")}), T);
    EXPECT_EQ(run("notSimilar", {str("abc"), str("a_c")}), F);
}

TEST(RegexpEval, ReplaceAndExtract) {
    EXPECT_EQ(run("regexpReplace", {str("foobar"), str("o+"), str("X")}), str("fXbar"));
    EXPECT_EQ(run("REGEXP_REPLACE", {str("2020-01-02"), str("(\\d+)-(\\d+)-(\\d+)"), str("$3/$2/$1")}),
              str("02/01/2020"));
    EXPECT_EQ(run("regexpExtract", {str("foo123bar"), str("[0-9]+")}), str("123"));
    EXPECT_EQ(run("regexp_extract", {str("foo123bar"), str("([a-z]+)([0-9]+)"), i32(2)}), str("123"));
    EXPECT_EQ(run("regexpExtract", {str("foo123bar"), str("([a-z]+)([0-9]+)"), i32(0)}), str("foo123"));
    EXPECT_EQ(run("regexpExtract", {str("foo"), str("[0-9]+")}), null(Types::STRING()));
    EXPECT_EQ(run("regexpExtract", {str("foo1"), str("[0-9]"), i32(5)}), null(Types::STRING()));
    EXPECT_EQ(run("regexpExtract", {str("foo1"), str("[0-9]"), i32(-1)}), null(Types::STRING()));
    auto per_row = call("regexpExtract", {col(0, Types::STRING(), "s"), col(1, Types::STRING(), "re")});
    EXPECT_EQ(evalRow(per_row, {str("ab12"), str("[a-z]+")}), str("ab"));
}

TEST(RegexpEval, InvalidPatternIsAnError) {
    std::string message = evalError(call("regexpReplace", {lit(str("a")), lit(str("(")), lit(str("x"))}, "r"));
    EXPECT_EQ(message.rfind("invalid regular expression '(' in 'r': ", 0), 0u) << message;
}

TEST(PatternBind, Errors) {
    EXPECT_EQ(bindError("like", {Types::STRING(), Types::INT()}),
              "function 'like' expects STRING as argument 2 but got INT");
    EXPECT_EQ(bindError("similar", {Types::STRING()}), "function 'similar' expects 2 arguments but got 1 (STRING)");
    EXPECT_EQ(resultType("like", {Types::STRING(), Types::STRING()}), Types::BOOLEAN());
}

}  // namespace
}  // namespace tabula::exec::testing
