// Conversions between executor cells and public Values, for every type and for NULL.
#include <gtest/gtest.h>

#include <vector>

#include "exec/cell.hpp"

namespace tabula::exec {
namespace {

TEST(Cell, DefaultIsNull) {
    Cell c;
    EXPECT_TRUE(c.null);
    EXPECT_EQ(c.decimal(), 0);
    EXPECT_EQ(sizeof(Cell), 24u);
}

TEST(Cell, RoundTripsEveryType) {
    const std::vector<Value> values = {
        Value::boolean(true),          Value::tinyint(-128),
        Value::smallint(32767),        Value::integer(-7),
        Value::bigint(1LL << 62),      Value::floating(12.65f),
        Value::doublePrecision(-0.25), Value::decimal(-pow10Int128(37), 38, 2),
        Value::string("K\xC3\xB6ln"),  Value::date(-719162),
        Value::time(52464123),         Value::timestamp(-1),
    };
    for (const Value& v : values) {
        Cell c = valueToCell(v);
        EXPECT_FALSE(c.null) << v.toString();
        EXPECT_EQ(cellToValue(c, v.type()), v) << v.type().toString();
    }
}

TEST(Cell, TypedNullsStayTyped) {
    for (DataType type : {Types::INT(), Types::STRING(), Types::DECIMAL(5, 2), Types::TIMESTAMP()}) {
        Cell c = valueToCell(Value::null(type));
        EXPECT_TRUE(c.null);
        EXPECT_EQ(cellToValue(c, type), Value::null(type));
    }
    EXPECT_TRUE(valueToCell(Value()).null);
}

TEST(Cell, PayloadMembersFollowTheType) {
    EXPECT_EQ(valueToCell(Value::integer(5)).i, 5);
    EXPECT_EQ(valueToCell(Value::date(3)).i, 3);
    EXPECT_EQ(valueToCell(Value::doublePrecision(1.5)).d, 1.5);
    EXPECT_EQ(valueToCell(Value::floating(2.5f)).f, 2.5f);
    EXPECT_TRUE(valueToCell(Value::boolean(true)).b);
    EXPECT_EQ(valueToCell(Value::decimal(1265, 10, 2)).decimal(), 1265);
}

TEST(Cell, StringCellViewsTheValue) {
    Value v = Value::string("hello");
    Cell c = valueToCell(v);
    EXPECT_EQ(c.s.data, v.asString().data());
    EXPECT_EQ(c.s.view(), "hello");
    Value copy = cellToValue(c, Types::STRING());
    EXPECT_NE(copy.asString().data(), v.asString().data());
    EXPECT_EQ(copy, v);
}

TEST(Cell, DecimalKeepsTheColumnScale) {
    Cell c;
    c.null = false;
    c.setDecimal(-50);
    EXPECT_EQ(cellToValue(c, Types::DECIMAL(5, 2)).toString(), "-0.50");
    EXPECT_EQ(cellToValue(c, Types::DECIMAL(5, 0)).toString(), "-50");
}

}  // namespace
}  // namespace tabula::exec
