// The sniffer's decisions on the files of test/data/sniff (delimiter, quote, header, column names and types),
// the column type ladder on single values, and the errors for files it cannot read.
#include "planner/csv_sniffer.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "planner/csv_column_guess.hpp"
#include "tabula/error.hpp"
#include "test/unit/api/api_test_support.hpp"

namespace tabula::planner {
namespace {

std::string dataFile(const std::string& name) { return std::string(TABULA_TEST_DATA) + "/sniff/" + name; }

/// The sniffed columns as "name TYPE" items.
std::vector<std::string> columnsOf(const CsvTableSource& source) {
    std::vector<std::string> columns;
    const TableSchema& schema = source.getSchema();
    for (size_t i = 0; i < schema.getFieldCount(); ++i)
        columns.push_back(schema.getFieldName(i) + " " + schema.getFieldType(i).toString());
    return columns;
}

struct Expected {
    std::string file;
    std::string delimiter;
    bool header;
    std::vector<std::string> columns;
};

TEST(CsvSniffer, ReadsEachSampleFileIntoTheRightDialectAndTypes) {
    const std::vector<Expected> cases = {
        {"comma_header.csv", ",", true, {"id INT", "name STRING", "score DOUBLE"}},
        {"semicolon_dates.csv", ";", true, {"city STRING", "founded DATE", "visited TIMESTAMP(3)"}},
        {"tabs.tsv", "\t", true, {"name STRING", "qty INT"}},
        {"pipes.txt", "|", true, {"a STRING", "b BOOLEAN"}},
        {"quoted_newline.csv", ",", true, {"id INT", "note STRING"}},
        {"quoted_delimiter.csv", ",", true, {"name STRING", "said STRING"}},
        {"no_header.csv", ",", false, {"column0 INT", "column1 DECIMAL(18, 2)", "column2 DATE"}},
        {"empty_fields.csv", ",", true, {"a INT", "b INT", "c STRING"}},
        {"negatives_decimals.csv", ",", true, {"amount DECIMAL(18, 2)", "delta INT"}},
        {"bigint.csv", ",", true, {"id INT", "big BIGINT"}},
        {"booleans.csv", ",", true, {"flag BOOLEAN", "label STRING"}},
        {"late_misfit.csv", ",", true, {"n STRING"}},
        {"empty.csv", ",", false, {"column0 STRING"}},
        {"header_only.csv", ",", true, {"id STRING", "name STRING"}},
        {"crlf.csv", ",", true, {"a INT", "b STRING"}},
        {"bom.csv", ",", true, {"id INT", "name STRING"}},
        {"leading_zeros.csv", ",", true, {"zip STRING", "n INT"}},
        {"single_quotes.csv", ";", true, {"id INT", "name STRING"}},
        {"dates_and_timestamps.csv", ",", true, {"when TIMESTAMP(3)"}},
        {"exponents_huge.csv", ",", true, {"x DOUBLE", "huge DECIMAL(20, 0)"}},
    };
    for (const Expected& expected : cases) {
        SCOPED_TRACE(expected.file);
        const CsvTableSource source = sniffCsvFile(dataFile(expected.file));
        EXPECT_EQ(source.options().field_delimiter, expected.delimiter);
        EXPECT_EQ(source.options().ignore_first_line, expected.header);
        EXPECT_EQ(columnsOf(source), expected.columns);
    }
}

TEST(CsvSniffer, ChoosesTheQuoteThatSplitsTheRecordsAlike) {
    EXPECT_EQ(sniffCsvFile(dataFile("single_quotes.csv")).options().quote_character, '\'');
    EXPECT_EQ(sniffCsvFile(dataFile("quoted_delimiter.csv")).options().quote_character, '"');
}

TEST(CsvSniffer, OptionsOverrideTheGuesses) {
    const CsvTableSource data = sniffCsvFile(dataFile("header_only.csv"), {.header = false});
    EXPECT_EQ(columnsOf(data), (std::vector<std::string>{"column0 STRING", "column1 STRING"}));
    const CsvTableSource piped = sniffCsvFile(dataFile("pipes.txt"), {.delimiter = ","});
    EXPECT_EQ(columnsOf(piped), (std::vector<std::string>{"a|b STRING"}));
    const CsvTableSource unquoted = sniffCsvFile(dataFile("single_quotes.csv"), {.quote = std::optional<char>()});
    EXPECT_EQ(unquoted.options().quote_character, std::nullopt);
}

TEST(CsvSniffer, AForcedHeaderWithEmptyOrRepeatedNamesNamesThoseColumnsByPosition) {
    const std::filesystem::path path = std::filesystem::temp_directory_path() / "tabula_sniffer_names.csv";
    std::ofstream(path) << "a,,A\n1,2,3\n";
    const CsvTableSource source = sniffCsvFile(path.string(), {.header = true});
    EXPECT_EQ(source.getSchema().getFieldNames(), (std::vector<std::string>{"a", "column1", "column2"}));
    std::filesystem::remove(path);
}

TEST(CsvSniffer, TypesComeFromTheSampleAlone) {
    // The first 8 bytes hold the header and 1, 2, 3: 'oops' on line 5 is beyond the sample.
    const CsvTableSource source = sniffCsvFile(dataFile("late_misfit.csv"), {.sample_bytes = 8});
    EXPECT_EQ(columnsOf(source), (std::vector<std::string>{"n INT"}));
    EXPECT_NE(source.options().sniffed_note.find("sniffed from the first 3 rows"), std::string::npos);
    EXPECT_NE(source.options().sniffed_note.find("CREATE TABLE `late_misfit` (`n` INT) WITH ('connector' = "
                                                 "'filesystem', 'path' = '" +
                                                 dataFile("late_misfit.csv") +
                                                 "', 'format' = 'csv', 'csv.ignore-first-line' = 'true')"),
              std::string::npos);
}

std::string typeOf(const std::vector<std::string>& values) {
    ColumnGuess guess;
    for (const std::string& value : values) guess.add(value);
    return guess.type().toString();
}

TEST(ColumnGuess, TakesTheNarrowestTypeEveryValueReadsAs) {
    EXPECT_EQ(typeOf({}), "STRING");
    EXPECT_EQ(typeOf({"true", "FALSE"}), "BOOLEAN");
    EXPECT_EQ(typeOf({"1", "-2147483648", "+7"}), "INT");
    EXPECT_EQ(typeOf({"1", "2147483648"}), "BIGINT");
    EXPECT_EQ(typeOf({"1", "9223372036854775808"}), "DECIMAL(19, 0)");
    EXPECT_EQ(typeOf({"12.50", "-0.99"}), "DECIMAL(18, 2)");
    EXPECT_EQ(typeOf({"12345678901234567890.5"}), "DECIMAL(21, 1)");
    EXPECT_EQ(typeOf({"1.5", "2.25"}), "DOUBLE");
    EXPECT_EQ(typeOf({"1.5", "2"}), "DOUBLE");
    EXPECT_EQ(typeOf({"1e3"}), "DOUBLE");
    EXPECT_EQ(typeOf({"2024-02-29"}), "DATE");
    EXPECT_EQ(typeOf({"2024-02-29", "2024-03-01T10:00:00.5"}), "TIMESTAMP(3)");
    EXPECT_EQ(typeOf({"1", "x"}), "STRING");
}

TEST(ColumnGuess, KeepsTextThatANumberOrDateWouldChange) {
    EXPECT_EQ(typeOf({"007"}), "STRING");
    EXPECT_EQ(typeOf({"-0123.5"}), "STRING");
    EXPECT_EQ(typeOf({"0", "0.5"}), "DOUBLE");
    EXPECT_EQ(typeOf({"2024-2-9"}), "STRING");
    EXPECT_EQ(typeOf({"2024-02-30"}), "STRING");
    EXPECT_EQ(typeOf({"2024-01-01 10:00:00.1234"}), "STRING");
    EXPECT_EQ(typeOf({" 5"}), "STRING");
    EXPECT_EQ(typeOf({""}), "STRING");
}

TEST(ColumnGuess, FitsTellsWhetherAValueKeepsTheType) {
    ColumnGuess guess;
    guess.add("1");
    EXPECT_TRUE(guess.fits("42"));
    EXPECT_FALSE(guess.fits("id"));
    EXPECT_EQ(guess.type().toString(), "INT");
}

/// The message of the ValidationError sniffing `path` throws, or "no error".
std::string sniffError(const std::string& path) {
    return test::errorOf([&] { sniffCsvFile(path); });
}

TEST(CsvSniffer, FilesItCannotReadAreErrors) {
    EXPECT_EQ(sniffError("people.parquet"),
              "cannot read 'people.parquet' as a table: only files ending in .csv, .tsv or .txt are read without a "
              "CREATE TABLE; declare other files with CREATE TABLE ... WITH ('connector' = 'filesystem', ...)");
    EXPECT_EQ(sniffError("no_such_file.csv"), "cannot read 'no_such_file.csv': no such file (" +
                                                  std::filesystem::current_path().string() + "/no_such_file.csv)");
    const std::filesystem::path folder = std::filesystem::temp_directory_path() / "tabula_sniffer_folder.csv";
    std::filesystem::create_directories(folder);
    EXPECT_EQ(sniffError(folder.string()), "cannot read '" + folder.string() + "': it is not a regular file");
    std::filesystem::remove(folder);
}

}  // namespace
}  // namespace tabula::planner
