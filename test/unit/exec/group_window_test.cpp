// Group windows: epoch alignment (also before 1970), the windows each kind assigns a row to, sessions split by gap
// and partition, and row-count windows of `size` rows starting every `step` rows, emitted when full.
#include <gtest/gtest.h>

#include <algorithm>

#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

TEST(AlignedWindowStart, IsTheLargestMultipleAtOrBeforeTheInstant) {
    EXPECT_EQ(alignedWindowStart(0, 10), 0);
    EXPECT_EQ(alignedWindowStart(9, 10), 0);
    EXPECT_EQ(alignedWindowStart(10, 10), 10);
    EXPECT_EQ(alignedWindowStart(-1, 10), -10);
    EXPECT_EQ(alignedWindowStart(-10, 10), -10);
    EXPECT_EQ(alignedWindowStart(-11, 10), -20);
}

TEST(DescribeGroupWindow, NamesKindAndLengths) {
    EXPECT_EQ(describeGroupWindow({GroupWindowKind::Tumble, GroupWindowUnit::Time, 600'000, 600'000}),
              "TUMBLE(size=10 min)");
    EXPECT_EQ(describeGroupWindow({GroupWindowKind::Slide, GroupWindowUnit::Time, 600'000, 1500}),
              "HOP(slide=1500 ms, size=10 min)");
    EXPECT_EQ(describeGroupWindow({GroupWindowKind::Session, GroupWindowUnit::Time, 30'000, 30'000}),
              "SESSION(gap=30 s)");
    EXPECT_EQ(describeGroupWindow({GroupWindowKind::Tumble, GroupWindowUnit::Rows, 2, 2}), "TUMBLE(size=2 rows)");
}

/// Rows (partition, time) through a GroupWindow over columns 0 (partition) and 1 (time): (partition, time, start,
/// end) per pushed row, sorted.
Rows assigned(GroupWindow window, const std::vector<std::vector<Cell>>& input, bool partitioned) {
    const std::vector<DataType> types{Types::BIGINT(), Types::BIGINT()};
    const std::vector<DataType> out{Types::BIGINT(), Types::BIGINT(), Types::BIGINT(), Types::BIGINT()};
    Stage stage = [=](auto in) {
        return makeGroupWindow(window, 1, partitioned ? std::vector<uint32_t>{0} : std::vector<uint32_t>{}, {},
                               std::move(in));
    };
    Rows rows = runPipeline(makeTable(types, input), {stage}, out);
    std::sort(rows.begin(), rows.end());
    return rows;
}

TEST(GroupWindowOperator, TumbleAssignsEachRowOneWindowAndDropsNullTimes) {
    const GroupWindow tumble{GroupWindowKind::Tumble, GroupWindowUnit::Time, 10, 10};
    EXPECT_EQ(assigned(tumble, {{intCell(1), intCell(-3)}, {intCell(1), intCell(10)}, {intCell(1), nullCell()}}, false),
              (Rows{{"1", "-3", "-10", "0"}, {"1", "10", "10", "20"}}));
}

TEST(GroupWindowOperator, SlideAssignsEveryWindowHoldingTheRow) {
    const GroupWindow slide{GroupWindowKind::Slide, GroupWindowUnit::Time, 10, 5};
    EXPECT_EQ(assigned(slide, {{intCell(1), intCell(7)}}, false), (Rows{{"1", "7", "0", "10"}, {"1", "7", "5", "15"}}));
}

TEST(GroupWindowOperator, CumulateEndsEveryStepWithinTheSize) {
    const GroupWindow cumulate{GroupWindowKind::Cumulate, GroupWindowUnit::Time, 15, 5};
    EXPECT_EQ(assigned(cumulate, {{intCell(1), intCell(7)}}, false),
              (Rows{{"1", "7", "0", "10"}, {"1", "7", "0", "15"}}));
}

TEST(GroupWindowOperator, SessionsSplitAfterTheGapAndAtEachPartition) {
    // Sorted by partition, then time: 0 and 3 are exactly the gap apart and share a session; 10 starts another.
    const GroupWindow session{GroupWindowKind::Session, GroupWindowUnit::Time, 3, 3};
    EXPECT_EQ(
        assigned(
            session,
            {{intCell(1), intCell(0)}, {intCell(1), intCell(3)}, {intCell(1), intCell(10)}, {intCell(2), intCell(4)}},
            true),
        (Rows{{"1", "0", "0", "6"}, {"1", "10", "10", "13"}, {"1", "3", "0", "6"}, {"2", "4", "4", "7"}}));
}

TEST(GroupWindowOperator, RowCountWindowsStartEveryStepAndEmitWhenFull) {
    const std::vector<std::vector<Cell>> rows{{intCell(1), intCell(1)}, {intCell(1), intCell(2)},
                                              {intCell(1), intCell(3)}, {intCell(1), intCell(4)},
                                              {intCell(1), intCell(5)}, {intCell(2), intCell(6)}};
    // Tumble over 2 rows: (1, 2), (3, 4); 5 and partition 2's single row make no full window.
    EXPECT_EQ(assigned({GroupWindowKind::Tumble, GroupWindowUnit::Rows, 2, 2}, rows, true),
              (Rows{{"1", "1", "0", "0"}, {"1", "2", "0", "0"}, {"1", "3", "1", "1"}, {"1", "4", "1", "1"}}));
    // Slide over 3 rows every 2: rows 1-3 and 3-5 of partition 1; partition 2 fills none.
    EXPECT_EQ(assigned({GroupWindowKind::Slide, GroupWindowUnit::Rows, 3, 2}, rows, true),
              (Rows{{"1", "1", "0", "0"},
                    {"1", "2", "0", "0"},
                    {"1", "3", "0", "0"},
                    {"1", "3", "1", "1"},
                    {"1", "4", "1", "1"},
                    {"1", "5", "1", "1"}}));
    // Slide over 1 row every 2: rows 1, 3 and 5 alone, the rows between in no window; partition 2's one row.
    EXPECT_EQ(assigned({GroupWindowKind::Slide, GroupWindowUnit::Rows, 1, 2}, rows, true),
              (Rows{{"1", "1", "0", "0"}, {"1", "3", "1", "1"}, {"1", "5", "2", "2"}, {"2", "6", "0", "0"}}));
}

}  // namespace
}  // namespace tabula::exec
