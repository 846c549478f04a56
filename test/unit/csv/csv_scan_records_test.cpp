// CSV scan: records, line endings, RFC 4180 quoting, NULL versus empty string, delimiters and projection.
#include "test/unit/csv/csv_test_support.hpp"

namespace tabula::exec {
namespace {

using testing_support::CsvScanTest;
using testing_support::scanText;
using Rows = std::vector<std::string>;

class CsvRecords : public CsvScanTest {
protected:
    testing_support::ScanRequest idName() const { return table({"id", "name"}, {Types::INT(), Types::STRING()}); }
};

TEST_P(CsvRecords, ReadsRecords) {
    auto out = scanText("1,Ann\n2,Bob\n", idName());
    EXPECT_EQ(out.rows, (Rows{"1|'Ann'", "2|'Bob'"}));
    EXPECT_TRUE(out.warnings.empty());
}

TEST_P(CsvRecords, FinalLineWithoutDelimiterCounts) {
    EXPECT_EQ(scanText("1,Ann\n2,Bob", idName()).rows, (Rows{"1|'Ann'", "2|'Bob'"}));
}

TEST_P(CsvRecords, EmptyFileHasNoRows) {
    auto out = scanText("", idName());
    EXPECT_TRUE(out.rows.empty());
}

TEST_P(CsvRecords, AcceptsCrLfAndMixedLineEnds) {
    EXPECT_EQ(scanText("1,Ann\r\n2,Bob\r\n", idName()).rows, (Rows{"1|'Ann'", "2|'Bob'"}));
    EXPECT_EQ(scanText("1,Ann\r\n2,Bob\n3,Cy\r\n4,Di", idName()).rows,
              (Rows{"1|'Ann'", "2|'Bob'", "3|'Cy'", "4|'Di'"}));
    EXPECT_EQ(scanText("1,Ann\r\n2,Bob\r", idName()).rows, (Rows{"1|'Ann'", "2|'Bob'"}));
}

TEST_P(CsvRecords, CarriageReturnInsideALineIsText) {
    EXPECT_EQ(scanText("1,a\rb\n", idName()).rows, (Rows{"1|'a\rb'"}));
}

TEST_P(CsvRecords, EmptyUnquotedFieldIsNullAndQuotedEmptyIsEmptyString) {
    auto out = scanText(",\n1,\"\"\n\"\",x\n", table({"a", "b"}, {Types::STRING(), Types::STRING()}));
    EXPECT_EQ(out.rows, (Rows{"NULL|NULL", "'1'|''", "''|'x'"}));
    EXPECT_EQ(scanText(",Ann\n", idName()).rows, (Rows{"NULL|'Ann'"}));
}

TEST_P(CsvRecords, QuotedFieldsHoldDelimitersQuotesAndLineBreaks) {
    auto out =
        scanText("1,\"a,b\"\n2,\"say \"\"hi\"\"\"\n3,\"two\nlines\"\n4,\"crlf\r\ninside\"\r\n5,\"\"\"\"\n", idName());
    EXPECT_EQ(out.rows, (Rows{"1|'a,b'", "2|'say \"hi\"'", "3|'two\nlines'", "4|'crlf\r\ninside'", "5|'\"'"}));
}

TEST_P(CsvRecords, QuotedNonStringFieldsAreParsed) {
    EXPECT_EQ(scanText("\"7\",\"x\"\n", idName()).rows, (Rows{"7|'x'"}));
}

TEST_P(CsvRecords, QuoteInsideUnquotedFieldIsLiteral) {
    EXPECT_EQ(scanText("1,a\"b\n2,ab\"\"\n", idName()).rows, (Rows{"1|'a\"b'", "2|'ab\"\"'"}));
}

TEST_P(CsvRecords, TrailingDelimiterMakesAnEmptyLastField) {
    EXPECT_EQ(scanText("1,\n", idName()).rows, (Rows{"1|NULL"}));
}

TEST_P(CsvRecords, MultiCharacterFieldDelimiter) {
    auto request = table({"a", "b", "c"}, {Types::STRING(), Types::STRING(), Types::INT()});
    request.options.field_delimiter = "||";
    EXPECT_EQ(scanText("x|y||z||1\n||z||2\na|||b||3\n\"q||r\"||s||4\n", request).rows,
              (Rows{"'x|y'|'z'|1", "NULL|'z'|2", "'a'|'|b'|3", "'q||r'|'s'|4"}));
}

TEST_P(CsvRecords, OnlyRequestedColumnsInRequestedOrder) {
    auto request = table({"id", "name", "score"}, {Types::INT(), Types::STRING(), Types::DOUBLE()});
    request.columns = std::vector<uint32_t>{2, 0};
    EXPECT_EQ(scanText("1,Ann,2.5\n2,Bob,\n", request).rows, (Rows{"2.5|1", "NULL|2"}));
}

TEST_P(CsvRecords, UnrequestedColumnsAreNotConverted) {
    auto request = table({"id", "name", "score"}, {Types::INT(), Types::STRING(), Types::DOUBLE()});
    request.columns = std::vector<uint32_t>{1};
    EXPECT_EQ(scanText("x,Ann,not a number\n", request).rows, (Rows{"'Ann'"}));
}

TEST_P(CsvRecords, SameColumnTwice) {
    auto request = idName();
    request.columns = std::vector<uint32_t>{1, 0, 1};
    EXPECT_EQ(scanText("1,\"a\"\"b\"\"c\"\n2,\"\"\"\"\"\"\"\"\n", request).rows,
              (Rows{"'a\"b\"c'|1|'a\"b\"c'", "'\"\"\"'|2|'\"\"\"'"}));
}

TEST_P(CsvRecords, NoColumnsStillCountsRows) {
    auto request = idName();
    request.columns = std::vector<uint32_t>{};
    EXPECT_EQ(scanText("1,a\n2,b\n3,c\n", request).rows, (Rows{"", "", ""}));
}

TEST_P(CsvRecords, SkipsUtf8ByteOrderMark) {
    EXPECT_EQ(scanText("\xEF\xBB\xBF"
                       "1,Ann\n",
                       idName())
                  .rows,
              (Rows{"1|'Ann'"}));
}

TEST_P(CsvRecords, LongFieldsGrowTheBuffer) {
    std::string long_name(5000, 'x');
    auto out = scanText("1," + long_name + "\n2,\"" + long_name + "\"\"\"\n", idName());
    EXPECT_EQ(out.rows, (Rows{"1|'" + long_name + "'", "2|'" + long_name + "\"'"}));
}

INSTANTIATE_TEST_SUITE_P(ChunkSizes, CsvRecords, testing_support::chunkSizes());

}  // namespace
}  // namespace tabula::exec
