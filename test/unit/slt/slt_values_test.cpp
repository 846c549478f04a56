// Value formatting per type letter in both dialects, the sort modes, and the hash line. Hashes computed
// independently (Python's hashlib).
#include <gtest/gtest.h>

#include "slt/slt_values.hpp"

namespace tabula::slt {
namespace {

std::string sqlite(const Value& value, char type) { return formatValue(value, type, Dialect::Sqlite); }
std::string suite(const Value& value, char type) { return formatValue(value, type, Dialect::DuckDb); }

TEST(SltValues, IntegerColumnsTruncate) {
    EXPECT_EQ(sqlite(Value::integer(3), 'I'), "3");
    EXPECT_EQ(sqlite(Value::bigint(-40), 'I'), "-40");
    EXPECT_EQ(sqlite(Value::doublePrecision(2.7), 'I'), "2");
    EXPECT_EQ(sqlite(Value::doublePrecision(-2.7), 'I'), "-2");
    EXPECT_EQ(sqlite(Value::decimal(350, 5, 2), 'I'), "3");
    EXPECT_EQ(sqlite(Value::decimal(-350, 5, 2), 'I'), "-3");
    EXPECT_EQ(sqlite(Value::string("12abc"), 'I'), "12");
    EXPECT_EQ(sqlite(Value::string("abc"), 'I'), "0");
    EXPECT_EQ(sqlite(Value::boolean(true), 'I'), "1");
    EXPECT_EQ(sqlite(Value::null(Types::INT()), 'I'), "NULL");
}

TEST(SltValues, RealColumnsTakeThreeDecimals) {
    EXPECT_EQ(sqlite(Value::integer(3), 'R'), "3.000");
    EXPECT_EQ(sqlite(Value::doublePrecision(1.23456), 'R'), "1.235");
    EXPECT_EQ(sqlite(Value::doublePrecision(-0.5), 'R'), "-0.500");
    EXPECT_EQ(sqlite(Value::decimal(1234, 5, 2), 'R'), "12.340");
    EXPECT_EQ(sqlite(Value::string("2.5x"), 'R'), "2.500");
    EXPECT_EQ(sqlite(Value::null(Types::DOUBLE()), 'R'), "NULL");
}

TEST(SltValues, TextColumnsArePrintable) {
    EXPECT_EQ(sqlite(Value::string("abc"), 'T'), "abc");
    EXPECT_EQ(sqlite(Value::string(""), 'T'), "(empty)");
    EXPECT_EQ(sqlite(Value::string("a\tb\xc3\xa9"), 'T'), "a@b@@");
    EXPECT_EQ(sqlite(Value::integer(5), 'T'), "5");
    EXPECT_EQ(sqlite(Value::null(Types::STRING()), 'T'), "NULL");
}

TEST(SltValues, TheSuiteKeepsFlinksTextButForRealColumns) {
    EXPECT_EQ(suite(Value::doublePrecision(4), 'I'), "4.0");
    EXPECT_EQ(suite(Value::boolean(true), 'I'), "true");
    EXPECT_EQ(suite(Value::string("a\tb\xc3\xa9"), 'T'), "a\tb\xc3\xa9");
    EXPECT_EQ(suite(Value::string(""), 'T'), "(empty)");
    EXPECT_EQ(suite(Value::null(Types::INT()), 'T'), "NULL");
    EXPECT_EQ(suite(Value::doublePrecision(1.23456), 'R'), "1.235");
    EXPECT_EQ(suite(Value::decimal(1234, 5, 2), 'R'), "12.340");
    EXPECT_EQ(suite(Value::string("2.5x"), 'R'), "2.5x");  // only numbers are reformatted
}

TEST(SltValues, SortModes) {
    const Rows rows = {{"b", "1"}, {"a", "2"}, {"10", "x"}, {"9", "y"}};
    Rows by_row = rows;
    sortRows(by_row, SortMode::RowSort);
    EXPECT_EQ(by_row, (Rows{{"10", "x"}, {"9", "y"}, {"a", "2"}, {"b", "1"}}));  // compared as text
    Rows by_value = {{"b", "1"}, {"a", "2"}};
    sortRows(by_value, SortMode::ValueSort);
    EXPECT_EQ(by_value, (Rows{{"1"}, {"2"}, {"a"}, {"b"}}));
    Rows kept = rows;
    sortRows(kept, SortMode::NoSort);
    EXPECT_EQ(kept, rows);
}

TEST(SltValues, HashLineIsTheMd5OfEachValueAndANewline) {
    EXPECT_EQ(hashLine({{"1", "2"}}), "2 values hashing to 6ddb4095eb719e2a9f0a3f95677d24e0");
    EXPECT_EQ(hashLine({{"1"}, {"2"}}), "2 values hashing to 6ddb4095eb719e2a9f0a3f95677d24e0");
    EXPECT_EQ(hashLine({}), "0 values hashing to d41d8cd98f00b204e9800998ecf8427e");
    EXPECT_TRUE(isHashLine("2 values hashing to 6ddb4095eb719e2a9f0a3f95677d24e0"));
    EXPECT_FALSE(isHashLine("2 values hashing to 6ddb"));
    EXPECT_FALSE(isHashLine("1"));
}

}  // namespace
}  // namespace tabula::slt
