// RowRefill stores every type as the cell conversion of the value model does, row after row, NULLs included.
#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "api/src/row_refill.hpp"

namespace tabula::detail {
namespace {

/// One value of every type, and another of each (strings of other lengths).
const std::vector<Value> kFirst = {
    Value::boolean(true),
    Value::tinyint(-128),
    Value::smallint(32767),
    Value::integer(-7),
    Value::bigint(1LL << 62),
    Value::floating(12.65f),
    Value::doublePrecision(-0.25),
    Value::decimal(-pow10Int128(37), 38, 2),
    Value::string("a string longer than the small buffer"),
    Value::date(-719162),
    Value::time(52464123),
    Value::timestamp(-1),
};
const std::vector<Value> kSecond = {
    Value::boolean(false),
    Value::tinyint(127),
    Value::smallint(-1),
    Value::integer(0),
    Value::bigint(-5),
    Value::floating(-1.5f),
    Value::doublePrecision(1e10),
    Value::decimal(Int128(12345), 38, 2),
    Value::string("K\xC3\xB6ln"),
    Value::date(0),
    Value::time(0),
    Value::timestamp(1000),
};

std::shared_ptr<const TableSchema> schemaOf(const std::vector<Value>& values) {
    std::vector<std::string> names;
    std::vector<DataType> types;
    for (const Value& v : values) {
        names.push_back("c" + std::to_string(names.size()));
        types.push_back(v.type());
    }
    return std::make_shared<const TableSchema>(std::move(names), std::move(types));
}

std::vector<exec::Cell> cellsOf(const std::vector<Value>& values) {
    std::vector<exec::Cell> cells;
    for (const Value& v : values) cells.push_back(exec::valueToCell(v));
    return cells;
}

std::vector<Value> nullsOf(const std::vector<Value>& values) {
    std::vector<Value> nulls;
    for (const Value& v : values) nulls.push_back(Value::null(v.type()));
    return nulls;
}

TEST(RowRefill, StoresEveryTypeRowAfterRowThroughNulls) {
    auto schema = schemaOf(kFirst);
    RowRefill refill(schema);
    for (const std::vector<Value>* expected : {&kFirst, &kSecond, &kFirst}) {
        const std::vector<exec::Cell> cells = cellsOf(*expected);
        const Row& row = refill.fill(cells);
        EXPECT_EQ(row.values(), *expected);
        EXPECT_EQ(row.schema(), schema);
        const std::vector<Value> nulls = nullsOf(*expected);
        EXPECT_EQ(refill.fill(cellsOf(nulls)).values(), nulls);
    }
    EXPECT_EQ(refill.fill(cellsOf(kSecond)).values(), kSecond);
}

}  // namespace
}  // namespace tabula::detail
