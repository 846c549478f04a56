// Calling a user-defined scalar function of fixed-width types allocates nothing per row: its arguments and
// result pass in place. Counts every operator new of this program (test/support/allocation_counter.cpp).
#include <gtest/gtest.h>

#include "tabula/tabula.hpp"
#include "test/support/allocation_counter.hpp"

namespace tabula {
namespace {

TEST(ScalarFunction, NoAllocationPerRowForFixedWidthTypes) {
    TableEnvironment env;
    env.registerFunction("plusOne", [](int64_t x) { return x + 1; });
    auto rows = [](int count) {
        std::vector<std::vector<Value>> values;
        for (int i = 0; i < count; ++i) values.push_back({Value::bigint(i)});
        return values;
    };
    const TableSchema schema({"x"}, {Types::BIGINT()});
    auto sumOf = [&](const Table& table) {
        int64_t sum = 0;
        for (const Row& row : table.select("plusOne(x)").execute()) sum += row.get<int64_t>(0);
        return sum;
    };
    const Table small = env.fromValues(schema, rows(1000));
    const Table large = env.fromValues(schema, rows(100000));
    sumOf(small);  // warm-up
    size_t before = testing::allocationCount();
    EXPECT_EQ(sumOf(small), 1000 * 1001 / 2);
    const size_t small_count = testing::allocationCount() - before;
    before = testing::allocationCount();
    EXPECT_EQ(sumOf(large), int64_t{100000} * 100001 / 2);
    const size_t large_count = testing::allocationCount() - before;
    // 100 times the rows: the same allocations, give or take a few per morsel of rows.
    EXPECT_LT(large_count, small_count + 200) << small_count << " " << large_count;
}

}  // namespace
}  // namespace tabula
