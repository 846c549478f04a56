// A join whose rows outnumber its inputs' many times over streams to the reader: a table joined with itself on a
// key every row shares (5,000 rows, 25 million out) is read through its TableResult within 64 MB of memory, and a
// cancel() from another thread while it is read stops it within half a second; a result dropped or cancelled in
// the middle of the join stops it, and a table changed while its join is read is read safely.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>

#include "bench/process_memory.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
constexpr bool kSanitized = __has_feature(address_sanitizer);
#else
constexpr bool kSanitized = false;
#endif
/// Rows of the table; the sanitizer build, many times slower, joins fewer (2.25 million rows out, still hundreds
/// of times one chunk).
constexpr int64_t kRows = kSanitized ? 1500 : 5000;

/// "t": ids 0 .. kRows-1, each with the key 7 and a name longer than a short string's inline buffer.
TableEnvironment environmentWithOneKeyTable() {
    std::vector<std::vector<Value>> values;
    for (int64_t i = 0; i < kRows; ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "a-longer-name-%010lld", static_cast<long long>(i));
        values.push_back({Value::bigint(i), Value::integer(7), Value::string(name)});
    }
    TableEnvironment env;
    env.registerTable(
        "t",
        env.fromValues(TableSchema({"id", "k", "name"}, {Types::BIGINT(), Types::INT(), Types::STRING()}), values));
    return env;
}

const char* const kSelfJoin = "select a.id, b.id, b.name from t a join t b on a.k = b.k";

TEST(JoinStreaming, TheSelfJoinIsAHashJoin) {
    const std::string explain = environmentWithOneKeyTable().sqlQuery(kSelfJoin).explain();
    EXPECT_NE(explain.find("HashJoin(kind=[inner], keys=[k = k"), std::string::npos) << explain;
}

TEST(JoinStreaming, ReadingAOneKeySelfJoinStaysWithin64MB) {
    TableEnvironment env = environmentWithOneKeyTable();
    const bool peak_reset = bench::resetPeakRss();
    const int64_t start_kb = bench::statusKilobytes("VmRSS");
    TableResult result = env.sqlQuery(kSelfJoin).execute();
    int64_t rows = 0;
    int64_t probe_ids = 0;
    int64_t build_ids = 0;
    size_t name_bytes = 0;
    while (const Row* row = result.next()) {
        ++rows;
        probe_ids += row->get<int64_t>(0);
        build_ids += row->get<int64_t>(1);
        name_bytes += row->get<std::string_view>(2).size();
    }
    const int64_t growth_kb = bench::statusKilobytes("VmHWM") - start_kb;
    // Every pair of rows, once: each id appears kRows times on each side.
    EXPECT_EQ(rows, kRows * kRows);
    EXPECT_EQ(probe_ids, kRows * (kRows * (kRows - 1) / 2));
    EXPECT_EQ(build_ids, kRows * (kRows * (kRows - 1) / 2));
    EXPECT_EQ(name_bytes, static_cast<size_t>(24 * kRows * kRows));
    if (!peak_reset) GTEST_SKIP() << "the kernel does not let the peak RSS be reset";
    EXPECT_LT(growth_kb, 64 * 1024) << "peak RSS grew by " << growth_kb << " kB";
}

TEST(JoinStreaming, CancelFromAnotherThreadStopsTheSelfJoinWithinHalfASecond) {
    using Clock = std::chrono::steady_clock;
    TableEnvironment env = environmentWithOneKeyTable();
    TableResult result = env.sqlQuery(kSelfJoin).execute();
    std::atomic<int64_t> rows{0};
    std::atomic<Clock::rep> cancelled_at{0};
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        cancelled_at = Clock::now().time_since_epoch().count();
        env.cancel();
    });
    bool stopped = false;
    try {
        while (result.next() != nullptr) ++rows;
    } catch (const QueryCancelledError& error) {
        stopped = true;
        EXPECT_STREQ(error.what(), "query cancelled");
    }
    const Clock::time_point ended = Clock::now();
    canceller.join();
    ASSERT_TRUE(stopped) << "the join ended before the cancel, after " << rows << " rows";
    const auto waited = ended - Clock::time_point(Clock::duration(cancelled_at.load()));
    EXPECT_LT(std::chrono::duration_cast<std::chrono::milliseconds>(waited).count(), 500);
    EXPECT_LT(rows.load(), kRows * kRows);
    // The request was used up: the environment runs the next query.
    EXPECT_EQ(env.sqlQuery("select count(*) from t").collect().at(0).toString(), std::to_string(kRows));
}

TEST(JoinStreaming, ATableChangedWhileItsJoinIsReadIsReadSafely) {
    // The join waits for its reader in the middle of a morsel of its probe side; the reader deletes rows of the
    // in-memory table both sides scan, then reads on. The scans read the version of the table the query started
    // with, so the join returns every pair of the 3,000 rows as they were.
    TableEnvironment env;
    env.executeSql("CREATE TABLE m (id BIGINT, k INT)");
    std::string values;
    for (int i = 0; i < 3000; ++i) values += (i > 0 ? ", (" : "(") + std::to_string(i) + ", 7)";
    env.executeSql("INSERT INTO m VALUES " + values);
    TableResult result = env.sqlQuery("select a.id, b.id from m a join m b on a.k = b.k").execute();
    for (int i = 0; i < 10; ++i) ASSERT_NE(result.next(), nullptr);
    env.executeSql("DELETE FROM m WHERE id >= 1");
    int64_t rows = 10;
    while (result.next() != nullptr) ++rows;
    EXPECT_EQ(rows, int64_t{3000} * 3000);
    EXPECT_EQ(env.sqlQuery("select count(*) from m").collect().at(0).toString(), "1");
}

TEST(JoinStreaming, DroppingAResultInTheMiddleOfAJoinStopsIt) {
    TableEnvironment env = environmentWithOneKeyTable();
    {
        TableResult result = env.sqlQuery(kSelfJoin).execute();
        for (int i = 0; i < 5000; ++i) ASSERT_NE(result.next(), nullptr);
    }
    TableResult result = env.sqlQuery(kSelfJoin).execute();
    ASSERT_NE(result.next(), nullptr);
    result.cancel();
    EXPECT_EQ(result.next(), nullptr);
    EXPECT_EQ(env.sqlQuery("select count(*) from t").collect().at(0).toString(), std::to_string(kRows));
}

}  // namespace
}  // namespace tabula
