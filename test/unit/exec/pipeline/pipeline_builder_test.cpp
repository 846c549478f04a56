// buildPipelines: where the plan is cut (sinks, fan-in), what each pipeline carries, the order and
// dependencies; the errors for operators the model has no place for; the throws of roles an operator lacks.
#include <gtest/gtest.h>

#include "test_operators.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

std::unique_ptr<Values> values(std::string name) { return std::make_unique<Values>(std::move(name), range(1, 3)); }
std::unique_ptr<Filter> filter(std::unique_ptr<PhysicalOperator> input) {
    return std::make_unique<Filter>([](int64_t) { return true; }, std::move(input));
}
std::string cut(const PhysicalOperator& root) { return describePipelines(buildPipelines(root)); }

TEST(PipelineBuilder, StreamingOperatorsJoinTheSourcesPipeline) {
    EXPECT_EQ(cut(*filter(filter(values("a")))), "P0: Values(name=[a]) -> Filter -> Filter -> result\n");
    EXPECT_EQ(cut(*values("a")), "P0: Values(name=[a]) -> result\n");
}

TEST(PipelineBuilder, SinkEndsOnePipelineAndIsTheSourceOfTheNext) {
    const auto plan = filter(std::make_unique<Sort>(filter(values("a"))));
    EXPECT_EQ(cut(*plan),
              "P0: Values(name=[a]) -> Filter -> Sort(keys=[$0])\n"
              "P1: Sort(keys=[$0]) -> Filter -> result (after P0)\n");
}

TEST(PipelineBuilder, BreakersAboveBreakersChain) {
    const auto plan = std::make_unique<CountRows>(std::make_unique<Sort>(values("a")));
    EXPECT_EQ(cut(*plan),
              "P0: Values(name=[a]) -> Sort(keys=[$0])\n"
              "P1: Sort(keys=[$0]) -> CountRows (after P0)\n"
              "P2: CountRows -> result (after P1)\n");
}

TEST(PipelineBuilder, FanInGivesEachInputAPipelineWithTheOperatorsAbove) {
    const auto plan = filter(std::make_unique<UnionAll>(inputs(values("a"), filter(values("b")), values("c"))));
    EXPECT_EQ(cut(*plan),
              "P0: Values(name=[a]) -> Filter -> result\n"
              "P1: Values(name=[b]) -> Filter -> Filter -> result (after P0)\n"
              "P2: Values(name=[c]) -> Filter -> result (after P1)\n");
}

TEST(PipelineBuilder, FanInBelowABreakerFeedsItFromEveryInput) {
    const auto plan = std::make_unique<Sort>(std::make_unique<UnionAll>(inputs(values("a"), values("b"))));
    const auto pipelines = buildPipelines(*plan);
    EXPECT_EQ(describePipelines(pipelines),
              "P0: Values(name=[a]) -> Sort(keys=[$0])\n"
              "P1: Values(name=[b]) -> Sort(keys=[$0]) (after P0)\n"
              "P2: Sort(keys=[$0]) -> result (after P0, P1)\n");
}

TEST(PipelineBuilder, NestedFanInKeepsInputsLeftToRight) {
    const auto plan =
        std::make_unique<UnionAll>(inputs(std::make_unique<UnionAll>(inputs(values("a"), values("b"))), values("c")));
    EXPECT_EQ(cut(*plan),
              "P0: Values(name=[a]) -> result\n"
              "P1: Values(name=[b]) -> result (after P0)\n"
              "P2: Values(name=[c]) -> result (after P1)\n");
}

TEST(PipelineBuilder, TwoInputOperatorStreamsOneInputAndGathersTheOther) {
    const auto plan = std::make_unique<SemiJoin>(values("probe"), std::make_unique<Sort>(values("build")));
    const auto pipelines = buildPipelines(*plan);
    EXPECT_EQ(describePipelines(pipelines),
              "P0: Values(name=[build]) -> Sort(keys=[$0])\n"
              "P1: Sort(keys=[$0]) -> SemiJoin (after P0)\n"
              "P2: Values(name=[probe]) -> SemiJoin -> result (after P1)\n");
    EXPECT_EQ(pipelines[1].sink_input, 1u);
    EXPECT_EQ(pipelines[0].sink_input, 0u);
}

TEST(PipelineBuilder, TrailingSourceRunsWithTheOperatorsAboveAfterItsStreamInput) {
    const auto plan = filter(std::make_unique<RightJoin>(filter(values("probe")), values("build")));
    const auto pipelines = buildPipelines(*plan);
    EXPECT_EQ(describePipelines(pipelines),
              "P0: Values(name=[build]) -> RightJoin\n"
              "P1: Values(name=[probe]) -> Filter -> RightJoin -> Filter -> result (after P0)\n"
              "P2: RightJoin -> Filter -> result (after P0, P1)\n");
    EXPECT_EQ(pipelines[2].source, plan->children()[0].get());
}

TEST(PipelineBuilder, TrailingSourceFeedsABreakerAbove) {
    const auto plan = std::make_unique<Sort>(std::make_unique<RightJoin>(values("probe"), values("build")));
    EXPECT_EQ(cut(*plan),
              "P0: Values(name=[build]) -> RightJoin\n"
              "P1: Values(name=[probe]) -> RightJoin -> Sort(keys=[$0]) (after P0)\n"
              "P2: RightJoin -> Sort(keys=[$0]) (after P0, P1)\n"
              "P3: Sort(keys=[$0]) -> result (after P1, P2)\n");
}

TEST(PipelineBuilder, TrailingSourceRunsAfterEveryFanInInputOfItsStreamSide) {
    const auto plan =
        std::make_unique<RightJoin>(std::make_unique<UnionAll>(inputs(values("a"), values("b"))), values("build"));
    EXPECT_EQ(cut(*plan),
              "P0: Values(name=[build]) -> RightJoin\n"
              "P1: Values(name=[a]) -> RightJoin -> result (after P0)\n"
              "P2: Values(name=[b]) -> RightJoin -> result (after P0, P1)\n"
              "P3: RightJoin -> result (after P0, P1, P2)\n");
}

TEST(PipelineBuilder, FanInInputRightOfATrailingSourceRunsAfterIt) {
    const auto plan =
        std::make_unique<UnionAll>(inputs(std::make_unique<RightJoin>(values("probe"), values("build")), values("c")));
    EXPECT_EQ(cut(*plan),
              "P0: Values(name=[build]) -> RightJoin\n"
              "P1: Values(name=[probe]) -> RightJoin -> result (after P0)\n"
              "P2: RightJoin -> result (after P0, P1)\n"
              "P3: Values(name=[c]) -> result (after P2)\n");
}

TEST(PipelineBuilder, PipelinesPointIntoThePlan) {
    const auto plan = std::make_unique<Sort>(values("a"));
    const auto pipelines = buildPipelines(*plan);
    ASSERT_EQ(pipelines.size(), 2u);
    EXPECT_EQ(pipelines[0].source, plan->children()[0].get());
    EXPECT_EQ(pipelines[0].sink, plan.get());
    EXPECT_EQ(pipelines[1].source, plan.get());
    EXPECT_EQ(pipelines[1].sink, nullptr);
}

void expectInternalError(const PhysicalOperator& root, const std::string& message) {
    try {
        buildPipelines(root);
        ADD_FAILURE() << "expected: " << message;
    } catch (const ExecutionError& e) {
        EXPECT_EQ(std::string(e.what()), message);
    }
}

TEST(PipelineBuilder, RejectsTwoStreamInputs) {
    const Node zip("Zip", {InputMode::Stream, InputMode::Stream}, inputs(values("a"), values("b")));
    expectInternalError(zip, "internal error: operator Zip has 2 Stream inputs; a pipeline carries only one");
}

TEST(PipelineBuilder, RejectsFanInMixedWithOtherInputs) {
    const Node odd("Odd", {InputMode::FanIn, InputMode::Sink}, inputs(values("a"), values("b")));
    expectInternalError(odd, "internal error: operator Odd mixes FanIn inputs with other inputs");
}

TEST(PhysicalOperator, RolesAnOperatorLacksThrowNamingIt) {
    const Values source("a", {1});
    QueryContext ctx;
    const auto global = source.makeGlobalState(ctx);
    Downstream out = Downstream::caller();
    const Cell cell;
    EXPECT_THROW(
        {
            try {
                source.execute(RowView(&cell, 1), out, global.get(), nullptr);
            } catch (const ExecutionError& e) {
                EXPECT_STREQ(e.what(), "internal error: operator Values has no stream role");
                throw;
            }
        },
        ExecutionError);
    try {
        source.consume(RowView(&cell, 1), global.get(), nullptr);
        ADD_FAILURE();
    } catch (const ExecutionError& e) {
        EXPECT_STREQ(e.what(), "internal error: operator Values has no sink role");
    }
    try {
        source.inputMode(0);
        ADD_FAILURE();
    } catch (const ExecutionError& e) {
        EXPECT_STREQ(e.what(), "internal error: operator Values has no input 0");
    }
    const UnionAll fan_in(inputs(values("a")));
    try {
        fan_in.produce(out, nullptr, nullptr);
        ADD_FAILURE();
    } catch (const ExecutionError& e) {
        EXPECT_STREQ(e.what(), "internal error: operator UnionAll has no source role");
    }
}

}  // namespace
}  // namespace tabula::exec
