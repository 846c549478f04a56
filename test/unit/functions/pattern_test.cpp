// LIKE, SIMILAR TO, REGEXP_REPLACE and REGEXP_EXTRACT, with constant and per-row patterns; long texts and
// patterns that make backtracking matchers recurse or run for minutes.
#include <random>

#include "exec/functions/like_pattern.hpp"
#include "exec/functions/utf8.hpp"
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

/// LIKE by dynamic programming over code points: whether text[i..] matches pattern tokens[j..]. Slow and plain,
/// the oracle LikePattern's segment search is checked against.
bool likeByTable(std::string_view text, std::string_view pattern, int escape) {
    enum Kind { Literal, One, Any };
    std::vector<std::pair<Kind, std::string_view>> tokens;
    for (size_t i = 0; i < pattern.size();) {
        if (pattern[i] == '%' || pattern[i] == '_') {
            tokens.push_back({pattern[i] == '%' ? Any : One, {}});
            ++i;
            continue;
        }
        if (static_cast<unsigned char>(pattern[i]) == escape && i + 1 < pattern.size()) ++i;
        const size_t length = fn::codePointLength(pattern, i);
        tokens.push_back({Literal, pattern.substr(i, length)});
        i += length;
    }
    std::vector<std::string_view> chars;
    for (size_t i = 0; i < text.size(); i += fn::codePointLength(text, i))
        chars.push_back(text.substr(i, fn::codePointLength(text, i)));
    // matches[i][j]: chars[i..] against tokens[j..]
    std::vector<std::vector<bool>> matches(chars.size() + 1, std::vector<bool>(tokens.size() + 1, false));
    matches[chars.size()][tokens.size()] = true;
    for (size_t i = chars.size() + 1; i-- > 0;) {
        for (size_t j = tokens.size(); j-- > 0;) {
            const bool has_char = i < chars.size();
            switch (tokens[j].first) {
                case Any: matches[i][j] = matches[i][j + 1] || (has_char && matches[i + 1][j]); break;
                case One: matches[i][j] = has_char && matches[i + 1][j + 1]; break;
                case Literal: matches[i][j] = has_char && chars[i] == tokens[j].second && matches[i + 1][j + 1];
            }
        }
    }
    return matches[0][0];
}

std::string randomOf(std::mt19937& random, const std::vector<std::string>& alphabet, size_t max_length) {
    std::string out;
    const size_t length = random() % (max_length + 1);
    for (size_t i = 0; i < length; ++i) out += alphabet[random() % alphabet.size()];
    return out;
}

TEST(LikePattern, AgreesWithMatchingByTable) {
    std::mt19937 random(14);
    const std::vector<std::string> text_alphabet = {"a", "b", "\xc3\xa9", "#"};
    const std::vector<std::string> pattern_alphabet = {"a", "b", "\xc3\xa9", "#", "%", "_", "ab", "%b"};
    size_t matched = 0;
    for (int n = 0; n < 50000; ++n) {
        const std::string text = randomOf(random, text_alphabet, 10);
        const std::string pattern = randomOf(random, pattern_alphabet, 6);
        const int escape = n % 2 == 0 ? '#' : fn::kNoLikeEscape;
        const bool expected = likeByTable(text, pattern, escape);
        ASSERT_EQ(fn::LikePattern(pattern, escape).matches(text), expected)
            << "'" << text << "' LIKE '" << pattern << "'" << (escape == '#' ? " ESCAPE '#'" : "");
        matched += expected;
    }
    EXPECT_GT(matched, 2500u);  // the cases are not all misses
}

TEST(LikePattern, LiteralRunsFoundBySearch) {
    const fn::LikePattern q13("%special%requests%", fn::kNoLikeEscape);
    EXPECT_TRUE(q13.matches("the special, careful requests"));
    EXPECT_TRUE(q13.matches("specialrequests"));
    EXPECT_FALSE(q13.matches("requests special"));
    EXPECT_FALSE(q13.matches("specia requests"));
    const fn::LikePattern anchored("ab%ab", fn::kNoLikeEscape);
    EXPECT_TRUE(anchored.matches("abab"));
    EXPECT_FALSE(anchored.matches("aba"));  // the two runs may not overlap
    // a run found where the rest of its segment fails is searched for again one character on
    EXPECT_TRUE(fn::LikePattern("%aa_b%", fn::kNoLikeEscape).matches("aaaxb"));
    EXPECT_TRUE(fn::LikePattern("%a_c%", fn::kNoLikeEscape)
                    .matches("xxaba\xc3\xa9"
                             "cx"));
    EXPECT_TRUE(fn::LikePattern("%\xc3\xa9_", fn::kNoLikeEscape).matches("a\xc3\xa9\xc3\xa9\xc3\xa9"));
}

TEST(LikeEval, ConstantAndRowPatternsAgree) {
    auto per_row =
        call("like", {col(0, Types::STRING(), "s"), col(1, Types::STRING(), "p"), col(2, Types::STRING(), "e")});
    for (const char* pattern : {"%b%#%", "a%", "%#_", "_b%", "%"}) {
        for (const char* text : {"ab%", "a_", "bb", "", "cab"}) {
            EXPECT_EQ(run("like", {str(text), str(pattern), str("#")}),
                      evalRow(per_row, {str(text), str(pattern), str("#")}))
                << text << " LIKE " << pattern;
        }
    }
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
