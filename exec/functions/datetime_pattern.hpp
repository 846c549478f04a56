// Java DateTimeFormatter patterns, which Flink's DATE_FORMAT takes ('yyyy-MM-dd HH:mm:ss', 'EEE d MMM'): compiled
// once into a list of steps, then applied to a timestamp. Names are English and weeks follow the US rules (a week
// starts on Sunday; week 1 of a year or month is the one holding its first day), as in a JVM in its default locale.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tabula::exec::fn {

/// A compiled pattern: letters name fields, their count the form (`M` 7, `MM` 07, `MMM` Jul, `MMMM` July, `MMMMM` J);
/// text in single quotes and every other character stand for themselves, `''` for a quote; `[` `]` mark
/// optional sections (always printed: a timestamp has every field); `p` pads the next field with spaces.
/// Immutable once compiled, so one pattern serves every row and thread.
class DateTimePattern {
public:
    /// The pattern, or nullopt with `error` saying what is wrong ("too many pattern letters 'd'", ...). Time-zone
    /// letters (V v z O X x Z) are errors, since a TIMESTAMP has no zone, and so are B (day period) and g.
    static std::optional<DateTimePattern> compile(std::string_view pattern, std::string& error);

    /// Writes the text of `epoch_millis` (milliseconds since 1970-01-01 00:00:00) to `out` and returns its length;
    /// with `out` null, only measures it.
    size_t format(int64_t epoch_millis, char* out) const;

    /// What a pattern letter prints.
    enum class Field : uint8_t {
        Literal,
        Era,                      // G
        YearOfEra,                // y
        Year,                     // u
        WeekBasedYear,            // Y
        Quarter,                  // Q q
        Month,                    // M L
        WeekOfWeekBasedYear,      // w
        WeekOfMonth,              // W
        DayOfYear,                // D
        DayOfMonth,               // d
        AlignedDayOfWeekInMonth,  // F
        DayOfWeek,                // E
        LocalizedDayOfWeek,       // e c
        AmPm,                     // a
        ClockHourOfAmPm,          // h
        HourOfAmPm,               // K
        ClockHourOfDay,           // k
        HourOfDay,                // H
        Minute,                   // m
        Second,                   // s
        Fraction,                 // S
        MilliOfDay,               // A
        NanoOfSecond,             // n
        NanoOfDay,                // N
    };
    /// How a field prints: a number of at least `width` digits, its last two digits, or a name.
    enum class Form : uint8_t { Number, PaddedYear, TwoDigits, ShortText, FullText, NarrowText };

    /// One field or literal of the pattern.
    struct Step {
        Field field = Field::Literal;
        Form form = Form::Number;
        uint8_t width = 1;      // Number and PaddedYear: the fewest digits; Fraction: the digits
        uint8_t pad_width = 0;  // p: the field is padded with spaces to this width
        std::string literal;    // Literal: the text
    };

private:
    std::vector<Step> steps_;
};

/// What Flink's DATE_FORMAT reads from a STRING: `yyyy-MM-dd HH:mm:ss` (fields of one or more digits, leading
/// spaces skipped), anything after the seconds ignored, so a fraction is dropped. nullopt when the text does not
/// start so or names no valid date and time.
std::optional<int64_t> parseDateFormatInput(std::string_view text);

}  // namespace tabula::exec::fn
