// Temporal functions: EXTRACT and its shorthands (YEAR ... DAYOFWEEK, HOUR, MINUTE, SECOND), FLOOR/CEIL to a unit, TIMESTAMPDIFF,
// DATE_FORMAT and the clock functions.
// Calendar facts (weekdays, ISO weeks, days of the year) checked against Python's datetime.
#include <chrono>
#include <ctime>

#include "test/unit/functions/function_test_support.hpp"

namespace tabula::exec::testing {
namespace {

Value extract(const std::string& unit, const Value& value) { return run("extract", {str(unit), value}); }

TEST(ExtractEval, DateFields) {
    Value d = date("1984-07-12");  // a Thursday, ISO week 28, day 194 of a leap year
    EXPECT_EQ(extract("YEAR", d), i64(1984));
    EXPECT_EQ(extract("QUARTER", d), i64(3));
    EXPECT_EQ(extract("MONTH", d), i64(7));
    EXPECT_EQ(extract("DAY", d), i64(12));
    EXPECT_EQ(extract("WEEK", d), i64(28));
    EXPECT_EQ(extract("DOY", d), i64(194));
    EXPECT_EQ(extract("DOW", d), i64(5));                     // Sunday = 1
    EXPECT_EQ(extract("WEEK", date("2021-01-01")), i64(53));  // ISO week 53 of 2020
    EXPECT_EQ(extract("WEEK", date("2018-12-31")), i64(1));   // ISO week 1 of 2019
    EXPECT_EQ(extract("YEAR", date("1969-12-31")), i64(1969));
    EXPECT_EQ(extract("DAY", date("1969-12-31")), i64(31));
    EXPECT_EQ(extract("YEAR", null(Types::DATE())), null(Types::BIGINT()));
}

TEST(ExtractEval, TimeFields) {
    Value ts = timestamp("1984-07-12 14:34:24.123");
    EXPECT_EQ(extract("YEAR", ts), i64(1984));
    EXPECT_EQ(extract("HOUR", ts), i64(14));
    EXPECT_EQ(extract("MINUTE", ts), i64(34));
    EXPECT_EQ(extract("SECOND", ts), i64(24));
    EXPECT_EQ(extract("MILLISECOND", ts), i64(24123));
    EXPECT_EQ(extract("HOUR", timestamp("1969-12-31 23:59:59")), i64(23));
    EXPECT_EQ(extract("HOUR", time("14:34:24")), i64(14));
    EXPECT_EQ(extract("SECOND", time("14:34:24")), i64(24));
}

TEST(ExtractBind, Errors) {
    EXPECT_EQ(resultType("extract", {Types::STRING(), Types::DATE()}), Types::BIGINT());
    EXPECT_EQ(bindError("extract", {Types::STRING(), Types::INT()}),
              "function 'extract' expects DATE, TIME or TIMESTAMP as argument 2 but got INT");
    auto compileError = [](const BoundExprPtr& expr) -> std::string {
        try {
            compileExpr(*expr);
        } catch (const ValidationError& e) {
            return e.what();
        }
        return "";
    };
    EXPECT_EQ(compileError(call("extract", {lit(str("HOUR")), lit(date("1984-07-12"))}, "extract(HOUR, d)")),
              "function 'extract' cannot apply HOUR to DATE in 'extract(HOUR, d)'");
    EXPECT_EQ(compileError(call("extract", {lit(str("YEAR")), lit(time("10:00:00"))}, "extract(YEAR, t)")),
              "function 'extract' cannot apply YEAR to TIME in 'extract(YEAR, t)'");
    EXPECT_EQ(compileError(call("extract", {lit(str("FOO")), lit(date("1984-07-12"))}, "extract(FOO, d)")),
              "function 'extract' does not support the time unit 'FOO' in 'extract(FOO, d)'");
    EXPECT_EQ(compileError(call("floor", {lit(date("1984-07-12")), lit(str("HOUR"))}, "floor(d, HOUR)")),
              "function 'floor' cannot apply HOUR to DATE in 'floor(d, HOUR)'");
    EXPECT_EQ(compileError(call("ceil", {lit(timestamp("1984-07-12 00:00:00")), lit(str("DOW"))}, "ceil(t, DOW)")),
              "function 'ceil' does not support the time unit 'DOW' in 'ceil(t, DOW)'");
    EXPECT_EQ(compileError(call("timestampDiff",
                                {lit(str("MILLISECOND")), lit(date("1984-07-12")), lit(date("1984-07-12"))}, "diff")),
              "function 'timestampDiff' does not support the time unit 'MILLISECOND' in 'diff'");
}

// Weekdays worked out by hand from 1970-01-01, a Thursday; Sunday = 1 .. Saturday = 7.
TEST(ExtractShorthands, DateFields) {
    Value d = date("1969-12-31");  // a Wednesday
    EXPECT_EQ(run("year", {d}), i64(1969));
    EXPECT_EQ(run("QUARTER", {d}), i64(4));
    EXPECT_EQ(run("month", {d}), i64(12));
    EXPECT_EQ(run("dayOfMonth", {d}), i64(31));
    EXPECT_EQ(run("DAYOFWEEK", {d}), i64(4));
    Value leap_day = date("2000-02-29");  // a Tuesday
    EXPECT_EQ(run("year", {leap_day}), i64(2000));
    EXPECT_EQ(run("quarter", {leap_day}), i64(1));
    EXPECT_EQ(run("month", {leap_day}), i64(2));
    EXPECT_EQ(run("DAYOFMONTH", {leap_day}), i64(29));
    EXPECT_EQ(run("dayofweek", {leap_day}), i64(3));
    EXPECT_EQ(run("dayOfWeek", {date("2023-10-01")}), i64(1));  // a Sunday
    EXPECT_EQ(run("dayOfWeek", {date("1600-01-01")}), i64(7));  // a Saturday
    EXPECT_EQ(run("quarter", {date("2024-12-31")}), i64(4));
    EXPECT_EQ(run("quarter", {date("1984-07-01")}), i64(3));
    EXPECT_EQ(run("quarter", {date("1984-06-30")}), i64(2));
}

TEST(ExtractShorthands, TimestampsAndNull) {
    Value ts = timestamp("1969-12-31 23:59:59.999");
    EXPECT_EQ(run("year", {ts}), i64(1969));
    EXPECT_EQ(run("dayOfMonth", {ts}), i64(31));
    EXPECT_EQ(run("dayOfWeek", {ts}), i64(4));
    EXPECT_EQ(run("month", {timestamp("2000-02-29 00:00:00")}), i64(2));
    EXPECT_EQ(run("year", {null(Types::DATE())}), null(Types::BIGINT()));
    EXPECT_EQ(run("dayOfWeek", {null(Types::TIMESTAMP())}), null(Types::BIGINT()));
    EXPECT_EQ(paramTypes("quarter", {DataType(TypeId::Null)}), std::vector<DataType>{Types::DATE()});  // untyped NULL
}

TEST(ExtractShorthands, WeekDayOfYearAndTimeOfDay) {
    EXPECT_EQ(run("week", {date("2021-01-03")}), i64(53));  // a Sunday, in the last ISO week of 2020
    EXPECT_EQ(run("WEEK", {date("2021-01-04")}), i64(1));
    EXPECT_EQ(run("week", {timestamp("2024-12-30 10:00:00")}), i64(1));
    EXPECT_EQ(run("dayOfYear", {date("2024-12-31")}), i64(366));
    EXPECT_EQ(run("DAYOFYEAR", {timestamp("2023-12-31 23:00:00")}), i64(365));
    Value ts = timestamp("1969-12-31 22:58:59.999");  // before 1970: fields of the calendar, not of a truncation
    EXPECT_EQ(run("hour", {ts}), i64(22));
    EXPECT_EQ(run("MINUTE", {ts}), i64(58));
    EXPECT_EQ(run("second", {ts}), i64(59));
    Value t = time("09:15:07.250");
    EXPECT_EQ(run("hour", {t}), i64(9));
    EXPECT_EQ(run("minute", {t}), i64(15));
    EXPECT_EQ(run("second", {t}), i64(7));
    EXPECT_EQ(run("hour", {null(Types::TIME())}), null(Types::BIGINT()));
    EXPECT_EQ(paramTypes("second", {DataType(TypeId::Null)}), std::vector<DataType>{Types::TIME()});
    EXPECT_EQ(paramTypes("week", {DataType(TypeId::Null)}), std::vector<DataType>{Types::DATE()});
}

TEST(ExtractShorthands, BindErrors) {
    EXPECT_EQ(resultType("year", {Types::DATE()}), Types::BIGINT());
    EXPECT_EQ(resultType("dayOfWeek", {Types::TIMESTAMP()}), Types::BIGINT());
    EXPECT_EQ(bindError("year", {Types::TIME()}), "function 'year' expects DATE or TIMESTAMP but got TIME");
    EXPECT_EQ(bindError("month", {Types::STRING()}), "function 'month' expects DATE or TIMESTAMP but got STRING");
    EXPECT_EQ(bindError("DAYOFMONTH", {Types::INT()}), "function 'dayOfMonth' expects DATE or TIMESTAMP but got INT");
    EXPECT_EQ(bindError("quarter", {}), "function 'quarter' expects 1 argument but got 0 ()");
    EXPECT_EQ(bindError("week", {Types::TIME()}), "function 'week' expects DATE or TIMESTAMP but got TIME");
    EXPECT_EQ(bindError("dayOfYear", {Types::TIME()}), "function 'dayOfYear' expects DATE or TIMESTAMP but got TIME");
    EXPECT_EQ(bindError("hour", {Types::DATE()}), "function 'hour' expects TIME or TIMESTAMP but got DATE");
    EXPECT_EQ(bindError("second", {Types::INT()}), "function 'second' expects TIME or TIMESTAMP but got INT");
    EXPECT_EQ(bindError("dayOfWeek", {Types::DATE(), Types::DATE()}),
              "function 'dayOfWeek' expects 1 argument but got 2 (DATE, DATE)");
}

TEST(TemporalRounding, Timestamps) {
    Value ts = timestamp("1984-07-12 14:34:24");
    auto floorTo = [&](const char* unit) { return run("floor", {ts, str(unit)}); };
    auto ceilTo = [&](const char* unit) { return run("ceil", {ts, str(unit)}); };
    EXPECT_EQ(floorTo("SECOND"), ts);
    EXPECT_EQ(floorTo("MINUTE"), timestamp("1984-07-12 14:34:00"));
    EXPECT_EQ(floorTo("HOUR"), timestamp("1984-07-12 14:00:00"));
    EXPECT_EQ(ceilTo("HOUR"), timestamp("1984-07-12 15:00:00"));
    EXPECT_EQ(floorTo("DAY"), timestamp("1984-07-12 00:00:00"));
    EXPECT_EQ(floorTo("WEEK"), timestamp("1984-07-09 00:00:00"));  // Monday
    EXPECT_EQ(floorTo("MONTH"), timestamp("1984-07-01 00:00:00"));
    EXPECT_EQ(ceilTo("MONTH"), timestamp("1984-08-01 00:00:00"));
    EXPECT_EQ(floorTo("QUARTER"), timestamp("1984-07-01 00:00:00"));
    EXPECT_EQ(ceilTo("QUARTER"), timestamp("1984-10-01 00:00:00"));
    EXPECT_EQ(floorTo("YEAR"), timestamp("1984-01-01 00:00:00"));
    EXPECT_EQ(run("ceil", {timestamp("1984-07-12 14:00:00"), str("HOUR")}), timestamp("1984-07-12 14:00:00"));
    EXPECT_EQ(run("floor", {timestamp("1969-12-31 23:30:00"), str("HOUR")}), timestamp("1969-12-31 23:00:00"));
}

TEST(TemporalRounding, DatesAndTimes) {
    EXPECT_EQ(run("floor", {date("1984-07-12"), str("MONTH")}), date("1984-07-01"));
    EXPECT_EQ(run("ceil", {date("1984-12-15"), str("MONTH")}), date("1985-01-01"));
    EXPECT_EQ(run("ceil", {date("1984-07-01"), str("MONTH")}), date("1984-07-01"));
    EXPECT_EQ(run("floor", {date("1984-07-12"), str("DAY")}), date("1984-07-12"));
    EXPECT_EQ(run("floor", {time("14:34:24"), str("HOUR")}), time("14:00:00"));
    EXPECT_EQ(run("ceil", {time("23:30:00"), str("HOUR")}), time("00:00:00"));  // wraps past midnight
    EXPECT_EQ(resultType("floor", {Types::DATE(), Types::STRING()}), Types::DATE());
}

TEST(TimestampDiff, Units) {
    auto diff = [](const char* unit, Value a, Value b) { return run("timestampDiff", {str(unit), a, b}); };
    EXPECT_EQ(diff("DAY", date("2020-01-01"), date("2020-01-31")), i32(30));
    EXPECT_EQ(diff("WEEK", date("2020-01-01"), date("2020-01-15")), i32(2));
    EXPECT_EQ(diff("HOUR", timestamp("2020-01-01 00:00:00"), timestamp("2020-01-01 05:59:59")), i32(5));
    EXPECT_EQ(diff("MINUTE", timestamp("2020-01-01 00:10:00"), timestamp("2020-01-01 00:00:30")), i32(-9));
    EXPECT_EQ(diff("SECOND", timestamp("2020-01-01 00:00:00"), timestamp("2020-01-01 00:01:00.5")), i32(60));
    EXPECT_EQ(diff("MONTH", date("2020-01-15"), date("2020-03-14")), i32(1));
    EXPECT_EQ(diff("MONTH", date("2020-01-15"), date("2020-03-15")), i32(2));
    EXPECT_EQ(diff("MONTH", date("2020-01-31"), date("2020-02-29")), i32(1));  // month end counts as reached
    EXPECT_EQ(diff("MONTH", date("2020-03-15"), date("2020-01-15")), i32(-2));
    EXPECT_EQ(diff("MONTH", date("2020-03-15"), date("2020-01-16")), i32(-1));
    EXPECT_EQ(diff("MONTH", timestamp("2020-01-15 12:00:00"), timestamp("2020-02-15 11:00:00")), i32(0));
    EXPECT_EQ(diff("QUARTER", date("2020-01-01"), date("2020-12-31")), i32(3));
    EXPECT_EQ(diff("YEAR", date("2019-06-01"), date("2020-05-31")), i32(0));
    EXPECT_EQ(diff("YEAR", date("2019-06-01"), timestamp("2020-06-01 00:00:00")), i32(1));
    EXPECT_EQ(diff("DAY", null(Types::DATE()), date("2020-01-01")), null(Types::INT()));
    EXPECT_EQ(evalError(call("timestampDiff", {lit(str("SECOND")), lit(date("1900-01-01")), lit(date("2100-01-01"))},
                             "timestampDiff(SECOND, a, b)")),
              "integer overflow in 'timestampDiff(SECOND, a, b)'");
    EXPECT_EQ(bindError("timestampDiff", {Types::STRING(), Types::INT(), Types::DATE()}),
              "function 'timestampDiff' expects DATE or TIMESTAMP as argument 2 but got INT");
}

TEST(DateFormat, JavaPatterns) {
    Value ts = timestamp("1984-07-02 14:05:09.123");  // a Monday, day 184
    EXPECT_EQ(run("dateFormat", {ts, str("yyyy-MM-dd HH:mm:ss.SSS")}), str("1984-07-02 14:05:09.123"));
    EXPECT_EQ(run("DATE_FORMAT", {ts, str("EEE d MMM yy h a")}), str("Mon 2 Jul 84 2 PM"));
    // a DATE is its midnight; a STRING is read to the second
    EXPECT_EQ(run("DATE_FORMAT", {date("1984-07-02"), str("dd/MM/yyyy HH")}), str("02/07/1984 00"));
    EXPECT_EQ(run("dateFormat", {str("1984-07-02 10:00:00.5"), str("HH SSS")}), str("10 000"));
    EXPECT_EQ(run("dateFormat", {str("1984-07-02"), str("yyyy")}), null(Types::STRING()));
    EXPECT_EQ(run("dateFormat", {null(Types::TIMESTAMP()), str("yyyy")}), null(Types::STRING()));
    EXPECT_EQ(run("dateFormat", {ts, null(Types::STRING())}), null(Types::STRING()));
    EXPECT_EQ(bindError("dateFormat", {Types::INT(), Types::STRING()}),
              "function 'dateFormat' expects TIMESTAMP, DATE or STRING as argument 1 but got INT");
}

int64_t nowMillis() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

TEST(ClockFunctions, ReadTheClock) {
    int64_t before = nowMillis();
    Value ts = run("currentTimestamp", {});
    Value today = run("CURRENT_DATE", {});
    Value now_time = run("current_time", {});
    Value local = run("LOCALTIMESTAMP", {});
    Value local_time = run("localTime", {});
    int64_t after = nowMillis();
    EXPECT_GE(ts.asInt64(), before);
    EXPECT_LE(ts.asInt64(), after);
    EXPECT_EQ(today.type(), Types::DATE());
    EXPECT_GE(today.asInt64(), before / 86400000);
    EXPECT_LE(today.asInt64(), after / 86400000);
    EXPECT_EQ(now_time.type(), Types::TIME());
    EXPECT_LT(now_time.asInt64(), 86400000);
    std::time_t seconds = static_cast<std::time_t>(before / 1000);
    std::tm fields{};
    localtime_r(&seconds, &fields);
    int64_t offset = static_cast<int64_t>(fields.tm_gmtoff) * 1000;
    EXPECT_GE(local.asInt64(), before + offset);
    EXPECT_LE(local.asInt64(), after + offset);
    EXPECT_EQ(local_time.type(), Types::TIME());
    EXPECT_EQ(run("now", {}).type(), Types::TIMESTAMP());
    EXPECT_FALSE(findScalarFunction("currentTimestamp")->deterministic());
    EXPECT_EQ(bindError("currentDate", {Types::INT()}), "function 'currentDate' expects 0 arguments but got 1 (INT)");
}

}  // namespace
}  // namespace tabula::exec::testing
