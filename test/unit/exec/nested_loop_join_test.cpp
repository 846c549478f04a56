// NestedLoopJoin and CrossProduct: a non-equi condition in every kind (NULLs on both sides, rows that match
// nothing), joins without a condition, empty and single-row inputs, the output column order of a cross product
// that materialises its left side, cancellation inside a long probe row, and EXPLAIN.
#include <gtest/gtest.h>

#include <atomic>

#include "exec_test_support.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

const std::vector<DataType> kInt{Types::INT()};

std::shared_ptr<RowStore> ints(const std::vector<std::optional<int64_t>>& values) {
    std::vector<std::vector<Cell>> rows;
    for (const auto& v : values) rows.push_back({v ? intCell(*v) : nullCell()});
    return makeTable(kInt, rows);
}

std::unique_ptr<PhysicalOperator> scan(std::shared_ptr<const RowStore> rows) {
    return makeTableScan(std::move(rows), "t");
}

/// `probe < build`, NULL when either is NULL.
CompiledExprPtr less() {
    return lambdaExpr(Types::BOOLEAN(), [](RowView row, EvalContext&, Cell& out) {
        out = row[0].null || row[1].null ? nullCell() : boolCell(row[0].i < row[1].i);
    });
}

Rows joinLess(JoinKind kind, std::shared_ptr<const RowStore> probe, std::shared_ptr<const RowStore> build) {
    const bool probe_only = kind == JoinKind::Semi || kind == JoinKind::Anti;
    const bool build_only = kind == JoinKind::RightSemi || kind == JoinKind::RightAnti;
    JoinOutput output{probe_only   ? std::vector<uint32_t>{0}
                      : build_only ? std::vector<uint32_t>{1}
                                   : std::vector<uint32_t>{0, 1},
                      less()};
    return runSorted(*makeNestedLoopJoin(kind, std::move(output), {}, scan(std::move(probe)), scan(std::move(build))));
}

std::shared_ptr<RowStore> probeRows() { return ints({1, 2, 3, std::nullopt}); }
std::shared_ptr<RowStore> buildRows() { return ints({2, 3, 5, std::nullopt, 0}); }

// By hand: 1 < 2, 3, 5; 2 < 3, 5; 3 < 5. The NULLs and build row 0 take part in no pair.
const Rows kPairs{{"1", "2"}, {"1", "3"}, {"1", "5"}, {"2", "3"}, {"2", "5"}, {"3", "5"}};

Rows plus(Rows a, const Rows& b) {
    a.insert(a.end(), b.begin(), b.end());
    return sorted(std::move(a));
}

TEST(NestedLoopJoin, NonEquiConditionInEveryKind) {
    EXPECT_EQ(joinLess(JoinKind::Inner, probeRows(), buildRows()), sorted(kPairs));
    EXPECT_EQ(joinLess(JoinKind::Left, probeRows(), buildRows()), plus(kPairs, {{"NULL", "NULL"}}));
    EXPECT_EQ(joinLess(JoinKind::Right, probeRows(), buildRows()), plus(kPairs, {{"NULL", "NULL"}, {"NULL", "0"}}));
    EXPECT_EQ(joinLess(JoinKind::Full, probeRows(), buildRows()),
              plus(kPairs, {{"NULL", "NULL"}, {"NULL", "NULL"}, {"NULL", "0"}}));
    EXPECT_EQ(joinLess(JoinKind::Semi, probeRows(), buildRows()), sorted({{"1"}, {"2"}, {"3"}}));
    EXPECT_EQ(joinLess(JoinKind::Anti, probeRows(), buildRows()), (Rows{{"NULL"}}));
    EXPECT_EQ(joinLess(JoinKind::RightSemi, probeRows(), buildRows()), sorted({{"2"}, {"3"}, {"5"}}));
    EXPECT_EQ(joinLess(JoinKind::RightAnti, probeRows(), buildRows()), sorted({{"NULL"}, {"0"}}));
}

TEST(NestedLoopJoin, EmptyInputs) {
    const auto none = ints({});
    EXPECT_EQ(joinLess(JoinKind::Inner, probeRows(), none), Rows{});
    EXPECT_EQ(joinLess(JoinKind::Right, probeRows(), none), Rows{});
    EXPECT_EQ(joinLess(JoinKind::Left, probeRows(), none),
              sorted({{"1", "NULL"}, {"2", "NULL"}, {"3", "NULL"}, {"NULL", "NULL"}}));
    EXPECT_EQ(joinLess(JoinKind::Anti, probeRows(), none), sorted({{"1"}, {"2"}, {"3"}, {"NULL"}}));
    EXPECT_EQ(joinLess(JoinKind::RightSemi, probeRows(), none), Rows{});
    EXPECT_EQ(joinLess(JoinKind::RightAnti, none, buildRows()), sorted({{"2"}, {"3"}, {"5"}, {"NULL"}, {"0"}}));
    EXPECT_EQ(joinLess(JoinKind::Left, none, buildRows()), Rows{});
    EXPECT_EQ(joinLess(JoinKind::Full, none, buildRows()),
              sorted({{"NULL", "2"}, {"NULL", "3"}, {"NULL", "5"}, {"NULL", "NULL"}, {"NULL", "0"}}));
}

TEST(NestedLoopJoin, WithoutConditionEveryPairMatches) {
    const auto plan =
        makeNestedLoopJoin(JoinKind::Left, JoinOutput{{0, 1}, nullptr}, {}, scan(ints({1, 2})), scan(ints({7, 8})));
    EXPECT_EQ(runSorted(*plan), sorted({{"1", "7"}, {"1", "8"}, {"2", "7"}, {"2", "8"}}));
}

TEST(NestedLoopJoin, DescribesItsKind) {
    const auto plan = makeNestedLoopJoin(JoinKind::Full, JoinOutput{{0}, less()}, {{"condition", "a < b"}},
                                         scan(probeRows()), scan(buildRows()));
    EXPECT_EQ(plan->describe().name, "NestedLoopJoin");
    EXPECT_EQ(plan->describe().params, (ExplainParams{{"kind", "full"}, {"condition", "a < b"}}));
    EXPECT_TRUE(plan->hasTrailingSource());
}

TEST(NestedLoopJoin, StopsInsideAProbeMorselWhenTheUserCancels) {
    std::atomic<bool> cancel{false};
    int probed = 0;
    auto probe = stack(ints({1, 2, 3}), {tap([&](RowView) {
                           ++probed;
                           cancel = true;
                       })});
    const auto plan =
        makeNestedLoopJoin(JoinKind::Inner, JoinOutput{{0, 1}, less()}, {}, std::move(probe), scan(buildRows()));
    QueryContext ctx(&cancel);
    size_t rows = 0;
    EXPECT_THROW(runInto(
                     *plan, [&](RowView) { return ++rows > 0; }, ctx),
                 QueryCancelledError);
    EXPECT_EQ(probed, 1);
    EXPECT_EQ(rows, 0u);
}

TEST(CrossProduct, SingleRowInputs) {
    const auto one = makeTable({Types::STRING()}, {{stringCell("x")}});
    EXPECT_EQ(runSorted(*makeCrossProduct({0, 1}, {}, scan(ints({4})), makeTableScan(one, "one"))), (Rows{{"4", "x"}}));
    EXPECT_EQ(runSorted(*makeCrossProduct({0, 1}, {}, scan(ints({4, 5, 6})), makeTableScan(one, "one"))),
              sorted({{"4", "x"}, {"5", "x"}, {"6", "x"}}));
    EXPECT_EQ(runSorted(*makeCrossProduct({0, 1}, {}, makeTableScan(one, "one"), scan(ints({4, 5})))),
              sorted({{"x", "4"}, {"x", "5"}}));
}

TEST(CrossProduct, EmptySideGivesNoRows) {
    EXPECT_EQ(runSorted(*makeCrossProduct({0, 1}, {}, scan(ints({})), scan(ints({1, 2})))), Rows{});
    EXPECT_EQ(runSorted(*makeCrossProduct({0, 1}, {}, scan(ints({1, 2})), scan(ints({})))), Rows{});
}

// The planner materialises the smaller side: here the left table (a STRING) is child 1, and the output puts it
// first again.
TEST(CrossProduct, OutputColumnsRestoreTheLeftRightOrder) {
    const auto left = makeTable({Types::STRING()}, {{stringCell("a")}, {stringCell("b")}});
    const auto plan = makeCrossProduct({1, 0}, {}, scan(ints({1, 2, 3})), makeTableScan(left, "left"));
    EXPECT_EQ(plan->types(), (std::vector<DataType>{Types::STRING(), Types::INT()}));
    EXPECT_EQ(runSorted(*plan), sorted({{"a", "1"}, {"a", "2"}, {"a", "3"}, {"b", "1"}, {"b", "2"}, {"b", "3"}}));
    EXPECT_EQ(plan->describe().name, "CrossProduct");
    EXPECT_TRUE(plan->describe().params.empty());
    EXPECT_FALSE(plan->hasTrailingSource());
}

TEST(CrossProduct, RejectsAnOutputColumnOutOfRange) {
    try {
        makeCrossProduct({0, 2}, {}, scan(ints({1})), scan(ints({2})));
        ADD_FAILURE();
    } catch (const InternalError& e) {
        EXPECT_STREQ(e.what(), "internal error: join output column 2 is out of range: the inputs have 1 + 1 columns");
    }
}

}  // namespace
}  // namespace tabula::exec
