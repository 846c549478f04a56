// TableEnvironment::cancel(): a request stops the query that sees it with QueryCancelledError, is consumed by it,
// and leaves the environment and its tables usable.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "tabula/tabula.hpp"

namespace tabula {
namespace {

/// A CSV file of `rows` lines "i,(i * 7919) % rows" in a temporary folder, removed with the object.
class NumbersFile {
public:
    explicit NumbersFile(int rows)
        : path_(std::filesystem::temp_directory_path() /
                ("tabula_cancel_test_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "_" +
                 std::to_string(rows) + ".csv")) {
        std::ofstream out(path_);
        for (int i = 0; i < rows; ++i) out << i << ',' << (static_cast<int64_t>(i) * 7919) % rows << '\n';
    }
    ~NumbersFile() { std::filesystem::remove(path_); }
    std::string path() const { return path_.string(); }

private:
    std::filesystem::path path_;
};

TableEnvironment environmentWith(const NumbersFile& file) {
    TableEnvironment env;
    env.registerTableSource("numbers", CsvTableSource(file.path(), {"id", "k"}, {Types::INT(), Types::INT()}));
    return env;
}

TEST(Cancel, ARequestMadeBeforeAQueryStopsItsScan) {
    NumbersFile file(100);
    TableEnvironment env = environmentWith(file);
    env.cancel();
    try {
        env.sqlQuery("select count(*) from numbers").execute();
        ADD_FAILURE() << "the query was not cancelled";
    } catch (const QueryCancelledError& error) {
        EXPECT_STREQ(error.what(), "query cancelled");
    }
    // The stopped query consumed the request: the same query now runs, and the table is still registered.
    std::vector<Row> rows = env.sqlQuery("select count(*) from numbers").collect();
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].toString(), "100");
    EXPECT_EQ(env.listTables(), (std::vector<std::string>{"numbers"}));
}

TEST(Cancel, StopsCacheAndInMemoryScans) {
    NumbersFile file(10);
    TableEnvironment env = environmentWith(file);
    env.cancel();
    EXPECT_THROW(env.scan("numbers").cache(), QueryCancelledError);
    Table cached = env.scan("numbers").cache();
    env.cancel();
    EXPECT_THROW(cached.orderBy("k").execute(), QueryCancelledError);
    EXPECT_EQ(cached.orderBy("k").collect().size(), 10u);
}

TEST(Cancel, ClearCancelWithdrawsARequest) {
    NumbersFile file(10);
    TableEnvironment env = environmentWith(file);
    env.cancel();
    env.clearCancel();
    EXPECT_EQ(env.scan("numbers").collect().size(), 10u);
}

TEST(Cancel, FromAnotherThreadStopsALongSort) {
    NumbersFile file(400000);
    TableEnvironment env = environmentWith(file);
    std::atomic<bool> done{false};
    // Keeps asking until the query has stopped, so the request cannot come before the query starts and be lost.
    std::thread canceller([&] {
        while (!done.load()) {
            env.cancel();
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
    });
    EXPECT_THROW(env.sqlQuery("select id from numbers order by k desc, id").execute(), QueryCancelledError);
    done.store(true);
    canceller.join();
    env.clearCancel();
    std::vector<Row> top = env.sqlQuery("select id, k from numbers order by k desc, id limit 1").collect();
    ASSERT_EQ(top.size(), 1u);
    EXPECT_EQ(top[0].toString(), "382321,399999");  // 382321 * 7919 = 7568 * 400000 + 399999
}

}  // namespace
}  // namespace tabula
