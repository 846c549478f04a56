// CAST across the type matrix: numeric ranges and rounding, DECIMAL precision, BOOLEAN, text in both
// directions, temporal conversions, failures with their messages, and which casts exist.
#include <cmath>
#include <limits>

#include "test/unit/functions/function_test_support.hpp"

namespace tabula::exec::testing {
namespace {

Value castValue(const Value& value, DataType type) { return eval(cast(lit(value), type)); }

std::string castError(const Value& value, DataType type) { return evalError(cast(lit(value), type)); }

TEST(CastNumbers, IntegerRanges) {
    EXPECT_EQ(castValue(i32(100), Types::TINYINT()), Value::tinyint(100));
    EXPECT_EQ(castValue(i32(5), Types::BIGINT()), i64(5));
    EXPECT_EQ(castValue(Value::smallint(-3), Types::INT()), i32(-3));
    EXPECT_EQ(castError(i32(300), Types::TINYINT()), "cannot cast 300 to TINYINT in 'cast(300, TINYINT)'");
    EXPECT_EQ(castError(i64(3000000000), Types::INT()), "cannot cast 3000000000 to INT in 'cast(3000000000, INT)'");
    EXPECT_EQ(castError(i32(-40000), Types::SMALLINT()), "cannot cast -40000 to SMALLINT in 'cast(-40000, SMALLINT)'");
}

TEST(CastNumbers, IntegersToOtherNumbers) {
    EXPECT_EQ(castValue(i32(3), Types::DOUBLE()), f64(3.0));
    EXPECT_EQ(castValue(i32(3), Types::FLOAT()), f32(3.0f));
    EXPECT_EQ(castValue(i32(123), Types::DECIMAL(5, 2)), dec("123.00", 5, 2));
    EXPECT_EQ(castValue(i32(-12), Types::DECIMAL(5, 2)), dec("-12.00", 5, 2));
    EXPECT_EQ(castError(i32(1234), Types::DECIMAL(5, 2)),
              "cannot cast 1234 to DECIMAL(5, 2) in 'cast(1234, DECIMAL(5, 2))'");
    EXPECT_EQ(castValue(i32(0), Types::BOOLEAN()), boolean(false));
    EXPECT_EQ(castValue(i32(5), Types::BOOLEAN()), boolean(true));
}

TEST(CastNumbers, ApproximateToIntegersTruncate) {
    EXPECT_EQ(castValue(f64(2.9), Types::INT()), i32(2));
    EXPECT_EQ(castValue(f64(-2.9), Types::INT()), i32(-2));
    EXPECT_EQ(castValue(f32(127.9f), Types::TINYINT()), Value::tinyint(127));
    EXPECT_EQ(castValue(f64(-9223372036854775808.0), Types::BIGINT()), i64(std::numeric_limits<int64_t>::min()));
    EXPECT_EQ(castError(f64(1e10), Types::INT()), "cannot cast 1.0E10 to INT in 'cast(1.0E10, INT)'");
    EXPECT_EQ(castError(f64(9223372036854775808.0), Types::BIGINT()),
              "cannot cast 9.223372036854776E18 to BIGINT in 'cast(9.223372036854776E18, BIGINT)'");
    EXPECT_EQ(castError(f64(std::nan("")), Types::INT()), "cannot cast NaN to INT in 'cast(NaN, INT)'");
    EXPECT_EQ(castError(f32(128.0f), Types::TINYINT()), "cannot cast 128.0 to TINYINT in 'cast(128.0, TINYINT)'");
    EXPECT_EQ(castValue(f64(0.0), Types::BOOLEAN()), boolean(false));
}

TEST(CastNumbers, ApproximateToApproximateAndDecimal) {
    EXPECT_EQ(castValue(f32(1.5f), Types::DOUBLE()), f64(1.5));
    EXPECT_EQ(castValue(f64(0.1), Types::FLOAT()), f32(0.1f));
    EXPECT_EQ(castValue(f64(2.675), Types::DECIMAL(5, 2)), dec("2.68", 5, 2));  // shortest text 2.675, half up
    EXPECT_EQ(castValue(f64(0.1), Types::DECIMAL(3, 2)), dec("0.10", 3, 2));
    EXPECT_EQ(castValue(f64(-1.005), Types::DECIMAL(5, 2)), dec("-1.01", 5, 2));
    EXPECT_EQ(castValue(f32(12.65f), Types::DECIMAL(4, 2)), dec("12.65", 4, 2));
    // a FLOAT goes through the DOUBLE it widens to: 12.649999618530273, so 12.6 at one place
    EXPECT_EQ(castValue(f32(12.65f), Types::DECIMAL(3, 1)), dec("12.6", 3, 1));
    EXPECT_EQ(castValue(f32(12.65f), Types::DECIMAL(38, 18)), dec("12.649999618530273", 38, 18));
    EXPECT_EQ(castError(f64(1e10), Types::DECIMAL(5, 2)),
              "cannot cast 1.0E10 to DECIMAL(5, 2) in 'cast(1.0E10, DECIMAL(5, 2))'");
    EXPECT_EQ(castError(f64(std::numeric_limits<double>::infinity()), Types::DECIMAL(5, 2)),
              "cannot cast Infinity to DECIMAL(5, 2) in 'cast(Infinity, DECIMAL(5, 2))'");
}

TEST(CastNumbers, DecimalToOthers) {
    EXPECT_EQ(castValue(dec("12.99", 4, 2), Types::INT()), i32(12));
    EXPECT_EQ(castValue(dec("-12.99", 4, 2), Types::BIGINT()), i64(-12));
    EXPECT_EQ(castError(dec("300.5", 4, 1), Types::TINYINT()),
              "cannot cast 300.5 to TINYINT in 'cast(300.5, TINYINT)'");
    EXPECT_EQ(castValue(dec("12.65", 4, 2), Types::DOUBLE()), f64(12.65));
    EXPECT_EQ(castValue(dec("0.1", 1, 1), Types::DOUBLE()), f64(0.1));
    EXPECT_EQ(castValue(dec("-3.5", 2, 1), Types::FLOAT()), f32(-3.5f));
    EXPECT_EQ(castValue(dec("1.255", 4, 3), Types::DECIMAL(3, 2)), dec("1.26", 3, 2));
    EXPECT_EQ(castValue(dec("-1.255", 4, 3), Types::DECIMAL(3, 2)), dec("-1.26", 3, 2));
    EXPECT_EQ(castValue(dec("1.5", 2, 1), Types::DECIMAL(10, 4)), dec("1.5000", 10, 4));
    EXPECT_EQ(castError(dec("123.45", 5, 2), Types::DECIMAL(4, 2)),
              "cannot cast 123.45 to DECIMAL(4, 2) in 'cast(123.45, DECIMAL(4, 2))'");
    EXPECT_EQ(castValue(dec("0.00", 3, 2), Types::BOOLEAN()), boolean(false));
}

TEST(CastBoolean, ToNumbers) {
    EXPECT_EQ(castValue(boolean(true), Types::INT()), i32(1));
    EXPECT_EQ(castValue(boolean(false), Types::BIGINT()), i64(0));
    EXPECT_EQ(castValue(boolean(true), Types::DOUBLE()), f64(1.0));
    EXPECT_EQ(castValue(boolean(true), Types::FLOAT()), f32(1.0f));
    EXPECT_EQ(castValue(boolean(true), Types::DECIMAL(3, 2)), dec("1.00", 3, 2));
    EXPECT_EQ(castValue(boolean(false), Types::DECIMAL(2, 2)), dec("0.00", 2, 2));
    EXPECT_EQ(castError(boolean(true), Types::DECIMAL(2, 2)),
              "cannot cast true to DECIMAL(2, 2) in 'cast(true, DECIMAL(2, 2))'");
}

TEST(CastText, ToString) {
    EXPECT_EQ(castValue(boolean(true), Types::STRING()), str("true"));
    EXPECT_EQ(castValue(i32(42), Types::STRING()), str("42"));
    EXPECT_EQ(castValue(i64(std::numeric_limits<int64_t>::min()), Types::STRING()), str("-9223372036854775808"));
    EXPECT_EQ(castValue(f32(1.5f), Types::STRING()), str("1.5"));
    EXPECT_EQ(castValue(f64(1e10), Types::STRING()), str("1.0E10"));
    EXPECT_EQ(castValue(f64(12.65), Types::STRING()), str("12.65"));
    EXPECT_EQ(castValue(dec("-0.50", 3, 2), Types::STRING()), str("-0.50"));
    EXPECT_EQ(castValue(date("1984-07-12"), Types::STRING()), str("1984-07-12"));
    EXPECT_EQ(castValue(time("14:34:24"), Types::STRING()), str("14:34:24"));
    EXPECT_EQ(castValue(time("14:34:24.123"), Types::STRING()), str("14:34:24.123"));
    EXPECT_EQ(castValue(time("14:34:24.100"), Types::STRING()), str("14:34:24.1"));
    // a TIMESTAMP(3) always with three fractional digits
    EXPECT_EQ(castValue(timestamp("1984-07-12 14:34:24"), Types::STRING()), str("1984-07-12 14:34:24.000"));
    EXPECT_EQ(castValue(timestamp("1984-07-12 14:34:24.5"), Types::STRING()), str("1984-07-12 14:34:24.500"));
    EXPECT_EQ(castValue(timestamp("1984-07-12 14:34:24.123"), Types::STRING()), str("1984-07-12 14:34:24.123"));
    EXPECT_EQ(castValue(timestamp("1969-12-31 23:59:59.999"), Types::STRING()), str("1969-12-31 23:59:59.999"));
}

TEST(CastText, FromString) {
    EXPECT_EQ(castValue(str(" 42 "), Types::INT()), i32(42));
    EXPECT_EQ(castValue(str("+7"), Types::BIGINT()), i64(7));
    EXPECT_EQ(castValue(str("-128"), Types::TINYINT()), Value::tinyint(-128));
    EXPECT_EQ(castValue(str("1.5"), Types::DOUBLE()), f64(1.5));
    EXPECT_EQ(castValue(str("1e3"), Types::DOUBLE()), f64(1000.0));
    EXPECT_EQ(castValue(str("-Infinity"), Types::DOUBLE()), f64(-std::numeric_limits<double>::infinity()));
    EXPECT_TRUE(std::isnan(castValue(str("NaN"), Types::DOUBLE()).asDouble()));
    EXPECT_EQ(castValue(str("2.5"), Types::FLOAT()), f32(2.5f));
    EXPECT_EQ(castValue(str("12.345"), Types::DECIMAL(5, 2)), dec("12.35", 5, 2));
    EXPECT_EQ(castValue(str("+1.5"), Types::DECIMAL(3, 1)), dec("1.5", 3, 1));
    EXPECT_EQ(castValue(str("TRUE"), Types::BOOLEAN()), boolean(true));
    EXPECT_EQ(castValue(str("no"), Types::BOOLEAN()), boolean(false));
    EXPECT_EQ(castValue(str("1"), Types::BOOLEAN()), boolean(true));
    EXPECT_EQ(castValue(str("1984-07-12"), Types::DATE()), date("1984-07-12"));
    EXPECT_EQ(castValue(str("14:34:24"), Types::TIME()), time("14:34:24"));
    EXPECT_EQ(castValue(str("1984-07-12 14:34:24.5"), Types::TIMESTAMP()), timestamp("1984-07-12 14:34:24.5"));
}

TEST(CastText, FromStringFailures) {
    EXPECT_EQ(castError(str("abc"), Types::INT()), "cannot cast 'abc' to INT in 'cast('abc', INT)'");
    EXPECT_EQ(castError(str("300"), Types::TINYINT()), "cannot cast '300' to TINYINT in 'cast('300', TINYINT)'");
    EXPECT_EQ(castError(str("12abc"), Types::BIGINT()), "cannot cast '12abc' to BIGINT in 'cast('12abc', BIGINT)'");
    EXPECT_EQ(castError(str("1.5.2"), Types::DOUBLE()), "cannot cast '1.5.2' to DOUBLE in 'cast('1.5.2', DOUBLE)'");
    EXPECT_EQ(castError(str("x"), Types::DECIMAL(5, 2)),
              "cannot cast 'x' to DECIMAL(5, 2) in 'cast('x', DECIMAL(5, 2))'");
    EXPECT_EQ(castError(str("maybe"), Types::BOOLEAN()), "cannot cast 'maybe' to BOOLEAN in 'cast('maybe', BOOLEAN)'");
    EXPECT_EQ(castError(str("1984-13-01"), Types::DATE()),
              "cannot cast '1984-13-01' to DATE in 'cast('1984-13-01', DATE)'");
    EXPECT_EQ(castError(str("25:00:00"), Types::TIME()), "cannot cast '25:00:00' to TIME in 'cast('25:00:00', TIME)'");
    EXPECT_EQ(castError(str("soon"), Types::TIMESTAMP()),
              "cannot cast 'soon' to TIMESTAMP(3) in 'cast('soon', TIMESTAMP(3))'");
}

TEST(CastTemporal, Conversions) {
    EXPECT_EQ(castValue(date("1984-07-12"), Types::TIMESTAMP()), timestamp("1984-07-12 00:00:00"));
    EXPECT_EQ(castValue(timestamp("1984-07-12 14:34:24"), Types::DATE()), date("1984-07-12"));
    EXPECT_EQ(castValue(timestamp("1969-12-31 23:00:00"), Types::DATE()), date("1969-12-31"));
    EXPECT_EQ(castValue(timestamp("1984-07-12 14:34:24"), Types::TIME()), time("14:34:24"));
    EXPECT_EQ(castValue(timestamp("1969-12-31 23:00:00"), Types::TIME()), time("23:00:00"));
    EXPECT_EQ(castValue(date("1984-07-12"), Types::INT()), i32(5306));  // days since 1970-01-01
    EXPECT_EQ(castValue(i32(0), Types::DATE()), date("1970-01-01"));
    EXPECT_EQ(castValue(i64(0), Types::TIMESTAMP()), timestamp("1970-01-01 00:00:00"));
    EXPECT_EQ(castValue(time("00:00:01"), Types::BIGINT()), i64(1000));
    EXPECT_EQ(castError(i32(86400000), Types::TIME()), "cannot cast 86400000 to TIME in 'cast(86400000, TIME)'");
    EXPECT_EQ(castError(timestamp("1984-07-12 00:00:00"), Types::INT()),
              "cannot cast 458438400000 to INT in 'cast(1984-07-12 00:00:00.0, INT)'");
}

TEST(CastNull, AnyTypeKeepsNull) {
    EXPECT_EQ(castValue(untypedNull(), Types::INT()), null(Types::INT()));
    EXPECT_EQ(castValue(null(Types::INT()), Types::STRING()), null(Types::STRING()));
    EXPECT_EQ(castValue(null(Types::STRING()), Types::DATE()), null(Types::DATE()));
    EXPECT_EQ(castValue(i32(5), Types::INT()), i32(5));
}

TEST(CastMatrix, WhichCastsExist) {
    EXPECT_TRUE(canCast(Types::INT(), Types::DECIMAL(5, 2)));
    EXPECT_TRUE(canCast(Types::BOOLEAN(), Types::DOUBLE()));
    EXPECT_TRUE(canCast(Types::DOUBLE(), Types::BOOLEAN()));
    EXPECT_TRUE(canCast(Types::DATE(), Types::STRING()));
    EXPECT_TRUE(canCast(Types::STRING(), Types::TIMESTAMP()));
    EXPECT_TRUE(canCast(Types::TIMESTAMP(), Types::TIME()));
    EXPECT_TRUE(canCast(Types::BIGINT(), Types::TIMESTAMP()));
    EXPECT_TRUE(canCast(DataType(), Types::DATE()));
    EXPECT_FALSE(canCast(Types::DATE(), Types::TIME()));
    EXPECT_FALSE(canCast(Types::TIME(), Types::DATE()));
    EXPECT_FALSE(canCast(Types::BOOLEAN(), Types::DATE()));
    EXPECT_FALSE(canCast(Types::DOUBLE(), Types::TIMESTAMP()));
    EXPECT_FALSE(canCast(Types::DECIMAL(5, 2), Types::DATE()));
    EXPECT_FALSE(canCast(Types::INT(), DataType()));
    try {
        eval(cast(lit(date("1984-07-12")), Types::TIME(), "d.cast(SQL_TIME)"));
        FAIL();
    } catch (const ValidationError& e) {
        EXPECT_STREQ(e.what(), "cannot cast DATE to TIME in 'd.cast(SQL_TIME)'");
    }
}

}  // namespace
}  // namespace tabula::exec::testing
