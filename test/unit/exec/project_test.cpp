// Project: one output row per input row, computed values, strings in the scratch arena.
#include <gtest/gtest.h>

#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

CompiledExprPtr column(uint32_t index, DataType type) {
    return lambdaExpr(type, [=](RowView row, EvalContext&, Cell& out) { out = row[index]; });
}

/// upper-case copy of a string column, built in the scratch arena.
CompiledExprPtr upper(uint32_t index) {
    return lambdaExpr(Types::STRING(), [=](RowView row, EvalContext& ctx, Cell& out) {
        if (row[index].null) {
            out = nullCell();
            return;
        }
        const std::string_view text = row[index].s.view();
        char* data = ctx.scratch.allocate(text.size());
        for (size_t i = 0; i < text.size(); ++i) data[i] = static_cast<char>(std::toupper(text[i]));
        out = stringCell(std::string_view(data, text.size()));
    });
}

TEST(Project, ComputesEachExpressionPerRow) {
    auto table = makeTable({Types::INT(), Types::STRING()},
                           {{intCell(1), stringCell("ab")}, {nullCell(), stringCell("c")}, {intCell(3), nullCell()}});
    std::vector<CompiledExprPtr> exprs;
    exprs.push_back(upper(1));
    exprs.push_back(lambdaExpr(Types::BIGINT(), [](RowView row, EvalContext&, Cell& out) {
        out = row[0].null ? nullCell() : intCell(row[0].i * 10);
    }));
    exprs.push_back(column(0, Types::INT()));
    const Rows rows = runOne(table, makeProject(std::move(exprs)), {Types::STRING(), Types::BIGINT(), Types::INT()});
    EXPECT_EQ(rows, (Rows{{"AB", "10", "1"}, {"C", "NULL", "NULL"}, {"NULL", "30", "3"}}));
}

TEST(Project, ZeroColumnsStillEmitsOneRowPerInputRow) {
    auto table = makeTable({Types::INT()}, {{intCell(1)}, {intCell(2)}});
    const Rows rows = runOne(table, makeProject({}), {});
    EXPECT_EQ(rows, (Rows{{}, {}}));
}

TEST(Project, EmptyInput) {
    auto table = makeTable({Types::INT()}, {});
    std::vector<CompiledExprPtr> exprs;
    exprs.push_back(column(0, Types::INT()));
    EXPECT_TRUE(runOne(table, makeProject(std::move(exprs)), {Types::INT()}).empty());
}

TEST(Project, ScratchIsResetForEveryBatch) {
    const std::string text(1000, 'a');
    std::vector<std::vector<Cell>> input(3000, std::vector<Cell>{stringCell(text)});
    auto table = makeTable({Types::STRING()}, input);
    size_t largest_scratch = 0;
    std::vector<CompiledExprPtr> exprs;
    exprs.push_back(upper(0));
    exprs.push_back(lambdaExpr(Types::BIGINT(), [&](RowView, EvalContext& ctx, Cell& out) {
        largest_scratch = std::max(largest_scratch, ctx.scratch.capacity());
        out = intCell(0);
    }));
    size_t rows = 0;
    auto plan = stack(table, {makeProject(std::move(exprs))});
    QueryContext ctx;
    runInto(
        *plan,
        [&](RowView row) {
            EXPECT_EQ(row[0].s.view(), std::string(1000, 'A'));
            ++rows;
            return true;
        },
        ctx);
    EXPECT_EQ(rows, 3000U);
    // One batch's text (ChunkReader::kBatchRows rows of 1000 bytes), not the 3 MB of all rows upper-cased.
    EXPECT_LE(largest_scratch, 2 * ChunkReader::kBatchRows * 1000);
}

}  // namespace
}  // namespace tabula::exec
