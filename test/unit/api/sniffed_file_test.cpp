// A sniffed file whose value beyond the sample does not fit its column's sniffed type: the query fails at the
// value's line and column, naming the value, the type, where the type came from and the CREATE TABLE to use instead.
#include <gtest/gtest.h>

#include <string>

#include "api_test_support.hpp"
#include "planner/csv_sniffer.hpp"
#include "tabula/table_environment.hpp"

namespace tabula {
namespace {

TEST(SniffedFile, AValueBeyondTheSampleThatDoesNotFitFailsTheQuery) {
    const std::string path = std::string(TABULA_TEST_DATA) + "/sniff/late_misfit.csv";
    TableEnvironment env;
    env.registerTableSource("late", planner::sniffCsvFile(path, {.sample_bytes = 8}));
    EXPECT_EQ(test::errorOf([&] { test::resultRows(env.executeSql("SELECT n FROM late")); }),
              path +
                  ":5:1: cannot parse 'oops' as INT in column 'n'; the type was sniffed from the first 3 rows; to "
                  "read this value, declare the file with CREATE TABLE `late_misfit` (`n` INT) WITH ('connector' = "
                  "'filesystem', 'path' = '" +
                  path + "', 'format' = 'csv', 'csv.ignore-first-line' = 'true') and a type that holds it");
}

TEST(SniffedFile, ReadCsvGivesTheFileAsATable) {
    TableEnvironment env;
    const Table table = env.readCsv(std::string(TABULA_TEST_DATA) + "/sniff/negatives_decimals.csv");
    EXPECT_EQ(table.getSchema().getFieldType(0), Types::DECIMAL(18, 2));
    EXPECT_EQ(test::resultRows(table.select("amount.sum, delta.sum").execute()), (std::vector<std::string>{"-5.15,1"}));
}

TEST(SniffedFile, ReadCsvOptionsOverrideTheSniffer) {
    TableEnvironment env;
    const std::string path = std::string(TABULA_TEST_DATA) + "/sniff/header_only.csv";
    EXPECT_EQ(test::resultRows(env.readCsv(path, {.header = false}).execute()), (std::vector<std::string>{"id,name"}));
    EXPECT_EQ(test::errorOf([&] { env.readCsv("people.json"); }),
              "cannot read 'people.json' as a table: only files ending in .csv, .tsv or .txt are read without a "
              "CREATE TABLE; declare other files with CREATE TABLE ... WITH ('connector' = 'filesystem', ...)");
}

}  // namespace
}  // namespace tabula
