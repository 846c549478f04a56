// DATE_FORMAT(timestamp, format) with MySQL's format specifiers, as Flink 1.x documents it:
//   %Y %y year, %m %c month, %M %b month name, %d %e day, %D day with suffix, %j day of year, %H %k %h %I %l
//   hour, %i minute, %S %s second, %f microseconds, %p AM/PM, %r %T times, %W %a weekday name, %w weekday
//   (0 = Sunday), %U week (Sunday first), %v %x ISO week and its year, %% a percent sign;
// any other character after % stands for itself. Formatting runs twice, measuring then writing, so the
// result goes straight into scratch memory.
#include <charconv>
#include <cstring>

#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"
#include "exec/functions/temporal_units.hpp"

namespace tabula::exec::fn {

namespace {

constexpr const char* kMonthNames[] = {"January", "February", "March",     "April",   "May",      "June",
                                       "July",    "August",   "September", "October", "November", "December"};
constexpr const char* kDayNames[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};

/// Counts bytes (data == nullptr) or writes them.
class Output {
public:
    explicit Output(char* data) : data_(data) {}
    void text(std::string_view s) {
        if (data_ != nullptr) std::memcpy(data_ + size_, s.data(), s.size());
        size_ += s.size();
    }
    void character(char c) { text(std::string_view(&c, 1)); }
    /// A non-negative number, zero-padded to `width` digits.
    void number(int64_t value, int width) {
        char digits[24];
        auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        for (int pad = width - static_cast<int>(end - digits); pad > 0; --pad) character('0');
        text(std::string_view(digits, static_cast<size_t>(end - digits)));
    }
    size_t size() const { return size_; }

private:
    char* data_;
    size_t size_ = 0;
};

const char* ordinalSuffix(unsigned day) {
    if (day >= 11 && day <= 13) return "th";
    switch (day % 10) {
        case 1: return "st";
        case 2: return "nd";
        case 3: return "rd";
        default: return "th";
    }
}

void formatTimestamp(int64_t epoch_millis, std::string_view format, Output& out) {
    CivilTime t = civilTime(epoch_millis);
    int64_t hour = t.millis_of_day / kMillisPerHour;
    int64_t minute = t.millis_of_day / kMillisPerMinute % 60;
    int64_t second = t.millis_of_day / kMillisPerSecond % 60;
    int64_t hour12 = (hour + 11) % 12 + 1;
    int weekday = isoDayOfWeek(t.day_number) % 7;  // 0 = Sunday
    for (size_t i = 0; i < format.size(); ++i) {
        if (format[i] != '%' || i + 1 == format.size()) {
            out.character(format[i]);
            continue;
        }
        char spec = format[++i];
        switch (spec) {
            case 'Y': out.number(t.year, 4); break;
            case 'y': out.number(t.year % 100, 2); break;
            case 'm': out.number(t.month, 2); break;
            case 'c': out.number(t.month, 1); break;
            case 'M': out.text(kMonthNames[t.month - 1]); break;
            case 'b': out.text(std::string_view(kMonthNames[t.month - 1], 3)); break;
            case 'd': out.number(t.day, 2); break;
            case 'e': out.number(t.day, 1); break;
            case 'D':
                out.number(t.day, 1);
                out.text(ordinalSuffix(t.day));
                break;
            case 'j': out.number(dayOfYear(t), 3); break;
            case 'H': out.number(hour, 2); break;
            case 'k': out.number(hour, 1); break;
            case 'h':
            case 'I': out.number(hour12, 2); break;
            case 'l': out.number(hour12, 1); break;
            case 'i': out.number(minute, 2); break;
            case 'S':
            case 's': out.number(second, 2); break;
            case 'f': out.number(t.millis_of_day % kMillisPerSecond * 1000, 6); break;
            case 'p': out.text(hour < 12 ? "AM" : "PM"); break;
            case 'r':
                out.number(hour12, 2);
                out.character(':');
                out.number(minute, 2);
                out.character(':');
                out.number(second, 2);
                out.text(hour < 12 ? " AM" : " PM");
                break;
            case 'T':
                out.number(hour, 2);
                out.character(':');
                out.number(minute, 2);
                out.character(':');
                out.number(second, 2);
                break;
            case 'W': out.text(kDayNames[weekday]); break;
            case 'a': out.text(std::string_view(kDayNames[weekday], 3)); break;
            case 'w': out.number(weekday, 1); break;
            case 'U': out.number((dayOfYear(t) - 1 + 7 - weekday) / 7, 2); break;
            case 'v': out.number(isoWeek(t.day_number), 2); break;
            case 'x': {
                int32_t week_year;
                isoWeek(t.day_number, &week_year);
                out.number(week_year, 4);
                break;
            }
            default: out.character(spec);
        }
    }
}

struct DateFormat {
    std::string text;
    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        std::string_view format = v[1].s.view();
        Output measure(nullptr);
        formatTimestamp(v[0].i, format, measure);
        char* data = allocateString(ctx, measure.size(), text);
        Output writer(data);
        formatTimestamp(v[0].i, format, writer);
        put(out, StrRef{data, static_cast<uint32_t>(writer.size())});
    }
};

/// The value may be a DATE, a TIMESTAMP or a STRING holding a timestamp: each converts to TIMESTAMP.
Signature bindDateFormat(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 2, 2);
    TypeId id = args[0].id();
    if (id != TypeId::Timestamp && id != TypeId::Date && id != TypeId::String && id != TypeId::Null) {
        throwArgumentType(name, args, 0, "TIMESTAMP, DATE or STRING");
    }
    return {{Types::TIMESTAMP(), expectString(name, args, 1)}, Types::STRING()};
}

}  // namespace

void registerDateFormat(Registry& registry) {
    registry.add(makeScalarFunction({"dateFormat", bindDateFormat,
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                         return makeStrict<2>(call.type, args, DateFormat{call.text});
                                     }}),
                 {"date_format"});
}

}  // namespace tabula::exec::fn
