// The shell writes CSV, TSV, JSON and JSON lines rows while the query runs, and reports an error met half-way
// after the rows written before it.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

#include "shell_session_test_support.hpp"

namespace tabula::cli {
namespace {

/// A CSV file of "i,n<i>" lines for i in [0, rows), with line `bad_line` (1-based) holding "x,bad" instead.
/// 300,000 rows span four 1 MB scan chunks.
class NumbersFile {
public:
    explicit NumbersFile(int rows, int bad_line = 0)
        : path_(std::filesystem::temp_directory_path() / ("tabula_shell_streaming_test_" + std::to_string(::getpid()) +
                                                          "_" + std::to_string(bad_line) + ".csv")) {
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
    std::string createTable() const {
        return "CREATE TABLE numbers (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '" + path() +
               "');\n";
    }

private:
    std::filesystem::path path_;
};

/// Keeps what is written and, at every flush, how much had been written by then.
class FlushRecorder final : public std::stringbuf {
public:
    std::vector<size_t> flushed_sizes;

protected:
    int sync() override {
        flushed_sizes.push_back(str().size());
        return 0;
    }
};

constexpr int kRows = 300000;

/// "id\n0\n1\n...": the CSV the shell must print for `select id from numbers` over the first `rows` rows.
std::string idColumnCsv(int rows) {
    std::string out = "id\n";
    for (int i = 0; i < rows; ++i) out += std::to_string(i) + '\n';
    return out;
}

TEST(ShellStreaming, CsvRowsAreFlushedWhileTheQueryRuns) {
    NumbersFile file(kRows);
    FlushRecorder recorder;
    std::ostream out(&recorder);
    std::ostringstream err;
    ShellSession shell(ShellOptions{{OutputFormat::Csv, true}, false}, out, err);
    EXPECT_TRUE(shell.runScript(file.createTable() + "select id from numbers;", {"", ""}));
    EXPECT_EQ(err.str(), "");
    const std::string expected = idColumnCsv(kRows);
    EXPECT_EQ(recorder.str(), expected);
    // Output reached the stream chunk by chunk: some flush came after a part of the rows and before the rest.
    size_t partial_flushes = 0;
    for (size_t size : recorder.flushed_sizes) partial_flushes += size > 3 && size < expected.size() ? 1 : 0;
    EXPECT_GE(partial_flushes, 2u);
}

TEST(ShellStreaming, BoxWaitsForTheLastRow) {
    NumbersFile file(kRows);
    FlushRecorder recorder;
    std::ostream out(&recorder);
    std::ostringstream err;
    ShellSession shell(ShellOptions{{OutputFormat::Box, true}, false}, out, err);
    EXPECT_TRUE(shell.runScript(file.createTable() + "select id from numbers;", {"", ""}));
    for (size_t size : recorder.flushed_sizes) EXPECT_TRUE(size == 0 || size == recorder.str().size());
}

/// The error the shell reports for the bad line of `file` in `select id from numbers` (statement on line 2).
std::string badLineReport(const NumbersFile& file, int bad_line) {
    return "2:1: " + file.path() + ":" + std::to_string(bad_line) + ":1: cannot parse 'x' as INT in column 'id'\n";
}

TEST(ShellStreaming, CsvErrorHalfWayKeepsTheRowsBeforeItThenReportsIt) {
    const int bad_line = kRows - 5;
    NumbersFile file(kRows, bad_line);
    Session session(OutputFormat::Csv);
    EXPECT_TRUE(session.run(file.createTable() + "select id from numbers;"));
    EXPECT_TRUE(session.shell.failed());
    EXPECT_EQ(session.out.str(), idColumnCsv(bad_line - 1));
    EXPECT_EQ(session.err.str().substr(0, badLineReport(file, bad_line).size()), badLineReport(file, bad_line));
}

TEST(ShellStreaming, JsonErrorHalfWayLeavesTheArrayOpenAndReportsIt) {
    const int bad_line = kRows - 5;
    NumbersFile file(kRows, bad_line);
    Session session(OutputFormat::Json);
    EXPECT_TRUE(session.run(file.createTable() + "select id from numbers;"));
    const std::string out = session.out.str();
    ASSERT_GE(out.size(), 20u);
    EXPECT_EQ(out.substr(0, 10), "[\n{\"id\":0}");
    const std::string last_row = "},\n{\"id\":" + std::to_string(bad_line - 2) + "}";  // the line before the bad one
    EXPECT_EQ(out.substr(out.size() - last_row.size()), last_row);
    EXPECT_NE(session.err.str().find("cannot parse 'x' as INT in column 'id'"), std::string::npos);
}

TEST(ShellStreaming, BoxErrorHalfWayPrintsOnlyTheError) {
    const int bad_line = kRows - 5;
    NumbersFile file(kRows, bad_line);
    Session session(OutputFormat::Box);
    EXPECT_TRUE(session.run(file.createTable() + "select id from numbers;"));
    EXPECT_EQ(session.out.str(), "");
    EXPECT_EQ(session.err.str().substr(0, badLineReport(file, bad_line).size()), badLineReport(file, bad_line));
}

TEST(ShellStreaming, RuntimeErrorHalfWayIsReportedUnderTheExpression) {
    NumbersFile file(kRows);
    Session session(OutputFormat::Csv);
    EXPECT_TRUE(session.run(file.createTable() + "select 10 / (id - 250000) as q from numbers;"));
    EXPECT_EQ(session.out.str().substr(0, 8), "q\n0\n0\n0\n");
    EXPECT_EQ(session.err.str(),
              "2:8: division by zero in '10 / (id - 250000)'\n"
              "select 10 / (id - 250000) as q from numbers;\n"
              "       ^~~~~~~~~~~~~~~~~~\n");
}

}  // namespace
}  // namespace tabula::cli
