// Filter: TRUE passes, FALSE and NULL drop, scratch strings are released batch by batch.
#include <gtest/gtest.h>

#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

/// `column > bound`, NULL when the column is NULL (three-valued logic).
CompiledExprPtr greaterThan(uint32_t column, int64_t bound) {
    return lambdaExpr(Types::BOOLEAN(), [=](RowView row, EvalContext&, Cell& out) {
        out = row[column].null ? nullCell() : boolCell(row[column].i > bound);
    });
}

TEST(Filter, PassesOnlyTrueRows) {
    auto table = makeTable({Types::INT(), Types::STRING()}, {{intCell(5), stringCell("five")},
                                                             {intCell(1), stringCell("one")},
                                                             {nullCell(), stringCell("null")},
                                                             {intCell(9), stringCell("nine")},
                                                             {intCell(3), nullCell()}});
    const Rows rows = runOne(table, makeFilter(greaterThan(0, 2)), {Types::INT(), Types::STRING()});
    EXPECT_EQ(rows, (Rows{{"5", "five"}, {"9", "nine"}, {"3", "NULL"}}));
}

TEST(Filter, NullPredicateDropsEveryRow) {
    auto table = makeTable({Types::INT()}, {{intCell(1)}, {intCell(2)}});
    auto always_null = lambdaExpr(Types::BOOLEAN(), [](RowView, EvalContext&, Cell& out) { out = nullCell(); });
    EXPECT_TRUE(runOne(table, makeFilter(std::move(always_null)), {Types::INT()}).empty());
}

TEST(Filter, EmptyInput) {
    auto table = makeTable({Types::INT()}, {});
    EXPECT_TRUE(runOne(table, makeFilter(greaterThan(0, 0)), {Types::INT()}).empty());
}

TEST(Filter, ScratchIsResetForEveryBatch) {
    std::vector<std::vector<Cell>> input(2000, std::vector<Cell>{intCell(1)});
    auto table = makeTable({Types::INT()}, input);
    size_t largest_scratch = 0;
    auto allocating = lambdaExpr(Types::BOOLEAN(), [&](RowView, EvalContext& ctx, Cell& out) {
        ctx.scratch.allocate(1000);  // 2000 rows x 1000 bytes would need 2 MB without a reset
        largest_scratch = std::max(largest_scratch, ctx.scratch.capacity());
        out = boolCell(true);
    });
    EXPECT_EQ(runOne(table, makeFilter(std::move(allocating)), {Types::INT()}).size(), 2000U);
    // One batch's strings (ChunkReader::kBatchRows rows of 1000 bytes), not all 2000 rows'.
    EXPECT_LE(largest_scratch, 2 * ChunkReader::kBatchRows * 1000);
}

TEST(Filter, StopsWhenDownstreamStops) {
    std::vector<std::vector<Cell>> input(10 * ChunkReader::kBatchRows, std::vector<Cell>{intCell(1)});
    auto table = makeTable({Types::INT()}, input);
    size_t evaluated = 0;
    auto counting = lambdaExpr(Types::BOOLEAN(), [&](RowView, EvalContext&, Cell& out) {
        ++evaluated;
        out = boolCell(true);
    });
    int received = 0;
    auto plan = stack(table, {makeFilter(std::move(counting))});
    QueryContext ctx;
    runInto(
        *plan, [&](RowView) { return ++received < 2; }, ctx);
    EXPECT_EQ(received, 2);
    EXPECT_EQ(evaluated, ChunkReader::kBatchRows);  // the first batch, evaluated together; no other
}

}  // namespace
}  // namespace tabula::exec
