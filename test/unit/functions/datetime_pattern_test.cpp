// DateTimePattern (Java DateTimeFormatter patterns, as Flink's DATE_FORMAT takes them) and the STRING input
// DATE_FORMAT reads. Expected texts as Flink 1.20 prints them for the same timestamps.
#include "exec/functions/datetime_pattern.hpp"

#include <gtest/gtest.h>

#include "tabula/temporal.hpp"

namespace tabula::exec::fn {
namespace {

/// The pattern applied to a timestamp, or "error: <why>".
std::string format(const char* pattern, const char* timestamp) {
    std::string error;
    std::optional<DateTimePattern> compiled = DateTimePattern::compile(pattern, error);
    if (!compiled) return "error: " + error;
    const int64_t millis = parseTimestamp(timestamp).value();
    std::string out(compiled->format(millis, nullptr), '?');
    EXPECT_EQ(compiled->format(millis, out.data()), out.size());  // measuring and writing agree
    return out;
}

TEST(DateTimePattern, NumbersAndNames) {
    const char* ts = "2020-12-31 12:40:55.123";  // a Thursday
    EXPECT_EQ(format("yyyy-MM-dd HH:mm:ss.SSS", ts), "2020-12-31 12:40:55.123");
    EXPECT_EQ(format("y yy yyy yyyyy u uu", ts), "2020 20 2020 02020 2020 20");
    EXPECT_EQ(format("M MM MMM MMMM MMMMM L", ts), "12 12 Dec December D 12");
    EXPECT_EQ(format("d dd D DD DDD", "2021-01-03 00:00:00"), "3 03 3 03 003");
    EXPECT_EQ(format("E EEE EEEE EEEEE e ee eee c ccc", ts), "Thu Thu Thursday T 5 05 Thu 5 Thu");
    EXPECT_EQ(format("Q QQ QQQ QQQQ QQQQQ", ts), "4 04 Q4 4th quarter 4");
    EXPECT_EQ(format("G GGGG GGGGG", ts), "AD Anno Domini A");
    EXPECT_EQ(format("a h hh K k H", ts), "PM 12 12 0 12 12");
    EXPECT_EQ(format("a h K k H", "2021-01-03 00:05:00"), "AM 12 0 24 0");
    EXPECT_EQ(format("S SS SSSS SSSSSSSSS n A", ts), "1 12 1230 123000000 123000000 45655123");
    // a year of fewer digits than the letters is padded; 'yy' keeps the last two digits
    EXPECT_EQ(format("y yy yyy yyyy", "0099-01-01 00:00:00"), "99 99 099 0099");
}

TEST(DateTimePattern, UsWeeks) {
    // weeks start on Sunday and week 1 holds January 1: 2020-12-31 is in week 1 of 2021
    EXPECT_EQ(format("Y YY w ww W F", "2020-12-31 00:00:00"), "2021 21 1 01 5 3");
    EXPECT_EQ(format("Y w W e", "2021-01-03 00:00:00"), "2021 2 2 1");  // a Sunday
    EXPECT_EQ(format("Y w W", "1969-07-20 00:00:00"), "1969 30 4");
}

TEST(DateTimePattern, LiteralsSectionsAndPadding) {
    const char* ts = "2021-01-03 09:05:00";
    EXPECT_EQ(format("yyyy-MM-dd'T'HH:mm", ts), "2021-01-03T09:05");
    EXPECT_EQ(format("'o''clock' '' -", ts), "o'clock ' -");
    EXPECT_EQ(format("[yyyy][ MM]", ts), "2021 01");
    EXPECT_EQ(format("[yyyy", ts), "2021");
    EXPECT_EQ(format("ppH|pppMMM", ts), " 9|Jan");
    EXPECT_EQ(format("%Y/%m", ts), "%2021/%5");  // no MySQL specifiers: Y is the week-based year, m the minute
    EXPECT_EQ(format("", ts), "");
}

TEST(DateTimePattern, Errors) {
    const char* ts = "2021-01-03 09:05:00";
    EXPECT_EQ(format("ddd", ts), "error: too many pattern letters 'd'");
    EXPECT_EQ(format("aa", ts), "error: too many pattern letters 'a'");
    EXPECT_EQ(format("MMMMMM", ts), "error: too many pattern letters 'M'");
    EXPECT_EQ(format("DDDD", ts), "error: too many pattern letters 'D'");
    EXPECT_EQ(format("SSSSSSSSSS", ts), "error: at most 9 pattern letters 'S' (digits of the second's fraction)");
    EXPECT_EQ(format("yyyy'", ts), "error: the pattern ends inside a quoted text: close it with '");
    EXPECT_EQ(format("]", ts), "error: ']' closes an optional section that no '[' opened");
    EXPECT_EQ(format("{", ts), "error: '{' is reserved in patterns: quote it ('{')");
    EXPECT_EQ(format("b", ts), "error: unknown pattern letter 'b'");
    EXPECT_EQ(format("X", ts), "error: pattern letter 'X' needs a time zone, and a TIMESTAMP has none");
    EXPECT_EQ(format("g", ts), "error: pattern letter 'g' is not supported");
    EXPECT_EQ(format("p-", ts), "error: pattern letter 'p' must be followed by the field it pads");
    EXPECT_EQ(format("cc", ts), "error: pattern letters 'cc' are not a pattern: write c, ccc, cccc or ccccc");
}

TEST(DateFormatInput, ReadsDateAndTimeToTheSecond) {
    EXPECT_EQ(parseDateFormatInput("2020-12-31 12:40:55"), parseTimestamp("2020-12-31 12:40:55"));
    EXPECT_EQ(parseDateFormatInput("2020-1-5 1:2:3"), parseTimestamp("2020-01-05 01:02:03"));
    // leading spaces are skipped, and what follows the seconds (a fraction too) ignored
    EXPECT_EQ(parseDateFormatInput("  2020-12-31 12:40:55.123x"), parseTimestamp("2020-12-31 12:40:55"));
    EXPECT_EQ(parseDateFormatInput("2020-12-31"), std::nullopt);
    EXPECT_EQ(parseDateFormatInput("2020-12-31T12:40:55"), std::nullopt);
    EXPECT_EQ(parseDateFormatInput("2020-02-30 00:00:00"), std::nullopt);
    EXPECT_EQ(parseDateFormatInput("2020-13-01 00:00:00"), std::nullopt);
    EXPECT_EQ(parseDateFormatInput("2020-12-31 24:00:00"), std::nullopt);
    EXPECT_EQ(parseDateFormatInput(""), std::nullopt);
}

}  // namespace
}  // namespace tabula::exec::fn
