// Column statistics: the distinct sketch's accuracy, NULL counts, ranges per type, and merging builders.
#include "exec/statistics/table_statistics.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "exec/row_store.hpp"
#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using test::doubleCell;
using test::intCell;
using test::nullCell;

uint64_t distinctOf(uint64_t count) {
    DistinctSketch sketch;
    for (uint64_t v = 0; v < count; ++v) sketch.add(hashFinish(v * 7919));
    return sketch.estimate();
}

TEST(DistinctSketch, IsExactForFewValues) {
    EXPECT_EQ(distinctOf(0), 0u);
    EXPECT_EQ(distinctOf(1), 1u);
    EXPECT_EQ(distinctOf(25), 25u);
    // Linear counting is within a value or two below a few hundred.
    EXPECT_NEAR(static_cast<double>(distinctOf(300)), 300, 2);
}

TEST(DistinctSketch, IsWithinAFewPercentForManyValues) {
    for (uint64_t count : {10'000u, 200'000u, 1'500'000u}) {
        const double estimate = static_cast<double>(distinctOf(count));
        EXPECT_NEAR(estimate / static_cast<double>(count), 1.0, 0.05) << count;
    }
}

TEST(DistinctSketch, CountsRepeatedValuesOnce) {
    DistinctSketch sketch;
    for (int round = 0; round < 100; ++round) {
        for (uint64_t v = 0; v < 1000; ++v) sketch.add(hashFinish(v));
    }
    EXPECT_NEAR(static_cast<double>(sketch.estimate()), 1000, 30);
}

TEST(DistinctSketch, MergeCountsTheUnion) {
    DistinctSketch a;
    DistinctSketch b;
    for (uint64_t v = 0; v < 6000; ++v) a.add(hashFinish(v));
    for (uint64_t v = 3000; v < 9000; ++v) b.add(hashFinish(v));
    a.merge(b);
    EXPECT_NEAR(static_cast<double>(a.estimate()) / 9000, 1.0, 0.05);
}

TEST(StatisticsBuilder, CountsRowsNullsDistinctAndRange) {
    RowStore rows({Types::BIGINT(), Types::DOUBLE(), Types::STRING()});
    const std::vector<std::string> names = {"ann", "bob", "cy"};
    for (int64_t i = 0; i < 30; ++i) {
        const Cell name = test::stringCell(names[i % 3]);
        const Cell amount = i % 10 == 0 ? nullCell() : doubleCell(static_cast<double>(i) / 2);
        const std::vector<Cell> row = {intCell(100 - i), amount, name};
        rows.append(row);
    }
    const TableStatistics statistics = StatisticsBuilder::of(rows).statistics();
    EXPECT_EQ(statistics.rows, 30u);
    ASSERT_EQ(statistics.columns.size(), 3u);

    const ColumnStatistics& id = statistics.columns[0];
    EXPECT_EQ(id.distinct, 30u);
    EXPECT_EQ(id.nulls, 0u);
    EXPECT_EQ(id.min, 71.0);
    EXPECT_EQ(id.max, 100.0);

    const ColumnStatistics& amount = statistics.columns[1];
    EXPECT_EQ(amount.nulls, 3u);  // rows 0, 10, 20
    EXPECT_EQ(amount.distinct, 27u);
    EXPECT_EQ(amount.min, 0.5);
    EXPECT_EQ(amount.max, 14.5);

    const ColumnStatistics& name = statistics.columns[2];
    EXPECT_EQ(name.distinct, 3u);
    EXPECT_FALSE(name.min.has_value());  // strings have no range
}

TEST(StatisticsBuilder, ReadsDecimalsAsTheirValue) {
    StatisticsBuilder builder({Types::DECIMAL(10, 2)});
    builder.addValue(0, test::decimalCell(12345));  // 123.45
    builder.addValue(0, test::decimalCell(-5));     // -0.05
    builder.addRows(2);
    const TableStatistics statistics = builder.statistics();
    EXPECT_DOUBLE_EQ(*statistics.columns[0].min, -0.05);
    EXPECT_DOUBLE_EQ(*statistics.columns[0].max, 123.45);
    EXPECT_EQ(statistics.columns[0].distinct, 2u);
}

TEST(StatisticsBuilder, EmptyAndAllNullColumnsHaveNoRange) {
    StatisticsBuilder builder({Types::INT()});
    EXPECT_EQ(builder.statistics().columns[0].distinct, 0u);
    EXPECT_FALSE(builder.statistics().columns[0].min.has_value());
    const std::vector<Cell> row = {nullCell()};
    builder.add(row);
    EXPECT_EQ(builder.statistics().columns[0].nulls, 1u);
    EXPECT_EQ(builder.statistics().columns[0].distinct, 0u);
    EXPECT_FALSE(builder.statistics().columns[0].max.has_value());
}

TEST(StatisticsBuilder, MergeAddsBothSides) {
    StatisticsBuilder a({Types::INT()});
    StatisticsBuilder b({Types::INT()});
    for (int64_t v = 0; v < 50; ++v) {
        const std::vector<Cell> row = {intCell(v)};
        (v < 20 ? a : b).add(row);
    }
    const std::vector<Cell> null_row = {nullCell()};
    b.add(null_row);
    a.merge(b);
    const TableStatistics statistics = a.statistics();
    EXPECT_EQ(statistics.rows, 51u);
    EXPECT_NEAR(static_cast<double>(statistics.columns[0].distinct), 50, 3);  // the hashes of 0..49 meet thrice
    EXPECT_EQ(statistics.columns[0].nulls, 1u);
    EXPECT_EQ(statistics.columns[0].min, 0.0);
    EXPECT_EQ(statistics.columns[0].max, 49.0);
}

}  // namespace
}  // namespace tabula::exec
