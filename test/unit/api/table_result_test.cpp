// TableResult as a cursor over a running query: next(), range-for, collect(), warnings, errors, cancellation.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "tabula/tabula.hpp"

namespace tabula {
namespace {

/// A CSV file "id,name" with rows i,n<i> for i in [0, rows), and `bad_line` (1-based) holding "x,bad" instead.
/// Big files span several scan chunks (1 MB each), so their rows arrive while the query runs.
class NumbersFile {
public:
    explicit NumbersFile(int rows, int bad_line = 0)
        : path_(std::filesystem::temp_directory_path() /
                ("tabula_table_result_test_" + std::to_string(::getpid()) + "_" + std::to_string(rows) + "_" +
                 std::to_string(bad_line) + ".csv")) {
        std::ofstream out(path_);
        for (int i = 0; i < rows; ++i) {
            if (i + 1 == bad_line)
                out << "x,bad\n";
            else
                out << i << ",n" << i << '\n';
        }
    }
    ~NumbersFile() { std::filesystem::remove(path_); }
    std::string path() const { return path_.string(); }

private:
    std::filesystem::path path_;
};

TableEnvironment environmentWith(const NumbersFile& file, bool ignore_parse_errors = false) {
    TableEnvironment env;
    CsvTableSource::Builder builder = CsvTableSource::builder();
    builder.path(file.path()).field("id", Types::INT()).field("name", Types::STRING());
    if (ignore_parse_errors) builder.ignoreParseErrors();
    env.registerTableSource("numbers", builder.build());
    return env;
}

/// How many of this process's file descriptors are open on `path`: a running scan holds its file open.
int openDescriptorsOn(const std::string& path) {
    int count = 0;
    for (const auto& entry : std::filesystem::directory_iterator("/proc/self/fd")) {
        std::error_code error;
        if (std::filesystem::read_symlink(entry.path(), error) == path) ++count;
    }
    return count;
}

constexpr int kBigRows = 300000;  // about 3.3 MB: four scan chunks

TEST(TableResult, ReadsRowsWithNextUntilNullptr) {
    NumbersFile file(3);
    TableEnvironment env = environmentWith(file);
    TableResult result = env.scan("numbers").execute();
    EXPECT_EQ(result.getSchema().getFieldNames(), (std::vector<std::string>{"id", "name"}));
    std::vector<std::string> rows;
    while (const Row* row = result.next()) rows.push_back(row->toString());
    EXPECT_EQ(rows, (std::vector<std::string>{"0,n0", "1,n1", "2,n2"}));
    EXPECT_EQ(result.next(), nullptr);
}

TEST(TableResult, ReusedRowHoldsEachRowsOwnStrings) {
    // A long string, then shorter ones and a NULL: the reused row must not keep bytes of an earlier row.
    TableEnvironment env;
    Table t = env.fromValues(TableSchema({"s"}, {Types::STRING()}), {{Value::string("a long string value")},
                                                                     {Value::string("xy")},
                                                                     {Value::null(Types::STRING())},
                                                                     {Value::string("")},
                                                                     {Value::string("z")}});
    std::vector<std::optional<std::string>> values;
    for (const Row& row : t.execute()) values.push_back(row.get<std::optional<std::string>>(0));
    EXPECT_EQ(values, (std::vector<std::optional<std::string>>{"a long string value", "xy", std::nullopt, "", "z"}));
}

TEST(TableResult, BreakingOutOfARangeForStopsTheQuery) {
    NumbersFile file(kBigRows);
    TableEnvironment env = environmentWith(file);
    {
        TableResult result = env.scan("numbers").execute();
        int seen = 0;
        for (const Row& row : result) {
            EXPECT_EQ(row.get<int32_t>(0), seen);
            if (++seen == 10) break;
        }
        EXPECT_EQ(openDescriptorsOn(file.path()), 1);  // the scan is still running
    }
    EXPECT_EQ(openDescriptorsOn(file.path()), 0);  // destroying the result ended it
}

TEST(TableResult, CancelEndsTheResultAndClosesTheSource) {
    NumbersFile file(kBigRows);
    TableEnvironment env = environmentWith(file);
    TableResult result = env.scan("numbers").execute();
    ASSERT_NE(result.next(), nullptr);
    result.cancel();
    EXPECT_EQ(openDescriptorsOn(file.path()), 0);
    EXPECT_EQ(result.next(), nullptr);
    EXPECT_TRUE(result.collect().empty());
}

TEST(TableResult, CollectReturnsTheRowsNotReadYet) {
    NumbersFile file(5);
    TableEnvironment env = environmentWith(file);
    TableResult result = env.scan("numbers").execute();
    ASSERT_NE(result.next(), nullptr);
    ASSERT_EQ(result.next()->toString(), "1,n1");
    std::vector<Row> rest = result.collect();
    ASSERT_EQ(rest.size(), 3u);
    EXPECT_EQ(rest[0].toString(), "2,n2");
    EXPECT_EQ(rest[2].toString(), "4,n4");
    EXPECT_EQ(result.next(), nullptr);
}

TEST(TableResult, StreamsAResultLargerThanOneChunk) {
    NumbersFile file(kBigRows);
    TableEnvironment env = environmentWith(file);
    TableResult result = env.scan("numbers").select("id").execute();
    // The first chunk is there, not the whole file.
    EXPECT_GT(result.bufferedRows(), 0u);
    EXPECT_LT(result.bufferedRows(), static_cast<size_t>(kBigRows));
    int64_t count = 0;
    int64_t sum = 0;
    for (const Row& row : result) {
        ++count;
        sum += row.get<int32_t>(0);
    }
    EXPECT_EQ(count, kBigRows);
    EXPECT_EQ(sum, int64_t{kBigRows} * (kBigRows - 1) / 2);
}

TEST(TableResult, EmptyResult) {
    NumbersFile file(5);
    TableEnvironment env = environmentWith(file);
    TableResult result = env.scan("numbers").filter("id > 100").execute();
    EXPECT_EQ(result.begin(), result.end());
    EXPECT_EQ(result.next(), nullptr);
    EXPECT_TRUE(result.collect().empty());
    EXPECT_TRUE(result.warnings().empty());
}

TEST(TableResult, LimitQueryEndsAfterItsRows) {
    NumbersFile file(kBigRows);
    TableEnvironment env = environmentWith(file);
    TableResult result = env.sqlQuery("select id from numbers limit 3").execute();
    std::vector<std::string> rows;
    for (const Row& row : result) rows.push_back(row.toString());
    EXPECT_EQ(rows, (std::vector<std::string>{"0", "1", "2"}));
    EXPECT_EQ(openDescriptorsOn(file.path()), 0);
}

TEST(TableResult, SortedFetchKeepsItsOrder) {
    NumbersFile file(1000);
    TableEnvironment env = environmentWith(file);
    std::vector<Row> rows = env.scan("numbers").orderBy("id.desc").offset(1).fetch(2).collect();
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[0].toString(), "998,n998");
    EXPECT_EQ(rows[1].toString(), "997,n997");
}

TEST(TableResult, OutlivesItsTableAndEnvironment) {
    NumbersFile file(kBigRows);
    std::optional<TableResult> result;
    {
        TableEnvironment env = environmentWith(file);
        Table t = env.scan("numbers").filter("id % 100000 = 0").select("name");
        result.emplace(t.execute());
    }
    std::vector<std::string> rows;
    for (const Row& row : *result) rows.push_back(row.toString());
    EXPECT_EQ(rows, (std::vector<std::string>{"n0", "n100000", "n200000"}));
}

TEST(TableResult, MovingKeepsThePosition) {
    NumbersFile file(3);
    TableEnvironment env = environmentWith(file);
    TableResult first = env.scan("numbers").execute();
    ASSERT_NE(first.next(), nullptr);
    TableResult second = std::move(first);
    ASSERT_NE(second.next(), nullptr);
    EXPECT_EQ(second.next()->toString(), "2,n2");
    EXPECT_EQ(second.next(), nullptr);
}

TEST(TableResult, AnErrorOpeningTheSourceThrowsFromExecute) {
    TableEnvironment env;
    env.registerTableSource("missing", CsvTableSource("/nonexistent/tabula/missing.csv", {"id"}, {Types::INT()}));
    EXPECT_THROW(env.scan("missing").execute(), IoError);
}

TEST(TableResult, AnErrorInTheDataThrowsFromNextAfterTheRowsBeforeIt) {
    // The bad line is in the last chunk, so execute() returns and the error comes while reading.
    NumbersFile file(kBigRows, kBigRows - 5);
    TableEnvironment env = environmentWith(file);
    TableResult result = env.scan("numbers").execute();
    int64_t rows = 0;
    try {
        while (result.next() != nullptr) ++rows;
        ADD_FAILURE() << "no error";
    } catch (const IoError& error) {
        EXPECT_EQ(std::string(error.what()),
                  file.path() + ":" + std::to_string(kBigRows - 5) + ":1: cannot parse 'x' as INT in column 'id'");
        EXPECT_EQ(error.line(), static_cast<uint64_t>(kBigRows - 5));
    }
    EXPECT_EQ(rows, kBigRows - 6);  // every line before the bad one
    EXPECT_EQ(result.next(), nullptr);
}

TEST(TableResult, ARuntimeErrorThrowsFromNextWithItsMessageAndPosition) {
    NumbersFile file(kBigRows);
    TableEnvironment env = environmentWith(file);
    TableResult result = env.scan("numbers").select("100 / (id - 250000)").execute();
    EXPECT_THROW(
        {
            try {
                while (result.next() != nullptr) {
                }
            } catch (const ExecutionError& error) {
                EXPECT_EQ(error.message(), "division by zero in '100 / (id - 250000)'");
                // The expression was parsed from select()'s text: the error points into it.
                EXPECT_STREQ(error.what(),
                             "1:1: division by zero in '100 / (id - 250000)'\n"
                             "100 / (id - 250000)\n"
                             "^~~~~~~~~~~~~~~~~~~");
                throw;
            }
        },
        ExecutionError);
}

TEST(TableResult, WarningsAreCompleteAtTheEnd) {
    NumbersFile file(kBigRows, kBigRows - 5);
    TableEnvironment env = environmentWith(file, true);
    TableResult result = env.scan("numbers").execute();
    int64_t rows = 0;
    while (result.next() != nullptr) ++rows;
    EXPECT_EQ(rows, kBigRows - 1);
    ASSERT_EQ(result.warnings().size(), 1u);
    EXPECT_EQ(result.warnings()[0], "skipped 1 malformed line(s) in " + file.path() + "; first: " + file.path() + ":" +
                                        std::to_string(kBigRows - 5) + ":1: cannot parse 'x' as INT in column 'id'");
}

TEST(TableResult, EnvironmentCancelStopsAResultBeingRead) {
    NumbersFile file(kBigRows);
    TableEnvironment env = environmentWith(file);
    TableResult result = env.scan("numbers").execute();
    ASSERT_NE(result.next(), nullptr);
    env.cancel();
    EXPECT_THROW(
        {
            while (result.next() != nullptr) {
            }
        },
        QueryCancelledError);
    EXPECT_EQ(result.next(), nullptr);
    // The request was used up: the next query runs.
    EXPECT_EQ(env.scan("numbers").filter("id < 3").collect().size(), 3u);
}

TEST(TableResult, OverRowsInMemory) {
    auto schema =
        std::make_shared<const TableSchema>(std::vector<std::string>{"n"}, std::vector<DataType>{Types::INT()});
    TableResult result(schema, {Row(schema, {Value::integer(1)}), Row(schema, {Value::integer(2)})}, {"note"});
    EXPECT_EQ(result.bufferedRows(), 2u);
    EXPECT_EQ(result.warnings(), (std::vector<std::string>{"note"}));
    ASSERT_NE(result.next(), nullptr);
    result.cancel();
    EXPECT_EQ(result.next(), nullptr);
}

}  // namespace
}  // namespace tabula
