// PackedRows: every type survives packing (NULLs, extremes, copied strings), rows keep their values across chunk
// boundaries and many chunks, the first chunk starts small, swapping rows, bytes() clipped at a chunk's end, rows
// without columns, and appending a whole store.
#include <gtest/gtest.h>

#include <limits>

#include "exec/packed_rows.hpp"
#include "exec_test_support.hpp"

namespace tabula::exec {
namespace {

using namespace tabula::exec::test;

Rows unpacked(const PackedRows& rows) {
    Rows out;
    std::vector<Cell> row(rows.width());
    for (size_t i = 0; i < rows.rowCount(); ++i) {
        rows.unpack(i, row.data());
        out.push_back(renderRow(row, rows.types()));
    }
    return out;
}

const std::vector<DataType> kEveryType{Types::BOOLEAN(), Types::TINYINT(), Types::SMALLINT(), Types::INT(),
                                       Types::BIGINT(),  Types::FLOAT(),   Types::DOUBLE(),   Types::DECIMAL(38, 2),
                                       Types::STRING(),  Types::DATE(),    Types::TIME(),     Types::TIMESTAMP()};

TEST(PackedRows, EveryTypeKeepsItsValuesAndNulls) {
    PackedRows rows(kEveryType);
    std::string text = "text";
    rows.append(std::vector<Cell>{boolCell(true), intCell(-128), intCell(-32768), intCell(INT32_MIN),
                                  intCell(INT64_MIN), floatCell(-1.5F), doubleCell(1e300),
                                  decimalCell(-(Int128(1) << 100)), stringCell(text), intCell(-719162),
                                  intCell(86'399'999), intCell(-62'135'596'800'000)});
    rows.append(std::vector<Cell>{boolCell(false), intCell(127), intCell(32767), intCell(INT32_MAX), intCell(INT64_MAX),
                                  floatCell(std::numeric_limits<float>::infinity()), doubleCell(-0.0),
                                  decimalCell(12345), stringCell(""), intCell(0), intCell(0), intCell(0)});
    rows.append(std::vector<Cell>(kEveryType.size(), nullCell()));
    text = "gone";  // the store holds its own copy
    // Worked out by hand from the values appended: DECIMAL(38, 2) shows the unscaled value with two decimals;
    // -(2^100) = -1267650600228229401496703205376.
    EXPECT_EQ(
        unpacked(rows),
        (Rows{{"true", "-128", "-32768", "-2147483648", "-9223372036854775808", "-1.5", "1e+300",
               "-12676506002282294014967032053.76", "text", "-719162", "86399999", "-62135596800000"},
              {"false", "127", "32767", "2147483647", "9223372036854775807", "inf", "-0", "123.45", "", "0", "0", "0"},
              Rows::value_type(kEveryType.size(), "NULL")}));
}

TEST(PackedRows, ValuesTakeTheirTypesWidthAndNullsABitEach) {
    // 8 + 8 bytes of values and one byte of NULL flags, where two cells take 48 bytes.
    EXPECT_EQ(PackedRows({Types::BIGINT(), Types::BIGINT()}).rowBytes(), 17U);
    // 1 + 1 + 2 + 4 + 4 + 4 + 4 + 8 + 12 + 16 bytes of values, 2 bytes of flags for ten columns.
    EXPECT_EQ(PackedRows({Types::BOOLEAN(), Types::TINYINT(), Types::SMALLINT(), Types::INT(), Types::FLOAT(),
                          Types::DATE(), Types::TIME(), Types::TIMESTAMP(), Types::STRING(), Types::DECIMAL()})
                  .rowBytes(),
              58U);
}

TEST(PackedRows, PackedValuesAreEqualExactlyWhenTheValuesAre) {
    const Int128 big = Int128(1) << 80;
    const std::vector<std::pair<DataType, std::vector<Cell>>> cases{
        {Types::BOOLEAN(), {boolCell(false), boolCell(true)}},
        {Types::TINYINT(), {intCell(-1), intCell(1), intCell(127)}},
        {Types::SMALLINT(), {intCell(-1), intCell(255), intCell(-256)}},
        {Types::INT(), {intCell(-1), intCell(65535), intCell(INT32_MIN)}},
        {Types::BIGINT(), {intCell(-1), intCell(INT64_MIN), intCell(int64_t{1} << 40)}},
        {Types::DECIMAL(38, 0), {decimalCell(big), decimalCell(big + 1), decimalCell(1), decimalCell(-1)}},
        {Types::DATE(), {intCell(0), intCell(-1)}},
        {Types::TIMESTAMP(), {intCell(0), intCell(int64_t{1} << 50)}}};
    for (const auto& [type, values] : cases) {
        SCOPED_TRACE(type.toString());
        EXPECT_TRUE(PackedRows::comparesBytewise(type));
        PackedRows rows({type});
        for (const Cell& value : values) rows.append(std::vector<Cell>{value});
        std::vector<std::byte> packed(PackedRows::valueBytes(type));
        for (size_t j = 0; j < values.size(); ++j) {
            rows.packValue(values[j], 0, packed.data());
            for (size_t i = 0; i < values.size(); ++i) {
                EXPECT_EQ(rows.valueEquals(rows.row(i), 0, packed.data()), i == j) << i << " against " << j;
            }
        }
    }
    // -0.0 equals 0.0 and strings are compared by their text: neither by their packed bytes.
    EXPECT_FALSE(PackedRows::comparesBytewise(Types::FLOAT()));
    EXPECT_FALSE(PackedRows::comparesBytewise(Types::DOUBLE()));
    EXPECT_FALSE(PackedRows::comparesBytewise(Types::STRING()));
}

TEST(PackedRows, RowsKeepTheirValuesAcrossManyChunks) {
    PackedRows rows({Types::BIGINT(), Types::STRING()});
    const size_t chunk = rows.chunkRows();
    ASSERT_GT(chunk, 1000U);
    const size_t count = 4 * chunk + 3;
    for (size_t i = 0; i < count; ++i) {
        const std::string text = std::to_string(i * 7);
        rows.append(std::vector<Cell>{i % 5 == 0 ? nullCell() : intCell(static_cast<int64_t>(i)), stringCell(text)});
    }
    ASSERT_EQ(rows.rowCount(), count);
    std::vector<Cell> row(2);
    for (const size_t i : {size_t{0}, chunk - 1, chunk, chunk + 1, 2 * chunk - 1, 3 * chunk, 4 * chunk + 2}) {
        SCOPED_TRACE(i);
        rows.unpack(i, row.data());
        EXPECT_EQ(row[0].null, i % 5 == 0);
        if (!row[0].null) {
            EXPECT_EQ(row[0].i, static_cast<int64_t>(i));
        }
        EXPECT_EQ(row[1].s.view(), std::to_string(i * 7));
    }
    // Five chunks of the full size, and the strings.
    EXPECT_GE(rows.memoryUsage(), 5 * chunk * rows.rowBytes());
}

TEST(PackedRows, TheFirstChunkStartsSmall) {
    PackedRows rows({Types::BIGINT()});
    rows.append(std::vector<Cell>{intCell(1)});
    EXPECT_LE(rows.memoryUsage(), 1024U);
}

TEST(PackedRows, SwapExchangesRowsAlsoInDifferentChunks) {
    PackedRows rows({Types::INT(), Types::STRING()});
    const size_t count = rows.chunkRows() + 10;
    for (size_t i = 0; i < count; ++i) {
        const std::string text = "row " + std::to_string(i);
        rows.append(std::vector<Cell>{intCell(static_cast<int64_t>(i)), i == 3 ? nullCell() : stringCell(text)});
    }
    rows.swapRows(3, count - 1);
    rows.swapRows(0, 1);
    std::vector<Cell> row(2);
    rows.unpack(3, row.data());
    EXPECT_EQ(renderRow(row, rows.types()),
              (std::vector<std::string>{std::to_string(count - 1), "row " + std::to_string(count - 1)}));
    rows.unpack(count - 1, row.data());
    EXPECT_EQ(renderRow(row, rows.types()), (std::vector<std::string>{"3", "NULL"}));
    rows.unpack(0, row.data());
    EXPECT_EQ(renderRow(row, rows.types()), (std::vector<std::string>{"1", "row 1"}));
}

TEST(PackedRows, BytesStopAtTheEndOfTheFirstRowsChunk) {
    PackedRows rows({Types::BIGINT()});
    const size_t chunk = rows.chunkRows();
    for (size_t i = 0; i < chunk + 4; ++i) rows.append(std::vector<Cell>{intCell(static_cast<int64_t>(i))});
    EXPECT_EQ(rows.bytes(0, 3).size(), 3 * rows.rowBytes());
    EXPECT_EQ(rows.bytes(chunk - 2, chunk + 3).size(), 2 * rows.rowBytes());
    EXPECT_EQ(rows.bytes(chunk, chunk + 4).size(), 4 * rows.rowBytes());
}

TEST(PackedRows, RowsWithoutColumnsAreCounted) {
    PackedRows rows({});
    rows.append(RowView());
    rows.append(RowView());
    EXPECT_EQ(rows.rowCount(), 2U);
    EXPECT_EQ(rows.width(), 0U);
}

TEST(PackedRows, AppendAllCopiesRowsAndStrings) {
    auto first = std::make_unique<PackedRows>(std::vector<DataType>{Types::STRING()});
    PackedRows all({Types::STRING()});
    all.append(std::vector<Cell>{stringCell("kept")});
    first->append(std::vector<Cell>{stringCell("moved")});
    first->append(std::vector<Cell>{nullCell()});
    all.appendAll(*first);
    first.reset();  // `all` holds its own copies of the strings
    EXPECT_EQ(unpacked(all), (Rows{{"kept"}, {"moved"}, {"NULL"}}));
}

}  // namespace
}  // namespace tabula::exec
