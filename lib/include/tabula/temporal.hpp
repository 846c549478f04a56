// Conversions between DATE/TIME/TIMESTAMP values and their text forms (proleptic Gregorian calendar, no zones).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tabula {

/// "1984-07-12" -> days since 1970-01-01. Accepts 1 to 4 digit years, optional zero-padding of month and day.
std::optional<int32_t> parseDate(std::string_view text);
/// "14:34:24" or "14:34:24.123" -> milliseconds since midnight.
std::optional<int32_t> parseTime(std::string_view text);
/// "1984-07-12 14:34:24[.fff]" (also with 'T' between date and time, or a date alone) -> ms since the epoch.
std::optional<int64_t> parseTimestamp(std::string_view text);

/// 1984-07-12
std::string formatDate(int32_t days);
/// 14:34:24, or 14:34:24.123 / 14:34:24.5 when there are milliseconds (without trailing zeros)
std::string formatTime(int32_t millis);
/// 1984-07-12 14:34:24.0, 1984-07-12 14:34:24.123 (as java.sql.Timestamp prints): how results show a TIMESTAMP
std::string formatTimestamp(int64_t millis);
/// 1984-07-12 14:34:24.000, always three fractional digits: the text CAST(TIMESTAMP(3) AS STRING) gives in Flink
std::string formatTimestampText(int64_t millis);

/// Civil date <-> day number. REQUIRES: month 1..12, day valid for the month.
int32_t daysFromCivil(int32_t year, unsigned month, unsigned day);
void civilFromDays(int32_t days, int32_t& year, unsigned& month, unsigned& day);

}  // namespace tabula
