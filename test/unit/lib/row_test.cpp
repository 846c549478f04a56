// Row: typed access by position and name, NULL handling, type and name errors, Flink's Row.toString.
#include <gtest/gtest.h>

#include <optional>

#include "tabula/row.hpp"

namespace tabula {
namespace {

Row sampleRow() {
    auto schema = std::make_shared<const TableSchema>(
        std::vector<std::string>{"id", "name", "score", "born", "at", "price", "flag", "missing"},
        std::vector<DataType>{Types::INT(), Types::STRING(), Types::DOUBLE(), Types::DATE(), Types::TIMESTAMP(),
                              Types::DECIMAL(10, 2), Types::BOOLEAN(), Types::STRING()});
    return Row(schema, {Value::integer(7), Value::string("Ann"), Value::doublePrecision(1.5), Value::date(5306),
                        Value::timestamp(458490864000), Value::decimal(1265, 10, 2), Value::boolean(true),
                        Value::null(Types::STRING())});
}

template <class F>
std::string errorOf(F&& f) {
    try {
        f();
    } catch (const Error& e) {
        return e.what();
    }
    return "no error";
}

TEST(Row, TypedAccessByPositionAndName) {
    Row r = sampleRow();
    EXPECT_EQ(r.size(), 8u);
    EXPECT_EQ(r.get<int32_t>(0), 7);
    EXPECT_EQ(r.get<std::string>("name"), "Ann");
    EXPECT_EQ(r.get<std::string_view>(1), "Ann");
    EXPECT_EQ(r.get<double>("score"), 1.5);
    EXPECT_EQ(r.get<int32_t>("born"), 5306);
    EXPECT_EQ(r.get<int64_t>("at"), 458490864000);
    EXPECT_EQ(r.get<Int128>("price"), 1265);
    EXPECT_TRUE(r.get<bool>("flag"));
    EXPECT_EQ(r.get<Value>(5), Value::decimal(1265, 10, 2));
    EXPECT_EQ(r.get<std::optional<int32_t>>(0), 7);
}

TEST(Row, NullAccess) {
    Row r = sampleRow();
    EXPECT_TRUE(r.isNull(7));
    EXPECT_TRUE(r.isNull("missing"));
    EXPECT_FALSE(r.isNull("id"));
    EXPECT_EQ(r.get<std::optional<std::string>>("missing"), std::nullopt);
    EXPECT_TRUE(r.value(7).isNull());
    EXPECT_TRUE(r.get<std::optional<Value>>(7) == std::nullopt);
    EXPECT_THROW(r.get<Value>(7), ExecutionError);
    EXPECT_EQ(errorOf([&] { r.get<std::string>(7); }),
              "field 7 is NULL; read it as std::optional<T> or check isNull() first");
    EXPECT_THROW(r.get<std::string>("missing"), ExecutionError);
}

TEST(Row, TypeMismatchIsValidationError) {
    Row r = sampleRow();
    EXPECT_EQ(errorOf([&] { r.get<int16_t>(0); }),
              "field 0 ('id') has type INT and cannot be read as int16_t; read it as int32_t or as Value");
    EXPECT_EQ(errorOf([&] { r.get<float>("score"); }),
              "field 2 ('score') has type DOUBLE and cannot be read as float; read it as double or as Value");
    EXPECT_EQ(errorOf([&] { r.get<double>("id"); }),
              "field 0 ('id') has type INT and cannot be read as double; read it as int32_t or as Value");
    EXPECT_EQ(errorOf([&] { r.get<int32_t>("at"); }),
              "field 4 ('at') has type TIMESTAMP(3) and cannot be read as int32_t; read it as int64_t or as Value");
    EXPECT_EQ(errorOf([&] { r.get<std::optional<int32_t>>(1); }),
              "field 1 ('name') has type STRING and cannot be read as int32_t; read it as std::string or as Value");
    EXPECT_THROW(r.get<bool>(0), ValidationError);
}

TEST(Row, WideningReadsThatLoseNothing) {
    auto schema = std::make_shared<const TableSchema>(
        std::vector<std::string>{"t", "s", "i", "f", "born"},
        std::vector<DataType>{Types::TINYINT(), Types::SMALLINT(), Types::INT(), Types::FLOAT(), Types::DATE()});
    Row r(schema, {Value::tinyint(-8), Value::smallint(300), Value::integer(-70000), Value::floating(1.25f),
                   Value::date(5306)});
    EXPECT_EQ(r.get<int16_t>("t"), -8);
    EXPECT_EQ(r.get<int32_t>("t"), -8);
    EXPECT_EQ(r.get<int64_t>("t"), -8);
    EXPECT_EQ(r.get<int32_t>("s"), 300);
    EXPECT_EQ(r.get<int64_t>("s"), 300);
    EXPECT_EQ(r.get<int64_t>("i"), -70000);
    EXPECT_EQ(r.get<std::optional<int64_t>>("i"), -70000);
    EXPECT_EQ(r.get<double>("f"), 1.25);
    EXPECT_EQ(r.get<int64_t>("born"), 5306);
    EXPECT_EQ(errorOf([&] { r.get<int8_t>("s"); }),
              "field 1 ('s') has type SMALLINT and cannot be read as int8_t; read it as int16_t or as Value");
}

TEST(Row, PositionOutsideTheRowIsValidationError) {
    Row r = sampleRow();
    EXPECT_EQ(errorOf([&] { r.get<int32_t>(99); }), "field 99 is out of range: the row has 8 fields (0 to 7)");
    EXPECT_EQ(errorOf([&] { r.get<std::optional<int32_t>>(8); }),
              "field 8 is out of range: the row has 8 fields (0 to 7)");
    EXPECT_THROW(r.isNull(8), ValidationError);
    EXPECT_THROW(r.value(8), ValidationError);
    Row single(nullptr, {Value::integer(1)});
    EXPECT_EQ(errorOf([&] { single.value(1); }), "field 1 is out of range: the row has 1 field (0 to 0)");
    EXPECT_EQ(errorOf([&] { Row().get<Value>(0); }), "field 0 is out of range: the row has 0 fields");
}

TEST(Row, UnknownNameSuggestsClosest) {
    Row r = sampleRow();
    EXPECT_EQ(errorOf([&] { r.get<int32_t>("nme"); }),
              "the row has no field 'nme'; did you mean 'name'? (fields: id, name, score, born, at, price, flag, "
              "missing)");
    EXPECT_EQ(errorOf([&] { r.isNull("zzzzzzzz"); }),
              "the row has no field 'zzzzzzzz' (fields: id, name, score, born, at, price, flag, missing)");
    Row unnamed(nullptr, {Value::integer(1)});
    EXPECT_EQ(errorOf([&] { unnamed.get<int32_t>("id"); }), "the row has no field 'id' (it has no named fields)");
    EXPECT_EQ(unnamed.get<int32_t>(0), 1);
}

TEST(Row, PrintsLikeFlinkRow) {
    auto schema = std::make_shared<const TableSchema>(std::vector<std::string>{"country", "n"},
                                                      std::vector<DataType>{Types::STRING(), Types::BIGINT()});
    EXPECT_EQ(Row(schema, {Value::string("Germany"), Value::bigint(2)}).toString(), "Germany,2");
    EXPECT_EQ(Row(schema, {Value::null(Types::STRING()), Value::bigint(0)}).toString(), "null,0");
    EXPECT_EQ(Row().toString(), "");
}

TEST(Row, EqualityComparesValues) {
    EXPECT_EQ(sampleRow(), sampleRow());
    EXPECT_NE(sampleRow(), Row(nullptr, {Value::integer(7)}));
}

}  // namespace
}  // namespace tabula
