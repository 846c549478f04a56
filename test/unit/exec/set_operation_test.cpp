// SetOperation: every kind over duplicates on both sides, NULLs (equal to each other only), rows compared on
// every column, empty inputs, left order kept, an early stop, and the error for inputs of different types.
#include <gtest/gtest.h>

#include "exec_test_support.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

const std::vector<DataType> kInt{Types::INT()};

/// 1 three times, 2 once, NULL twice, 3 once.
std::shared_ptr<RowStore> leftRows() {
    return makeTable(
        kInt, {{intCell(1)}, {intCell(1)}, {nullCell()}, {intCell(2)}, {intCell(1)}, {nullCell()}, {intCell(3)}});
}

/// 2 twice, 1 once, NULL once, 4 once.
std::shared_ptr<RowStore> rightRows() {
    return makeTable(kInt, {{intCell(2)}, {intCell(1)}, {intCell(2)}, {nullCell()}, {intCell(4)}});
}

Rows run(SetOperationKind kind, std::shared_ptr<RowStore> left, std::shared_ptr<RowStore> right) {
    auto plan =
        makeSetOperation(kind, makeTableScan(std::move(left), "left"), makeTableScan(std::move(right), "right"));
    Rows rows;
    QueryContext ctx;
    runInto(
        *plan,
        [&](RowView row) {
            rows.push_back(renderRow(row, plan->types()));
            return true;
        },
        ctx);
    return rows;
}

TEST(SetOperation, IntersectAllKeepsTheSmallerCount) {
    // 1: min(3, 1) = 1; 2: min(1, 2) = 1; NULL: min(2, 1) = 1; 3: min(1, 0) = 0; in left order.
    EXPECT_EQ(run(SetOperationKind::IntersectAll, leftRows(), rightRows()), (Rows{{"1"}, {"NULL"}, {"2"}}));
}

TEST(SetOperation, MinusAllKeepsTheDifferenceOfCounts) {
    // 1: 3 - 1 = 2; 2: 1 - 2 < 0; NULL: 2 - 1 = 1; 3: 1 - 0 = 1. The first copies are the ones taken off.
    EXPECT_EQ(run(SetOperationKind::MinusAll, leftRows(), rightRows()), (Rows{{"1"}, {"1"}, {"NULL"}, {"3"}}));
}

TEST(SetOperation, IntersectKeepsEachCommonRowOnce) {
    EXPECT_EQ(run(SetOperationKind::Intersect, leftRows(), rightRows()), (Rows{{"1"}, {"NULL"}, {"2"}}));
}

TEST(SetOperation, MinusKeepsEachLeftOnlyRowOnce) {
    auto left = makeTable(kInt, {{intCell(3)}, {intCell(1)}, {intCell(3)}, {intCell(5)}, {nullCell()}});
    EXPECT_EQ(run(SetOperationKind::Minus, left, rightRows()), (Rows{{"3"}, {"5"}}));
}

TEST(SetOperation, RowsCompareOnEveryColumn) {
    const std::vector<DataType> types{Types::INT(), Types::STRING()};
    auto left = makeTable(types, {{nullCell(), stringCell("a")},
                                  {nullCell(), nullCell()},
                                  {intCell(1), stringCell("a")},
                                  {intCell(1), stringCell("")},
                                  {nullCell(), nullCell()}});
    auto right = makeTable(types, {{nullCell(), nullCell()},
                                   {intCell(1), stringCell("b")},
                                   {intCell(1), nullCell()},
                                   {nullCell(), stringCell("a")}});
    EXPECT_EQ(run(SetOperationKind::IntersectAll, left, right), (Rows{{"NULL", "a"}, {"NULL", "NULL"}}));
    EXPECT_EQ(run(SetOperationKind::MinusAll, left, right), (Rows{{"1", "a"}, {"1", ""}, {"NULL", "NULL"}}));
    EXPECT_EQ(run(SetOperationKind::Minus, left, right), (Rows{{"1", "a"}, {"1", ""}}));
}

TEST(SetOperation, EmptyInputs) {
    auto none = [] { return makeTable(kInt, {}); };
    EXPECT_EQ(run(SetOperationKind::MinusAll, leftRows(), none()),
              (Rows{{"1"}, {"1"}, {"NULL"}, {"2"}, {"1"}, {"NULL"}, {"3"}}));
    EXPECT_EQ(run(SetOperationKind::Minus, leftRows(), none()), (Rows{{"1"}, {"NULL"}, {"2"}, {"3"}}));
    EXPECT_TRUE(run(SetOperationKind::IntersectAll, leftRows(), none()).empty());
    EXPECT_TRUE(run(SetOperationKind::Intersect, leftRows(), none()).empty());
    for (auto kind : {SetOperationKind::Intersect, SetOperationKind::IntersectAll, SetOperationKind::Minus,
                      SetOperationKind::MinusAll}) {
        EXPECT_TRUE(run(kind, none(), rightRows()).empty()) << setOperationName(kind);
    }
}

TEST(SetOperation, ManyRows) {
    // Left: i % 1000 for i < 10000 (each value 10 times); right: i % 1500 for i < 6000 (each value 4 times).
    std::vector<std::vector<Cell>> left;
    std::vector<std::vector<Cell>> right;
    for (int64_t i = 0; i < 10000; ++i) left.push_back({intCell(i % 1000)});
    for (int64_t i = 0; i < 6000; ++i) right.push_back({intCell(i % 1500)});
    // Values 0..999 are on both sides: min(10, 4) = 4 copies each, 10 - 4 = 6 copies left over each.
    EXPECT_EQ(run(SetOperationKind::IntersectAll, makeTable(kInt, left), makeTable(kInt, right)).size(), 4000U);
    EXPECT_EQ(run(SetOperationKind::MinusAll, makeTable(kInt, left), makeTable(kInt, right)).size(), 6000U);
    EXPECT_EQ(run(SetOperationKind::Intersect, makeTable(kInt, left), makeTable(kInt, right)).size(), 1000U);
    EXPECT_TRUE(run(SetOperationKind::Minus, makeTable(kInt, left), makeTable(kInt, right)).empty());
}

TEST(SetOperation, StopsWhenDownstreamStops) {
    auto plan = makeSetOperation(SetOperationKind::MinusAll, makeTableScan(leftRows(), "left"),
                                 makeTableScan(makeTable(kInt, {}), "right"));
    int seen = 0;
    QueryContext ctx;
    runInto(
        *plan, [&](RowView) { return ++seen < 2; }, ctx);
    EXPECT_EQ(seen, 2);
}

TEST(SetOperation, InputsOfDifferentTypesAreAnInternalError) {
    auto other = makeTable({Types::BIGINT()}, {});
    EXPECT_THROW(
        makeSetOperation(SetOperationKind::Minus, makeTableScan(leftRows(), "left"), makeTableScan(other, "right")),
        ExecutionError);
}

}  // namespace
}  // namespace tabula::exec
