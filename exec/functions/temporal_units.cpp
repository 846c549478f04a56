// Calendar arithmetic over epoch days and milliseconds (see temporal_units.hpp).
#include "exec/functions/temporal_units.hpp"

#include <algorithm>

#include "tabula/temporal.hpp"

namespace tabula::exec::fn {

std::optional<TimeUnit> parseTimeUnit(std::string_view name) {
    struct Entry {
        std::string_view name;
        TimeUnit unit;
    };
    static constexpr Entry kUnits[] = {
        {"YEAR", TimeUnit::Year},     {"QUARTER", TimeUnit::Quarter}, {"MONTH", TimeUnit::Month},
        {"WEEK", TimeUnit::Week},     {"DAY", TimeUnit::Day},         {"HOUR", TimeUnit::Hour},
        {"MINUTE", TimeUnit::Minute}, {"SECOND", TimeUnit::Second},   {"MILLISECOND", TimeUnit::Millisecond},
        {"DOW", TimeUnit::DayOfWeek}, {"DOY", TimeUnit::DayOfYear},
    };
    for (const Entry& entry : kUnits) {
        if (entry.name == name) return entry.unit;
    }
    return std::nullopt;
}

CivilTime civilTime(int64_t epoch_millis) {
    CivilTime t{};
    t.day_number = floorDiv(epoch_millis, kMillisPerDay);
    t.millis_of_day = floorMod(epoch_millis, kMillisPerDay);
    civilFromDays(static_cast<int32_t>(t.day_number), t.year, t.month, t.day);
    return t;
}

int isoDayOfWeek(int64_t day_number) {
    return static_cast<int>(floorMod(day_number + 3, 7)) + 1;  // 1970-01-01 was a Thursday (4)
}

int isoWeek(int64_t day_number, int32_t* week_year) {
    int64_t thursday = day_number - isoDayOfWeek(day_number) + 4;  // the week belongs to its Thursday's year
    int32_t year;
    unsigned month;
    unsigned day;
    civilFromDays(static_cast<int32_t>(thursday), year, month, day);
    if (week_year != nullptr) *week_year = year;
    return static_cast<int>((thursday - daysFromCivil(year, 1, 1)) / 7) + 1;
}

int dayOfYear(const CivilTime& t) { return static_cast<int>(t.day_number - daysFromCivil(t.year, 1, 1)) + 1; }

namespace {

bool isLeapYear(int64_t year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

unsigned daysInMonth(int64_t year, unsigned month) {
    static constexpr unsigned kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return month == 2 && isLeapYear(year) ? 29 : kDays[month - 1];
}

int64_t fixedUnitMillis(TimeUnit unit) {
    switch (unit) {
        case TimeUnit::Week: return 7 * kMillisPerDay;
        case TimeUnit::Day: return kMillisPerDay;
        case TimeUnit::Hour: return kMillisPerHour;
        case TimeUnit::Minute: return kMillisPerMinute;
        case TimeUnit::Second: return kMillisPerSecond;
        default: return 1;
    }
}

int64_t monthsOfUnit(TimeUnit unit) {
    switch (unit) {
        case TimeUnit::Year: return 12;
        case TimeUnit::Quarter: return 3;
        case TimeUnit::Month: return 1;
        default: return 0;
    }
}

}  // namespace

int64_t addMonths(int64_t epoch_millis, int64_t months) {
    CivilTime t = civilTime(epoch_millis);
    int64_t index = static_cast<int64_t>(t.year) * 12 + (t.month - 1) + months;
    int64_t year = floorDiv(index, 12);
    unsigned month = static_cast<unsigned>(floorMod(index, 12)) + 1;
    unsigned day = std::min(t.day, daysInMonth(year, month));
    return static_cast<int64_t>(daysFromCivil(static_cast<int32_t>(year), month, day)) * kMillisPerDay +
           t.millis_of_day;
}

int64_t monthsBetween(int64_t t1, int64_t t2) {
    CivilTime a = civilTime(t1);
    CivilTime b = civilTime(t2);
    int64_t months = (static_cast<int64_t>(b.year) - a.year) * 12 + (static_cast<int64_t>(b.month) - a.month);
    if (months > 0 && addMonths(t1, months) > t2) --months;
    if (months < 0 && addMonths(t1, months) < t2) ++months;
    return months;
}

int64_t floorToUnit(int64_t epoch_millis, TimeUnit unit) {
    if (int64_t months = monthsOfUnit(unit); months > 0) {
        CivilTime t = civilTime(epoch_millis);
        unsigned first_month = static_cast<unsigned>((t.month - 1) / months * months) + 1;
        return static_cast<int64_t>(daysFromCivil(t.year, first_month, 1)) * kMillisPerDay;
    }
    if (unit == TimeUnit::Week) {
        int64_t day = floorDiv(epoch_millis, kMillisPerDay);
        return (day - (isoDayOfWeek(day) - 1)) * kMillisPerDay;
    }
    int64_t size = fixedUnitMillis(unit);
    return floorDiv(epoch_millis, size) * size;
}

int64_t nextUnitStart(int64_t unit_start, TimeUnit unit) {
    if (int64_t months = monthsOfUnit(unit); months > 0) return addMonths(unit_start, months);
    return unit_start + fixedUnitMillis(unit);
}

}  // namespace tabula::exec::fn
