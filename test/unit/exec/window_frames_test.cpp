// Window frames: the rows frameOf gives at a partition's edges, and FrameAggregator's running and sliding
// evaluation against a plain sum over every frame (offsets 0..4 both ways, empty frames, NULL inputs).
#include <gtest/gtest.h>

#include <random>

#include "exec/function_registry.hpp"
#include "exec/operators/window_frames.hpp"
#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

WindowFrame rows(FrameBound start, FrameBound end) { return {FrameUnit::Rows, start, end}; }

FrameBound preceding(int64_t n) { return {FrameBoundKind::Preceding, n}; }
FrameBound following(int64_t n) { return {FrameBoundKind::Following, n}; }
constexpr FrameBound kCurrent{FrameBoundKind::CurrentRow, 0};
constexpr FrameBound kUnboundedPreceding{FrameBoundKind::UnboundedPreceding, 0};
constexpr FrameBound kUnboundedFollowing{FrameBoundKind::UnboundedFollowing, 0};

TEST(WindowFrames, RowsFramesAreClampedToThePartition) {
    const WindowFrame around = rows(preceding(2), following(1));
    EXPECT_EQ(frameOf(around, 0, 5, 0, 1).begin, 0U);
    EXPECT_EQ(frameOf(around, 0, 5, 0, 1).end, 2U);
    EXPECT_EQ(frameOf(around, 4, 5, 4, 5).begin, 2U);
    EXPECT_EQ(frameOf(around, 4, 5, 4, 5).end, 5U);
    // Entirely after the last row, or entirely before the first: empty.
    const FrameRange after = frameOf(rows(following(1), following(3)), 4, 5, 4, 5);
    EXPECT_GE(after.begin, after.end);
    const FrameRange before = frameOf(rows(preceding(3), preceding(1)), 0, 5, 0, 1);
    EXPECT_GE(before.begin, before.end);
    // Offsets too large for any partition.
    const FrameRange huge = frameOf(rows(preceding(INT64_MAX), following(INT64_MAX)), 2, 5, 2, 3);
    EXPECT_EQ(huge.begin, 0U);
    EXPECT_EQ(huge.end, 5U);
}

TEST(WindowFrames, RangeFramesTakeThePeersOfTheCurrentRow) {
    const WindowFrame running{FrameUnit::Range, kUnboundedPreceding, kCurrent};
    EXPECT_EQ(frameOf(running, 1, 6, 1, 4).end, 4U);  // rows 1..3 are peers
    const WindowFrame rest{FrameUnit::Range, kCurrent, kUnboundedFollowing};
    EXPECT_EQ(frameOf(rest, 2, 6, 1, 4).begin, 1U);
    EXPECT_EQ(frameOf(rest, 2, 6, 1, 4).end, 6U);
}

TEST(WindowFrames, ValueRangesFollowTheKeysAndKeepNullKeysApart) {
    // Keys NULL, NULL, 1, 3, 3, 8 (NULLs first), frame RANGE BETWEEN 2 PRECEDING AND 1 FOLLOWING.
    const std::vector<Cell> keys{nullCell(), nullCell(), intCell(1), intCell(3), intCell(3), intCell(8)};
    const std::vector<size_t> peer_begin{0, 0, 2, 3, 3, 5};
    const std::vector<size_t> peer_end{2, 2, 3, 5, 5, 6};
    const WindowFrame frame{FrameUnit::Range, preceding(2), following(1)};
    std::vector<FrameRange> out(keys.size());
    rangeFrames(frame, keys, TypeId::Int, false, peer_begin, peer_end, out);
    const std::vector<std::pair<size_t, size_t>> expected{{0, 2}, {0, 2}, {2, 3}, {2, 5}, {2, 5}, {5, 6}};
    for (size_t i = 0; i < keys.size(); ++i) {
        EXPECT_EQ(out[i].begin, expected[i].first) << "row " << i;
        EXPECT_EQ(out[i].end, expected[i].second) << "row " << i;
    }
    // Descending keys 8, 3, 3, 1: PRECEDING means larger keys, so 3's frame from 5 down to 2 is rows 1..2.
    const std::vector<Cell> descending{intCell(8), intCell(3), intCell(3), intCell(1)};
    std::vector<FrameRange> down(descending.size());
    rangeFrames(frame, descending, TypeId::Int, true, std::vector<size_t>{0, 1, 1, 3}, std::vector<size_t>{1, 3, 3, 4},
                down);
    EXPECT_EQ(down[1].begin, 1U);
    EXPECT_EQ(down[1].end, 3U);
    EXPECT_EQ(down[3].begin, 1U);  // 1's frame: keys 3 down to 0
    EXPECT_EQ(down[3].end, 4U);
}

/// The sum of every row's frame, as FrameAggregator computes it and as a loop over the frame does.
/// A built-in aggregate of one argument of type `type`: typed states, which slide without virtual calls.
std::unique_ptr<Accumulator> builtin(std::string_view name, DataType type) {
    const AggregateFunction* function = findAggregateFunction(name);
    return function->create(function->bind(std::vector<DataType>{type}), std::string(name) + "(x)");
}

/// `sum` sums BIGINTs: the test's SumAccumulator (state blocks through virtual calls) or the built-in SUM.
void expectSumsOverFrames(const WindowFrame& frame, const std::vector<Cell>& inputs, const Accumulator& sum) {
    FrameAggregator aggregator(sum, Types::BIGINT());
    std::vector<FrameRange> frames;
    for (size_t i = 0; i < inputs.size(); ++i) frames.push_back(frameOf(frame, i, inputs.size(), i, i + 1));
    std::vector<Cell> out(inputs.size());
    Arena arena;
    aggregator.evaluate(frames, inputs.data(), 1, frame.start.kind == FrameBoundKind::UnboundedPreceding, out, arena);
    for (size_t i = 0; i < inputs.size(); ++i) {
        int64_t expected = 0;
        bool any = false;
        for (size_t j = frames[i].begin; j < frames[i].end; ++j) {
            if (inputs[j].null) continue;
            expected += inputs[j].i;
            any = true;
        }
        SCOPED_TRACE(describeFrame(frame) + ", row " + std::to_string(i));
        ASSERT_EQ(out[i].null, !any);
        if (any) {
            EXPECT_EQ(out[i].i, expected);
        }
    }
}

TEST(WindowFrames, SlidingAndRunningSumsEqualASumOverEachFrame) {
    std::mt19937 random(7);
    std::vector<Cell> inputs;
    for (int i = 0; i < 40; ++i) inputs.push_back(random() % 5 == 0 ? nullCell() : intCell(random() % 100));
    std::vector<FrameBound> starts{kUnboundedPreceding, kCurrent};
    std::vector<FrameBound> ends{kUnboundedFollowing, kCurrent};
    for (int64_t n = 0; n <= 4; ++n) {
        for (auto* bounds : {&starts, &ends}) {
            bounds->push_back(preceding(n));
            bounds->push_back(following(n));
        }
    }
    SumAccumulator blocks;
    const std::unique_ptr<const Accumulator> typed = builtin("sum", Types::BIGINT());
    for (const Accumulator* sum : {static_cast<const Accumulator*>(&blocks), typed.get()}) {
        for (const FrameBound& start : starts) {
            for (const FrameBound& end : ends) expectSumsOverFrames(rows(start, end), inputs, *sum);
        }
        // Partition after partition: one of a single row, then an empty one.
        expectSumsOverFrames(rows(preceding(1), following(1)), {intCell(3)}, *sum);
        expectSumsOverFrames(rows(preceding(1), following(1)), {}, *sum);
    }
}

/// MIN of strings over frames of the row and the next: through `min`, the result's text must outlive its states.
void expectMinStrings(const Accumulator& min) {
    FrameAggregator aggregator(min, Types::STRING());
    const std::vector<Cell> inputs{stringCell("pear"), stringCell("apple"), stringCell("fig")};
    std::vector<FrameRange> frames;
    for (size_t i = 0; i < inputs.size(); ++i)
        frames.push_back(frameOf(rows(kCurrent, following(1)), i, inputs.size(), i, i + 1));
    std::vector<Cell> out(inputs.size());
    Arena arena;
    aggregator.evaluate(frames, inputs.data(), 1, false, out, arena);
    EXPECT_EQ(out[0].s.view(), "apple");
    EXPECT_EQ(out[1].s.view(), "apple");
    EXPECT_EQ(out[2].s.view(), "fig");
}

TEST(WindowFrames, AStringResultOutlivesTheStates) {
    MinStringAccumulator blocks;
    expectMinStrings(blocks);
    expectMinStrings(*builtin("min", Types::STRING()));
}

}  // namespace
}  // namespace tabula::exec
