// ColumnTableScan: rows in stored order chunk after chunk, only the columns asked for, a plan that runs more than
// once, and an early stop.
#include <gtest/gtest.h>

#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

TEST(ColumnTableScan, PushesRowsInStoredOrderWithTheirValues) {
    const std::string long_text(100, 'x');
    auto table = makeTable({Types::INT(), Types::STRING(), Types::BOOLEAN()},
                           {{intCell(3), stringCell("c"), boolCell(true)},
                            {nullCell(), stringCell(long_text), boolCell(false)},
                            {intCell(-1), nullCell(), nullCell()}});
    const Rows rows = runPipeline(table, {}, {Types::INT(), Types::STRING(), Types::BOOLEAN()});
    const Rows expected{{"3", "c", "true"}, {"NULL", long_text, "false"}, {"-1", "NULL", "NULL"}};
    EXPECT_EQ(rows, expected);
}

TEST(ColumnTableScan, ProducesOnlyTheColumnsAskedForInTheirOrder) {
    ColumnTableBuilder builder({Types::INT(), Types::STRING(), Types::DOUBLE()});
    const std::vector<std::string> names = {"a", "b", "c"};
    for (int i = 0; i < 3; ++i) {
        const std::vector<Cell> row{intCell(i), stringCell(names[i]), doubleCell(i + 0.5)};
        builder.append(row);
    }
    auto scan = makeColumnTableScan(builder.finish(), {2, 0}, "t");
    EXPECT_EQ(scan->types(), (std::vector<DataType>{Types::DOUBLE(), Types::INT()}));
    std::vector<std::string> seen;
    QueryContext ctx;
    runInto(
        *scan,
        [&](RowView row) {
            EXPECT_EQ(row.size(), 2u);
            seen.push_back(std::to_string(row[0].d) + "/" + std::to_string(row[1].i));
            return true;
        },
        ctx);
    EXPECT_EQ(seen, (std::vector<std::string>{"0.500000/0", "1.500000/1", "2.500000/2"}));
}

TEST(ColumnTableScan, ProducesRowsOfNoColumns) {
    auto scan = makeColumnTableScan(numbersSnapshot(5000), {}, "t");
    int seen = 0;
    QueryContext ctx;
    runInto(
        *scan,
        [&](RowView row) {
            EXPECT_TRUE(row.empty());
            return ++seen > 0;
        },
        ctx);
    EXPECT_EQ(seen, 5000);
}

TEST(ColumnTableScan, CanRunTwice) {
    auto scan = makeTableScan(numbers(10000), "numbers");  // three chunks
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
        EXPECT_EQ(total, 10000 * 10001 / 2);
    }
}

TEST(ColumnTableScan, StopsWhenTheConsumerStops) {
    int seen = 0;
    QueryContext ctx;
    runInto(
        *makeTableScan(numbers(10000), "numbers"), [&](RowView row) { return ++seen < 1500 && row[0].i > 0; }, ctx);
    EXPECT_EQ(seen, 1500);
}

}  // namespace
}  // namespace tabula::exec
