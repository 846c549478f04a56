// Every file call the CSV and JSON readers, the sniffer and the sinks make is failed in turn (FaultyFileAccess):
// each failure must end in an IoError naming the file and the system's reason, or be one the engine can do
// without (a statistics sample, syncing a directory after the rename), and a sink must leave either the old file
// byte for byte or the whole new one, and no temporary file.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include <unistd.h>

#include "tabula/tabula.hpp"
#include "test/unit/fault/faulty_file_access.hpp"

namespace tabula::test {
namespace {

namespace fs = std::filesystem;

constexpr uint64_t kMostCalls = 200;  // more file calls than any one statement here makes

class FaultInjection : public ::testing::Test {
protected:
    void SetUp() override {
        directory_ = fs::temp_directory_path() / ("tabula_faults_" + std::to_string(::getpid()));
        fs::remove_all(directory_);
        fs::create_directories(directory_);
        write("in.csv", "1,a\n2,b\n3,c\n");
        write("in.jsonl", "{\"id\": 1, \"name\": \"a\"}\n{\"id\": 2, \"name\": \"b\"}\n{\"id\": 3, \"name\": \"c\"}\n");
    }
    void TearDown() override { fs::remove_all(directory_); }

    std::string path(const std::string& name) const { return (directory_ / name).string(); }
    void write(const std::string& name, const std::string& content) const {
        std::ofstream(path(name), std::ios::binary) << content;
    }
    std::string contentOf(const std::string& name) const {
        std::ifstream in(path(name), std::ios::binary);
        std::stringstream content;
        content << in.rdbuf();
        return content.str();
    }
    std::vector<std::string> filesInDirectory() const {
        std::vector<std::string> names;
        for (const auto& entry : fs::directory_iterator(directory_)) names.push_back(entry.path().filename());
        std::sort(names.begin(), names.end());
        return names;
    }
    /// A fresh environment with tables `csv_in`, `json_in` (reading the inputs) and `csv_out`, `json_out`
    /// (writing out.csv and out.jsonl), all (id INT, name STRING).
    TableEnvironment environment() const {
        TableEnvironment env;
        for (const auto& [table, file, format] : {std::tuple{"csv_in", "in.csv", "csv"},
                                                  {"json_in", "in.jsonl", "json"},
                                                  {"csv_out", "out.csv", "csv"},
                                                  {"json_out", "out.jsonl", "json"}}) {
            env.executeSql(std::string("CREATE TABLE ") + table + " (id INT, name STRING) WITH ('connector' = " +
                           "'filesystem', 'path' = '" + path(file) + "', 'format' = '" + format + "')");
        }
        return env;
    }

    /// Runs `statement` once with each of its file calls of the kinds `counted` failing in turn, then once with
    /// none failing, and checks what each run did with `check(error, call)` (error: what it threw, "" when
    /// nothing; call: the one that failed, "" when none). Returns how many calls failed in turn.
    uint64_t failEachCall(const std::function<void(TableEnvironment&)>& statement, unsigned counted,
                          const std::function<void(const std::string& error, const std::string& call)>& check) {
        for (uint64_t nth = 1; nth <= kMostCalls; ++nth) {
            TableEnvironment env = environment();
            std::string error;
            FaultyFileAccess faults(nth, counted);
            try {
                statement(env);
            } catch (const IoError& e) {
                error = e.what();
            }
            if (!faults.failed()) {
                EXPECT_EQ(error, "") << "with no call failing";
                check(error, "");
                return nth - 1;
            }
            SCOPED_TRACE("failing call " + std::to_string(nth) + ": " + faults.failedCall());
            check(error, faults.failedCall());
        }
        ADD_FAILURE() << "the statement made more than " << kMostCalls << " file calls";
        return kMostCalls;
    }

    /// Whether `call` (FaultyFileAccess::failedCall) is about the file at `file_path` (and only it).
    static bool isAbout(const std::string& call, const std::string& file_path) {
        return call.size() > file_path.size() && call.ends_with(" " + file_path) &&
               call.find(' ') == call.size() - file_path.size() - 1;
    }

    bool namesOneOf(const std::string& error, const std::vector<std::string>& files) const {
        return std::any_of(files.begin(), files.end(),
                           [&](const std::string& file) { return error.find(path(file)) != std::string::npos; });
    }

    fs::path directory_;
};

std::vector<std::string> rowsOf(TableEnvironment& env, const std::string& query) {
    std::vector<std::string> rows;
    for (const Row& row : env.sqlQuery(query).execute()) rows.push_back(row.toString());
    std::sort(rows.begin(), rows.end());
    return rows;
}

const std::string kReason = std::strerror(EIO);

TEST_F(FaultInjection, ReadersReportTheFileAndTheReasonOrAnswerInFull) {
    for (const auto& read : {std::pair{std::string("SELECT * FROM csv_in"), std::string("in.csv")},
                             {"SELECT * FROM json_in", "in.jsonl"},
                             {"SELECT * FROM '" + path("in.csv") + "'", "in.csv"}}) {
        const std::string& query = read.first;
        const std::string& file = read.second;
        SCOPED_TRACE(query);
        std::vector<std::string> rows;
        const uint64_t calls =
            failEachCall([&](TableEnvironment& env) { rows = rowsOf(env, query); }, kOpen | kRead | kPread,
                         [&](const std::string& error, const std::string&) {
                             if (error.empty()) {
                                 // A failure the engine can do without (the statistics sampler's): all the rows.
                                 EXPECT_EQ(rows, (std::vector<std::string>{"1,a", "2,b", "3,c"}));
                             } else {
                                 EXPECT_NE(error.find(path(file)), std::string::npos) << error;
                                 EXPECT_NE(error.find(kReason), std::string::npos) << error;
                             }
                         });
        EXPECT_GE(calls, 3u);  // open and read the file, and read it again to its end
    }
}

TEST_F(FaultInjection, SinksKeepTheOldFileOrWriteTheWholeNewOneAndLeaveNoTemporaryFile) {
    struct Case {
        std::string name;
        std::string file;
        std::function<void(TableEnvironment&)> statement;
        std::string old_content;
        std::string new_content;
    };
    const std::vector<Case> cases = {
        {"INSERT INTO a CSV table (appends)", "out.csv",
         [](TableEnvironment& env) { env.executeSql("INSERT INTO csv_out SELECT * FROM csv_in WHERE id > 1"); },
         "0,z\n", "0,z\n2,b\n3,c\n"},
        {"INSERT INTO a JSON table (appends)", "out.jsonl",
         [](TableEnvironment& env) { env.executeSql("INSERT INTO json_out SELECT * FROM csv_in WHERE id = 3"); },
         "{\"id\":0,\"name\":\"z\"}\n", "{\"id\":0,\"name\":\"z\"}\n{\"id\":3,\"name\":\"c\"}\n"},
        {"writeToSink OVERWRITE", "out.csv",
         [this](TableEnvironment& env) {
             env.sqlQuery("SELECT * FROM json_in WHERE id < 3")
                 .writeToSink(CsvTableSink(path("out.csv"), ",", 1, WriteMode::OVERWRITE));
         },
         "0,z\n", "1,a\n2,b\n"},
        {"writeToSink NO_OVERWRITE to a new file", "new.csv",
         [this](TableEnvironment& env) {
             env.sqlQuery("SELECT * FROM csv_in WHERE id = 1").writeToSink(CsvTableSink(path("new.csv")));
         },
         "", "1,a\n"},
    };
    for (const Case& sink : cases) {
        SCOPED_TRACE(sink.name);
        const auto reset = [&] {
            fs::remove(path(sink.file));
            if (!sink.old_content.empty()) write(sink.file, sink.old_content);
        };
        const uint64_t calls = failEachCall(
            [&](TableEnvironment& env) {
                reset();
                sink.statement(env);
            },
            kEveryCall,
            [&](const std::string& error, const std::string& call) {
                if (error.empty()) {
                    EXPECT_EQ(contentOf(sink.file), sink.new_content);
                    // Only failures that cannot cost the new file go unreported: syncing the directory after the
                    // rename, closing a file that was only read, the statistics sampler's reads.
                    EXPECT_TRUE(call.empty() || isAbout(call, directory_.string()) || isAbout(call, path("in.csv")) ||
                                isAbout(call, path("in.jsonl")) || call == "close " + path(sink.file))
                        << "unreported: " << call;
                } else {
                    EXPECT_NE(error.find(kReason), std::string::npos) << error;
                    EXPECT_TRUE(namesOneOf(error, {sink.file, "in.csv", "in.jsonl"})) << error;
                    if (sink.old_content.empty()) {
                        EXPECT_FALSE(fs::exists(path(sink.file)));
                    } else {
                        EXPECT_EQ(contentOf(sink.file), sink.old_content);
                    }
                }
                for (const std::string& name : filesInDirectory()) {
                    EXPECT_TRUE(name == "in.csv" || name == "in.jsonl" || name == "out.csv" || name == "out.jsonl" ||
                                name == "new.csv")
                        << "left behind: " << name;
                }
            });
        EXPECT_GE(calls, 7u);  // at least: read the input (open, read, read), create, write, fsync, close, rename
    }
}

}  // namespace
}  // namespace tabula::test
