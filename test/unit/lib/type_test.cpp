// DataType printing, type-name parsing and Flink's widening rules.
#include <gtest/gtest.h>

#include "tabula/type.hpp"

namespace tabula {
namespace {

TEST(DataType, PrintsFlinkSqlNames) {
    EXPECT_EQ(Types::INT().toString(), "INT");
    EXPECT_EQ(Types::LONG().toString(), "BIGINT");
    EXPECT_EQ(Types::BYTE().toString(), "TINYINT");
    EXPECT_EQ(Types::SHORT().toString(), "SMALLINT");
    EXPECT_EQ(Types::FLOAT().toString(), "FLOAT");
    EXPECT_EQ(Types::DOUBLE().toString(), "DOUBLE");
    EXPECT_EQ(Types::BOOLEAN().toString(), "BOOLEAN");
    EXPECT_EQ(Types::STRING().toString(), "STRING");
    EXPECT_EQ(Types::VARCHAR().toString(), "STRING");
    EXPECT_EQ(Types::SQL_DATE().toString(), "DATE");
    EXPECT_EQ(Types::SQL_TIME().toString(), "TIME");
    EXPECT_EQ(Types::SQL_TIMESTAMP().toString(), "TIMESTAMP(3)");
    EXPECT_EQ(Types::DECIMAL(10, 2).toString(), "DECIMAL(10, 2)");
    EXPECT_EQ(Types::DECIMAL().toString(), "DECIMAL(38, 18)");
    EXPECT_EQ(DataType().toString(), "NULL");
}

TEST(DataType, Predicates) {
    EXPECT_TRUE(Types::SMALLINT().isInteger());
    EXPECT_FALSE(Types::FLOAT().isInteger());
    EXPECT_TRUE(Types::DOUBLE().isApproximate());
    EXPECT_TRUE(Types::DECIMAL().isNumeric());
    EXPECT_FALSE(Types::STRING().isNumeric());
    EXPECT_TRUE(Types::TIME().isTemporal());
    EXPECT_FALSE(Types::BIGINT().isTemporal());
    EXPECT_TRUE(DataType().isNull());
}

TEST(ParseTypeName, EverySpelling) {
    struct Case {
        const char* text;
        DataType type;
    };
    const Case cases[] = {
        {"BOOLEAN", Types::BOOLEAN()},
        {"TINYINT", Types::TINYINT()},
        {"BYTE", Types::TINYINT()},
        {"SMALLINT", Types::SMALLINT()},
        {"SHORT", Types::SMALLINT()},
        {"INT", Types::INT()},
        {"INTEGER", Types::INT()},
        {"BIGINT", Types::BIGINT()},
        {"LONG", Types::BIGINT()},
        {"FLOAT", Types::FLOAT()},
        {"REAL", Types::FLOAT()},
        {"DOUBLE", Types::DOUBLE()},
        {"DOUBLE PRECISION", Types::DOUBLE()},
        {"STRING", Types::STRING()},
        {"VARCHAR", Types::STRING()},
        {"TEXT", Types::STRING()},
        {"text", Types::STRING()},
        {"VARCHAR(20)", Types::STRING()},
        {"CHAR", Types::STRING()},
        {"CHAR(1)", Types::STRING()},
        {"DATE", Types::DATE()},
        {"SQL_DATE", Types::DATE()},
        {"TIME", Types::TIME()},
        {"SQL_TIME", Types::TIME()},
        {"TIMESTAMP", Types::TIMESTAMP()},
        {"TIMESTAMP(3)", Types::TIMESTAMP()},
        {"TIMESTAMP(6)", Types::TIMESTAMP()},
        {"SQL_TIMESTAMP", Types::TIMESTAMP()},
        {"DECIMAL", Types::DECIMAL(38, 18)},
        {"DECIMAL(10, 2)", Types::DECIMAL(10, 2)},
        {"DECIMAL(5)", Types::DECIMAL(5, 0)},
        {"DEC(7,3)", Types::DECIMAL(7, 3)},
        {"NUMERIC(38, 38)", Types::DECIMAL(38, 38)},
        {"NUMERIC", Types::DECIMAL(38, 18)},
    };
    for (const Case& c : cases) {
        auto parsed = parseTypeName(c.text);
        ASSERT_TRUE(parsed.has_value()) << c.text;
        EXPECT_EQ(*parsed, c.type) << c.text;
    }
}

TEST(ParseTypeName, IgnoresCaseAndSpaces) {
    EXPECT_EQ(parseTypeName("int"), Types::INT());
    EXPECT_EQ(parseTypeName("  Bigint "), Types::BIGINT());
    EXPECT_EQ(parseTypeName("double   precision"), Types::DOUBLE());
    EXPECT_EQ(parseTypeName("decimal ( 12 , 4 )"), Types::DECIMAL(12, 4));
    EXPECT_EQ(parseTypeName("sql_timestamp"), Types::TIMESTAMP());
}

TEST(ParseTypeName, RejectsUnknownAndMalformed) {
    for (const char* text : {"",
                             "   ",
                             "foo",
                             "INT INT",
                             "INT(3)",
                             "STRING(5)",
                             "DOUBLEPRECISION",
                             "DOUBLE(3)",
                             "DECIMAL(39, 0)",
                             "DECIMAL(0)",
                             "DECIMAL(5, 6)",
                             "DECIMAL(10, 2",
                             "DECIMAL(1, 2, 3)",
                             "DECIMAL()",
                             "DECIMAL(-1)",
                             "VARCHAR(0)",
                             "VARCHAR(1, 2)",
                             "TIMESTAMP(3, 1)",
                             "DATE(1)",
                             "INT,",
                             "PRECISION"}) {
        EXPECT_FALSE(parseTypeName(text).has_value()) << text;
    }
}

TEST(CommonType, NumericWidening) {
    EXPECT_EQ(commonType(Types::INT(), Types::BIGINT()), Types::BIGINT());
    EXPECT_EQ(commonType(Types::BIGINT(), Types::INT()), Types::BIGINT());
    EXPECT_EQ(commonType(Types::TINYINT(), Types::SMALLINT()), Types::SMALLINT());
    EXPECT_EQ(commonType(Types::INT(), Types::FLOAT()), Types::FLOAT());
    EXPECT_EQ(commonType(Types::BIGINT(), Types::FLOAT()), Types::FLOAT());
    EXPECT_EQ(commonType(Types::FLOAT(), Types::DOUBLE()), Types::DOUBLE());
    EXPECT_EQ(commonType(Types::DOUBLE(), Types::TINYINT()), Types::DOUBLE());
    EXPECT_EQ(commonType(Types::INT(), Types::INT()), Types::INT());
}

TEST(CommonType, NullTakesTheOtherSide) {
    EXPECT_EQ(commonType(DataType(), Types::INT()), Types::INT());
    EXPECT_EQ(commonType(Types::STRING(), DataType()), Types::STRING());
    EXPECT_EQ(commonType(DataType(), DataType()), DataType());
}

TEST(CommonType, Decimals) {
    // INT needs 10 integer digits, DECIMAL(10, 2) has 8: 10 + 2 digits.
    EXPECT_EQ(commonType(Types::DECIMAL(10, 2), Types::INT()), Types::DECIMAL(12, 2));
    EXPECT_EQ(commonType(Types::BIGINT(), Types::DECIMAL(5, 1)), Types::DECIMAL(20, 1));
    EXPECT_EQ(commonType(Types::TINYINT(), Types::DECIMAL(2, 1)), Types::DECIMAL(4, 1));
    EXPECT_EQ(commonType(Types::SMALLINT(), Types::DECIMAL(3, 0)), Types::DECIMAL(5, 0));
    EXPECT_EQ(commonType(Types::DECIMAL(5, 2), Types::DECIMAL(7, 4)), Types::DECIMAL(7, 4));
    EXPECT_EQ(commonType(Types::DECIMAL(6, 1), Types::DECIMAL(4, 3)), Types::DECIMAL(8, 3));
    EXPECT_EQ(commonType(Types::DECIMAL(38, 10), Types::DECIMAL(38, 20)), Types::DECIMAL(38, 20));
    EXPECT_EQ(commonType(Types::DECIMAL(10, 2), Types::DOUBLE()), Types::DOUBLE());
    EXPECT_EQ(commonType(Types::FLOAT(), Types::DECIMAL(10, 2)), Types::DOUBLE());
}

TEST(CommonKeyType, KeepsWholeDigitsWhere38DigitsCannotHoldBoth) {
    EXPECT_EQ(commonKeyType(Types::DECIMAL(10, 2), Types::DECIMAL(38, 2)), Types::DECIMAL(38, 2));
    EXPECT_EQ(commonKeyType(Types::DECIMAL(10, 2), Types::DECIMAL(12, 3)), Types::DECIMAL(12, 3));
    EXPECT_EQ(commonKeyType(Types::DECIMAL(38, 0), Types::DECIMAL(38, 2)), Types::DECIMAL(38, 0));
    EXPECT_EQ(commonKeyType(Types::DECIMAL(38, 10), Types::DECIMAL(38, 20)), Types::DECIMAL(38, 10));
    EXPECT_EQ(commonKeyType(Types::BIGINT(), Types::DECIMAL(38, 20)), Types::DECIMAL(38, 19));
    EXPECT_EQ(commonKeyType(Types::INT(), Types::DECIMAL(38, 2)), Types::DECIMAL(38, 2));
    EXPECT_EQ(commonKeyType(Types::INT(), Types::BIGINT()), Types::BIGINT());
    EXPECT_EQ(commonKeyType(Types::FLOAT(), Types::DOUBLE()), Types::DOUBLE());
    EXPECT_EQ(commonKeyType(Types::DECIMAL(10, 2), Types::DOUBLE()), Types::DOUBLE());
    EXPECT_FALSE(commonKeyType(Types::STRING(), Types::INT()).has_value());
}

TEST(CommonType, IncompatibleFamilies) {
    EXPECT_FALSE(commonType(Types::STRING(), Types::INT()).has_value());
    EXPECT_FALSE(commonType(Types::BOOLEAN(), Types::INT()).has_value());
    EXPECT_FALSE(commonType(Types::DATE(), Types::TIMESTAMP()).has_value());
    EXPECT_FALSE(commonType(Types::TIME(), Types::BIGINT()).has_value());
    EXPECT_EQ(commonType(Types::STRING(), Types::STRING()), Types::STRING());
    EXPECT_EQ(commonType(Types::DATE(), Types::DATE()), Types::DATE());
}

}  // namespace
}  // namespace tabula
