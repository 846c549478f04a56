// LIKE, SIMILAR TO, REGEXP_REPLACE and REGEXP_EXTRACT, with constant and per-row patterns; long texts and
// patterns that make backtracking matchers recurse or run for minutes.
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
    EXPECT_EQ(run("REGEXP_REPLACE", {str("2020-01-02"), str("\\d+"), str("#")}), str("#-#-#"));
    EXPECT_EQ(run("regexpExtract", {str("foo123bar"), str("[0-9]+")}), str("123"));
    EXPECT_EQ(run("regexp_extract", {str("foo123bar"), str("([a-z]+)([0-9]+)"), i32(2)}), str("123"));
    EXPECT_EQ(run("regexpExtract", {str("foo123bar"), str("([a-z]+)([0-9]+)"), i32(0)}), str("foo123"));
    EXPECT_EQ(run("regexpExtract", {str("foo"), str("[0-9]+")}), null(Types::STRING()));
    EXPECT_EQ(run("regexpExtract", {str("foo1"), str("[0-9]"), i32(5)}), null(Types::STRING()));
    EXPECT_EQ(run("regexpExtract", {str("foo1"), str("[0-9]"), i32(-1)}), null(Types::STRING()));
    auto per_row = call("regexpExtract", {col(0, Types::STRING(), "s"), col(1, Types::STRING(), "re")});
    EXPECT_EQ(evalRow(per_row, {str("ab12"), str("[a-z]+")}), str("ab"));
}

TEST(RegexpEval, ReplacementIsLiteralAsInFlink) {
    // Flink quotes the replacement (Matcher.quoteReplacement): `$1` and `\` are plain characters.
    EXPECT_EQ(run("regexpReplace", {str("2020-01-02"), str("(\\d+)-(\\d+)"), str("$2/$1")}), str("$2/$1-02"));
    EXPECT_EQ(run("regexpReplace", {str("a.b"), str("\\."), str("\\")}), str("a\\b"));
    EXPECT_EQ(run("regexpReplace", {str("abc"), str("b"), str("")}), str("ac"));
}

TEST(RegexpEval, EmptyMatchesAsJavaReplaceAll) {
    // java.lang.String.replaceAll: an empty match is also found right after a non-empty one, and after an
    // empty match the search moves on by one character.
    EXPECT_EQ(run("regexpReplace", {str("abc"), str("x*"), str("-")}), str("-a-b-c-"));
    EXPECT_EQ(run("regexpReplace", {str("abab"), str("(a|b)*"), str("x")}), str("xx"));
    EXPECT_EQ(run("regexpReplace", {str("aab"), str("a*"), str("-")}), str("--b-"));
    EXPECT_EQ(run("regexpReplace", {str(""), str("x*"), str("-")}), str("-"));
    EXPECT_EQ(run("regexpReplace", {str("h\xc3\xa9"), str(""), str("|")}), str("|h|\xc3\xa9|"));  // whole characters
    EXPECT_EQ(run("regexpReplace", {str("abc"), str("^"), str(">")}), str(">abc"));
}

TEST(RegexpEval, ExtractGroupsAsJava) {
    EXPECT_EQ(run("regexpExtract", {str("ab"), str("(x)?(a)"), i32(1)}), null(Types::STRING()));  // did not take part
    EXPECT_EQ(run("regexpExtract", {str("ab"), str("(x)?(a)"), i32(2)}), str("a"));
    EXPECT_EQ(run("regexpExtract", {str("ab"), str("(x)?(a)"), i32(3)}), null(Types::STRING()));  // no such group
    EXPECT_EQ(run("regexpExtract", {str("ab"), str("()b"), i32(1)}), str(""));
    EXPECT_EQ(run("regexpExtract", {str("k=v1 k=v2"), str("k=(\\w+)"), i32(1)}), str("v1"));  // the first match
    EXPECT_EQ(run("regexpExtract", {str("x\xc3\xa9y"), str("(.)y"), i32(1)}), str("\xc3\xa9"));
}

TEST(RegexpEval, LongTextsAndNestedQuantifiersAreQuick) {
    const std::string xs(100000, 'x');
    EXPECT_EQ(run("regexpExtract", {str(xs), str("x+"), i32(0)}), str(xs));
    EXPECT_EQ(run("regexpReplace", {str(std::string(20000, 'a')), str("(a|b)*"), str("x")}), str("xx"));
    EXPECT_EQ(run("similar", {str(xs), str("%x%")}), T);
    EXPECT_EQ(run("similar", {str(std::string(28, 'a')), str("(a+)+b")}), F);
    EXPECT_EQ(run("regexpExtract", {str(std::string(5000, 'a')), str("(a+)+b")}), null(Types::STRING()));
}

TEST(RegexpEval, InvalidPatternFromTheRowIsAnExecutionError) {
    auto per_row = call("regexpReplace", {lit(str("a")), col(0, Types::STRING(), "p"), lit(str("x"))}, "r");
    EXPECT_THROW(evalRow(per_row, {str("(")}), ExecutionError);
    try {
        evalRow(per_row, {str("(")});
    } catch (const ExecutionError& e) {
        EXPECT_EQ(std::string(e.what()), "invalid regular expression '(': missing ): ( in 'r'");
    }
    EXPECT_EQ(evalRow(per_row, {str("a")}), str("x"));
    // Java syntax RE2 does not have is reported the same way.
    EXPECT_EQ(evalError(call("regexpExtract", {lit(str("ab")), lit(str("a(?=b)"))}, "e")),
              "invalid regular expression 'a(?=b)': invalid perl operator: (?= in 'e'");
}

TEST(RegexpBind, ConstantPatternsAreCheckedWhenBound) {
    auto problem_of = [](std::string_view name, std::vector<BoundExprPtr> args) {
        BoundExprPtr bound = call(name, std::move(args), "f");
        return bound->function->checkConstants(callInfo(*bound));
    };
    auto bad = problem_of("regexpExtract", {col(0, Types::STRING(), "s"), lit(str("a(b"))});
    ASSERT_TRUE(bad.has_value());
    EXPECT_EQ(bad->index, 1u);
    EXPECT_EQ(bad->message, "invalid regular expression 'a(b': missing ): a(b");
    EXPECT_TRUE(problem_of("similar", {col(0, Types::STRING(), "s"), lit(str("a%("))}).has_value());
    EXPECT_TRUE(problem_of("regexpReplace", {col(0, Types::STRING(), "s"), lit(str("+")), lit(str(""))}));
    EXPECT_FALSE(problem_of("regexpExtract", {col(0, Types::STRING(), "s"), lit(str("a(b)"))}).has_value());
    EXPECT_FALSE(problem_of("regexpExtract", {col(0, Types::STRING(), "s"), col(1, Types::STRING(), "p")}));
    EXPECT_FALSE(problem_of("regexpExtract", {col(0, Types::STRING(), "s"), lit(null(Types::STRING()))}));
    EXPECT_FALSE(problem_of("like", {col(0, Types::STRING(), "s"), lit(str("a("))}));
}

TEST(PatternBind, Errors) {
    EXPECT_EQ(bindError("like", {Types::STRING(), Types::INT()}),
              "function 'like' expects STRING as argument 2 but got INT");
    EXPECT_EQ(bindError("similar", {Types::STRING()}), "function 'similar' expects 2 arguments but got 1 (STRING)");
    EXPECT_EQ(resultType("like", {Types::STRING(), Types::STRING()}), Types::BOOLEAN());
}

}  // namespace
}  // namespace tabula::exec::testing
