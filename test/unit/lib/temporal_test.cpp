// DATE/TIME/TIMESTAMP parsing and formatting. Day numbers were checked with Python's datetime module.
#include <gtest/gtest.h>

#include "tabula/temporal.hpp"

namespace tabula {
namespace {

constexpr int64_t kDay = 86'400'000;

TEST(Temporal, ParsesDates) {
    EXPECT_EQ(parseDate("1970-01-01"), 0);
    EXPECT_EQ(parseDate("1970-01-02"), 1);
    EXPECT_EQ(parseDate("1969-12-31"), -1);
    EXPECT_EQ(parseDate("1984-07-12"), 5306);
    EXPECT_EQ(parseDate("2000-02-29"), 11016);
    EXPECT_EQ(parseDate("1900-03-01"), -25508);
    EXPECT_EQ(parseDate("1600-02-29"), -135081);
    EXPECT_EQ(parseDate("0001-01-01"), -719162);
    EXPECT_EQ(parseDate("1-1-1"), -719162);
    EXPECT_EQ(parseDate("9999-12-31"), 2932896);
    EXPECT_EQ(parseDate("1984-7-2"), 5296);
}

TEST(Temporal, RejectsBadDates) {
    for (const char* text :
         {"", "1984", "1984-07", "1984-07-12x", "19840-07-12", "1984-13-01", "1984-00-10", "1984-07-00", "1984-04-31",
          "1900-02-29", "2023-02-29", "1984/07/12", "1984-007-12", " 1984-07-12", "1984-07-12 ", "-1984-07-12"})
        EXPECT_FALSE(parseDate(text).has_value()) << text;
}

TEST(Temporal, ParsesTimes) {
    EXPECT_EQ(parseTime("00:00:00"), 0);
    EXPECT_EQ(parseTime("14:34:24"), 52464000);
    EXPECT_EQ(parseTime("14:34:24.5"), 52464500);
    EXPECT_EQ(parseTime("14:34:24.12"), 52464120);
    EXPECT_EQ(parseTime("14:34:24.123456789"), 52464123);
    EXPECT_EQ(parseTime("23:59:59.999"), kDay - 1);
    EXPECT_EQ(parseTime("1:2:3"), 3723000);
}

TEST(Temporal, RejectsBadTimes) {
    for (const char* text : {"", "14:34", "24:00:00", "14:60:00", "14:34:60", "14:34:24.", "14:34:24.1234567890",
                             "14-34-24", "14:34:24 ", "123:00:00"})
        EXPECT_FALSE(parseTime(text).has_value()) << text;
}

TEST(Temporal, ParsesTimestamps) {
    EXPECT_EQ(parseTimestamp("1984-07-12 14:34:24"), 458490864000);
    EXPECT_EQ(parseTimestamp("1984-07-12T14:34:24.123"), 458490864123);
    EXPECT_EQ(parseTimestamp("1984-07-12"), 5306 * kDay);
    EXPECT_EQ(parseTimestamp("1969-12-31 23:59:59.999"), -1);
    EXPECT_EQ(parseTimestamp("0001-01-01 00:00:00"), -719162 * kDay);
    for (const char* text :
         {"", "1984-07-12 ", "1984-07-12x14:34:24", "1984-07-12 14:34", "14:34:24", "1984-07-12  14:34:24"})
        EXPECT_FALSE(parseTimestamp(text).has_value()) << text;
}

TEST(Temporal, FormatsLikeJavaSqlButKeepsTimeMilliseconds) {
    EXPECT_EQ(formatDate(0), "1970-01-01");
    EXPECT_EQ(formatDate(5306), "1984-07-12");
    EXPECT_EQ(formatDate(-1), "1969-12-31");
    EXPECT_EQ(formatDate(-719162), "0001-01-01");
    EXPECT_EQ(formatTime(52464000), "14:34:24");
    EXPECT_EQ(formatTime(52464123), "14:34:24.123");  // java.sql.Time would drop the milliseconds
    EXPECT_EQ(formatTime(52464500), "14:34:24.5");
    EXPECT_EQ(formatTime(52464050), "14:34:24.05");
    EXPECT_EQ(formatTime(1), "00:00:00.001");
    EXPECT_EQ(formatTime(86399999), "23:59:59.999");
    EXPECT_EQ(formatTime(0), "00:00:00");
    EXPECT_EQ(formatTimestamp(458490864000), "1984-07-12 14:34:24.0");
    EXPECT_EQ(formatTimestamp(458490864123), "1984-07-12 14:34:24.123");
    EXPECT_EQ(formatTimestamp(500), "1970-01-01 00:00:00.5");
    EXPECT_EQ(formatTimestamp(120), "1970-01-01 00:00:00.12");
    EXPECT_EQ(formatTimestamp(5), "1970-01-01 00:00:00.005");
    EXPECT_EQ(formatTimestamp(-1), "1969-12-31 23:59:59.999");
    EXPECT_EQ(formatTimestamp(-kDay), "1969-12-31 00:00:00.0");
    EXPECT_EQ(formatTimestampText(458490864000), "1984-07-12 14:34:24.000");
    EXPECT_EQ(formatTimestampText(500), "1970-01-01 00:00:00.500");
    EXPECT_EQ(formatTimestampText(5), "1970-01-01 00:00:00.005");
    EXPECT_EQ(formatTimestampText(-1), "1969-12-31 23:59:59.999");
}

TEST(Temporal, CivilRoundTripsAcrossEras) {
    for (int32_t days = -800'000; days <= 3'000'000; days += 997) {
        int32_t year;
        unsigned month, day;
        civilFromDays(days, year, month, day);
        ASSERT_EQ(daysFromCivil(year, month, day), days);
        ASSERT_TRUE(month >= 1 && month <= 12 && day >= 1 && day <= 31);
    }
    EXPECT_EQ(daysFromCivil(2000, 3, 1), 11017);
    int32_t year;
    unsigned month, day;
    civilFromDays(11016, year, month, day);
    EXPECT_EQ(year, 2000);
    EXPECT_EQ(month, 2u);
    EXPECT_EQ(day, 29u);
}

TEST(Temporal, ParseAndFormatRoundTrip) {
    for (const char* text :
         {"1984-07-12 14:34:24.0", "1969-07-20 20:17:40.5", "2038-01-19 03:14:08.123", "1600-02-29 23:59:59.999"})
        EXPECT_EQ(formatTimestamp(parseTimestamp(text).value()), text);
    for (const char* text : {"14:34:24", "14:34:24.123", "00:00:00.5", "23:59:59.999"})
        EXPECT_EQ(formatTime(parseTime(text).value()), text);
}

}  // namespace
}  // namespace tabula
