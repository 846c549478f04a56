// CSV scan conversions: every column type, its accepted spellings, range checks and rejected text.
#include "test/unit/csv/csv_test_support.hpp"

namespace tabula::exec {
namespace {

using testing_support::CsvScanTest;
using testing_support::scanErrorOf;
using testing_support::scanText;
using Rows = std::vector<std::string>;

class CsvTypes : public CsvScanTest {
protected:
    /// A one-column file of `type`; every line is one value.
    testing_support::ScanRequest column(DataType type) const { return table({"v"}, {type}); }
    Rows read(DataType type, const std::string& text) const { return scanText(text, column(type)).rows; }
    std::string error(DataType type, const std::string& text) const { return scanErrorOf(text, column(type)); }
};

TEST_P(CsvTypes, Boolean) {
    EXPECT_EQ(read(Types::BOOLEAN(), "true\nFALSE\nTrue\nfalse\n"), (Rows{"true", "false", "true", "false"}));
    EXPECT_EQ(error(Types::BOOLEAN(), "yes\n"), "data.csv:1:1: cannot parse 'yes' as BOOLEAN in column 'v'");
    EXPECT_EQ(error(Types::BOOLEAN(), "1\n"), "data.csv:1:1: cannot parse '1' as BOOLEAN in column 'v'");
}

TEST_P(CsvTypes, TinyIntAndSmallIntRanges) {
    EXPECT_EQ(read(Types::TINYINT(), "127\n-128\n+5\n0\n"), (Rows{"127", "-128", "5", "0"}));
    EXPECT_EQ(error(Types::TINYINT(), "128\n"), "data.csv:1:1: value '128' is out of range for TINYINT in column 'v'");
    EXPECT_EQ(error(Types::TINYINT(), "-129\n"),
              "data.csv:1:1: value '-129' is out of range for TINYINT in column 'v'");
    EXPECT_EQ(read(Types::SMALLINT(), "32767\n-32768\n"), (Rows{"32767", "-32768"}));
    EXPECT_EQ(error(Types::SMALLINT(), "32768\n"),
              "data.csv:1:1: value '32768' is out of range for SMALLINT in column 'v'");
}

TEST_P(CsvTypes, IntAndBigIntRanges) {
    EXPECT_EQ(read(Types::INT(), "2147483647\n-2147483648\n007\n"), (Rows{"2147483647", "-2147483648", "7"}));
    EXPECT_EQ(error(Types::INT(), "2147483648\n"),
              "data.csv:1:1: value '2147483648' is out of range for INT in column 'v'");
    EXPECT_EQ(read(Types::BIGINT(), "9223372036854775807\n-9223372036854775808\n"),
              (Rows{"9223372036854775807", "-9223372036854775808"}));
    EXPECT_EQ(error(Types::BIGINT(), "9223372036854775808\n"),
              "data.csv:1:1: value '9223372036854775808' is out of range for BIGINT in column 'v'");
}

TEST_P(CsvTypes, IntegersAreNotTrimmedOrReinterpreted) {
    for (const char* text : {" 5", "5 ", "1.0", "+-5", "-", "+", "0x10", "1e3", "12abc"})
        EXPECT_EQ(error(Types::INT(), std::string(text) + "\n"),
                  "data.csv:1:1: cannot parse '" + std::string(text) + "' as INT in column 'v'");
}

TEST_P(CsvTypes, FloatKeepsFloatPrecision) {
    EXPECT_EQ(read(Types::FLOAT(), "12.65\n-0.5\n1e10\n+3\n"), (Rows{"12.65", "-0.5", "1.0E10", "3.0"}));
    EXPECT_EQ(error(Types::FLOAT(), "1e50\n"), "data.csv:1:1: value '1e50' is out of range for FLOAT in column 'v'");
    EXPECT_EQ(error(Types::FLOAT(), "abc\n"), "data.csv:1:1: cannot parse 'abc' as FLOAT in column 'v'");
}

TEST_P(CsvTypes, Double) {
    EXPECT_EQ(read(Types::DOUBLE(), "12.65\n1e300\n-0\n.5\n2.\nNaN\nInfinity\n-inf\n"),
              (Rows{"12.65", "1.0E300", "-0.0", "0.5", "2.0", "NaN", "Infinity", "-Infinity"}));
    EXPECT_EQ(error(Types::DOUBLE(), "1e999\n"),
              "data.csv:1:1: value '1e999' is out of range for DOUBLE in column 'v'");
    EXPECT_EQ(error(Types::DOUBLE(), "1.5.2\n"), "data.csv:1:1: cannot parse '1.5.2' as DOUBLE in column 'v'");
    EXPECT_EQ(error(Types::DOUBLE(), " 1.5\n"), "data.csv:1:1: cannot parse ' 1.5' as DOUBLE in column 'v'");
}

TEST_P(CsvTypes, DecimalAtTheColumnScale) {
    EXPECT_EQ(read(Types::DECIMAL(5, 2), "12.34\n-0.5\n999.99\n7\n-12.3\n"),
              (Rows{"12.34", "-0.50", "999.99", "7.00", "-12.30"}));
    EXPECT_EQ(error(Types::DECIMAL(5, 2), "1000\n"),
              "data.csv:1:1: cannot parse '1000' as DECIMAL(5, 2) in column 'v'");
    EXPECT_EQ(error(Types::DECIMAL(5, 2), "1e2\n"), "data.csv:1:1: cannot parse '1e2' as DECIMAL(5, 2) in column 'v'");
    EXPECT_EQ(read(Types::DECIMAL(38, 0), "-99999999999999999999999999999999999999\n"),
              (Rows{"-99999999999999999999999999999999999999"}));
}

TEST_P(CsvTypes, DecimalIsNeverRounded) {
    EXPECT_EQ(error(Types::DECIMAL(5, 2), "1.5\n123.456\n"),
              "data.csv:2:1: value '123.456' has more digits after the point than DECIMAL(5, 2) holds in column 'v'");
    EXPECT_EQ(error(Types::DECIMAL(5, 2), "-0.001\n"),
              "data.csv:1:1: value '-0.001' has more digits after the point than DECIMAL(5, 2) holds in column 'v'");
    EXPECT_EQ(error(Types::DECIMAL(10, 0), "7.5\n"),
              "data.csv:1:1: value '7.5' has more digits after the point than DECIMAL(10, 0) holds in column 'v'");
    // Zeros beyond the scale lose nothing.
    EXPECT_EQ(read(Types::DECIMAL(5, 2), "1.2300\n4.\n"), (Rows{"1.23", "4.00"}));
    auto lenient = column(Types::DECIMAL(5, 2));
    lenient.options.ignore_parse_errors = true;
    auto outcome = scanText("1.5\n123.456\n2\n", lenient);
    EXPECT_EQ(outcome.rows, (Rows{"1.50", "2.00"}));
    ASSERT_EQ(outcome.warnings.size(), 1u);
    EXPECT_NE(outcome.warnings[0].find("skipped 1 malformed line(s)"), std::string::npos) << outcome.warnings[0];
}

TEST_P(CsvTypes, DateTimeTimestamp) {
    EXPECT_EQ(read(Types::DATE(), "1984-07-12\n1969-12-31\n0001-01-01\n"),
              (Rows{"1984-07-12", "1969-12-31", "0001-01-01"}));
    EXPECT_EQ(error(Types::DATE(), "1984-13-01\n"), "data.csv:1:1: cannot parse '1984-13-01' as DATE in column 'v'");
    EXPECT_EQ(read(Types::TIME(), "14:34:24\n00:00:00.5\n"), (Rows{"14:34:24", "00:00:00.5"}));
    EXPECT_EQ(error(Types::TIME(), "25:00:00\n"), "data.csv:1:1: cannot parse '25:00:00' as TIME in column 'v'");
    EXPECT_EQ(read(Types::TIMESTAMP(), "1984-07-12 14:34:24\n1984-07-12T14:34:24.5\n1984-07-12\n"),
              (Rows{"1984-07-12 14:34:24.0", "1984-07-12 14:34:24.5", "1984-07-12 00:00:00.0"}));
    EXPECT_EQ(error(Types::TIMESTAMP(), "1984-07-12 14:34\n"),
              "data.csv:1:1: cannot parse '1984-07-12 14:34' as TIMESTAMP(3) in column 'v'");
}

TEST_P(CsvTypes, StringsMustBeUtf8) {
    EXPECT_EQ(read(Types::STRING(), "K\xC3\xB6ln\n\xE6\x97\xA5\xE6\x9C\xAC\n\xF0\x9F\x99\x82\n"),
              (Rows{"'K\xC3\xB6ln'", "'\xE6\x97\xA5\xE6\x9C\xAC'", "'\xF0\x9F\x99\x82'"}));
    EXPECT_EQ(error(Types::STRING(), "ok\n\xC3\x28\n"), "data.csv:2:1: invalid UTF-8 in column 'v'");
    EXPECT_EQ(error(Types::STRING(), "\"\xFF\"\n"), "data.csv:1:1: invalid UTF-8 in column 'v'");
}

TEST_P(CsvTypes, QuotedEmptyIsAnErrorOutsideStrings) {
    EXPECT_EQ(error(Types::INT(), "\"\"\n"), "data.csv:1:1: cannot parse '' as INT in column 'v'");
    EXPECT_EQ(error(Types::DATE(), "\"\"\n"), "data.csv:1:1: cannot parse '' as DATE in column 'v'");
    EXPECT_EQ(read(Types::INT(), "\"12\"\n"), (Rows{"12"}));
    EXPECT_EQ(error(Types::INT(), "\"1\"\"\"\n"), "data.csv:1:1: cannot parse '1\"' as INT in column 'v'");
}

TEST_P(CsvTypes, EmptyUnquotedFieldIsNullForEveryType) {
    for (DataType type :
         {Types::BOOLEAN(), Types::TINYINT(), Types::INT(), Types::BIGINT(), Types::FLOAT(), Types::DOUBLE(),
          Types::DECIMAL(10, 2), Types::DATE(), Types::TIME(), Types::TIMESTAMP(), Types::STRING()}) {
        auto request = table({"v", "w"}, {type, Types::INT()});
        EXPECT_EQ(scanText(",1\n", request).rows, (Rows{"NULL|1"})) << type.toString();
    }
}

TEST_P(CsvTypes, NullLiteralIsNullForEveryTypeUnlessQuoted) {
    for (DataType type :
         {Types::BOOLEAN(), Types::INT(), Types::DOUBLE(), Types::DECIMAL(10, 2), Types::DATE(), Types::STRING()}) {
        auto request = table({"v", "w"}, {type, Types::INT()});
        request.options.null_literal = "\\N";
        EXPECT_EQ(scanText("\\N,1\n,\\N\n", request).rows, (Rows{"NULL|1", "NULL|NULL"})) << type.toString();
    }
    auto text = table({"v"}, {Types::STRING()});
    text.options.null_literal = "\\N";
    EXPECT_EQ(scanText("\"\\N\"\n\\N \n\\\\N\n", text).rows, (Rows{"'\\N'", "'\\N '", "'\\\\N'"}));
    auto number = table({"v"}, {Types::INT()});
    number.options.null_literal = "NA";
    EXPECT_EQ(scanErrorOf("NAN\n", number), "data.csv:1:1: cannot parse 'NAN' as INT in column 'v'");
}

TEST_P(CsvTypes, LongValuesAreShortenedInMessages) {
    std::string long_text(60, 'a');
    EXPECT_EQ(error(Types::INT(), long_text + "\n"),
              "data.csv:1:1: cannot parse '" + std::string(40, 'a') + "...' as INT in column 'v'");
    // 39 ASCII bytes then a two-byte character: the cut keeps the character whole by dropping it.
    std::string text = std::string(39, 'b') + "\xC3\xA9" + std::string(10, 'c');
    EXPECT_EQ(error(Types::INT(), text + "\n"),
              "data.csv:1:1: cannot parse '" + std::string(39, 'b') + "...' as INT in column 'v'");
}

INSTANTIATE_TEST_SUITE_P(ChunkSizes, CsvTypes, testing_support::chunkSizes());

}  // namespace
}  // namespace tabula::exec
