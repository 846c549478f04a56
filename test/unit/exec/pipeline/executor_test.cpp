// Executor: results of streaming, breaking, fan-in and trailing-source plans; dependency order; combine of several
// local states; flushing held rows; early stop per pipeline; the caller stopping the query; pull() one morsel at
// a time; cancel, errors, warnings; one plan under two executors.
#include <gtest/gtest.h>

#include <thread>

#include "test_operators.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;
using Ints = std::vector<int64_t>;
using Events = std::vector<std::string>;

bool isEven(int64_t v) { return v % 2 == 0; }

TEST(Executor, RunsAStreamingPipeline) {
    const Filter plan(isEven, std::make_unique<Values>("a", range(1, 10), 3));
    EXPECT_EQ(runAll(plan), (Ints{2, 4, 6, 8, 10}));
}

TEST(Executor, EmptySourceGivesNoRows) {
    const Sort plan(std::make_unique<Values>("a", Ints{}));
    EXPECT_EQ(runAll(plan), Ints{});
    const CountRows count(std::make_unique<Values>("a", Ints{}));
    EXPECT_EQ(runAll(count), Ints{0});
}

TEST(Executor, BreakerGathersEveryRowBeforeItsOutputRuns) {
    Trace trace;
    const Sort plan(std::make_unique<Values>("a", Ints{5, 3, 9, 1}, 2, &trace), 1024, &trace);
    EXPECT_EQ(runAll(plan), (Ints{1, 3, 5, 9}));
    EXPECT_EQ(trace.events(), (Events{"a.produce", "a.produce", "Sort.combine 4", "Sort.finalize", "Sort.produce"}));
}

TEST(Executor, BuildSideIsFinalizedBeforeTheProbeSideRuns) {
    Trace trace;
    // SemiJoin throws when probed before its build side was finalized.
    const SemiJoin plan(std::make_unique<Values>("probe", range(1, 6), 1024, &trace),
                        std::make_unique<Filter>([](int64_t v) { return v != 4; },
                                                 std::make_unique<Values>("build", Ints{2, 4, 5, 9}, 1024, &trace)),
                        &trace);
    EXPECT_EQ(runAll(plan), (Ints{2, 5}));
    EXPECT_EQ(trace.events(), (Events{"build.produce", "SemiJoin.finalize", "probe.produce"}));
}

TEST(Executor, TrailingSourceRunsAfterTheBuildAndProbePipelines) {
    Trace trace;
    const RightJoin plan(std::make_unique<Values>("probe", Ints{4, 1, 7, 4}, 2, &trace),
                         std::make_unique<Values>("build", Ints{9, 4, 2, 7}, 1024, &trace), 1024, &trace);
    EXPECT_EQ(runAll(plan), (Ints{4, 7, 4, 2, 9}));
    EXPECT_EQ(trace.events(),
              (Events{"build.produce", "RightJoin.finalize", "probe.produce", "probe.produce", "RightJoin.produce"}));
}

TEST(Executor, LimitStopsATrailingSourceEarly) {
    Trace trace;
    const Limit limited(3, std::make_unique<RightJoin>(std::make_unique<Values>("probe", Ints{5}, 1024, &trace),
                                                       std::make_unique<Values>("build", range(1, 100)), 2, &trace));
    EXPECT_EQ(runAll(limited), (Ints{5, 1, 2}));
    EXPECT_EQ(trace.count("RightJoin.produce"), 1u);

    Trace stream_trace;
    const Limit stream_limited(
        1, std::make_unique<RightJoin>(std::make_unique<Values>("probe", range(1, 10), 1, &stream_trace),
                                       std::make_unique<Values>("build", range(1, 20)), 2, &stream_trace));
    EXPECT_EQ(runAll(stream_limited), (Ints{1}));
    EXPECT_EQ(stream_trace.count("probe.produce"), 1u);
    EXPECT_EQ(stream_trace.count("RightJoin.produce"), 1u);
}

TEST(Executor, StreamOperatorsFlushHeldRowsWhenTheSourceEnds) {
    const HoldBack plan(std::make_unique<Values>("a", range(1, 5), 2));
    EXPECT_EQ(runAll(plan), (Ints{5, 4, 3, 2, 1}));
    const Sort sorted(std::make_unique<HoldBack>(std::make_unique<Values>("a", Ints{3, 1, 2})));
    EXPECT_EQ(runAll(sorted), (Ints{1, 2, 3}));
}

TEST(Executor, EveryOperatorFlushesEvenAfterOneBelowItWasRefused) {
    // The lower HoldBack pushes 5, 4, 3 ... into the limit, which takes two; the upper one then flushes them.
    const HoldBack plan(
        std::make_unique<Limit>(2, std::make_unique<HoldBack>(std::make_unique<Values>("a", range(1, 5)))));
    EXPECT_EQ(runAll(plan), (Ints{4, 5}));
}

TEST(Executor, NothingFlushesOnceTheQueryWasCancelled) {
    QueryContext ctx;
    // The source's only morsel ends the source; the query is cancelled while it runs.
    const HoldBack plan(std::make_unique<Filter>(
        [&ctx](int64_t v) {
            if (v == 5) ctx.cancel();
            return true;
        },
        std::make_unique<Values>("a", range(1, 5))));
    Executor executor(plan, ctx);
    Collect out;
    executor.runToEnd(out);
    EXPECT_EQ(out.values, Ints{});
}

TEST(Executor, FanInRunsItsInputsLeftToRight) {
    auto left = std::make_unique<UnionAll>(
        inputs(std::make_unique<Values>("a", Ints{1, 2}), std::make_unique<Values>("b", Ints{3})));
    const UnionAll plan(inputs(std::move(left), std::make_unique<Values>("c", Ints{4, 5})));
    EXPECT_EQ(runAll(plan), (Ints{1, 2, 3, 4, 5}));
}

TEST(Executor, OperatorsAboveAFanInApplyToEveryInput) {
    auto both = std::make_unique<UnionAll>(
        inputs(std::make_unique<Values>("a", Ints{1, 2}), std::make_unique<Values>("b", Ints{1, 3})));
    const Filter plan([](int64_t v) { return v > 1; }, std::move(both));
    EXPECT_EQ(runAll(plan), (Ints{2, 3}));
}

TEST(Executor, SinkCombinesTheLocalStateOfEveryPipelineFeedingIt) {
    Trace trace;
    const CountRows count(std::make_unique<UnionAll>(inputs(std::make_unique<Values>("a", range(1, 3)),
                                                            std::make_unique<Values>("b", Ints{}),
                                                            std::make_unique<Values>("c", range(1, 5)))),
                          &trace);
    EXPECT_EQ(runAll(count), Ints{8});
    EXPECT_EQ(trace.events(),
              (Events{"CountRows.combine 3", "CountRows.combine 0", "CountRows.combine 5", "CountRows.finalize"}));

    Trace sort_trace;
    const Sort sort(std::make_unique<UnionAll>(inputs(std::make_unique<Values>("a", Ints{5, 1}),
                                                      std::make_unique<Values>("b", Ints{4, 2}),
                                                      std::make_unique<Values>("c", Ints{3}))),
                    1024, &sort_trace);
    EXPECT_EQ(runAll(sort), (Ints{1, 2, 3, 4, 5}));
    EXPECT_EQ(sort_trace.events(),
              (Events{"Sort.combine 2", "Sort.combine 2", "Sort.combine 1", "Sort.finalize", "Sort.produce"}));
}

TEST(Executor, LimitStopsTheSourceEarly) {
    Trace trace;
    const Limit plan(2, std::make_unique<Values>("a", range(1, 100), 10, &trace));
    EXPECT_EQ(runAll(plan), (Ints{1, 2}));
    EXPECT_EQ(trace.count("a.produce"), 1u);
}

TEST(Executor, LimitEndsItsOwnPipelineNotTheQuery) {
    Trace trace;
    const Sort sort(std::make_unique<Limit>(3, std::make_unique<Values>("a", Ints{9, 8, 7, 6, 5}, 1, &trace)));
    EXPECT_EQ(runAll(sort), (Ints{7, 8, 9}));
    EXPECT_EQ(trace.count("a.produce"), 3u);

    auto limited = std::make_unique<Limit>(2, std::make_unique<Values>("a", range(1, 100)));
    const CountRows count(
        std::make_unique<UnionAll>(inputs(std::move(limited), std::make_unique<Values>("b", range(1, 5)))));
    EXPECT_EQ(runAll(count), Ints{7});
}

TEST(Executor, LimitAboveAFanInCountsAcrossItsInputs) {
    const Limit plan(3, std::make_unique<UnionAll>(inputs(std::make_unique<Values>("a", Ints{1, 2}),
                                                          std::make_unique<Values>("b", Ints{3, 4, 5}))));
    EXPECT_EQ(runAll(plan), (Ints{1, 2, 3}));
}

TEST(Executor, CallerRefusingARowStopsTheWholeQuery) {
    Trace trace;
    const UnionAll plan(inputs(std::make_unique<Values>("a", Ints{1, 2, 3}, 1, &trace),
                               std::make_unique<Values>("b", Ints{4, 5}, 1, &trace)));
    QueryContext ctx;
    Executor executor(plan, ctx);
    Collect out(2);
    executor.runToEnd(out);
    EXPECT_EQ(out.values, (Ints{1, 2}));
    EXPECT_EQ(trace.events(), (Events{"a.produce", "a.produce"}));
    EXPECT_FALSE(executor.pull(out));
    EXPECT_FALSE(ctx.cancelled());
}

TEST(Executor, PullPushesOneMorselPerCall) {
    Trace trace;
    const Filter plan([](int64_t) { return true; }, std::make_unique<Values>("a", range(1, 7), 3, &trace));
    QueryContext ctx;
    Executor executor(plan, ctx);
    Collect out;
    EXPECT_TRUE(executor.pull(out));
    EXPECT_EQ(out.values, (Ints{1, 2, 3}));
    EXPECT_EQ(trace.count("a.produce"), 1u);
    EXPECT_TRUE(executor.pull(out));
    EXPECT_EQ(out.values, (Ints{1, 2, 3, 4, 5, 6}));
    EXPECT_FALSE(executor.pull(out));
    EXPECT_EQ(out.values, (Ints{1, 2, 3, 4, 5, 6, 7}));
    EXPECT_FALSE(executor.pull(out));
    EXPECT_EQ(trace.count("a.produce"), 3u);
}

TEST(Executor, PullRunsGatheringPipelinesWholeThenStreamsTheResult) {
    Trace trace;
    const Sort plan(std::make_unique<Values>("a", Ints{3, 1, 4, 2, 5}, 2, &trace), 2, &trace);
    QueryContext ctx;
    Executor executor(plan, ctx);
    Collect out;
    EXPECT_TRUE(executor.pull(out));
    EXPECT_EQ(out.values, (Ints{1, 2}));
    EXPECT_EQ(trace.events(),
              (Events{"a.produce", "a.produce", "a.produce", "Sort.combine 5", "Sort.finalize", "Sort.produce"}));
    EXPECT_TRUE(executor.pull(out));
    EXPECT_FALSE(executor.pull(out));
    EXPECT_EQ(out.values, (Ints{1, 2, 3, 4, 5}));
}

/// Cancels the query when it receives its first row.
class CancelOnFirstRow final : public RowSink {
public:
    explicit CancelOnFirstRow(QueryContext& ctx) : ctx_(ctx) {}
    bool push(RowView) override {
        ++rows;
        ctx_.cancel();
        return true;
    }
    size_t rows = 0;

private:
    QueryContext& ctx_;
};

TEST(Executor, CancelStopsAtTheNextMorsel) {
    Trace trace;
    const Values plan("a", range(1, 10), 2, &trace);
    QueryContext ctx;
    Executor executor(plan, ctx);
    CancelOnFirstRow out(ctx);
    EXPECT_FALSE(executor.pull(out));
    EXPECT_EQ(out.rows, 2u);  // the morsel under way completes
    executor.runToEnd(out);
    EXPECT_EQ(trace.count("a.produce"), 1u);
}

TEST(Executor, CancelStopsATrailingSource) {
    Trace trace;
    const RightJoin plan(std::make_unique<Values>("probe", Ints{}, 1024, &trace),
                         std::make_unique<Values>("build", range(1, 10)), 2, &trace);
    QueryContext ctx;
    Executor executor(plan, ctx);
    CancelOnFirstRow out(ctx);
    executor.runToEnd(out);
    EXPECT_EQ(out.rows, 2u);  // the morsel under way completes
    EXPECT_EQ(trace.count("RightJoin.produce"), 1u);
}

TEST(Executor, CancelledBeforeRunningRunsNothing) {
    Trace trace;
    const Sort plan(std::make_unique<Values>("a", range(1, 10), 2, &trace), 1024, &trace);
    QueryContext ctx;
    Executor executor(plan, ctx);
    ctx.cancel();
    Collect out;
    executor.runToEnd(out);
    EXPECT_EQ(out.values, Ints{});
    EXPECT_EQ(trace.events(), Events{});
}

TEST(Executor, CancelFromAnotherThreadStopsTheRun) {
    const Values plan("a", range(1, 1'000'000), 1);
    QueryContext ctx;
    std::atomic<bool> first_row{false};
    /// Waits on its first row until the query is cancelled.
    class WaitForCancel final : public RowSink {
    public:
        WaitForCancel(QueryContext& ctx, std::atomic<bool>& first_row) : ctx_(ctx), first_row_(first_row) {}
        bool push(RowView) override {
            ++rows;
            first_row_ = true;
            while (!ctx_.cancelled()) std::this_thread::yield();
            return true;
        }
        size_t rows = 0;

    private:
        QueryContext& ctx_;
        std::atomic<bool>& first_row_;
    } out(ctx, first_row);
    std::thread runner([&] {
        Executor executor(plan, ctx);
        executor.runToEnd(out);
    });
    while (!first_row) std::this_thread::yield();
    ctx.cancel();
    runner.join();
    EXPECT_EQ(out.rows, 1u);
}

TEST(Executor, OperatorErrorCancelsTheQueryAndPropagates) {
    const Filter plan(
        [](int64_t v) {
            if (v == 3) throw ExecutionError("division by zero");
            return true;
        },
        std::make_unique<Values>("a", range(1, 5)));
    QueryContext ctx;
    Executor executor(plan, ctx);
    Collect out;
    try {
        executor.runToEnd(out);
        ADD_FAILURE() << "expected an ExecutionError";
    } catch (const ExecutionError& e) {
        EXPECT_STREQ(e.what(), "division by zero");
    }
    EXPECT_TRUE(ctx.cancelled());
    EXPECT_EQ(out.values, (Ints{1, 2}));
    EXPECT_FALSE(executor.pull(out));
}

TEST(Executor, OperatorsWarnThroughTheQueryContext) {
    const UnionAll plan(inputs(std::make_unique<Values>("a", range(1, 3), 2, nullptr, true),
                               std::make_unique<Values>("b", range(1, 1), 2, nullptr, true)));
    QueryContext ctx;
    Executor executor(plan, ctx);
    Collect out;
    executor.runToEnd(out);
    EXPECT_EQ(ctx.takeWarnings(), (Events{"a rows 0..2", "a rows 2..3", "b rows 0..1"}));
}

TEST(Executor, OnePlanRunsUnderTwoExecutorsInTurn) {
    const Sort plan(std::make_unique<Filter>(isEven, std::make_unique<Values>("a", range(1, 10), 3)), 2);
    QueryContext first_ctx;
    QueryContext second_ctx;
    Executor first(plan, first_ctx);
    Executor second(plan, second_ctx);
    Collect first_out;
    Collect second_out;
    bool first_more = true;
    bool second_more = true;
    while (first_more || second_more) {
        if (first_more) first_more = first.pull(first_out);
        if (second_more) second_more = second.pull(second_out);
    }
    EXPECT_EQ(first_out.values, (Ints{2, 4, 6, 8, 10}));
    EXPECT_EQ(second_out.values, (Ints{2, 4, 6, 8, 10}));
}

TEST(Executor, OnePlanRunsOnTwoThreadsAtOnce) {
    const Sort plan(std::make_unique<Filter>(isEven, std::make_unique<Values>("a", range(1, 20'000), 100)));
    Ints first;
    Ints second;
    std::thread other([&] { second = runAll(plan); });
    first = runAll(plan);
    other.join();
    Ints evens;
    for (int64_t v = 2; v <= 20'000; v += 2) evens.push_back(v);
    EXPECT_EQ(first, evens);
    EXPECT_EQ(second, evens);
}

TEST(Executor, ListsItsPipelinesInRunOrder) {
    const Sort plan(std::make_unique<Values>("a", Ints{1}));
    QueryContext ctx;
    const Executor executor(plan, ctx);
    EXPECT_EQ(describePipelines(executor.pipelines()),
              "P0: Values(name=[a]) -> Sort(keys=[$0])\n"
              "P1: Sort(keys=[$0]) -> result (after P0)\n");
}

}  // namespace
}  // namespace tabula::exec
