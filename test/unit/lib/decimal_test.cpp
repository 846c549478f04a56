// DECIMAL parsing, formatting and rescaling.
#include <gtest/gtest.h>

#include "tabula/decimal.hpp"

namespace tabula {
namespace {

Int128 parse(std::string_view text, uint8_t precision, uint8_t scale) {
    auto v = parseDecimal(text, precision, scale);
    EXPECT_TRUE(v.has_value()) << text;
    return v.value_or(-999);
}

TEST(Decimal, PowersOfTen) {
    EXPECT_EQ(pow10Int128(0), 1);
    EXPECT_EQ(pow10Int128(3), 1000);
    EXPECT_EQ(pow10Int128(18), Int128(1000000000000000000LL));
    EXPECT_EQ(pow10Int128(38), pow10Int128(19) * pow10Int128(19));
    EXPECT_EQ(decimalMaxUnscaled(3), 999);
    EXPECT_EQ(decimalMaxUnscaled(1), 9);
}

TEST(Decimal, ParsesPlainLiterals) {
    EXPECT_EQ(parse("12.5", 10, 2), 1250);
    EXPECT_EQ(parse("-12.5", 10, 2), -1250);
    EXPECT_EQ(parse("+7", 3, 0), 7);
    EXPECT_EQ(parse("3", 5, 0), 3);
    EXPECT_EQ(parse(".25", 5, 2), 25);
    EXPECT_EQ(parse("5.", 5, 2), 500);
    EXPECT_EQ(parse("0001.5", 2, 1), 15);
    EXPECT_EQ(parse("-0", 3, 1), 0);
    EXPECT_EQ(parse("0.00", 1, 0), 0);
}

TEST(Decimal, RoundsHalfAwayFromZero) {
    EXPECT_EQ(parse("1.005", 5, 2), 101);
    EXPECT_EQ(parse("-1.005", 5, 2), -101);
    EXPECT_EQ(parse("1.0049", 5, 2), 100);
    EXPECT_EQ(parse("2.5", 3, 0), 3);
    EXPECT_EQ(parse("-2.5", 3, 0), -3);
}

TEST(Decimal, RejectsBadSyntax) {
    for (const char* text : {"", "-", "+", ".", "1e3", "1.2.3", " 1", "1 ", "abc", "1,5", "--1", "0x10", "1.5e"})
        EXPECT_FALSE(parseDecimal(text, 10, 2).has_value()) << text;
}

TEST(Decimal, RejectsTooManyDigits) {
    EXPECT_FALSE(parseDecimal("12345.6", 5, 1).has_value());  // 5 integer digits, room for 4
    EXPECT_FALSE(parseDecimal("999.995", 5, 2).has_value());  // rounds up to 1000.00
    EXPECT_EQ(parse("999.994", 5, 2), 99999);
    std::string nines38(38, '9');
    EXPECT_EQ(parse(nines38, 38, 0), decimalMaxUnscaled(38));
    EXPECT_EQ(parse("-" + nines38, 38, 0), -decimalMaxUnscaled(38));
    EXPECT_FALSE(parseDecimal(nines38 + "9", 38, 0).has_value());
    EXPECT_FALSE(parseDecimal("1", 38, 38).has_value());
    EXPECT_EQ(parse("0.5", 38, 38), pow10Int128(37) * 5);
}

TEST(Decimal, FormatsLikeToPlainString) {
    EXPECT_EQ(formatDecimal(1265, 2), "12.65");
    EXPECT_EQ(formatDecimal(-50, 2), "-0.50");
    EXPECT_EQ(formatDecimal(7, 0), "7");
    EXPECT_EQ(formatDecimal(5, 3), "0.005");
    EXPECT_EQ(formatDecimal(-5, 3), "-0.005");
    EXPECT_EQ(formatDecimal(0, 2), "0.00");
    EXPECT_EQ(formatDecimal(0, 0), "0");
    EXPECT_EQ(formatDecimal(decimalMaxUnscaled(38), 18), "99999999999999999999.999999999999999999");
    EXPECT_EQ(formatDecimal(-decimalMaxUnscaled(38), 0), "-" + std::string(38, '9'));
}

TEST(Decimal, Rescales) {
    EXPECT_EQ(rescaleDecimal(1265, 2, 4), 126500);
    EXPECT_EQ(rescaleDecimal(1265, 2, 2), 1265);
    EXPECT_EQ(rescaleDecimal(1265, 2, 1), 127);
    EXPECT_EQ(rescaleDecimal(-1265, 2, 1), -127);
    EXPECT_EQ(rescaleDecimal(1264, 2, 1), 126);
    EXPECT_EQ(rescaleDecimal(-1249, 3, 1), -12);
    EXPECT_EQ(rescaleDecimal(5, 1, 0), 1);
    EXPECT_EQ(rescaleDecimal(4, 1, 0), 0);
    EXPECT_EQ(rescaleDecimal(decimalMaxUnscaled(38), 38, 0), 1);
    EXPECT_EQ(rescaleDecimal(pow10Int128(35), 0, 2), pow10Int128(37));
    EXPECT_FALSE(rescaleDecimal(pow10Int128(36), 0, 2).has_value());
    EXPECT_FALSE(rescaleDecimal(-pow10Int128(37), 0, 1).has_value());
}

}  // namespace
}  // namespace tabula
