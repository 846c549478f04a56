// Expected lines as rows in both layouts, cells matched literally or by pattern, error messages.
#include <gtest/gtest.h>

#include "slt/slt_match.hpp"

namespace tabula::slt {
namespace {

TEST(SltMatch, ExpectedLinesAreTabSeparatedRowsOrOneValueALine) {
    EXPECT_EQ(expectedRows({"1\tx", "2\t(empty)"}, 2), (Rows{{"1", "x"}, {"2", "(empty)"}}));
    EXPECT_EQ(expectedRows({"1", "x", "2", "y"}, 2), (Rows{{"1", "x"}, {"2", "y"}}));
    EXPECT_EQ(expectedRows({"1", "2", "3"}, 1), (Rows{{"1"}, {"2"}, {"3"}}));
    // Three values do not make rows of two: left as they are, to fail the comparison.
    EXPECT_EQ(expectedRows({"1", "x", "2"}, 2), (Rows{{"1"}, {"x"}, {"2"}}));
    EXPECT_EQ(expectedRows({}, 2), Rows{});
}

TEST(SltMatch, CellsMatchLiterallyOrByPattern) {
    EXPECT_TRUE(rowsMatch({{"1", "x"}}, {{"1", "x"}}));
    EXPECT_FALSE(rowsMatch({{"1", "x"}}, {{"1", "y"}}));
    EXPECT_FALSE(rowsMatch({{"1"}}, {{"1"}, {"2"}}));
    EXPECT_FALSE(rowsMatch({{"1"}}, {{"1", "2"}}));
    EXPECT_TRUE(rowsMatch({{"<REGEX>:^Re+d$"}}, {{"Reed"}}));
    EXPECT_FALSE(rowsMatch({{"<REGEX>:^Ree$"}}, {{"Reed"}}));
    EXPECT_TRUE(rowsMatch({{"<!REGEX>:Reed"}}, {{"Bob"}}));
    EXPECT_FALSE(rowsMatch({{"<!REGEX>:Reed"}}, {{"Reed"}}));
}

TEST(SltMatch, ErrorsMatchByWhatTheyContain) {
    EXPECT_TRUE(errorMatches("", "1:8: Unknown field 'nope'"));
    EXPECT_TRUE(errorMatches("Unknown field", "1:8: Unknown field 'nope'"));
    EXPECT_FALSE(errorMatches("no such message", "1:8: Unknown field 'nope'"));
    EXPECT_TRUE(errorMatches("<REGEX>:field '[a-z]+'", "1:8: Unknown field 'nope'"));
    EXPECT_FALSE(errorMatches("<REGEX>:^Unknown", "1:8: Unknown field 'nope'"));
}

}  // namespace
}  // namespace tabula::slt
