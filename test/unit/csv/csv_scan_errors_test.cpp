// CSV scan errors: every message with path:line:column, unreadable files, and lenient mode's skip-and-count.
#include <sys/stat.h>
#include <unistd.h>

#include "test/unit/csv/csv_test_support.hpp"

namespace tabula::exec {
namespace {

using testing_support::CsvScanTest;
using testing_support::scanErrorOf;
using testing_support::scanFile;
using testing_support::scanText;
using Rows = std::vector<std::string>;

class CsvErrors : public CsvScanTest {
protected:
    testing_support::ScanRequest idName() const { return table({"id", "name"}, {Types::INT(), Types::STRING()}); }
    testing_support::ScanRequest lenient() const {
        auto request = idName();
        request.options.ignore_parse_errors = true;
        return request;
    }
};

TEST_P(CsvErrors, UnparsableValueNamesLineColumnAndField) {
    auto request = table({"name", "id"}, {Types::STRING(), Types::INT()});
    request.options.ignore_first_line = true;
    EXPECT_EQ(scanErrorOf("name,id\nAnn,1\nBob,abc\n", request),
              "data.csv:3:5: cannot parse 'abc' as INT in column 'id'");
}

TEST_P(CsvErrors, IoErrorCarriesPathLineAndColumn) {
    std::string path = testing_support::writeTempFile("1,a\n2,b\n3,\"c\"x\n");
    try {
        scanFile(path, idName());
        FAIL() << "expected an IoError";
    } catch (const IoError& e) {
        EXPECT_EQ(e.path(), path);
        EXPECT_EQ(e.line(), 3u);
        EXPECT_EQ(e.column(), 6u);
    }
}

TEST_P(CsvErrors, TooFewFields) {
    EXPECT_EQ(scanErrorOf("1,Ann\n2\n", idName()), "data.csv:2:2: expected 2 fields but found 1");
    EXPECT_EQ(scanErrorOf("1,Ann\r\n2\r\n", idName()), "data.csv:2:2: expected 2 fields but found 1");
    auto three = table({"a", "b", "c"}, {Types::INT(), Types::INT(), Types::INT()});
    EXPECT_EQ(scanErrorOf("1,2,3\n4,5", three), "data.csv:2:4: expected 3 fields but found 2");
}

TEST_P(CsvErrors, TooManyFields) {
    EXPECT_EQ(scanErrorOf("1,Ann\n2,Bob,x\n", idName()), "data.csv:2:7: expected 2 fields but found 3");
    auto one = table({"a"}, {Types::INT()});
    EXPECT_EQ(scanErrorOf("1\n2,3,4\n", one), "data.csv:2:3: expected 1 field but found 3");
}

TEST_P(CsvErrors, UnterminatedQuotedField) {
    EXPECT_EQ(scanErrorOf("1,Ann\n2,\"Bob\n3,Cy\n", idName()),
              "data.csv:2:3: unterminated quoted field in column 'name'");
    EXPECT_EQ(scanErrorOf("1,\"Ann\"\"", idName()), "data.csv:1:3: unterminated quoted field in column 'name'");
    EXPECT_EQ(scanErrorOf("1,Ann,\"x\n", idName()),
              "data.csv:1:7: unterminated quoted field in field 3 (the table has 2 columns)");
}

TEST_P(CsvErrors, TextAfterClosingQuote) {
    EXPECT_EQ(scanErrorOf("1,\"Ann\"x\n", idName()),
              "data.csv:1:8: unexpected text after the closing quote in column 'name'");
    EXPECT_EQ(scanErrorOf("\"1\" ,Ann\n", idName()),
              "data.csv:1:4: unexpected text after the closing quote in column 'id'");
}

TEST_P(CsvErrors, LinesCountInsideQuotedFields) {
    EXPECT_EQ(scanErrorOf("1,\"a\nb\"\n2,\"c\r\nd\"\nx,e\n", idName()),
              "data.csv:5:1: cannot parse 'x' as INT in column 'id'");
    auto scored = table({"id", "name", "score"}, {Types::INT(), Types::STRING(), Types::DOUBLE()});
    EXPECT_EQ(scanErrorOf("1,\"a\nb\",zz\n", scored), "data.csv:2:4: cannot parse 'zz' as DOUBLE in column 'score'");
    EXPECT_EQ(scanErrorOf("1,\"a\n\nb\",2,3\n", scored), "data.csv:3:6: expected 3 fields but found 4");
}

TEST_P(CsvErrors, InvalidUtf8PointsAtTheField) {
    EXPECT_EQ(scanErrorOf("1,ab\xFF\n", idName()), "data.csv:1:3: invalid UTF-8 in column 'name'");
}

TEST_P(CsvErrors, LenientModeSkipsAndCountsBadLines) {
    std::string path = testing_support::writeTempFile("1,Ann\nx,Bob\n3\n4,Di\n5,\"E\n");
    auto out = scanFile(path, lenient());
    EXPECT_EQ(out.rows, (Rows{"1|'Ann'", "4|'Di'"}));
    EXPECT_EQ(out.warnings, (std::vector<std::string>{"skipped 3 malformed line(s) in " + path + "; first: " + path +
                                                      ":2:1: cannot parse 'x' as INT in column 'id'"}));
}

TEST_P(CsvErrors, LenientModeResumesAfterTheLineOfAnUnterminatedQuote) {
    std::string path = testing_support::writeTempFile("1,\"Ann\n2,Bob\n");
    auto out = scanFile(path, lenient());
    EXPECT_EQ(out.rows, (Rows{"2|'Bob'"}));
    EXPECT_EQ(out.warnings, (std::vector<std::string>{"skipped 1 malformed line(s) in " + path + "; first: " + path +
                                                      ":1:3: unterminated quoted field in column 'name'"}));
}

TEST_P(CsvErrors, LenientModeCountsEachBlankLine) {
    std::string path = testing_support::writeTempFile("1,a\n\n\n2,b\n\n");
    auto out = scanFile(path, lenient());
    EXPECT_EQ(out.rows, (Rows{"1|'a'", "2|'b'"}));
    EXPECT_EQ(out.warnings, (std::vector<std::string>{"skipped 2 malformed line(s) in " + path + "; first: " + path +
                                                      ":2:1: expected 2 fields but found an empty line"}));
}

TEST_P(CsvErrors, LenientModeWithoutBadLinesWarnsNothing) {
    auto out = scanText("1,a\n2,b\n", lenient());
    EXPECT_EQ(out.rows.size(), 2u);
    EXPECT_TRUE(out.warnings.empty());
}

TEST_P(CsvErrors, StrictModeParsesOnlyTheColumnsRead) {
    auto request = idName();
    request.columns = std::vector<uint32_t>{1};
    EXPECT_EQ(scanText("x,a\n2,b\n", request).rows, (Rows{"'a'", "'b'"}));
    EXPECT_EQ(scanErrorOf("x,a\n2\n", request), "data.csv:2:2: expected 2 fields but found 1");  // counts always
}

TEST_P(CsvErrors, LenientModeSkipsTheSameLinesWhateverTheQueryReads) {
    std::string path = testing_support::writeTempFile("a,1\nb,x1\nc,3\n\"d\"\"\",1.5\n");
    std::string warning =
        "skipped 2 malformed line(s) in " + path + "; first: " + path + ":2:3: cannot parse 'x1' as INT in column 'c'";
    auto request = table({"name", "c"}, {Types::STRING(), Types::INT()});
    request.options.ignore_parse_errors = true;
    for (auto columns : {std::vector<uint32_t>{}, std::vector<uint32_t>{0}, std::vector<uint32_t>{1},
                         std::vector<uint32_t>{1, 0, 0}}) {
        request.columns = columns;
        auto out = scanFile(path, request);
        EXPECT_EQ(out.rows.size(), 2u);
        EXPECT_EQ(out.warnings, std::vector<std::string>{warning});
    }
    request.columns = std::vector<uint32_t>{0};
    EXPECT_EQ(scanFile(path, request).rows, (Rows{"'a'", "'c'"}));
}

TEST_P(CsvErrors, LenientModeReportsTheFirstBadFieldOfALine) {
    auto request = table({"a", "b", "c"}, {Types::INT(), Types::INT(), Types::INT()});
    request.options.ignore_parse_errors = true;
    request.columns = std::vector<uint32_t>{2, 1};
    std::string path = testing_support::writeTempFile("1,2,3\n4,x,y\n");
    auto out = scanFile(path, request);
    EXPECT_EQ(out.rows, (Rows{"3|2"}));
    EXPECT_EQ(out.warnings, (std::vector<std::string>{"skipped 1 malformed line(s) in " + path + "; first: " + path +
                                                      ":2:3: cannot parse 'x' as INT in column 'b'"}));
}

TEST_P(CsvErrors, NullInNotNullColumn) {
    auto request = idName();
    request.options.not_null_fields = {1};
    EXPECT_EQ(scanErrorOf("1,a\n2,\n", request), "data.csv:2:3: NULL (an empty field) in NOT NULL column 'name'");
    EXPECT_EQ(scanText("1,a\n2,\"\"\n", request).rows, (Rows{"1|'a'", "2|''"}));  // "" is the empty string
    request.columns = std::vector<uint32_t>{0};
    EXPECT_EQ(scanText("1,a\n2,\n", request).rows, (Rows{"1", "2"}));  // strict: only read columns are checked

    request.options.ignore_parse_errors = true;  // lenient: every column, whatever is read
    std::string path = testing_support::writeTempFile("1,a\n2,\n3,c\n");
    auto out = scanFile(path, request);
    EXPECT_EQ(out.rows, (Rows{"1", "3"}));
    EXPECT_EQ(out.warnings, (std::vector<std::string>{"skipped 1 malformed line(s) in " + path + "; first: " + path +
                                                      ":2:3: NULL (an empty field) in NOT NULL column 'name'"}));
}

TEST_P(CsvErrors, BlankLineInANotNullOneColumnFile) {
    auto request = table({"v"}, {Types::INT()});
    EXPECT_EQ(scanText("1\n\n2\n", request).rows, (Rows{"1", "NULL", "2"}));
    request.options.not_null_fields = {0};
    EXPECT_EQ(scanErrorOf("1\n\n2\n", request), "data.csv:2:1: NULL (an empty field) in NOT NULL column 'v'");
}

INSTANTIATE_TEST_SUITE_P(ChunkSizes, CsvErrors, testing_support::chunkSizes());

/// The IoError message of scanning `path`, or "no error".
std::string openErrorOf(const std::string& path) {
    try {
        testing_support::ScanRequest request;
        request.names = {"a"};
        request.types = {Types::INT()};
        testing_support::scanFile(path, request);
    } catch (const IoError& e) {
        EXPECT_EQ(e.path(), path);
        EXPECT_EQ(e.line(), 0u);
        return e.what();
    }
    return "no error";
}

TEST(CsvFileErrors, MissingFile) {
    std::string path = ::testing::TempDir() + "tabula_csv_does_not_exist.csv";
    EXPECT_EQ(openErrorOf(path), "cannot open '" + path + "': No such file or directory");
}

TEST(CsvFileErrors, DirectoryIsNotReadable) {
    std::string dir = ::testing::TempDir();
    EXPECT_EQ(openErrorOf(dir), "cannot read '" + dir + "': Is a directory");
}

TEST(CsvFileErrors, FileWithoutReadPermission) {
    if (::geteuid() == 0) GTEST_SKIP() << "root reads files regardless of permissions";
    std::string path = testing_support::writeTempFile("1\n");
    ::chmod(path.c_str(), 0);
    EXPECT_EQ(openErrorOf(path), "cannot open '" + path + "': Permission denied");
}

}  // namespace
}  // namespace tabula::exec
