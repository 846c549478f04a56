// CSV scan options: header line, comment prefix, quote character, no quoting, line delimiters, blank lines.
#include "test/unit/csv/csv_test_support.hpp"

namespace tabula::exec {
namespace {

using testing_support::CsvScanTest;
using testing_support::scanErrorOf;
using testing_support::scanText;
using Rows = std::vector<std::string>;

class CsvOptionsTest : public CsvScanTest {
protected:
    testing_support::ScanRequest idName() const { return table({"id", "name"}, {Types::INT(), Types::STRING()}); }
};

TEST_P(CsvOptionsTest, IgnoreFirstLineSkipsTheHeader) {
    auto request = idName();
    request.options.ignore_first_line = true;
    EXPECT_EQ(scanText("id,name\n1,Ann\n", request).rows, (Rows{"1|'Ann'"}));
    EXPECT_EQ(scanText("id,name,extra,\"fields\n", request).rows, (Rows{}));
    EXPECT_EQ(scanText("id,name", request).rows, (Rows{}));
}

TEST_P(CsvOptionsTest, HeaderCountsAsALine) {
    auto request = idName();
    request.options.ignore_first_line = true;
    EXPECT_EQ(scanErrorOf("id,name\n1,Ann\nx,Bob\n", request), "data.csv:3:1: cannot parse 'x' as INT in column 'id'");
}

TEST_P(CsvOptionsTest, CommentLinesAreSkippedButCounted) {
    auto request = idName();
    request.options.comment_prefix = "#";
    EXPECT_EQ(scanText("# people\n1,Ann\n#2,Bob\n3,Cy\n#", request).rows, (Rows{"1|'Ann'", "3|'Cy'"}));
    EXPECT_EQ(scanErrorOf("#c\n1,Ann\n# \"unbalanced\n#\nx,Bob\n", request),
              "data.csv:5:1: cannot parse 'x' as INT in column 'id'");
}

TEST_P(CsvOptionsTest, MultiCharacterCommentPrefix) {
    auto request = table({"a", "b"}, {Types::STRING(), Types::STRING()});
    request.options.comment_prefix = "//";
    EXPECT_EQ(scanText("// note\n1,/\n/2,x\n//\n", request).rows, (Rows{"'1'|'/'", "'/2'|'x'"}));
}

TEST_P(CsvOptionsTest, CommentPrefixOnlyAtLineStart) {
    auto request = table({"a", "b"}, {Types::STRING(), Types::STRING()});
    request.options.comment_prefix = "#";
    EXPECT_EQ(scanText("x,#y\n #z,w\n", request).rows, (Rows{"'x'|'#y'", "' #z'|'w'"}));
}

TEST_P(CsvOptionsTest, HeaderAndCommentsTogether) {
    auto request = idName();
    request.options.ignore_first_line = true;
    request.options.comment_prefix = "#";
    EXPECT_EQ(scanText("#id,name\n# comment\n1,Ann\n", request).rows, (Rows{"1|'Ann'"}));
}

TEST_P(CsvOptionsTest, CustomQuoteCharacter) {
    auto request = idName();
    request.options.quote_character = '\'';
    EXPECT_EQ(scanText("1,'a,b'\n2,'it''s'\n3,\"x\"\n4,''\n", request).rows,
              (Rows{"1|'a,b'", "2|'it's'", "3|'\"x\"'", "4|''"}));
}

TEST_P(CsvOptionsTest, QuotingSwitchedOff) {
    auto request = table({"a", "b", "c"}, {Types::STRING(), Types::STRING(), Types::STRING()});
    request.options.quote_character.reset();
    EXPECT_EQ(scanText("\"x,y\",z\n\"\",\"\"\"\",\n", request).rows,
              (Rows{"'\"x'|'y\"'|'z'", "'\"\"'|'\"\"\"\"'|NULL"}));
}

TEST_P(CsvOptionsTest, CustomLineDelimiter) {
    auto request = idName();
    request.options.line_delimiter = "$";
    EXPECT_EQ(scanText("1,Ann$2,Bob\nBy$3,\"$\"$", request).rows, (Rows{"1|'Ann'", "2|'Bob\nBy'", "3|'$'"}));
}

TEST_P(CsvOptionsTest, MultiCharacterLineDelimiterIsMatchedExactly) {
    auto request = idName();
    request.options.line_delimiter = "<EOL>";
    EXPECT_EQ(scanText("1,a<EO<EOL>2,<b>\r\n<EOL>3,c", request).rows, (Rows{"1|'a<EO'", "2|'<b>\r\n'", "3|'c'"}));
    request.options.line_delimiter = "\r\n";
    EXPECT_EQ(scanText("1,a\nb\r\n2,c\r\n", request).rows, (Rows{"1|'a\nb'", "2|'c'"}));
}

TEST_P(CsvOptionsTest, CustomLineDelimiterNumbersLinesByDelimiter) {
    auto request = idName();
    request.options.line_delimiter = ";";
    EXPECT_EQ(scanErrorOf("1,a;2,b;c,d;", request), "data.csv:3:1: cannot parse 'c' as INT in column 'id'");
}

TEST_P(CsvOptionsTest, TrailingEmptyLinesAreIgnored) {
    EXPECT_EQ(scanText("1,Ann\n\n", idName()).rows, (Rows{"1|'Ann'"}));
    EXPECT_EQ(scanText("1,Ann\n\n\r\n\n", idName()).rows, (Rows{"1|'Ann'"}));
    auto request = idName();
    request.options.comment_prefix = "#";
    EXPECT_EQ(scanText("1,Ann\n\n# end\n\n", request).rows, (Rows{"1|'Ann'"}));
}

TEST_P(CsvOptionsTest, BlankLineInTheMiddleIsAnError) {
    EXPECT_EQ(scanErrorOf("1,Ann\n\n2,Bob\n", idName()), "data.csv:2:1: expected 2 fields but found an empty line");
    EXPECT_EQ(scanErrorOf("1,Ann\r\n\r\n\r\n2,Bob\n", idName()),
              "data.csv:2:1: expected 2 fields but found an empty line");
}

TEST_P(CsvOptionsTest, BlankLineInOneColumnFileIsNull) {
    auto request = table({"name"}, {Types::STRING()});
    EXPECT_EQ(scanText("a\n\nb\n\"\"\n\n\n", request).rows, (Rows{"'a'", "NULL", "'b'", "''"}));
    auto ints = table({"n"}, {Types::INT()});
    EXPECT_EQ(scanText("\n\n1\n", ints).rows, (Rows{"NULL", "NULL", "1"}));
}

INSTANTIATE_TEST_SUITE_P(ChunkSizes, CsvOptionsTest, testing_support::chunkSizes());

}  // namespace
}  // namespace tabula::exec
