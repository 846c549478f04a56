// Value factories, equality and Flink's text form; Java-style float printing.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "tabula/value.hpp"

namespace tabula {
namespace {

TEST(Value, DefaultIsUntypedNull) {
    Value v;
    EXPECT_TRUE(v.isNull());
    EXPECT_EQ(v.type(), DataType());
    EXPECT_EQ(v.toString(), "null");
}

TEST(Value, FactoriesSetTypeAndPayload) {
    EXPECT_EQ(Value::boolean(true).type(), Types::BOOLEAN());
    EXPECT_TRUE(Value::boolean(true).asBool());
    EXPECT_EQ(Value::tinyint(-5).type(), Types::TINYINT());
    EXPECT_EQ(Value::tinyint(-5).asInt64(), -5);
    EXPECT_EQ(Value::smallint(300).type(), Types::SMALLINT());
    EXPECT_EQ(Value::integer(7).type(), Types::INT());
    EXPECT_EQ(Value::bigint(1LL << 40).asInt64(), 1LL << 40);
    EXPECT_EQ(Value::floating(1.5f).asFloat(), 1.5f);
    EXPECT_EQ(Value::doublePrecision(2.5).asDouble(), 2.5);
    EXPECT_EQ(Value::decimal(1265, 10, 2).type(), Types::DECIMAL(10, 2));
    EXPECT_EQ(Value::decimal(1265, 10, 2).asDecimal(), 1265);
    EXPECT_EQ(Value::string("abc").asString(), "abc");
    EXPECT_EQ(Value::date(5306).type(), Types::DATE());
    EXPECT_EQ(Value::time(1000).type(), Types::TIME());
    EXPECT_EQ(Value::timestamp(-1).type(), Types::TIMESTAMP());
    EXPECT_EQ(Value::timestamp(-1).asInt64(), -1);
    Value n = Value::null(Types::INT());
    EXPECT_TRUE(n.isNull());
    EXPECT_EQ(n.type(), Types::INT());
}

TEST(Value, PrintsAsFlink) {
    EXPECT_EQ(Value::boolean(true).toString(), "true");
    EXPECT_EQ(Value::boolean(false).toString(), "false");
    EXPECT_EQ(Value::tinyint(-128).toString(), "-128");
    EXPECT_EQ(Value::integer(42).toString(), "42");
    EXPECT_EQ(Value::bigint(std::numeric_limits<int64_t>::max()).toString(), "9223372036854775807");
    EXPECT_EQ(Value::floating(12.65f).toString(), "12.65");
    EXPECT_EQ(Value::doublePrecision(12.65).toString(), "12.65");
    EXPECT_EQ(Value::doublePrecision(1e10).toString(), "1.0E10");
    EXPECT_EQ(Value::decimal(1265, 10, 2).toString(), "12.65");
    EXPECT_EQ(Value::decimal(-50, 5, 2).toString(), "-0.50");
    EXPECT_EQ(Value::string("Germany").toString(), "Germany");
    EXPECT_EQ(Value::string("").toString(), "");
    EXPECT_EQ(Value::date(5306).toString(), "1984-07-12");
    EXPECT_EQ(Value::time(52464000).toString(), "14:34:24");
    EXPECT_EQ(Value::timestamp(458490864000).toString(), "1984-07-12 14:34:24.0");
    EXPECT_EQ(Value::null(Types::STRING()).toString(), "null");
}

TEST(Value, EqualityIsIdentity) {
    EXPECT_EQ(Value::integer(1), Value::integer(1));
    EXPECT_NE(Value::integer(1), Value::integer(2));
    EXPECT_NE(Value::integer(1), Value::bigint(1));
    EXPECT_NE(Value::date(1), Value::integer(1));
    EXPECT_EQ(Value::null(Types::INT()), Value::null(Types::INT()));
    EXPECT_NE(Value::null(Types::INT()), Value::null(Types::STRING()));
    EXPECT_NE(Value::null(Types::INT()), Value::integer(0));
    EXPECT_EQ(Value::string("a"), Value::string("a"));
    EXPECT_NE(Value::string("a"), Value::string("b"));
    EXPECT_NE(Value::decimal(100, 5, 2), Value::decimal(100, 5, 1));
    EXPECT_EQ(Value::doublePrecision(std::nan("")), Value::doublePrecision(std::nan("")));
    EXPECT_EQ(Value::floating(NAN), Value::floating(NAN));
    EXPECT_NE(Value::doublePrecision(1.0), Value::doublePrecision(1.5));
}

TEST(FormatDouble, PlainBetweenMilliAndTenMillion) {
    EXPECT_EQ(formatDouble(2.0), "2.0");
    EXPECT_EQ(formatDouble(-0.5), "-0.5");
    EXPECT_EQ(formatDouble(0.0), "0.0");
    EXPECT_EQ(formatDouble(-0.0), "-0.0");
    EXPECT_EQ(formatDouble(100.0), "100.0");
    EXPECT_EQ(formatDouble(1234.5), "1234.5");
    EXPECT_EQ(formatDouble(0.001), "0.001");
    EXPECT_EQ(formatDouble(0.0123), "0.0123");
    EXPECT_EQ(formatDouble(9999999.0), "9999999.0");
    EXPECT_EQ(formatDouble(0.1 + 0.2), "0.30000000000000004");
    EXPECT_EQ(formatDouble(1.0 / 3.0), "0.3333333333333333");
}

TEST(FormatDouble, ScientificOutside) {
    EXPECT_EQ(formatDouble(1e7), "1.0E7");
    EXPECT_EQ(formatDouble(-1e7), "-1.0E7");
    EXPECT_EQ(formatDouble(123456789.0), "1.23456789E8");
    EXPECT_EQ(formatDouble(1.2345e-5), "1.2345E-5");
    EXPECT_EQ(formatDouble(0.0001), "1.0E-4");
    EXPECT_EQ(formatDouble(1e100), "1.0E100");
    EXPECT_EQ(formatDouble(1e23), "1.0E23");
    EXPECT_EQ(formatDouble(std::numeric_limits<double>::max()), "1.7976931348623157E308");
    EXPECT_EQ(formatDouble(std::numeric_limits<double>::denorm_min()), "4.9E-324");
}

TEST(FormatDouble, SpecialValues) {
    EXPECT_EQ(formatDouble(std::nan("")), "NaN");
    EXPECT_EQ(formatDouble(std::numeric_limits<double>::infinity()), "Infinity");
    EXPECT_EQ(formatDouble(-std::numeric_limits<double>::infinity()), "-Infinity");
}

TEST(FormatFloat, UsesFloatPrecision) {
    EXPECT_EQ(formatFloat(12.65f), "12.65");
    EXPECT_EQ(formatFloat(0.1f), "0.1");
    EXPECT_EQ(formatFloat(-2.0f), "-2.0");
    EXPECT_EQ(formatFloat(1.0e10f), "1.0E10");
    EXPECT_EQ(formatFloat(16777216.0f), "1.6777216E7");
    EXPECT_EQ(formatFloat(std::numeric_limits<float>::max()), "3.4028235E38");
    EXPECT_EQ(formatFloat(std::numeric_limits<float>::denorm_min()), "1.4E-45");
    EXPECT_EQ(formatFloat(std::numeric_limits<float>::infinity()), "Infinity");
    EXPECT_EQ(formatFloat(NAN), "NaN");
}

TEST(FormatDouble, ReadsBack) {
    for (double v : {12.65, 0.1, 1e-300, 123456.789, 6.02214076e23, -9.87654321e-7}) {
        std::string text = formatDouble(v);
        EXPECT_EQ(std::stod(text), v) << text;
    }
}

}  // namespace
}  // namespace tabula
