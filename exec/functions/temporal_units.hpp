// Calendar arithmetic shared by the temporal functions: time units, field extraction and unit rounding over
// DATE (days), TIME (ms of day) and TIMESTAMP (ms since the epoch), proleptic Gregorian, no time zones.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace tabula::exec::fn {

constexpr int64_t kMillisPerSecond = 1000;
constexpr int64_t kMillisPerMinute = 60 * kMillisPerSecond;
constexpr int64_t kMillisPerHour = 60 * kMillisPerMinute;
constexpr int64_t kMillisPerDay = 24 * kMillisPerHour;

enum class TimeUnit { Year, Quarter, Month, Week, Day, Hour, Minute, Second, Millisecond, DayOfWeek, DayOfYear };

/// YEAR, QUARTER, MONTH, WEEK, DAY, HOUR, MINUTE, SECOND, MILLISECOND, DOW, DOY (upper case, as symbols
/// arrive).
std::optional<TimeUnit> parseTimeUnit(std::string_view name);

/// Floor division and modulo (toward negative infinity), for instants before 1970.
constexpr int64_t floorDiv(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }
constexpr int64_t floorMod(int64_t a, int64_t b) { return a - floorDiv(a, b) * b; }

/// The broken-down fields of a timestamp.
struct CivilTime {
    int32_t year;
    unsigned month;      // 1..12
    unsigned day;        // 1..31
    int64_t day_number;  // days since 1970-01-01
    int64_t millis_of_day;
};
CivilTime civilTime(int64_t epoch_millis);

/// ISO 8601 day of week, Monday = 1 .. Sunday = 7.
int isoDayOfWeek(int64_t day_number);
/// ISO 8601 week number (1..53) and the year that week belongs to.
int isoWeek(int64_t day_number, int32_t* week_year = nullptr);
/// Day of the year, 1..366.
int dayOfYear(const CivilTime& t);

/// Adds months to a timestamp, clamping the day to the end of the target month (Jan 31 + 1 month = Feb 28/29).
int64_t addMonths(int64_t epoch_millis, int64_t months);
/// Whole months from t1 to t2 (negative when t2 is earlier), counting a month only when the day and time of
/// day are reached.
int64_t monthsBetween(int64_t t1, int64_t t2);

/// The start of the unit containing the instant (weeks start on Monday). REQUIRES: unit is Year..Millisecond.
int64_t floorToUnit(int64_t epoch_millis, TimeUnit unit);
/// The instant one unit after a unit start.
int64_t nextUnitStart(int64_t unit_start, TimeUnit unit);

}  // namespace tabula::exec::fn
