// Sort: multiple keys, both directions, NULLS FIRST/LAST, typed orderings, stability.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <random>

#include "exec/operators/row_comparator.hpp"
#include "tabula/error.hpp"

#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

const std::vector<DataType> kTypes{Types::INT(), Types::STRING(), Types::INT()};  // id, name, score

std::shared_ptr<RowStore> people() {
    return makeTable(kTypes, {{intCell(1), stringCell("bob"), intCell(70)},
                              {intCell(2), nullCell(), intCell(90)},
                              {intCell(3), stringCell("amy"), nullCell()},
                              {intCell(4), stringCell("bob"), intCell(85)},
                              {intCell(5), stringCell("amy"), intCell(70)},
                              {intCell(6), nullCell(), nullCell()}});
}

std::vector<std::string> ids(const Rows& rows) {
    std::vector<std::string> out;
    for (const auto& row : rows) out.push_back(row[0]);
    return out;
}

Rows sortRows(std::shared_ptr<const RowStore> table, std::vector<SortKey> keys) {
    const std::vector<DataType> types = table->types();
    return runOne(std::move(table), makeSort(std::move(keys), types), types);
}

std::vector<std::string> sortedIds(std::vector<SortKey> keys) { return ids(sortRows(people(), std::move(keys))); }

TEST(Sort, AscendingNullsLast) {
    EXPECT_EQ(sortedIds({{2, false, false}}), (std::vector<std::string>{"1", "5", "4", "2", "3", "6"}));
}

TEST(Sort, AscendingNullsFirst) {
    EXPECT_EQ(sortedIds({{2, false, true}}), (std::vector<std::string>{"3", "6", "1", "5", "4", "2"}));
}

TEST(Sort, DescendingNullsFirstIsFlinkDefault) {
    EXPECT_EQ(sortedIds({{2, true, true}}), (std::vector<std::string>{"3", "6", "2", "4", "1", "5"}));
}

TEST(Sort, DescendingNullsLast) {
    EXPECT_EQ(sortedIds({{2, true, false}}), (std::vector<std::string>{"2", "4", "1", "5", "3", "6"}));
}

TEST(Sort, TwoKeysMixedDirections) {
    // name ASC NULLS LAST, score DESC NULLS LAST
    EXPECT_EQ(sortedIds({{1, false, false}, {2, true, false}}),
              (std::vector<std::string>{"5", "3", "4", "1", "2", "6"}));
    // name DESC NULLS FIRST, score ASC NULLS FIRST
    EXPECT_EQ(sortedIds({{1, true, true}, {2, false, true}}), (std::vector<std::string>{"6", "2", "1", "4", "3", "5"}));
}

TEST(Sort, StableForEqualKeys) {
    EXPECT_EQ(sortedIds({{1, false, false}}), (std::vector<std::string>{"3", "5", "1", "4", "2", "6"}));
    EXPECT_EQ(sortedIds({}), (std::vector<std::string>{"1", "2", "3", "4", "5", "6"}));
}

TEST(Sort, KeepsWholeRows) {
    const Rows rows = sortRows(people(), {{0, true, false}});
    ASSERT_EQ(rows.size(), 6U);
    EXPECT_EQ(rows[0], (std::vector<std::string>{"6", "NULL", "NULL"}));
    EXPECT_EQ(rows[2], (std::vector<std::string>{"4", "bob", "85"}));
}

TEST(Sort, StringsByUtf8Bytes) {
    const std::vector<std::string> words{"é", "z", "", "abc", "Z", "中", "ab", "a"};
    std::vector<std::vector<Cell>> rows;
    for (const auto& w : words) rows.push_back({stringCell(w)});
    const Rows sorted = sortRows(makeTable({Types::STRING()}, rows), {{0, false, false}});
    // Code point order: U+0000..U+007F, then é (U+00E9), then 中 (U+4E2D).
    EXPECT_EQ(sorted, (Rows{{""}, {"Z"}, {"a"}, {"ab"}, {"abc"}, {"z"}, {"é"}, {"中"}}));
}

TEST(Sort, StringsSharingTheirFirstEightBytesCompareWhole) {
    const std::vector<std::string> words{"prefix--z", "prefix--", "prefix--ab", "prefix-", "prefix--a"};
    std::vector<std::vector<Cell>> rows;
    for (const auto& w : words) rows.push_back({stringCell(w)});
    EXPECT_EQ(sortRows(makeTable({Types::STRING()}, rows), {{0, true, false}}),
              (Rows{{"prefix--z"}, {"prefix--ab"}, {"prefix--a"}, {"prefix--"}, {"prefix-"}}));
}

TEST(Sort, DoublesWithSignedZeroInfinityAndNaN) {
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    auto table = makeTable({Types::DOUBLE(), Types::INT()}, {{doubleCell(nan), intCell(1)},
                                                             {doubleCell(2.5), intCell(2)},
                                                             {nullCell(), intCell(3)},
                                                             {doubleCell(0.0), intCell(4)},
                                                             {doubleCell(-inf), intCell(5)},
                                                             {doubleCell(-0.0), intCell(6)},
                                                             {doubleCell(inf), intCell(7)},
                                                             {doubleCell(-1.5), intCell(8)}});
    // NaN above +inf; 0.0 and -0.0 are equal, so they keep their input order.
    std::vector<std::string> order;
    for (const auto& row : sortRows(table, {{0, false, false}})) order.push_back(row[1]);
    EXPECT_EQ(order, (std::vector<std::string>{"5", "8", "4", "6", "2", "7", "1", "3"}));
    order.clear();
    for (const auto& row : sortRows(table, {{0, true, false}})) order.push_back(row[1]);
    EXPECT_EQ(order, (std::vector<std::string>{"1", "7", "2", "4", "6", "8", "5", "3"}));
}

TEST(Sort, FloatsBooleansDecimalsAndDates) {
    const std::vector<DataType> types{Types::FLOAT(), Types::BOOLEAN(), Types::DECIMAL(10, 2), Types::DATE()};
    auto table = makeTable(types, {{floatCell(1.5F), boolCell(true), decimalCell(-150), intCell(-3)},
                                   {floatCell(-2.0F), boolCell(false), decimalCell(1234), intCell(19000)},
                                   {floatCell(0.25F), nullCell(), decimalCell(99), intCell(0)}});
    auto firstColumn = [&](uint32_t key) {
        std::vector<std::string> out;
        for (const auto& row : sortRows(table, {{key, false, false}})) out.push_back(row[key]);
        return out;
    };
    EXPECT_EQ(firstColumn(0), (std::vector<std::string>{"-2", "0.25", "1.5"}));
    EXPECT_EQ(firstColumn(1), (std::vector<std::string>{"false", "true", "NULL"}));
    EXPECT_EQ(firstColumn(2), (std::vector<std::string>{"-1.50", "0.99", "12.34"}));
    EXPECT_EQ(firstColumn(3), (std::vector<std::string>{"-3", "0", "19000"}));
}

TEST(Sort, HugeDecimalsAndBigints) {
    const Int128 big = static_cast<Int128>(1) << 100;
    auto table = makeTable({Types::DECIMAL(38, 0), Types::BIGINT()},
                           {{decimalCell(big), intCell(std::numeric_limits<int64_t>::min())},
                            {decimalCell(-big), intCell(std::numeric_limits<int64_t>::max())},
                            {decimalCell(1), intCell(0)}});
    const Rows by_decimal = sortRows(table, {{0, true, false}});
    EXPECT_EQ(by_decimal[0][1], "-9223372036854775808");
    EXPECT_EQ(by_decimal[2][1], "9223372036854775807");
    const Rows by_bigint = sortRows(table, {{1, false, false}});
    EXPECT_EQ(by_bigint[0][1], "-9223372036854775808");
    EXPECT_EQ(by_bigint[2][1], "9223372036854775807");
}

TEST(Sort, EmptyInput) { EXPECT_TRUE(sortRows(makeTable(kTypes, {}), {{0, false, false}}).empty()); }

TEST(Sort, StopsEmittingWhenDownstreamStops) {
    std::vector<int64_t> seen;
    auto plan = stack(people(), {makeSort({{0, true, false}}, kTypes)});
    QueryContext ctx;
    runInto(
        *plan,
        [&](RowView row) {
            seen.push_back(row[0].i);
            return seen.size() < 2;
        },
        ctx);
    EXPECT_EQ(seen, (std::vector<int64_t>{6, 5}));
}

TEST(Sort, ManyRowsMatchAStableSortByTwoKeys) {
    std::mt19937 random(42);
    std::vector<std::array<int64_t, 3>> expected;  // a, b, position
    std::vector<std::vector<Cell>> rows;
    for (int64_t i = 0; i < 20000; ++i) {
        const int64_t a = random() % 50, b = random() % 7;
        expected.push_back({a, b, i});
        rows.push_back({intCell(a), intCell(b), intCell(i)});
    }
    std::stable_sort(expected.begin(), expected.end(), [](const auto& x, const auto& y) {
        return x[0] != y[0] ? x[0] > y[0] : x[1] < y[1];  // a DESC, b ASC
    });
    const std::vector<DataType> types{Types::INT(), Types::INT(), Types::INT()};
    const Rows sorted = sortRows(makeTable(types, rows), {{0, true, false}, {1, false, false}});
    ASSERT_EQ(sorted.size(), expected.size());
    for (size_t i = 0; i < sorted.size(); ++i) {
        ASSERT_EQ(sorted[i][2], std::to_string(expected[i][2])) << "row " << i;
    }
}

/// A sort by three keys (a DOUBLE, then an INT or a STRING, then an INT) of rows with NULLs where `nulls`, against
/// std::stable_sort with every key compared whole: the second key's prefix must order exactly as its values.
void expectThreeKeySortAsReference(const DataType& second_type, bool nulls, bool second_descending) {
    std::mt19937 random(7);
    const std::vector<DataType> types{Types::DOUBLE(), second_type, Types::INT(), Types::INT()};  // + position
    const bool strings = second_type.id() == TypeId::String;
    std::vector<std::vector<Cell>> rows;
    std::vector<std::string> texts(5000);
    for (int64_t i = 0; i < 5000; ++i) {
        texts[i] = std::string(random() % 10, 'a') + static_cast<char>('a' + random() % 3);
        const bool null_second = nulls && random() % 10 == 0;
        const Cell second = null_second ? nullCell() : strings ? stringCell(texts[i]) : intCell(random() % 5 - 2);
        const Cell first = nulls && random() % 10 == 0 ? nullCell() : doubleCell(static_cast<double>(random() % 4));
        rows.push_back({first, second, intCell(random() % 3), intCell(i)});
    }
    const std::vector<SortKey> keys{{0, false, true}, {1, second_descending, false}, {2, true, false}};
    std::vector<std::vector<Cell>> expected = rows;
    const RowComparator whole(keys, types);
    std::stable_sort(expected.begin(), expected.end(), [&](const auto& x, const auto& y) {
        return whole.compare(RowView(x.data(), x.size()), RowView(y.data(), y.size())) < 0;
    });
    const Rows sorted = sortRows(makeTable(types, rows), keys);
    ASSERT_EQ(sorted.size(), expected.size());
    for (size_t i = 0; i < sorted.size(); ++i) ASSERT_EQ(sorted[i][3], std::to_string(expected[i][3].i)) << "row " << i;
}

TEST(Sort, SecondKeysPrefixOrdersAsItsValues) {
    expectThreeKeySortAsReference(Types::INT(), false, false);
    expectThreeKeySortAsReference(Types::INT(), false, true);
    expectThreeKeySortAsReference(Types::INT(), true, true);  // a NULL second key: values compared instead
    expectThreeKeySortAsReference(Types::STRING(), false, false);
    expectThreeKeySortAsReference(Types::STRING(), true, true);
}

/// Requests cancellation when the last of numbers(count) passes, so only the operators after it can notice.
Stage cancelAtEnd(std::atomic<bool>& flag, int64_t count) {
    return tap([&flag, count](RowView row) {
        if (row[0].i == count) flag.store(true);
    });
}

TEST(Sort, StopsWithQueryCancelledWhenCancelledAfterItsInput) {
    std::atomic<bool> cancel{false};
    int emitted = 0;
    auto plan = stack(numbers(3000), {cancelAtEnd(cancel, 3000), makeSort({{0, true, false}}, numbers(0)->types())});
    QueryContext ctx(&cancel);
    EXPECT_THROW(runInto(
                     *plan, [&](RowView) { return ++emitted > 0; }, ctx),
                 QueryCancelledError);
    EXPECT_EQ(emitted, 0);
}

}  // namespace
}  // namespace tabula::exec
