// The executor's hot path allocates nothing per row: a run over many rows allocates exactly as often as a run
// over a few, also through a hash join's probe side. Counts every operator new of this test program
// (test/support/allocation_counter.cpp).
#include <gtest/gtest.h>

#include "exec/operators.hpp"
#include "test/support/allocation_counter.hpp"
#include "test/unit/exec/exec_test_support.hpp"
#include "test_operators.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

/// Counts rows without allocating.
class CountingSink final : public RowSink {
public:
    bool push(RowView) override {
        ++rows;
        return true;
    }
    size_t rows = 0;
};

bool isEven(int64_t v) { return v % 2 == 0; }

/// Allocations made by planning-free setup and a whole run over `rows` rows, morsels of 64 rows.
size_t allocationsOfARun(int64_t rows) {
    const CountRows plan(std::make_unique<Limit>(
        1'000'000'000, std::make_unique<Filter>(isEven, std::make_unique<Values>("a", range(1, rows), 64))));
    QueryContext ctx;
    CountingSink out;
    const size_t before = tabula::testing::allocationCount();
    {
        Executor executor(plan, ctx);
        executor.runToEnd(out);
    }
    const size_t made = tabula::testing::allocationCount() - before;
    EXPECT_EQ(out.rows, 1u);
    return made;
}

TEST(ExecutorAllocation, NothingPerRowNorPerMorsel) {
    const size_t few = allocationsOfARun(10);
    const size_t many = allocationsOfARun(100'000);
    EXPECT_GT(few, 0u);  // the counter works: the executor's setup allocates
    EXPECT_EQ(many, few);
}

/// A one-column BIGINT table of 0, 1, ..., rows - 1 each taken modulo `modulo`.
std::shared_ptr<RowStore> keys(int64_t rows, int64_t modulo) {
    auto table = std::make_shared<RowStore>(bigint());
    Cell cell;
    cell.null = false;
    for (int64_t i = 0; i < rows; ++i) {
        cell.i = i % modulo;
        table->append(RowView(&cell, 1));
    }
    return table;
}

/// Allocations of a left hash join run whose probe side has `probe_rows` rows (half of them without a match)
/// against the same build side.
size_t allocationsOfAJoin(int64_t probe_rows) {
    const auto probe = keys(probe_rows, 2'000);
    const auto build = keys(1'000, 1'000);
    const auto plan = makeHashJoin(JoinKind::Left, {0}, {0}, JoinOutput{{0, 1}, nullptr}, {},
                                   makeTableScan(probe, "probe"), makeTableScan(build, "build"));
    QueryContext ctx;
    CountingSink out;
    const size_t before = tabula::testing::allocationCount();
    {
        Executor executor(*plan, ctx);
        executor.runToEnd(out);
    }
    EXPECT_EQ(out.rows, static_cast<size_t>(probe_rows));
    return tabula::testing::allocationCount() - before;
}

TEST(ExecutorAllocation, HashJoinProbesWithoutAllocating) {
    EXPECT_EQ(allocationsOfAJoin(100'000), allocationsOfAJoin(10));
}

}  // namespace
}  // namespace tabula::exec
