// RowStoreScan: rows in stored order, morsel after morsel, and a plan that runs more than once.
#include <gtest/gtest.h>

#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

TEST(RowStoreScan, PushesRowsInStoredOrderWithTheirValues) {
    const std::string long_text(100, 'x');
    auto table = makeTable({Types::INT(), Types::STRING(), Types::BOOLEAN()},
                           {{intCell(3), stringCell("c"), boolCell(true)},
                            {nullCell(), stringCell(long_text), boolCell(false)},
                            {intCell(-1), nullCell(), nullCell()}});
    const Rows rows = runPipeline(table, {}, {Types::INT(), Types::STRING(), Types::BOOLEAN()});
    const Rows expected{{"3", "c", "true"}, {"NULL", long_text, "false"}, {"-1", "NULL", "NULL"}};
    EXPECT_EQ(rows, expected);
}

TEST(RowStoreScan, CanRunTwice) {
    auto scan = makeRowStoreScan(numbers(3000), "numbers");  // three morsels
    for (int run = 0; run < 2; ++run) {
        int64_t total = 0;
        QueryContext ctx;
        runInto(
            *scan,
            [&](RowView row) {
                total += row[0].i;
                return true;
            },
            ctx);
        EXPECT_EQ(total, 3000 * 3001 / 2);
    }
}

TEST(RowStoreScan, StopsWhenTheConsumerStops) {
    int seen = 0;
    QueryContext ctx;
    runInto(
        *makeRowStoreScan(numbers(3000), "numbers"), [&](RowView row) { return ++seen < 1500 && row[0].i > 0; }, ctx);
    EXPECT_EQ(seen, 1500);
}

}  // namespace
}  // namespace tabula::exec
