// Limit: offset and fetch, and the early stop that spares the source the rest of its input.
#include <gtest/gtest.h>

#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

Rows runLimit(int input_rows, uint64_t offset, std::optional<uint64_t> fetch, int& pushed) {
    std::vector<Stage> ops;
    ops.push_back(rowCounter(pushed));
    ops.push_back(makeLimit(offset, fetch));
    return runPipeline(numbers(input_rows), std::move(ops), {Types::INT()});
}

TEST(Limit, OffsetThenFetchThenStop) {
    int pushed = 0;
    EXPECT_EQ(runLimit(10, 2, 3, pushed), (Rows{{"3"}, {"4"}, {"5"}}));
    EXPECT_EQ(pushed, 5);  // rows 6..10 were never read
}

TEST(Limit, FetchWithoutOffset) {
    int pushed = 0;
    EXPECT_EQ(runLimit(10, 0, 2, pushed), (Rows{{"1"}, {"2"}}));
    EXPECT_EQ(pushed, 2);
}

TEST(Limit, OffsetOnlyPassesTheRest) {
    int pushed = 0;
    EXPECT_EQ(runLimit(5, 3, std::nullopt, pushed), (Rows{{"4"}, {"5"}}));
    EXPECT_EQ(pushed, 5);
}

TEST(Limit, FetchZeroStopsAtTheFirstRow) {
    int pushed = 0;
    EXPECT_TRUE(runLimit(10, 4, 0, pushed).empty());
    EXPECT_EQ(pushed, 1);
}

TEST(Limit, OffsetBeyondTheInput) {
    int pushed = 0;
    EXPECT_TRUE(runLimit(3, 7, 2, pushed).empty());
    EXPECT_EQ(pushed, 3);
}

TEST(Limit, FetchLargerThanTheInput) {
    int pushed = 0;
    EXPECT_EQ(runLimit(2, 0, 100, pushed), (Rows{{"1"}, {"2"}}));
}

TEST(Limit, EmptyInput) {
    int pushed = 0;
    EXPECT_TRUE(runLimit(0, 0, 5, pushed).empty());
    EXPECT_EQ(pushed, 0);
}

TEST(Limit, DownstreamStopIsPassedOn) {
    std::vector<int64_t> seen;
    auto plan = stack(numbers(10), {makeLimit(1, 5)});
    QueryContext ctx;
    runInto(
        *plan,
        [&](RowView row) {
            seen.push_back(row[0].i);
            return false;
        },
        ctx);
    EXPECT_EQ(seen, (std::vector<int64_t>{2}));
}

}  // namespace
}  // namespace tabula::exec
