// Java DateTimeFormatter patterns: the compiler follows DateTimeFormatterBuilder.appendPattern (JDK 17) letter by
// letter, the printer the printers it builds, with English names and US week rules.
#include "exec/functions/datetime_pattern.hpp"

#include <algorithm>
#include <charconv>
#include <cstring>

#include "exec/functions/temporal_units.hpp"
#include "tabula/temporal.hpp"

namespace tabula::exec::fn {

namespace {

using Field = DateTimePattern::Field;
using Form = DateTimePattern::Form;
using Step = DateTimePattern::Step;

constexpr const char* kMonthNames[] = {"January", "February", "March",     "April",   "May",      "June",
                                       "July",    "August",   "September", "October", "November", "December"};
/// Monday first, as ISO numbers the days (1 = Monday).
constexpr const char* kDayNames[] = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
constexpr const char* kQuarterNames[] = {"1st quarter", "2nd quarter", "3rd quarter", "4th quarter"};

constexpr int kMaxWidth = 19;  // the widest number a pattern letter may ask for

bool isLetter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

/// Counts bytes (data == nullptr) or writes them.
class Output {
public:
    explicit Output(char* data) : data_(data) {}
    void text(std::string_view s) {
        if (data_ != nullptr) std::memcpy(data_ + size_, s.data(), s.size());
        size_ += s.size();
    }
    void character(char c) { text(std::string_view(&c, 1)); }
    size_t size() const { return size_; }

private:
    char* data_;
    size_t size_ = 0;
};

/// The text form of a name: the whole name, its first three letters, or its first letter.
std::string_view named(std::string_view name, Form form) {
    switch (form) {
        case Form::ShortText: return name.substr(0, 3);
        case Form::NarrowText: return name.substr(0, 1);
        default: return name;
    }
}

/// A timestamp's fields, the week-based ones computed only when a pattern asks for them.
struct Moment {
    CivilTime civil;
    int iso_day_of_week;  // 1 = Monday .. 7 = Sunday
    int64_t hour;

    explicit Moment(int64_t epoch_millis)
        : civil(civilTime(epoch_millis)),
          iso_day_of_week(isoDayOfWeek(civil.day_number)),
          hour(civil.millis_of_day / kMillisPerHour) {}

    /// Sunday = 1 .. Saturday = 7, the US numbering.
    int localizedDayOfWeek() const { return iso_day_of_week % 7 + 1; }

    /// The week-based year and week of a US calendar: a week runs Sunday to Saturday and belongs to the year of its
    /// Saturday; week 1 is the one holding January 1.
    void weekBasedYear(int32_t& year, int64_t& week) const {
        const int64_t saturday = civil.day_number + (7 - localizedDayOfWeek());
        year = civilTime(saturday * kMillisPerDay).year;
        const int64_t january_first = daysFromCivil(year, 1, 1);
        const int64_t first_sunday = january_first - (isoDayOfWeek(january_first) % 7);
        week = (civil.day_number - first_sunday) / 7 + 1;
    }

    /// The value a numeric field prints.
    int64_t number(Field field) const {
        const int64_t millis_of_second = civil.millis_of_day % kMillisPerSecond;
        switch (field) {
            case Field::YearOfEra: return civil.year >= 1 ? civil.year : 1 - static_cast<int64_t>(civil.year);
            case Field::Year: return civil.year;
            case Field::WeekBasedYear:
            case Field::WeekOfWeekBasedYear: {
                int32_t year;
                int64_t week;
                weekBasedYear(year, week);
                return field == Field::WeekBasedYear ? year : week;
            }
            case Field::Quarter: return (civil.month - 1) / 3 + 1;
            case Field::Month: return civil.month;
            case Field::WeekOfMonth: {
                const int64_t first = civil.day_number - (civil.day - 1);
                return (civil.day + isoDayOfWeek(first) % 7 - 1) / 7 + 1;
            }
            case Field::DayOfYear: return dayOfYear(civil);
            case Field::DayOfMonth: return civil.day;
            case Field::AlignedDayOfWeekInMonth: return (civil.day - 1) % 7 + 1;
            case Field::DayOfWeek: return iso_day_of_week;
            case Field::LocalizedDayOfWeek: return localizedDayOfWeek();
            case Field::ClockHourOfAmPm: return hour % 12 == 0 ? 12 : hour % 12;
            case Field::HourOfAmPm: return hour % 12;
            case Field::ClockHourOfDay: return hour == 0 ? 24 : hour;
            case Field::HourOfDay: return hour;
            case Field::Minute: return civil.millis_of_day / kMillisPerMinute % 60;
            case Field::Second: return civil.millis_of_day / kMillisPerSecond % 60;
            case Field::MilliOfDay: return civil.millis_of_day;
            case Field::NanoOfSecond: return millis_of_second * 1'000'000;
            case Field::NanoOfDay: return civil.millis_of_day * 1'000'000;
            default: return 0;
        }
    }
};

/// Writes a number: at least `width` digits, a '-' when negative; as a year padded to four or more digits
/// (Form::PaddedYear), a '+' when it needs more digits than the pattern letters.
void writeNumber(int64_t value, const Step& step, std::string& out) {
    char digits[24];
    const uint64_t magnitude = value < 0 ? 0 - static_cast<uint64_t>(value) : static_cast<uint64_t>(value);
    const int length = static_cast<int>(std::to_chars(digits, digits + sizeof digits, magnitude).ptr - digits);
    if (value < 0) {
        out += '-';
    } else if (step.form == Form::PaddedYear && length > step.width) {
        out += '+';
    }
    out.append(static_cast<size_t>(std::max(step.width - length, 0)), '0');
    out.append(digits, static_cast<size_t>(length));
}

/// The text of one field step, in `out` (cleared first).
void formatField(const Step& step, const Moment& moment, std::string& out) {
    out.clear();
    switch (step.field) {
        case Field::Era: {
            const bool anno_domini = moment.civil.year >= 1;
            out = step.form == Form::FullText ? (anno_domini ? "Anno Domini" : "Before Christ")
                                              : named(anno_domini ? "AD" : "BC", step.form);
            return;
        }
        case Field::AmPm: out = moment.hour < 12 ? "AM" : "PM"; return;
        case Field::Fraction: {  // the first `width` of the nine digits of the nanosecond
            int64_t nanos = moment.number(Field::NanoOfSecond);
            char digits[9];
            for (int i = 8; i >= 0; --i, nanos /= 10) digits[i] = static_cast<char>('0' + nanos % 10);
            out.assign(digits, step.width);
            return;
        }
        default: break;
    }
    const int64_t value = moment.number(step.field);
    switch (step.form) {
        case Form::TwoDigits: {
            const int64_t last = (value < 0 ? -value : value) % 100;
            out += static_cast<char>('0' + last / 10);
            out += static_cast<char>('0' + last % 10);
            return;
        }
        case Form::ShortText:
        case Form::FullText:
        case Form::NarrowText:
            if (step.field == Field::Month) {
                out = named(kMonthNames[value - 1], step.form);
            } else if (step.field == Field::Quarter) {
                out = step.form == Form::FullText    ? std::string(kQuarterNames[value - 1])
                      : step.form == Form::ShortText ? "Q" + std::to_string(value)
                                                     : std::to_string(value);
            } else {  // DayOfWeek, LocalizedDayOfWeek
                out = named(kDayNames[moment.iso_day_of_week - 1], step.form);
            }
            return;
        default: writeNumber(value, step, out);
    }
}

/// Reads the fields DateTimeFormatterBuilder.parseField makes of `count` letters `letter`; false with `error` set
/// for a letter that is not a field or too many of one.
bool parseField(char letter, int count, Step& step, std::string& error) {
    auto too_many = [&] {
        error = std::string("too many pattern letters '") + letter + "'";
        return false;
    };
    // letters whose count chooses between a number and a name
    auto number_or_text = [&](Field field, int max_number_count) {
        step.field = field;
        if (count > 5) return too_many();
        if (count <= max_number_count) {
            step.form = Form::Number;
            step.width = static_cast<uint8_t>(count);
        } else {
            step.form = count == 3 ? Form::ShortText : count == 4 ? Form::FullText : Form::NarrowText;
        }
        return true;
    };
    auto number = [&](Field field, int max_count) {
        step.field = field;
        if (count > max_count) return too_many();
        step.width = static_cast<uint8_t>(count);
        return true;
    };
    auto year = [&](Field field) {
        step.field = field;
        if (count > kMaxWidth) return too_many();
        step.form = count == 2 ? Form::TwoDigits : count >= 4 ? Form::PaddedYear : Form::Number;
        step.width = static_cast<uint8_t>(count);
        return true;
    };
    switch (letter) {
        case 'G':
        case 'E':
            step.field = letter == 'G' ? Field::Era : Field::DayOfWeek;
            if (count > 5) return too_many();
            step.form = count <= 3 ? Form::ShortText : count == 4 ? Form::FullText : Form::NarrowText;
            return true;
        case 'M':
        case 'L': return number_or_text(Field::Month, 2);
        case 'Q':
        case 'q': return number_or_text(Field::Quarter, 2);
        case 'e': return number_or_text(Field::LocalizedDayOfWeek, 2);
        case 'c':
            if (count == 2) {
                error = "pattern letters 'cc' are not a pattern: write c, ccc, cccc or ccccc";
                return false;
            }
            return number_or_text(Field::LocalizedDayOfWeek, 1);
        case 'a': step.field = Field::AmPm; return count == 1 || too_many();
        case 'y': return year(Field::YearOfEra);
        case 'u': return year(Field::Year);
        case 'Y': return year(Field::WeekBasedYear);
        case 'w': return number(Field::WeekOfWeekBasedYear, 2);
        case 'W': return number(Field::WeekOfMonth, 1);
        case 'D': return number(Field::DayOfYear, 3);
        case 'd': return number(Field::DayOfMonth, 2);
        case 'F': return number(Field::AlignedDayOfWeekInMonth, 1);
        case 'h': return number(Field::ClockHourOfAmPm, 2);
        case 'K': return number(Field::HourOfAmPm, 2);
        case 'k': return number(Field::ClockHourOfDay, 2);
        case 'H': return number(Field::HourOfDay, 2);
        case 'm': return number(Field::Minute, 2);
        case 's': return number(Field::Second, 2);
        case 'S':
            step.field = Field::Fraction;
            if (count > 9) {
                error = "at most 9 pattern letters 'S' (digits of the second's fraction)";
                return false;
            }
            step.width = static_cast<uint8_t>(count);
            return true;
        case 'A': return number(Field::MilliOfDay, kMaxWidth);
        case 'n': return number(Field::NanoOfSecond, kMaxWidth);
        case 'N': return number(Field::NanoOfDay, kMaxWidth);
        case 'V':
        case 'v':
        case 'z':
        case 'O':
        case 'X':
        case 'x':
        case 'Z':
            error = std::string("pattern letter '") + letter + "' needs a time zone, and a TIMESTAMP has none";
            return false;
        case 'B':
        case 'g': error = std::string("pattern letter '") + letter + "' is not supported"; return false;
        default: error = std::string("unknown pattern letter '") + letter + "'"; return false;
    }
}

}  // namespace

std::optional<DateTimePattern> DateTimePattern::compile(std::string_view pattern, std::string& error) {
    DateTimePattern compiled;
    auto literal = [&](std::string_view text) {
        if (compiled.steps_.empty() || compiled.steps_.back().field != Field::Literal) compiled.steps_.emplace_back();
        compiled.steps_.back().literal += text;
    };
    int open_sections = 0;
    size_t pos = 0;
    while (pos < pattern.size()) {
        char c = pattern[pos];
        if (isLetter(c)) {
            size_t start = pos;
            while (pos < pattern.size() && pattern[pos] == c) ++pos;
            int count = static_cast<int>(pos - start);
            Step step;
            if (c == 'p') {  // a pad width for the next field
                if (pos == pattern.size() || !isLetter(pattern[pos])) {
                    error = "pattern letter 'p' must be followed by the field it pads";
                    return std::nullopt;
                }
                step.pad_width = static_cast<uint8_t>(std::min(count, 255));
                c = pattern[pos];
                start = pos;
                while (pos < pattern.size() && pattern[pos] == c) ++pos;
                count = static_cast<int>(pos - start);
            }
            if (!parseField(c, count, step, error)) return std::nullopt;
            compiled.steps_.push_back(std::move(step));
        } else if (c == '\'') {
            const size_t start = ++pos;
            for (; pos < pattern.size(); ++pos) {
                if (pattern[pos] != '\'') continue;
                if (pos + 1 < pattern.size() && pattern[pos + 1] == '\'') {
                    ++pos;
                } else {
                    break;
                }
            }
            if (pos >= pattern.size()) {
                error = "the pattern ends inside a quoted text: close it with '";
                return std::nullopt;
            }
            std::string_view quoted = pattern.substr(start, pos - start);
            if (quoted.empty()) {
                literal("'");
            } else {
                for (size_t i = 0; i < quoted.size(); ++i) {
                    literal(quoted.substr(i, 1));
                    if (quoted[i] == '\'') ++i;  // '' inside quotes is one quote
                }
            }
            ++pos;
        } else if (c == '[') {
            ++open_sections;
            ++pos;
        } else if (c == ']') {
            if (open_sections == 0) {
                error = "']' closes an optional section that no '[' opened";
                return std::nullopt;
            }
            --open_sections;
            ++pos;
        } else if (c == '{' || c == '}' || c == '#') {
            error = std::string("'") + c + "' is reserved in patterns: quote it ('" + c + "')";
            return std::nullopt;
        } else {
            literal(pattern.substr(pos, 1));
            ++pos;
        }
    }
    return compiled;
}

size_t DateTimePattern::format(int64_t epoch_millis, char* out) const {
    const Moment moment(epoch_millis);
    Output output(out);
    std::string field;  // a field's text; short enough to stay in the string's own buffer
    for (const Step& step : steps_) {
        if (step.field == Field::Literal) {
            output.text(step.literal);
            continue;
        }
        formatField(step, moment, field);
        for (size_t i = field.size(); i < step.pad_width; ++i) output.character(' ');
        output.text(field);
    }
    return output.size();
}

std::optional<int64_t> parseDateFormatInput(std::string_view text) {
    size_t pos = 0;
    while (pos < text.size() && text[pos] == ' ') ++pos;
    int64_t fields[6];
    const char separators[6] = {'-', '-', ' ', ':', ':', '\0'};
    for (int i = 0; i < 6; ++i) {
        const size_t start = pos;
        int64_t value = 0;
        while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9' && pos - start < 9) {
            value = value * 10 + (text[pos++] - '0');
        }
        if (pos == start) return std::nullopt;
        fields[i] = value;
        if (separators[i] != '\0') {
            if (pos == text.size() || text[pos] != separators[i]) return std::nullopt;
            ++pos;
        }
    }
    const auto [year, month, day, hour, minute, second] = fields;
    if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return std::nullopt;
    const int32_t days =
        daysFromCivil(static_cast<int32_t>(year), static_cast<unsigned>(month), 1) + static_cast<int32_t>(day) - 1;
    CivilTime check = civilTime(static_cast<int64_t>(days) * kMillisPerDay);
    if (check.month != month) return std::nullopt;  // past the end of the month
    return static_cast<int64_t>(days) * kMillisPerDay + hour * kMillisPerHour + minute * kMillisPerMinute +
           second * kMillisPerSecond;
}

}  // namespace tabula::exec::fn
