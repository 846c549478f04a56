// What a running query sees of an in-memory table: the rows of the table when it started, whatever INSERT and
// DELETE do while its result is read; queries started afterwards see the change. Expected rows built by hand.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "tabula/tabula.hpp"

namespace tabula {
namespace {

constexpr int kRows = 20000;  // several chunks, so most of a result is produced after the change

/// An environment with table t (id INT, name STRING) holding (i, 'n<i>') for i = 0 .. kRows - 1.
TableEnvironment filledEnvironment() {
    TableEnvironment env;
    env.executeSql("CREATE TABLE t (id INT, name STRING)");
    std::vector<std::vector<Value>> rows;
    for (int i = 0; i < kRows; ++i) rows.push_back({Value::integer(i), Value::string("n" + std::to_string(i))});
    env.fromValues(TableSchema({"id", "name"}, {Types::INT(), Types::STRING()}), rows).insertInto("t");
    return env;
}

std::vector<std::string> expectedRows() {
    std::vector<std::string> rows;
    for (int i = 0; i < kRows; ++i) rows.push_back(std::to_string(i) + ",n" + std::to_string(i));
    return rows;
}

/// Reads `result` to its end, after `change` has run once a few rows were read.
std::vector<std::string> readAcross(TableResult result, const std::function<void()>& change) {
    std::vector<std::string> rows;
    for (int i = 0; i < 10; ++i) rows.push_back(result.next()->toString());
    change();
    while (const Row* row = result.next()) rows.push_back(row->toString());
    return rows;
}

int64_t countOf(TableEnvironment& env) {
    return env.sqlQuery("SELECT count(*) FROM t").collect().at(0).get<int64_t>(0);
}

TEST(MemoryTableSnapshot, AResultReadAcrossAnInsertReturnsTheRowsOfWhenItStarted) {
    TableEnvironment env = filledEnvironment();
    const auto rows = readAcross(env.sqlQuery("SELECT * FROM t").execute(),
                                 [&] { env.executeSql("INSERT INTO t VALUES (-1, 'new'), (-2, 'newer')"); });
    EXPECT_EQ(rows, expectedRows());
    EXPECT_EQ(countOf(env), kRows + 2);
}

TEST(MemoryTableSnapshot, AResultReadAcrossADeleteReturnsTheRowsOfWhenItStarted) {
    TableEnvironment env = filledEnvironment();
    const auto rows = readAcross(env.sqlQuery("SELECT * FROM t").execute(),
                                 [&] { env.executeSql("DELETE FROM t WHERE id % 2 = 0"); });
    EXPECT_EQ(rows, expectedRows());
    EXPECT_EQ(countOf(env), kRows / 2);
}

TEST(MemoryTableSnapshot, AResultOfSomeColumnsReadAcrossAnInsertAndADelete) {
    TableEnvironment env = filledEnvironment();
    const auto rows = readAcross(env.sqlQuery("SELECT name FROM t").execute(), [&] {
        env.executeSql("INSERT INTO t SELECT id + 1000000, name FROM t");
        env.executeSql("DELETE FROM t WHERE id < 1000000");
    });
    ASSERT_EQ(rows.size(), static_cast<size_t>(kRows));
    EXPECT_EQ(rows.front(), "n0");
    EXPECT_EQ(rows.back(), "n" + std::to_string(kRows - 1));
    EXPECT_EQ(countOf(env), kRows);
    EXPECT_EQ(env.sqlQuery("SELECT min(id) FROM t").collect().at(0).get<int32_t>(0), 1000000);
}

TEST(MemoryTableSnapshot, ATableMadeBeforeAChangeSeesItWhenRunAfterwards) {
    TableEnvironment env = filledEnvironment();
    Table all = env.scan("t");
    env.executeSql("CREATE VIEW evens AS SELECT * FROM t WHERE id % 2 = 0");
    env.executeSql("INSERT INTO t VALUES (-2, 'new')");
    EXPECT_EQ(all.execute().collect().size(), static_cast<size_t>(kRows + 1));
    env.executeSql("DELETE FROM t WHERE id >= 0");
    EXPECT_EQ(all.execute().collect().size(), 1u);
    EXPECT_EQ(env.sqlQuery("SELECT * FROM evens").collect().at(0).toString(), "-2,new");
}

TEST(MemoryTableSnapshot, ACachedTableKeepsItsRowsWhenTheTableChanges) {
    TableEnvironment env = filledEnvironment();
    Table cached = env.sqlQuery("SELECT id FROM t WHERE id < 3").cache();
    env.executeSql("DELETE FROM t");
    EXPECT_EQ(cached.execute().collect().size(), 3u);
    EXPECT_EQ(countOf(env), 0);
}

}  // namespace
}  // namespace tabula
