// Reading a streaming TableResult allocates nothing per row once warm: the chunk of cells, its string arena and
// the one Row handed out (its strings included) keep their memory. Neither does writing a CSV sink. Counts every
// operator new of this program (test/support/allocation_counter.cpp).
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <memory>

#include "tabula/tabula.hpp"
#include "test/support/allocation_counter.hpp"

namespace tabula {
namespace {

TEST(AllocationCounter, CountsEachNew) {
    const size_t before = testing::allocationCount();
    auto one = std::make_unique<int>(1);
    auto two = std::make_unique<int>(2);
    EXPECT_EQ(testing::allocationCount() - before, 2u);
}

TEST(ResultAllocation, NothingPerRowOnceWarm) {
    constexpr int kRows = 100000;
    // Strings longer than the small-string buffer, so each row's copy would need the heap.
    std::vector<std::vector<Value>> values;
    for (int i = 0; i < kRows; ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "a-longer-name-%010d", i);
        values.push_back(
            {Value::integer(i), Value::string(name), i % 7 == 0 ? Value::null(Types::STRING()) : Value::string(name)});
    }
    TableEnvironment env;
    Table t =
        env.fromValues(TableSchema({"id", "name", "maybe"}, {Types::INT(), Types::STRING(), Types::STRING()}), values);
    TableResult result = t.select("id, name, maybe").execute();
    int64_t sum = 0;
    for (int i = 0; i < 4096; ++i) sum += result.next()->get<int32_t>(0);  // warm-up: a few morsels
    const size_t before = testing::allocationCount();
    int rows = 4096;
    size_t bytes = 0;
    while (const Row* row = result.next()) {
        ++rows;
        sum += row->get<int32_t>(0);
        bytes += row->get<std::string_view>(1).size();
    }
    EXPECT_EQ(testing::allocationCount() - before, 0u);
    EXPECT_EQ(rows, kRows);
    EXPECT_EQ(sum, int64_t{kRows} * (kRows - 1) / 2);
    EXPECT_EQ(bytes, size_t{24} * (kRows - 4096));
}

/// Writing a table to a CSV file allocates nothing per row either: the line buffer, the text of numbers
/// and the file buffer are reused, strings are appended where they are. So writing 100 times the rows costs the
/// same number of allocations (give or take the few a query makes per morsel).
TEST(SinkAllocation, NothingPerRow) {
    auto rows = [](int count) {
        std::vector<std::vector<Value>> values;
        for (int i = 0; i < count; ++i) {
            char name[32];
            std::snprintf(name, sizeof name, "a-longer, name-%010d", i);  // quoted: it holds the delimiter
            values.push_back({Value::integer(i), Value::bigint(int64_t{i} << 33), Value::string(name),
                              i % 7 == 0 ? Value::null(Types::STRING()) : Value::string(name)});
        }
        return values;
    };
    TableSchema schema({"id", "big", "name", "maybe"},
                       {Types::INT(), Types::BIGINT(), Types::STRING(), Types::STRING()});
    TableEnvironment env;
    Table small = env.fromValues(schema, rows(1000));
    Table large = env.fromValues(schema, rows(100000));
    const std::string path = (std::filesystem::temp_directory_path() / "tabula_sink_allocation_test.csv").string();
    CsvTableSink sink(path, ",", 1, WriteMode::OVERWRITE);
    small.writeToSink(sink);  // warm-up: what is allocated once per program (registries, caches)
    size_t before = testing::allocationCount();
    small.writeToSink(sink);
    const size_t small_count = testing::allocationCount() - before;
    before = testing::allocationCount();
    large.writeToSink(sink);
    const size_t large_count = testing::allocationCount() - before;
    std::remove(path.c_str());
    // A handful more or less is the scheduling of the query's turns under load (seen: 17 over); one allocation
    // per row would be 99,000 more.
    EXPECT_LE(large_count, small_count + 64);
}

}  // namespace
}  // namespace tabula
