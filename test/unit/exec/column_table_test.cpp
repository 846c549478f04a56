// Column tables: every type comes back as it went in (NULLs, extremes, empty strings), rows split into chunks,
// versions share full chunks and stay as they were when a later version is built, and the memory they take.
#include <gtest/gtest.h>

#include <limits>

#include "exec/chunk_reader.hpp"
#include "exec/column_table.hpp"
#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

/// Every row of `table`, rendered as renderRow does.
Rows rowsOf(const TableSnapshot& table) {
    ChunkReader reader(allColumns(table.types().size()));
    Rows rows;
    for (const auto& chunk : table.chunks()) {
        for (size_t begin = 0; begin < chunk->rowCount(); begin += ChunkReader::kBatchRows) {
            const size_t count = std::min(ChunkReader::kBatchRows, chunk->rowCount() - begin);
            reader.read(*chunk, begin, count);
            for (size_t i = 0; i < count; ++i) rows.push_back(renderRow(reader.row(i), table.types()));
        }
    }
    return rows;
}

SnapshotPtr tableOf(const std::vector<DataType>& types, const std::vector<std::vector<Cell>>& rows) {
    ColumnTableBuilder builder(types);
    for (const auto& row : rows) builder.append(row);
    return builder.finish();
}

TEST(ColumnTable, EveryTypeComesBackAsItWentIn) {
    const std::vector<DataType> types = {
        Types::TINYINT(),      Types::SMALLINT(),  Types::INT(),   Types::BIGINT(), Types::DATE(),
        Types::TIME(),         Types::TIMESTAMP(), Types::FLOAT(), Types::DOUBLE(), Types::DECIMAL(15, 2),
        Types::DECIMAL(38, 0), Types::BOOLEAN(),   Types::STRING()};
    const Int128 big = pow10Int128(37) * 9 + 7;  // 38 digits
    const std::vector<std::vector<Cell>> rows = {
        {intCell(-128), intCell(-32768), intCell(std::numeric_limits<int32_t>::min()),
         intCell(std::numeric_limits<int64_t>::min()), intCell(-719162), intCell(0), intCell(-1), floatCell(-1.5f),
         doubleCell(-0.25), decimalCell(-999999999999999), decimalCell(-big), boolCell(false), stringCell("")},
        {intCell(127), intCell(32767), intCell(std::numeric_limits<int32_t>::max()),
         intCell(std::numeric_limits<int64_t>::max()), intCell(2932896), intCell(86399999), intCell(253402300799999),
         floatCell(3.5f), doubleCell(1e300), decimalCell(999999999999999), decimalCell(big), boolCell(true),
         stringCell("naïve")},
        std::vector<Cell>(types.size(), nullCell()),
    };
    const Rows expected = {
        {"-128", "-32768", "-2147483648", "-9223372036854775808", "-719162", "0", "-1", "-1.5", "-0.25",
         "-9999999999999.99", "-90000000000000000000000000000000000007", "false", ""},
        {"127", "32767", "2147483647", "9223372036854775807", "2932896", "86399999", "253402300799999", "3.5", "1e+300",
         "9999999999999.99", "90000000000000000000000000000000000007", "true", "naïve"},
        std::vector<std::string>(types.size(), "NULL"),
    };
    EXPECT_EQ(rowsOf(*tableOf(types, rows)), expected);
}

TEST(ColumnTable, AColumnOfTypeNullHoldsOnlyNulls) {
    const SnapshotPtr table = tableOf({DataType(TypeId::Null), Types::INT()}, {{nullCell(), intCell(1)}});
    EXPECT_EQ(rowsOf(*table), (Rows{{"NULL", "1"}}));
}

TEST(ColumnTable, RowsFillChunksOfKChunkRows) {
    const SnapshotPtr table = numbersSnapshot(10000);
    ASSERT_EQ(table->chunks().size(), 3u);
    EXPECT_EQ(table->chunks()[0]->rowCount(), kChunkRows);
    EXPECT_EQ(table->chunks()[1]->rowCount(), kChunkRows);
    EXPECT_EQ(table->chunks()[2]->rowCount(), 10000 - 2 * kChunkRows);
    EXPECT_EQ(table->rowCount(), 10000u);
    EXPECT_EQ(rowsOf(*table).back(), (std::vector<std::string>{"10000"}));
}

TEST(ColumnTable, RowsOfNoColumnsAreCounted) {
    ColumnTableBuilder builder(std::vector<DataType>{});
    for (int i = 0; i < 5000; ++i) builder.append({});
    const SnapshotPtr table = builder.finish();
    EXPECT_EQ(table->rowCount(), 5000u);
    EXPECT_EQ(table->chunks().size(), 2u);
}

TEST(ColumnTable, ALaterVersionSharesTheFullChunksAndLeavesTheOldOneAsItWas) {
    const SnapshotPtr before = numbersSnapshot(kChunkRows + 10);
    ColumnTableBuilder next(before);
    EXPECT_EQ(next.rowCount(), kChunkRows + 10);
    const Cell cell = intCell(-5);
    next.append(RowView(&cell, 1));
    const SnapshotPtr after = next.finish();

    EXPECT_EQ(after->chunks()[0], before->chunks()[0]);  // shared, not copied
    ASSERT_EQ(after->chunks().size(), 2u);
    EXPECT_NE(after->chunks()[1], before->chunks()[1]);  // the open chunk was refilled into a new one
    EXPECT_EQ(after->chunks()[1]->rowCount(), 11u);
    EXPECT_EQ(after->rowCount(), kChunkRows + 11);
    EXPECT_EQ(rowsOf(*after).back(), (std::vector<std::string>{"-5"}));

    EXPECT_EQ(before->rowCount(), kChunkRows + 10);
    EXPECT_EQ(before->chunks()[1]->rowCount(), 10u);
    EXPECT_EQ(rowsOf(*before).back(), (std::vector<std::string>{std::to_string(kChunkRows + 10)}));
}

TEST(ColumnTable, StringsOfARefilledChunkSurviveTheOldVersion) {
    SnapshotPtr before = tableOf({Types::STRING()}, {{stringCell("kept text")}, {nullCell()}});
    ColumnTableBuilder next(before);
    before.reset();  // the old version and its chunk go away before the new one is read
    next.append(std::vector<Cell>{stringCell("new")});
    EXPECT_EQ(rowsOf(*next.finish()), (Rows{{"kept text"}, {"NULL"}, {"new"}}));
}

TEST(ColumnTable, ASnapshotStaysAsItWasWhenANewVersionIsPublished) {
    ColumnTable table(numbersSnapshot(3));
    const SnapshotPtr reading = table.snapshot();
    table.publish(numbersSnapshot(1));
    EXPECT_EQ(reading->rowCount(), 3u);
    EXPECT_EQ(table.snapshot()->rowCount(), 1u);
    EXPECT_EQ(table.types(), (std::vector<DataType>{Types::INT()}));
}

TEST(ColumnTable, AVersionKeepsTheStatisticsOfItsRows) {
    // 1 .. 10 in two versions: 4 rows, then 6 more and a NULL over it (the open chunk refilled, not counted twice).
    ColumnTableBuilder first({Types::INT()});
    for (int i = 1; i <= 4; ++i) first.append(std::vector<Cell>{intCell(i)});
    const SnapshotPtr four = first.finish();
    ColumnTableBuilder second(four);
    for (int i = 5; i <= 10; ++i) second.append(std::vector<Cell>{intCell(i)});
    second.append(std::vector<Cell>{nullCell()});
    const SnapshotPtr eleven = second.finish();

    const TableStatistics before = four->statistics();
    EXPECT_EQ(before.rows, 4u);
    EXPECT_EQ(before.columns.at(0).distinct, 4u);
    EXPECT_EQ(before.columns[0].max, 4.0);
    const TableStatistics after = eleven->statistics();
    EXPECT_EQ(after.rows, 11u);
    EXPECT_EQ(after.columns.at(0).distinct, 10u);
    EXPECT_EQ(after.columns[0].nulls, 1u);
    EXPECT_EQ(after.columns[0].min, 1.0);
    EXPECT_EQ(after.columns[0].max, 10.0);
    EXPECT_EQ(emptySnapshot({Types::INT()})->statistics().rows, 0u);
}

TEST(ColumnTable, ValuesTakeTheirTypesWidthAndNullBitmapsOnlyWhereThereAreNulls) {
    const size_t rows = 8 * kChunkRows;
    const size_t ints = numbersSnapshot(static_cast<int>(rows))->memoryUsage();
    EXPECT_GE(ints, rows * sizeof(int32_t));
    EXPECT_LE(ints, rows * sizeof(int32_t) + 8 * 256);  // a few pointers per chunk, no bitmap

    ColumnTableBuilder with_nulls({Types::INT()});
    for (size_t i = 0; i < rows; ++i) {
        const Cell cell = i % 2 == 0 ? nullCell() : intCell(1);
        with_nulls.append(RowView(&cell, 1));
    }
    EXPECT_EQ(with_nulls.finish()->memoryUsage(), ints + rows / 8);

    ColumnTableBuilder strings({Types::STRING()});
    const std::string text(10, 's');
    for (size_t i = 0; i < rows; ++i) strings.append(std::vector<Cell>{stringCell(text)});
    const size_t string_bytes = strings.finish()->memoryUsage();
    EXPECT_GE(string_bytes, rows * (8 + text.size()));
    EXPECT_LE(string_bytes, rows * (8 + text.size()) + 8 * 256);
}

}  // namespace
}  // namespace tabula::exec
