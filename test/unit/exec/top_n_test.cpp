// TopN: the rows [offset, offset + fetch) of the stable sorted order, with a bounded heap.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>

#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

const std::vector<DataType> kTypes{Types::INT(), Types::INT()};  // key, position

Rows topN(const std::vector<std::vector<Cell>>& input, std::vector<SortKey> keys, uint64_t offset, uint64_t fetch) {
    return runOne(makeTable(kTypes, input), makeTopN(std::move(keys), kTypes, offset, fetch), kTypes);
}

std::vector<std::vector<Cell>> keyed(const std::vector<std::optional<int64_t>>& keys) {
    std::vector<std::vector<Cell>> rows;
    for (size_t i = 0; i < keys.size(); ++i) {
        rows.push_back({keys[i] ? intCell(*keys[i]) : nullCell(), intCell(static_cast<int64_t>(i))});
    }
    return rows;
}

TEST(TopN, SmallestRowsInOrder) {
    const auto input = keyed({5, 3, 9, 1, 7, 3});
    EXPECT_EQ(topN(input, {{0, false, false}}, 0, 3), (Rows{{"1", "3"}, {"3", "1"}, {"3", "5"}}));
}

TEST(TopN, OffsetSkipsTheFirstRows) {
    const auto input = keyed({5, 3, 9, 1, 7, 3});
    EXPECT_EQ(topN(input, {{0, false, false}}, 2, 2), (Rows{{"3", "5"}, {"5", "0"}}));
    EXPECT_EQ(topN(input, {{0, true, false}}, 1, 10),
              (Rows{{"7", "4"}, {"5", "0"}, {"3", "1"}, {"3", "5"}, {"1", "3"}}));
    EXPECT_TRUE(topN(input, {{0, false, false}}, 6, 3).empty());
}

TEST(TopN, TiesKeepTheEarlierRows) {
    const auto input = keyed({2, 1, 2, 1, 2, 1});
    EXPECT_EQ(topN(input, {{0, false, false}}, 0, 2), (Rows{{"1", "1"}, {"1", "3"}}));
    EXPECT_EQ(topN(input, {{0, false, false}}, 2, 2), (Rows{{"1", "5"}, {"2", "0"}}));
}

TEST(TopN, NullOrdering) {
    const auto input = keyed({4, std::nullopt, 2, std::nullopt, 8});
    EXPECT_EQ(topN(input, {{0, false, false}}, 0, 4), (Rows{{"2", "2"}, {"4", "0"}, {"8", "4"}, {"NULL", "1"}}));
    EXPECT_EQ(topN(input, {{0, false, true}}, 0, 3), (Rows{{"NULL", "1"}, {"NULL", "3"}, {"2", "2"}}));
    EXPECT_EQ(topN(input, {{0, true, true}}, 1, 2), (Rows{{"NULL", "3"}, {"8", "4"}}));
}

TEST(TopN, FetchZeroEmitsNothingAndStopsTheSource) {
    int pushed = 0;
    std::vector<Stage> ops;
    ops.push_back(rowCounter(pushed));
    ops.push_back(makeTopN({{0, false, false}}, kTypes, 2, 0));
    EXPECT_TRUE(runPipeline(makeTable(kTypes, keyed({1, 2, 3})), std::move(ops), kTypes).empty());
    EXPECT_EQ(pushed, 1);
}

TEST(TopN, EmptyInput) { EXPECT_TRUE(topN({}, {{0, false, false}}, 0, 5).empty()); }

TEST(TopN, HugeFetchDoesNotOverflow) {
    const auto input = keyed({3, 1, 2});
    EXPECT_EQ(topN(input, {{0, false, false}}, 1, UINT64_MAX), (Rows{{"2", "2"}, {"3", "0"}}));
}

TEST(TopN, MatchesStableSortThenLimitOnRandomInput) {
    std::mt19937 random(7);
    std::vector<std::array<int64_t, 2>> expected;
    std::vector<std::optional<int64_t>> keys;
    for (int64_t i = 0; i < 50000; ++i) {
        const int64_t key = random() % 1000;
        keys.push_back(key);
        expected.push_back({key, i});
    }
    std::stable_sort(expected.begin(), expected.end(), [](const auto& a, const auto& b) { return a[0] > b[0]; });
    const Rows rows = topN(keyed(keys), {{0, true, false}}, 30, 100);
    ASSERT_EQ(rows.size(), 100U);
    for (size_t i = 0; i < rows.size(); ++i) {
        EXPECT_EQ(rows[i],
                  (std::vector<std::string>{std::to_string(expected[30 + i][0]), std::to_string(expected[30 + i][1])}));
    }
}

TEST(TopN, StringsSurviveManyEvictions) {
    // Ascending keys under DESC: every row evicts the current worst, leaving its string behind.
    const std::vector<DataType> types{Types::INT(), Types::STRING()};
    std::vector<std::vector<Cell>> rows;
    std::vector<std::string> texts;
    texts.reserve(20000);
    for (int64_t i = 0; i < 20000; ++i) {
        texts.push_back(std::string(200, static_cast<char>('a' + i % 26)) + std::to_string(i));
        rows.push_back({intCell(i), stringCell(texts.back())});
    }
    const Rows out = runOne(makeTable(types, rows), makeTopN({{0, true, false}}, types, 0, 5), types);
    ASSERT_EQ(out.size(), 5U);
    for (size_t k = 0; k < out.size(); ++k) {
        const int64_t i = 19999 - static_cast<int64_t>(k);
        EXPECT_EQ(out[k], (std::vector<std::string>{std::to_string(i), texts[static_cast<size_t>(i)]}));
    }
}

}  // namespace
}  // namespace tabula::exec
