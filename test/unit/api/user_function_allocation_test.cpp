// Calling a user-defined scalar or aggregate function of fixed-width types allocates nothing per row: arguments,
// results and accumulators pass in place. Counts every operator new of this program
// (test/support/allocation_counter.cpp).
#include <gtest/gtest.h>

#include <functional>

#include "tabula/tabula.hpp"
#include "test/support/allocation_counter.hpp"

namespace tabula {
namespace {

/// A table of one BIGINT column x holding 0 .. count - 1.
Table numbers(const TableEnvironment& env, int count) {
    std::vector<std::vector<Value>> values;
    for (int i = 0; i < count; ++i) values.push_back({Value::bigint(i)});
    return env.fromValues(TableSchema({"x"}, {Types::BIGINT()}), values);
}

/// Runs `query` over 1,000 and over 100,000 rows of numbers() (after a warm-up run) and checks that 100 times the
/// rows cost the same allocations, give or take a few per morsel of rows. `query` returns the sum of its result.
void expectNoAllocationPerRow(const TableEnvironment& env, const std::function<int64_t(const Table&)>& query,
                              int64_t small_sum, int64_t large_sum) {
    const Table small = numbers(env, 1000);
    const Table large = numbers(env, 100000);
    query(small);  // warm-up
    size_t before = testing::allocationCount();
    EXPECT_EQ(query(small), small_sum);
    const size_t small_count = testing::allocationCount() - before;
    before = testing::allocationCount();
    EXPECT_EQ(query(large), large_sum);
    const size_t large_count = testing::allocationCount() - before;
    EXPECT_LT(large_count, small_count + 200) << small_count << " " << large_count;
}

int64_t sumOfColumn(const Table& table, int column) {
    int64_t sum = 0;
    for (const Row& row : table.execute()) sum += row.get<int64_t>(column);
    return sum;
}

TEST(ScalarFunction, NoAllocationPerRowForFixedWidthTypes) {
    TableEnvironment env;
    env.registerFunction("plusOne", [](int64_t x) { return x + 1; });
    expectNoAllocationPerRow(
        env, [](const Table& table) { return sumOfColumn(table.select("plusOne(x)"), 0); }, 1000 * 1001 / 2,
        int64_t{100000} * 100001 / 2);
}

struct Sum : AggregateFunction<int64_t, int64_t> {
    void accumulate(int64_t& sum, int64_t value) const { sum += value; }
    int64_t getValue(const int64_t& sum) const { return sum; }
};

TEST(AggregateFunction, NoAllocationPerRowForFixedWidthTypes) {
    TableEnvironment env;
    env.registerFunction("mySum", Sum{});
    // Globally and in ten groups: the sums of all groups add up to the sum of 0 .. count - 1.
    expectNoAllocationPerRow(
        env, [](const Table& table) { return sumOfColumn(table.select("mySum(x)"), 0); }, 999 * 1000 / 2,
        int64_t{99999} * 100000 / 2);
    expectNoAllocationPerRow(
        env, [](const Table& table) { return sumOfColumn(table.groupBy("x % 10").select("mySum(x)"), 0); },
        999 * 1000 / 2, int64_t{99999} * 100000 / 2);
}

}  // namespace
}  // namespace tabula
