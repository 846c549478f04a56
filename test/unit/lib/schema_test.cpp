// TableSchema accessors, lookup and Flink's printSchema text.
#include <gtest/gtest.h>

#include "tabula/schema.hpp"

namespace tabula {
namespace {

TableSchema peoples() { return TableSchema({"id", "name", "born"}, {Types::INT(), Types::STRING(), Types::DATE()}); }

TEST(TableSchema, Accessors) {
    TableSchema s = peoples();
    EXPECT_EQ(s.getFieldCount(), 3u);
    EXPECT_EQ(s.getFieldNames(), (std::vector<std::string>{"id", "name", "born"}));
    EXPECT_EQ(s.getFieldTypes(), (std::vector<DataType>{Types::INT(), Types::STRING(), Types::DATE()}));
    EXPECT_EQ(s.getFieldName(1), "name");
    EXPECT_EQ(s.getFieldType(2), Types::DATE());
    EXPECT_THROW(s.getFieldName(3), std::out_of_range);
}

TEST(TableSchema, IndexOfIsCaseSensitive) {
    TableSchema s = peoples();
    EXPECT_EQ(s.indexOf("name"), 1u);
    EXPECT_FALSE(s.indexOf("Name").has_value());
    EXPECT_FALSE(s.indexOf("missing").has_value());
}

TEST(TableSchema, PrintsLikeFlink) {
    EXPECT_EQ(TableSchema({"id", "name"}, {Types::INT(), Types::STRING()}).toString(),
              "root\n |-- id: INT\n |-- name: STRING\n");
    EXPECT_EQ(TableSchema({"price", "at"}, {Types::DECIMAL(10, 2), Types::TIMESTAMP()}).toString(),
              "root\n |-- price: DECIMAL(10, 2)\n |-- at: TIMESTAMP(3)\n");
    EXPECT_EQ(TableSchema().toString(), "root\n");
}

TEST(TableSchema, Equality) {
    EXPECT_EQ(peoples(), peoples());
    EXPECT_NE(peoples(), TableSchema({"id"}, {Types::INT()}));
}

}  // namespace
}  // namespace tabula
