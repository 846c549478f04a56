// RowStore: rows are copied with their strings; zero-width rows are counted.
#include <gtest/gtest.h>

#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

TEST(RowStore, AppendCopiesCellsAndStrings) {
    RowStore store({Types::INT(), Types::STRING(), Types::DOUBLE()});
    std::string text = "original";
    std::vector<Cell> row{intCell(7), stringCell(text), doubleCell(2.5)};
    store.append(row);
    text = "changed!";
    row[0] = intCell(8);
    store.append(std::vector<Cell>{nullCell(), nullCell(), nullCell()});
    ASSERT_EQ(store.rowCount(), 2U);
    EXPECT_EQ(store.width(), 3U);
    EXPECT_EQ(store.row(0)[0].i, 7);
    EXPECT_EQ(store.row(0)[1].s.view(), "original");
    EXPECT_NE(store.row(0)[1].s.data, text.data());
    EXPECT_EQ(store.row(0)[2].d, 2.5);
    EXPECT_TRUE(store.row(1)[0].null);
    EXPECT_TRUE(store.row(1)[1].null);
    EXPECT_TRUE(store.row(1)[2].null);
}

TEST(RowStore, ManyRowsKeepTheirStrings) {
    RowStore store({Types::STRING()});
    for (int i = 0; i < 10000; ++i) {
        const std::string text = "value-" + std::to_string(i);
        store.append(std::vector<Cell>{stringCell(text)});
    }
    ASSERT_EQ(store.rowCount(), 10000U);
    for (int i = 0; i < 10000; i += 997) EXPECT_EQ(store.row(i)[0].s.view(), "value-" + std::to_string(i));
    EXPECT_GE(store.memoryUsage(), 10000 * sizeof(Cell) + 10000 * 8);
}

TEST(RowStore, ZeroWidthRowsAreCounted) {
    RowStore store({});
    store.append(RowView());
    store.append(RowView());
    EXPECT_EQ(store.rowCount(), 2U);
    EXPECT_EQ(store.row(1).size(), 0U);
}

TEST(RowStore, EmptyStoreUsesNoMemory) {
    RowStore store({Types::INT()});
    EXPECT_EQ(store.rowCount(), 0U);
    EXPECT_EQ(store.memoryUsage(), 0U);
}

}  // namespace
}  // namespace tabula::exec
