// Distinct: first occurrences pass in input order, NULLs equal, rows compared on every column.
#include <gtest/gtest.h>

#include <limits>

#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

TEST(Distinct, FirstOccurrencesInInputOrder) {
    const std::vector<DataType> types{Types::STRING(), Types::INT()};
    auto table = makeTable(types, {{stringCell("b"), intCell(1)},
                                   {stringCell("a"), intCell(1)},
                                   {stringCell("b"), intCell(1)},
                                   {stringCell("b"), intCell(2)},
                                   {stringCell("a"), intCell(1)}});
    EXPECT_EQ(runOne(table, makeDistinct(types), types), (Rows{{"b", "1"}, {"a", "1"}, {"b", "2"}}));
}

TEST(Distinct, NullsAreEqualToEachOtherOnly) {
    const std::vector<DataType> types{Types::INT(), Types::STRING()};
    auto table = makeTable(types, {{nullCell(), stringCell("x")},
                                   {intCell(0), stringCell("x")},
                                   {nullCell(), stringCell("x")},
                                   {nullCell(), nullCell()},
                                   {intCell(0), stringCell("")},
                                   {nullCell(), nullCell()},
                                   {intCell(0), stringCell("")}});
    EXPECT_EQ(runOne(table, makeDistinct(types), types),
              (Rows{{"NULL", "x"}, {"0", "x"}, {"NULL", "NULL"}, {"0", ""}}));
}

TEST(Distinct, SignedZerosAndNaNsAreOneValueEach) {
    const std::vector<DataType> types{Types::DOUBLE()};
    const double nan = std::numeric_limits<double>::quiet_NaN();
    auto table = makeTable(
        types, {{doubleCell(0.0)}, {doubleCell(nan)}, {doubleCell(-0.0)}, {doubleCell(-nan)}, {doubleCell(1.0)}});
    EXPECT_EQ(runOne(table, makeDistinct(types), types), (Rows{{"0"}, {"nan"}, {"1"}}));
}

TEST(Distinct, EveryTypeTakesPart) {
    const std::vector<DataType> types{Types::BOOLEAN(), Types::FLOAT(), Types::DECIMAL(5, 1), Types::TIMESTAMP()};
    auto table = makeTable(types, {{boolCell(true), floatCell(1.5F), decimalCell(15), intCell(1000)},
                                   {boolCell(true), floatCell(1.5F), decimalCell(15), intCell(1000)},
                                   {boolCell(false), floatCell(1.5F), decimalCell(15), intCell(1000)},
                                   {boolCell(true), floatCell(2.5F), decimalCell(15), intCell(1000)},
                                   {boolCell(true), floatCell(1.5F), decimalCell(-15), intCell(1000)},
                                   {boolCell(true), floatCell(1.5F), decimalCell(15), intCell(1001)}});
    EXPECT_EQ(runOne(table, makeDistinct(types), types).size(), 5U);
}

TEST(Distinct, ManyRows) {
    const std::vector<DataType> types{Types::BIGINT(), Types::STRING()};
    std::vector<std::vector<Cell>> rows;
    std::vector<std::string> texts;
    texts.reserve(100000);
    for (int64_t i = 0; i < 100000; ++i) {
        texts.push_back("k" + std::to_string(i % 30011));
        rows.push_back({intCell(i % 30011), stringCell(texts.back())});
    }
    const Rows out = runOne(makeTable(types, rows), makeDistinct(types), types);
    ASSERT_EQ(out.size(), 30011U);
    for (size_t i = 0; i < out.size(); ++i) ASSERT_EQ(out[i][0], std::to_string(i));
}

TEST(Distinct, StreamsAndStopsWhenDownstreamStops) {
    const std::vector<DataType> types{Types::INT()};
    auto table = makeTable(types, {{intCell(1)}, {intCell(1)}, {intCell(2)}, {intCell(3)}});
    std::vector<int64_t> seen;
    auto plan = stack(table, {makeDistinct(types)});
    QueryContext ctx;
    runInto(
        *plan,
        [&](RowView row) {
            seen.push_back(row[0].i);
            return seen.size() < 2;
        },
        ctx);
    EXPECT_EQ(seen, (std::vector<int64_t>{1, 2}));
}

TEST(Distinct, EmptyInputAndZeroColumns) {
    EXPECT_TRUE(runOne(makeTable({Types::INT()}, {}), makeDistinct({Types::INT()}), {Types::INT()}).empty());
    auto zero_width = std::make_shared<RowStore>(std::vector<DataType>{});
    zero_width->append(RowView());
    zero_width->append(RowView());
    EXPECT_EQ(runOne(zero_width, makeDistinct(std::vector<DataType>{}), {}), (Rows{{}}));
}

}  // namespace
}  // namespace tabula::exec
