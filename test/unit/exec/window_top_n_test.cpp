// WindowTopN: per partition the rows ranked within a limit, from unsorted input; checked against sorting each
// partition and numbering its rows, as the Window path does.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>

#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

const std::vector<DataType> kTypes{Types::INT(), Types::INT(), Types::STRING()};  // partition, order key, text
const std::vector<DataType> kOutTypes{Types::INT(),    Types::INT(),    Types::STRING(),
                                      Types::BIGINT(), Types::BIGINT(), Types::BIGINT()};
const std::vector<WindowFunctionKind> kAllRankings{WindowFunctionKind::RowNumber, WindowFunctionKind::Rank,
                                                   WindowFunctionKind::DenseRank};

struct Input {
    std::optional<int64_t> partition;
    std::optional<int64_t> key;
    std::string text;
};

std::vector<std::vector<Cell>> cellsOf(const std::vector<Input>& input) {
    std::vector<std::vector<Cell>> rows;
    for (const Input& row : input) {
        rows.push_back({row.partition ? intCell(*row.partition) : nullCell(), row.key ? intCell(*row.key) : nullCell(),
                        stringCell(row.text)});
    }
    return rows;
}

/// The operator over `input`, partitioned by column 0 and ordered by column 1, every ranking appended.
Rows topN(const std::vector<Input>& input, WindowFunctionKind kind, uint64_t limit, SortKey order = {1, false, false}) {
    Stage stage = [=](std::unique_ptr<PhysicalOperator> in) {
        return makeWindowTopN({0}, {order}, kAllRankings, RankLimit{kind, limit}, {}, std::move(in));
    };
    return runOne(makeTable(kTypes, cellsOf(input)), stage, kOutTypes);
}

/// What the Window path gives: each partition (in first-seen order) stably sorted, numbered, then filtered.
Rows expected(const std::vector<Input>& input, WindowFunctionKind kind, uint64_t limit, bool descending = false) {
    std::vector<std::optional<int64_t>> order_of_partitions;
    std::map<std::optional<int64_t>, std::vector<Input>> partitions;
    for (const Input& row : input) {
        if (!partitions.contains(row.partition)) order_of_partitions.push_back(row.partition);
        partitions[row.partition].push_back(row);
    }
    auto before = [descending](const Input& a, const Input& b) {
        if (!a.key || !b.key) return a.key && !b.key;  // NULLs last
        return descending ? *a.key > *b.key : *a.key < *b.key;
    };
    Rows rows;
    for (const auto& partition : order_of_partitions) {
        std::vector<Input> sorted_rows = partitions[partition];
        std::stable_sort(sorted_rows.begin(), sorted_rows.end(), before);
        int64_t rank = 0;
        int64_t dense_rank = 0;
        for (size_t i = 0; i < sorted_rows.size(); ++i) {
            const Input& row = sorted_rows[i];
            if (i == 0 || before(sorted_rows[i - 1], row)) {
                rank = static_cast<int64_t>(i) + 1;
                ++dense_rank;
            }
            const int64_t row_number = static_cast<int64_t>(i) + 1;
            const int64_t ranking = kind == WindowFunctionKind::RowNumber ? row_number
                                    : kind == WindowFunctionKind::Rank    ? rank
                                                                          : dense_rank;
            if (ranking > static_cast<int64_t>(limit)) continue;
            rows.push_back({row.partition ? std::to_string(*row.partition) : "NULL",
                            row.key ? std::to_string(*row.key) : "NULL", row.text, std::to_string(row_number),
                            std::to_string(rank), std::to_string(dense_rank)});
        }
    }
    return rows;
}

const std::vector<Input> kSmall{{1, 30, "a"}, {2, 5, "b"},  {1, 10, "c"}, {1, 20, "d"}, {1, 10, "e"},
                                {2, 5, "f"},  {1, 40, "g"}, {3, 1, "h"},  {1, 20, "i"}, {2, 7, "j"}};

TEST(WindowTopN, RowNumberKeepsTheFirstRowsOfEachPartition) {
    EXPECT_EQ(topN(kSmall, WindowFunctionKind::RowNumber, 2), (Rows{{"1", "10", "c", "1", "1", "1"},
                                                                    {"1", "10", "e", "2", "1", "1"},
                                                                    {"2", "5", "b", "1", "1", "1"},
                                                                    {"2", "5", "f", "2", "1", "1"},
                                                                    {"3", "1", "h", "1", "1", "1"}}));
}

TEST(WindowTopN, RankKeepsThePeersOfTheLastRow) {
    // Partition 1 by key: 10 10 20 20 30 40, ranks 1 1 3 3 5 6: RANK <= 3 keeps four rows.
    EXPECT_EQ(topN(kSmall, WindowFunctionKind::Rank, 3), (Rows{{"1", "10", "c", "1", "1", "1"},
                                                               {"1", "10", "e", "2", "1", "1"},
                                                               {"1", "20", "d", "3", "3", "2"},
                                                               {"1", "20", "i", "4", "3", "2"},
                                                               {"2", "5", "b", "1", "1", "1"},
                                                               {"2", "5", "f", "2", "1", "1"},
                                                               {"2", "7", "j", "3", "3", "2"},
                                                               {"3", "1", "h", "1", "1", "1"}}));
}

TEST(WindowTopN, DenseRankKeepsWholeGroups) {
    EXPECT_EQ(topN(kSmall, WindowFunctionKind::DenseRank, 3), expected(kSmall, WindowFunctionKind::DenseRank, 3));
    EXPECT_EQ(topN(kSmall, WindowFunctionKind::DenseRank, 3).size(), 9U);  // partition 1 drops only its 40
}

TEST(WindowTopN, NullsFormOnePartitionAndSortAsTheKeySays) {
    const std::vector<Input> input{{std::nullopt, 2, "a"},
                                   {std::nullopt, std::nullopt, "b"},
                                   {1, std::nullopt, "c"},
                                   {std::nullopt, 1, "d"},
                                   {1, 3, "e"}};
    EXPECT_EQ(topN(input, WindowFunctionKind::RowNumber, 2), expected(input, WindowFunctionKind::RowNumber, 2));
    EXPECT_EQ(topN(input, WindowFunctionKind::RowNumber, 1, {1, true, true}),
              (Rows{{"NULL", "NULL", "b", "1", "1", "1"}, {"1", "NULL", "c", "1", "1", "1"}}));
}

TEST(WindowTopN, LimitZeroAndEmptyInputGiveNoRows) {
    EXPECT_TRUE(topN(kSmall, WindowFunctionKind::Rank, 0).empty());
    EXPECT_TRUE(topN({}, WindowFunctionKind::RowNumber, 3).empty());
}

TEST(WindowTopN, NoPartitionColumnsIsOnePartition) {
    Stage stage = [](std::unique_ptr<PhysicalOperator> in) {
        return makeWindowTopN({}, {{1, true, false}}, {WindowFunctionKind::Rank},
                              RankLimit{WindowFunctionKind::Rank, 2}, {}, std::move(in));
    };
    const std::vector<DataType> out{Types::INT(), Types::INT(), Types::STRING(), Types::BIGINT()};
    EXPECT_EQ(runOne(makeTable(kTypes, cellsOf(kSmall)), stage, out),
              (Rows{{"1", "40", "g", "1"}, {"1", "30", "a", "2"}}));
}

TEST(WindowTopN, MatchesSortingEveryPartitionOnRandomInput) {
    std::mt19937 random(11);
    std::vector<Input> input;
    for (int i = 0; i < 20000; ++i) {
        const auto partition = static_cast<int64_t>(random() % 50);
        const auto key = static_cast<int64_t>(random() % 30);
        input.push_back({partition, key, std::to_string(i)});
    }
    for (WindowFunctionKind kind : kAllRankings) {
        for (uint64_t limit : {1, 3, 40}) {
            EXPECT_EQ(topN(input, kind, limit, {1, true, false}), expected(input, kind, limit, true))
                << windowFunctionName(kind) << " <= " << limit;
        }
    }
}

TEST(WindowTopN, StringsSurviveManyEvictions) {
    // Ascending keys under DESC: every row drops the last kept one, leaving its text behind in the arena.
    std::vector<Input> input;
    for (int i = 0; i < 20000; ++i) {
        input.push_back({i % 2, i, std::string(200, static_cast<char>('a' + i % 26)) + std::to_string(i)});
    }
    EXPECT_EQ(topN(input, WindowFunctionKind::Rank, 3, {1, true, false}),
              expected(input, WindowFunctionKind::Rank, 3, true));
}

}  // namespace
}  // namespace tabula::exec
