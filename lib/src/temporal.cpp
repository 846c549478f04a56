// DATE/TIME/TIMESTAMP parsing and formatting on the proleptic Gregorian calendar, as java.sql's types print.
#include "tabula/temporal.hpp"

namespace tabula {

namespace {

constexpr int64_t kMillisPerDay = 86'400'000;

bool isLeapYear(int64_t year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

unsigned daysInMonth(int64_t year, unsigned month) {
    static constexpr unsigned kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return month == 2 && isLeapYear(year) ? 29 : kDays[month - 1];
}

int64_t floorDiv(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

/// Reads the fixed grammar of date and time literals from left to right.
class Cursor {
public:
    explicit Cursor(std::string_view text) : text_(text) {}

    bool atEnd() const { return pos_ == text_.size(); }
    bool eat(char c) {
        if (pos_ < text_.size() && text_[pos_] == c) {
            ++pos_;
            return true;
        }
        return false;
    }
    /// Reads min..max decimal digits; digits_read tells how many.
    std::optional<unsigned> digits(size_t min, size_t max, size_t* digits_read = nullptr) {
        unsigned value = 0;
        size_t n = 0;
        while (n < max && pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
            value = value * 10 + static_cast<unsigned>(text_[pos_++] - '0');
            ++n;
        }
        if (n < min) return std::nullopt;
        if (digits_read) *digits_read = n;
        return value;
    }

private:
    std::string_view text_;
    size_t pos_ = 0;
};

std::optional<int32_t> readDate(Cursor& in) {
    auto year = in.digits(1, 4);
    if (!year || !in.eat('-')) return std::nullopt;
    auto month = in.digits(1, 2);
    if (!month || !in.eat('-')) return std::nullopt;
    auto day = in.digits(1, 2);
    if (!day || *month < 1 || *month > 12 || *day < 1 || *day > daysInMonth(*year, *month)) return std::nullopt;
    return daysFromCivil(static_cast<int32_t>(*year), *month, *day);
}

std::optional<int32_t> readTime(Cursor& in) {
    auto hour = in.digits(1, 2);
    if (!hour || !in.eat(':')) return std::nullopt;
    auto minute = in.digits(1, 2);
    if (!minute || !in.eat(':')) return std::nullopt;
    auto second = in.digits(1, 2);
    if (!second || *hour > 23 || *minute > 59 || *second > 59) return std::nullopt;
    unsigned millis = 0;
    if (in.eat('.')) {
        // Up to nanoseconds are accepted; digits beyond milliseconds are dropped, as Timestamp.getTime() does.
        size_t n = 0;
        auto fraction = in.digits(1, 9, &n);
        if (!fraction) return std::nullopt;
        millis = *fraction;
        for (; n < 3; ++n) millis *= 10;
        for (; n > 3; --n) millis /= 10;
    }
    return static_cast<int32_t>(((*hour * 60 + *minute) * 60 + *second) * 1000 + millis);
}

void appendPadded(std::string& out, int64_t value, int width) {
    std::string digits = std::to_string(value < 0 ? -value : value);
    if (value < 0) out += '-';
    for (int i = static_cast<int>(digits.size()); i < width; ++i) out += '0';
    out += digits;
}

void appendTimeOfDay(std::string& out, int64_t millis_of_day) {
    int64_t seconds = millis_of_day / 1000;
    appendPadded(out, seconds / 3600, 2);
    out += ':';
    appendPadded(out, seconds / 60 % 60, 2);
    out += ':';
    appendPadded(out, seconds % 60, 2);
}

/// ".123", ".5", ".05": the milliseconds as a fraction of a second without trailing zeros. REQUIRES: 0 < millis
/// < 1000.
void appendFraction(std::string& out, int64_t millis) {
    std::string digits;
    appendPadded(digits, millis, 3);
    out += '.';
    out += digits.substr(0, digits.find_last_not_of('0') + 1);
}

/// The date and the time of day of `millis`, without the fraction; `millis_of_day` receives the time of day.
std::string dateAndSeconds(int64_t millis, int64_t& millis_of_day) {
    int64_t days = floorDiv(millis, kMillisPerDay);
    millis_of_day = millis - days * kMillisPerDay;
    std::string out = formatDate(static_cast<int32_t>(days));
    out += ' ';
    appendTimeOfDay(out, millis_of_day);
    return out;
}

}  // namespace

int32_t daysFromCivil(int32_t year, unsigned month, unsigned day) {
    // Years counted from March, in 400-year eras of 146097 days; unsigned arithmetic within an era is cheap.
    int64_t y = static_cast<int64_t>(year) - (month <= 2);
    int64_t era = floorDiv(y, 400);
    auto year_of_era = static_cast<uint32_t>(y - era * 400);
    uint32_t day_of_year = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
    uint32_t day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    return static_cast<int32_t>(era * 146097 + day_of_era - 719468);
}

void civilFromDays(int32_t days, int32_t& year, unsigned& month, unsigned& day) {
    int64_t z = static_cast<int64_t>(days) + 719468;
    int64_t era = floorDiv(z, 146097);
    int64_t day_of_era = z - era * 146097;
    int64_t year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36524 - day_of_era / 146096) / 365;
    int64_t day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    int64_t mp = (5 * day_of_year + 2) / 153;
    day = static_cast<unsigned>(day_of_year - (153 * mp + 2) / 5 + 1);
    month = static_cast<unsigned>(mp < 10 ? mp + 3 : mp - 9);
    year = static_cast<int32_t>(year_of_era + era * 400 + (month <= 2));
}

std::optional<int32_t> parseDate(std::string_view text) {
    Cursor in(text);
    auto days = readDate(in);
    if (!days || !in.atEnd()) return std::nullopt;
    return days;
}

std::optional<int32_t> parseTime(std::string_view text) {
    Cursor in(text);
    auto millis = readTime(in);
    if (!millis || !in.atEnd()) return std::nullopt;
    return millis;
}

std::optional<int64_t> parseTimestamp(std::string_view text) {
    Cursor in(text);
    auto days = readDate(in);
    if (!days) return std::nullopt;
    int64_t millis = static_cast<int64_t>(*days) * kMillisPerDay;
    if (in.atEnd()) return millis;
    if (!in.eat(' ') && !in.eat('T')) return std::nullopt;
    auto time = readTime(in);
    if (!time || !in.atEnd()) return std::nullopt;
    return millis + *time;
}

std::string formatDate(int32_t days) {
    int32_t year;
    unsigned month, day;
    civilFromDays(days, year, month, day);
    std::string out;
    appendPadded(out, year, 4);
    out += '-';
    appendPadded(out, month, 2);
    out += '-';
    appendPadded(out, day, 2);
    return out;
}

std::string formatTime(int32_t millis) {
    std::string out;
    int64_t millis_of_day = millis - floorDiv(millis, kMillisPerDay) * kMillisPerDay;
    appendTimeOfDay(out, millis_of_day);
    // Unlike java.sql.Time, which drops them, milliseconds are shown when there are any: two TIMEs that
    // compare unequal never print alike.
    if (millis_of_day % 1000 != 0) appendFraction(out, millis_of_day % 1000);
    return out;
}

std::string formatTimestamp(int64_t millis) {
    int64_t millis_of_day;
    std::string out = dateAndSeconds(millis, millis_of_day);
    // java.sql.Timestamp prints the fraction without trailing zeros, but always at least one digit.
    if (millis_of_day % 1000 == 0) {
        out += ".0";
    } else {
        appendFraction(out, millis_of_day % 1000);
    }
    return out;
}

std::string formatTimestampText(int64_t millis) {
    int64_t millis_of_day;
    std::string out = dateAndSeconds(millis, millis_of_day);
    out += '.';
    appendPadded(out, millis_of_day % 1000, 3);
    return out;
}

}  // namespace tabula
