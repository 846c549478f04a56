// sqllogictest's value formatting per type letter, the three sort modes, and the hash line. Hashes computed
// independently (Python's hashlib).
#include <gtest/gtest.h>

#include "slt/slt_values.hpp"

namespace tabula::slt {
namespace {

TEST(SltValues, IntegerColumnsTruncate) {
    EXPECT_EQ(formatValue(Value::integer(3), 'I'), "3");
    EXPECT_EQ(formatValue(Value::bigint(-40), 'I'), "-40");
    EXPECT_EQ(formatValue(Value::doublePrecision(2.7), 'I'), "2");
    EXPECT_EQ(formatValue(Value::doublePrecision(-2.7), 'I'), "-2");
    EXPECT_EQ(formatValue(Value::decimal(350, 5, 2), 'I'), "3");
    EXPECT_EQ(formatValue(Value::decimal(-350, 5, 2), 'I'), "-3");
    EXPECT_EQ(formatValue(Value::string("12abc"), 'I'), "12");
    EXPECT_EQ(formatValue(Value::string("abc"), 'I'), "0");
    EXPECT_EQ(formatValue(Value::boolean(true), 'I'), "1");
    EXPECT_EQ(formatValue(Value::null(Types::INT()), 'I'), "NULL");
}

TEST(SltValues, RealColumnsTakeThreeDecimals) {
    EXPECT_EQ(formatValue(Value::integer(3), 'R'), "3.000");
    EXPECT_EQ(formatValue(Value::doublePrecision(1.23456), 'R'), "1.235");
    EXPECT_EQ(formatValue(Value::doublePrecision(-0.5), 'R'), "-0.500");
    EXPECT_EQ(formatValue(Value::decimal(1234, 5, 2), 'R'), "12.340");
    EXPECT_EQ(formatValue(Value::null(Types::DOUBLE()), 'R'), "NULL");
}

TEST(SltValues, TextColumnsArePrintable) {
    EXPECT_EQ(formatValue(Value::string("abc"), 'T'), "abc");
    EXPECT_EQ(formatValue(Value::string(""), 'T'), "(empty)");
    EXPECT_EQ(formatValue(Value::string("a\tb\xc3\xa9"), 'T'), "a@b@@");
    EXPECT_EQ(formatValue(Value::integer(5), 'T'), "5");
    EXPECT_EQ(formatValue(Value::null(Types::STRING()), 'T'), "NULL");
}

TEST(SltValues, SortModes) {
    std::vector<std::string> rows = {"b", "1", "a", "2", "10", "x", "9", "y"};
    sortValues(rows, 2, SortMode::RowSort);
    EXPECT_EQ(rows, (std::vector<std::string>{"10", "x", "9", "y", "a", "2", "b", "1"}));  // compared as text
    std::vector<std::string> values = {"b", "1", "a", "2"};
    sortValues(values, 2, SortMode::ValueSort);
    EXPECT_EQ(values, (std::vector<std::string>{"1", "2", "a", "b"}));
    std::vector<std::string> kept = {"b", "1", "a", "2"};
    sortValues(kept, 2, SortMode::NoSort);
    EXPECT_EQ(kept, (std::vector<std::string>{"b", "1", "a", "2"}));
}

TEST(SltValues, HashLineIsTheMd5OfEachValueAndANewline) {
    EXPECT_EQ(hashLine({"1", "2"}), "2 values hashing to 6ddb4095eb719e2a9f0a3f95677d24e0");
    EXPECT_EQ(hashLine({}), "0 values hashing to d41d8cd98f00b204e9800998ecf8427e");
}

}  // namespace
}  // namespace tabula::slt
