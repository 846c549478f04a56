// UnionAll: every input reaches the operators above it, inputs in order, with no work of its own per row.
#include <gtest/gtest.h>

#include "exec_test_support.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

std::shared_ptr<RowStore> ints(std::vector<int64_t> values) {
    std::vector<std::vector<Cell>> rows;
    for (int64_t v : values) rows.push_back({intCell(v)});
    return makeTable({Types::INT()}, rows);
}

std::unique_ptr<PhysicalOperator> unionOf(std::vector<std::shared_ptr<RowStore>> tables) {
    std::vector<std::unique_ptr<PhysicalOperator>> inputs;
    for (size_t i = 0; i < tables.size(); ++i) inputs.push_back(makeTableScan(tables[i], "t" + std::to_string(i)));
    return makeUnionAll(std::move(inputs));
}

Rows run(const PhysicalOperator& plan) {
    Rows rows;
    QueryContext ctx;
    runInto(
        plan,
        [&](RowView row) {
            rows.push_back(renderRow(row, plan.types()));
            return true;
        },
        ctx);
    return rows;
}

TEST(UnionAll, EveryInputReachesTheResultInOrder) {
    auto plan = unionOf({ints({3, 1}), ints({}), ints({2, 3})});
    EXPECT_EQ(run(*plan), (Rows{{"3"}, {"1"}, {"2"}, {"3"}}));
    EXPECT_EQ(describePipelines(buildPipelines(*plan)),
              "P0: ColumnTableScan(name=[t0]) -> result\n"
              "P1: ColumnTableScan(name=[t1]) -> result (after P0)\n"
              "P2: ColumnTableScan(name=[t2]) -> result (after P1)\n");
}

TEST(UnionAll, OperatorsAboveRunOverEveryInput) {
    // Filter v > 1 and a limit of 3 over (1, 5, 2) ++ (7, 0, 9): the limit counts across both inputs.
    auto both = unionOf({ints({1, 5, 2}), ints({7, 0, 9})});
    auto filtered = exec::makeFilter(
        lambdaExpr(Types::BOOLEAN(), [](RowView row, EvalContext&, Cell& out) { out = boolCell(row[0].i > 1); }), "",
        std::move(both));
    auto plan = exec::makeLimit(0, 3, std::move(filtered));
    EXPECT_EQ(run(*plan), (Rows{{"5"}, {"2"}, {"7"}}));
}

TEST(UnionAll, FeedsABreakerFromEveryInput) {
    auto plan = exec::makeSort({SortKey{0, false, false}}, unionOf({ints({4, 2}), ints({3, 1})}));
    EXPECT_EQ(run(*plan), (Rows{{"1"}, {"2"}, {"3"}, {"4"}}));
}

TEST(UnionAll, RejectsInputsOfDifferentTypes) {
    std::vector<std::unique_ptr<PhysicalOperator>> inputs;
    inputs.push_back(makeTableScan(ints({1}), "a"));
    inputs.push_back(makeTableScan(makeTable({Types::BIGINT()}, {{intCell(1)}}), "b"));
    try {
        makeUnionAll(std::move(inputs));
        FAIL() << "no error";
    } catch (const ExecutionError& e) {
        EXPECT_STREQ(e.what(), "internal error: the inputs of a union have different column types");
    }
}

}  // namespace
}  // namespace tabula::exec
