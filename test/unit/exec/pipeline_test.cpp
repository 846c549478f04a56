// Pipeline, RowStoreScan and CallbackSink: call order, early stop, finish exactly once.
#include <gtest/gtest.h>

#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

/// Records the calls it receives and passes rows on.
class Recorder final : public Operator {
public:
    explicit Recorder(std::vector<std::string>& log, std::string name) : log_(log), name_(std::move(name)) {}
    void open(ExecContext& ctx) override {
        log_.push_back(name_ + ".open");
        Operator::open(ctx);
    }
    bool consume(RowView row) override {
        log_.push_back(name_ + ".consume " + std::to_string(row[0].i));
        return next_->consume(row);
    }
    void finish() override {
        log_.push_back(name_ + ".finish");
        Operator::finish();
    }

private:
    std::vector<std::string>& log_;
    std::string name_;
};

TEST(Pipeline, OpensThenPushesEveryRowThenFinishes) {
    std::vector<std::string> log;
    Pipeline pipeline(makeRowStoreScan(numbers(2)));
    pipeline.append(std::make_unique<Recorder>(log, "a"));
    pipeline.append(std::make_unique<Recorder>(log, "b"));
    pipeline.append(makeCallbackSink([&](RowView row) {
        log.push_back("sink " + std::to_string(row[0].i));
        return true;
    }));
    ExecContext ctx;
    pipeline.run(ctx);
    const std::vector<std::string> expected{"a.open",     "b.open",     "a.consume 1", "b.consume 1", "sink 1",
                                            "a.consume 2", "b.consume 2", "sink 2",     "a.finish",    "b.finish"};
    EXPECT_EQ(log, expected);
}

TEST(Pipeline, SinkReturningFalseStopsTheScan) {
    std::vector<std::string> log;
    Pipeline pipeline(makeRowStoreScan(numbers(10)));
    pipeline.append(std::make_unique<Recorder>(log, "a"));
    pipeline.append(makeCallbackSink([](RowView row) { return row[0].i < 3; }));
    ExecContext ctx;
    pipeline.run(ctx);
    const std::vector<std::string> expected{"a.open", "a.consume 1", "a.consume 2", "a.consume 3", "a.finish"};
    EXPECT_EQ(log, expected);
}

TEST(Pipeline, EmptyTableOnlyFinishes) {
    std::vector<std::string> log;
    Pipeline pipeline(makeRowStoreScan(numbers(0)));
    pipeline.append(std::make_unique<Recorder>(log, "a"));
    pipeline.append(makeCallbackSink([](RowView) { return true; }));
    ExecContext ctx;
    pipeline.run(ctx);
    EXPECT_EQ(log, (std::vector<std::string>{"a.open", "a.finish"}));
}

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
    auto scan = makeRowStoreScan(numbers(3));
    for (int run = 0; run < 2; ++run) {
        int64_t total = 0;
        auto sink = makeCallbackSink([&](RowView row) {
            total += row[0].i;
            return true;
        });
        ExecContext ctx;
        sink->open(ctx);
        scan->run(*sink, ctx);
        EXPECT_EQ(total, 6);
    }
}

}  // namespace
}  // namespace tabula::exec
