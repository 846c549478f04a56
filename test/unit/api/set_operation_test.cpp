// Table::union_, minus, minusAll, intersect, intersectAll: multiplicities and NULLs, names from the left, types
// widened, and the errors for inputs that do not fit. Expected rows are worked out by hand.
#include <gtest/gtest.h>

#include "api_test_support.hpp"
#include "seed_tables.hpp"
#include "tabula/tabula.hpp"

namespace tabula {
namespace {

using test::errorOf;
using test::Rows;
using test::sortedRows;

Value text(const char* s) { return s ? Value::string(s) : Value::null(Types::STRING()); }

/// left: a three times, b once, NULL twice; right: a twice, b twice, NULL once, c once.
struct Bags : ::testing::Test {
    TableEnvironment env;
    TableSchema schema{{"s"}, {Types::STRING()}};
    Table left =
        env.fromValues(schema, {{text("a")}, {text("b")}, {text(nullptr)}, {text("a")}, {text(nullptr)}, {text("a")}});
    Table right =
        env.fromValues(schema, {{text("b")}, {text("a")}, {text("c")}, {text(nullptr)}, {text("b")}, {text("a")}});
};

TEST_F(Bags, Union) { EXPECT_EQ(sortedRows(left.union_(right)), (Rows{"a", "b", "c", "null"})); }

TEST_F(Bags, IntersectAllKeepsTheSmallerCount) {
    // a: min(3, 2); b: min(1, 2); NULL: min(2, 1).
    EXPECT_EQ(sortedRows(left.intersectAll(right)), (Rows{"a", "a", "b", "null"}));
}

TEST_F(Bags, IntersectKeepsCommonRowsOnce) { EXPECT_EQ(sortedRows(left.intersect(right)), (Rows{"a", "b", "null"})); }

TEST_F(Bags, MinusAllKeepsTheDifference) {
    // a: 3 - 2; b: 1 - 2 < 0; NULL: 2 - 1. The other way: b 2 - 1, c 1 - 0.
    EXPECT_EQ(sortedRows(left.minusAll(right)), (Rows{"a", "null"}));
    EXPECT_EQ(sortedRows(right.minusAll(left)), (Rows{"b", "c"}));
}

TEST_F(Bags, MinusKeepsLeftOnlyRowsOnce) {
    EXPECT_TRUE(sortedRows(left.minus(right)).empty());
    EXPECT_EQ(sortedRows(right.minus(left)), (Rows{"c"}));
}

TEST(SetOperation, NamesFromTheLeftAndWidenedTypes) {
    TableEnvironment env;
    Table ints = env.fromValues(TableSchema({"x"}, {Types::INT()}), {{Value::integer(1)}, {Value::integer(2)}});
    Table longs = env.fromValues(TableSchema({"y"}, {Types::BIGINT()}), {{Value::bigint(2)}});
    Table both = ints.minusAll(longs);
    EXPECT_EQ(both.getSchema().getFieldNames(), (std::vector<std::string>{"x"}));
    EXPECT_EQ(both.getSchema().getFieldType(0), Types::BIGINT());
    EXPECT_EQ(sortedRows(both), (Rows{"1"}));
    EXPECT_EQ(sortedRows(longs.intersect(ints)), (Rows{"2"}));
    EXPECT_EQ(ints.union_(longs).getSchema().getFieldType(0), Types::BIGINT());
}

TEST(SetOperation, Errors) {
    TableEnvironment env;
    TableEnvironment other;
    Table pair = env.fromValues(TableSchema({"a", "b"}, {Types::INT(), Types::STRING()}), {});
    Table one = env.fromValues(TableSchema({"c"}, {Types::INT()}), {});
    Table words = env.fromValues(TableSchema({"w", "n"}, {Types::STRING(), Types::INT()}), {});
    Table elsewhere = other.fromValues(TableSchema({"c"}, {Types::INT()}), {});
    EXPECT_EQ(errorOf([&] { one.intersectAll(pair); }),
              "intersectAll needs inputs with the same number of fields, but the left has 1 (c INT) and the right "
              "has 2 (a INT, b STRING)");
    EXPECT_EQ(errorOf([&] { pair.minus(words); }),
              "minus cannot combine INT and STRING in field 1 ('a' on the left, 'w' on the right)");
    EXPECT_EQ(errorOf([&] { pair.union_(one); }),
              "union needs inputs with the same number of fields, but the left has 2 (a INT, b STRING) and the "
              "right has 1 (c INT)");
    EXPECT_EQ(errorOf([&] { one.minusAll(elsewhere); }), "minusAll needs a table of the same TableEnvironment");
    EXPECT_EQ(errorOf([&] { one.intersect(elsewhere); }), "intersect needs a table of the same TableEnvironment");
    EXPECT_EQ(errorOf([&] { one.union_(elsewhere); }), "union needs a table of the same TableEnvironment");
}

}  // namespace
}  // namespace tabula
