// EXTRACT(unit FROM t) and its shorthands YEAR, QUARTER, MONTH, WEEK, DAYOFYEAR, DAYOFMONTH, DAYOFWEEK, HOUR,
// MINUTE and SECOND (t), FLOOR/CEIL(t TO unit), TIMESTAMPDIFF(unit, t1, t2) and timestampAdd(unit, n, t) (what
// date + INTERVAL binds to) over DATE, TIME and TIMESTAMP.
// The unit is a keyword the binder passes as a constant string; which units fit which type is checked when
// compiling. Weeks are ISO weeks (starting on Monday); DOW counts from Sunday = 1, as in Calcite.
#include <limits>

#include "exec/functions/cross_family.hpp"
#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"
#include "exec/functions/temporal_units.hpp"
#include "tabula/error.hpp"

namespace tabula::exec::fn {

namespace {

const char* unitName(TimeUnit unit) {
    switch (unit) {
        case TimeUnit::Year: return "YEAR";
        case TimeUnit::Quarter: return "QUARTER";
        case TimeUnit::Month: return "MONTH";
        case TimeUnit::Week: return "WEEK";
        case TimeUnit::Day: return "DAY";
        case TimeUnit::Hour: return "HOUR";
        case TimeUnit::Minute: return "MINUTE";
        case TimeUnit::Second: return "SECOND";
        case TimeUnit::Millisecond: return "MILLISECOND";
        case TimeUnit::DayOfWeek: return "DOW";
        case TimeUnit::DayOfYear: return "DOY";
    }
    return "";
}

bool isDateUnit(TimeUnit unit) { return unit <= TimeUnit::Day || unit >= TimeUnit::DayOfWeek; }
bool isTimeOfDayUnit(TimeUnit unit) { return unit >= TimeUnit::Hour && unit <= TimeUnit::Millisecond; }

/// Whether values of `type` have the field `unit`: a TIMESTAMP every field, a DATE its date's, a TIME its time of
/// day's.
bool hasField(const DataType& type, TimeUnit unit) {
    return type.id() == TypeId::Timestamp || (type.id() == TypeId::Date && isDateUnit(unit)) ||
           (type.id() == TypeId::Time && isTimeOfDayUnit(unit));
}

/// Reads the unit keyword of `call` at `index` and checks that `type` has such a field.
TimeUnit unitFor(const CallInfo& call, size_t index, const DataType& type, bool allow_fields) {
    std::string name = symbolArgument(call, index);
    std::optional<TimeUnit> unit = parseTimeUnit(name);
    std::string function(call.name);
    if (!unit || (!allow_fields && *unit >= TimeUnit::DayOfWeek)) {
        throw ValidationError("function '" + function + "' does not support the time unit '" + name + "' in '" +
                              call.text + "'");
    }
    if (!hasField(type, *unit)) {
        throw ValidationError("function '" + function + "' cannot apply " + unitName(*unit) + " to " + type.toString() +
                              " in '" + call.text + "'");
    }
    return *unit;
}

/// Milliseconds per stored unit: DATE stores days, TIME and TIMESTAMP milliseconds.
int64_t millisPerStoredUnit(const DataType& type) { return type.id() == TypeId::Date ? kMillisPerDay : 1; }

void expectTemporal(std::string_view name, std::span<const DataType> args, size_t i) {
    if (!args[i].isTemporal()) throwArgumentType(name, args, i, "DATE, TIME or TIMESTAMP");
}

using FieldReader = int64_t (*)(int64_t epoch_millis);

FieldReader fieldReader(TimeUnit unit) {
    switch (unit) {
        case TimeUnit::Year: return [](int64_t ms) -> int64_t { return civilTime(ms).year; };
        case TimeUnit::Quarter: return [](int64_t ms) -> int64_t { return (civilTime(ms).month - 1) / 3 + 1; };
        case TimeUnit::Month: return [](int64_t ms) -> int64_t { return civilTime(ms).month; };
        case TimeUnit::Week: return [](int64_t ms) -> int64_t { return isoWeek(floorDiv(ms, kMillisPerDay)); };
        case TimeUnit::Day: return [](int64_t ms) -> int64_t { return civilTime(ms).day; };
        case TimeUnit::Hour: return [](int64_t ms) -> int64_t { return floorMod(ms, kMillisPerDay) / kMillisPerHour; };
        case TimeUnit::Minute:
            return [](int64_t ms) -> int64_t { return floorMod(ms, kMillisPerHour) / kMillisPerMinute; };
        case TimeUnit::Second:
            return [](int64_t ms) -> int64_t { return floorMod(ms, kMillisPerMinute) / kMillisPerSecond; };
        case TimeUnit::Millisecond: return [](int64_t ms) -> int64_t { return floorMod(ms, kMillisPerMinute); };
        case TimeUnit::DayOfWeek:
            return [](int64_t ms) -> int64_t { return isoDayOfWeek(floorDiv(ms, kMillisPerDay)) % 7 + 1; };
        case TimeUnit::DayOfYear: return [](int64_t ms) -> int64_t { return dayOfYear(civilTime(ms)); };
    }
    return nullptr;
}

/// Reads one field of the temporal argument at `arg`: EXTRACT's second, YEAR(t)'s and the other shorthands' only.
struct ExtractField {
    size_t arg;
    int64_t millis_per_unit;
    FieldReader read;
    void operator()(const Cell* v, EvalContext&, Cell& out) const { put(out, read(v[arg].i * millis_per_unit)); }
};

Signature bindExtract(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 2, 2);
    expectString(name, args, 0);
    expectTemporal(name, args, 1);
    return {{Types::STRING(), args[1]}, Types::BIGINT()};
}

CompiledExprPtr compileExtract(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    const DataType& type = args[1]->type();
    TimeUnit unit = unitFor(call, 0, type, true);
    return makeStrict<2>(call.type, args, ExtractField{1, millisPerStoredUnit(type), fieldReader(unit)});
}

/// YEAR(t) and the other one-field shorthands take the types that have their field, as Flink's do: the date
/// fields a DATE or TIMESTAMP, HOUR, MINUTE and SECOND a TIME or TIMESTAMP.
Signature bindExtractField(std::string_view name, std::span<const DataType> args, TimeUnit unit) {
    expectArity(name, args, 1, 1);
    const DataType& type = args[0];
    if (!type.isNull() && !hasField(type, unit))
        throwArgumentType(name, args, 0, isDateUnit(unit) ? "DATE or TIMESTAMP" : "TIME or TIMESTAMP");
    if (type.isNull()) return {{isDateUnit(unit) ? Types::DATE() : Types::TIME()}, Types::BIGINT()};
    return {{type}, Types::BIGINT()};
}

void addExtractField(Registry& registry, std::string name, TimeUnit unit) {
    registry.add(makeScalarFunction(
        {std::move(name),
         [unit](std::string_view function, std::span<const DataType> args) {
             return bindExtractField(function, args, unit);
         },
         [unit](const CallInfo& call, std::vector<CompiledExprPtr> args) {
             const DataType& type = args[0]->type();
             return makeStrict<1>(call.type, args, ExtractField{0, millisPerStoredUnit(type), fieldReader(unit)});
         }}));
}

struct RoundToUnit {
    int64_t millis_per_unit;
    TimeUnit unit;
    bool ceil;
    bool time_of_day;  // TIME wraps around midnight
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        int64_t ms = v[0].i * millis_per_unit;
        int64_t rounded = floorToUnit(ms, unit);
        if (ceil && rounded != ms) rounded = nextUnitStart(rounded, unit);
        if (time_of_day) rounded = floorMod(rounded, kMillisPerDay);
        put(out, rounded / millis_per_unit);
    }
};

/// Whole `unit`s from t1 to t2, truncated toward zero.
struct TimestampDiff {
    TimeUnit unit;
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        int64_t t1 = v[1].i;
        int64_t t2 = v[2].i;
        int64_t diff;
        switch (unit) {
            case TimeUnit::Year: diff = monthsBetween(t1, t2) / 12; break;
            case TimeUnit::Quarter: diff = monthsBetween(t1, t2) / 3; break;
            case TimeUnit::Month: diff = monthsBetween(t1, t2); break;
            case TimeUnit::Week: diff = (t2 - t1) / (7 * kMillisPerDay); break;
            case TimeUnit::Day: diff = (t2 - t1) / kMillisPerDay; break;
            case TimeUnit::Hour: diff = (t2 - t1) / kMillisPerHour; break;
            case TimeUnit::Minute: diff = (t2 - t1) / kMillisPerMinute; break;
            default: diff = (t2 - t1) / kMillisPerSecond; break;
        }
        if (diff < std::numeric_limits<int32_t>::min() || diff > std::numeric_limits<int32_t>::max()) {
            throwOverflow(text);
        }
        put(out, diff);
    }
};

Signature bindTimestampDiff(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 3, 3);
    expectString(name, args, 0);
    for (size_t i = 1; i < 3; ++i) {
        if (args[i].id() != TypeId::Date && args[i].id() != TypeId::Timestamp && !args[i].isNull()) {
            throwArgumentType(name, args, i, "DATE or TIMESTAMP");
        }
    }
    return {{Types::STRING(), Types::TIMESTAMP(), Types::TIMESTAMP()}, Types::INT()};
}

CompiledExprPtr compileTimestampDiff(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    TimeUnit unit = unitFor(call, 0, Types::TIMESTAMP(), false);
    if (unit == TimeUnit::Millisecond) {
        throw ValidationError("function 'timestampDiff' does not support the time unit 'MILLISECOND' in '" + call.text +
                              "'");
    }
    return makeStrict<3>(call.type, args, TimestampDiff{unit, call.text});
}

/// `count` units after the temporal value (before it when negative). Months clamp the day to the end of the
/// target month (Jan 31 + 1 month = Feb 28/29); TIME wraps around midnight.
struct TimestampAdd {
    TimeUnit unit;
    int64_t millis_per_stored_unit;
    bool time_of_day;
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        const int64_t count = v[1].i;
        const int64_t ms = v[2].i * millis_per_stored_unit;
        int64_t months = 0, millis = 0, result = 0;
        bool overflow = false;
        switch (unit) {
            case TimeUnit::Year: overflow = __builtin_mul_overflow(count, 12, &months); break;
            case TimeUnit::Quarter: overflow = __builtin_mul_overflow(count, 3, &months); break;
            case TimeUnit::Month: months = count; break;
            case TimeUnit::Week: overflow = __builtin_mul_overflow(count, 7 * kMillisPerDay, &millis); break;
            case TimeUnit::Day: overflow = __builtin_mul_overflow(count, kMillisPerDay, &millis); break;
            case TimeUnit::Hour: overflow = __builtin_mul_overflow(count, kMillisPerHour, &millis); break;
            case TimeUnit::Minute: overflow = __builtin_mul_overflow(count, kMillisPerMinute, &millis); break;
            case TimeUnit::Second: overflow = __builtin_mul_overflow(count, kMillisPerSecond, &millis); break;
            default: millis = count; break;
        }
        if (months != 0) {
            // Past +-100,000 years addMonths would leave the range of any date.
            if (months > 1'200'000 || months < -1'200'000) throwOverflow(text);
            result = addMonths(ms, months);
        } else {
            overflow = overflow || __builtin_add_overflow(ms, millis, &result);
        }
        if (overflow) throwOverflow(text);
        if (time_of_day) result = floorMod(result, kMillisPerDay);
        put(out, result / millis_per_stored_unit);
    }
};

Signature bindTimestampAdd(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 3, 3);
    expectString(name, args, 0);
    expectInteger(name, args, 1);
    expectTemporal(name, args, 2);
    return {{Types::STRING(), Types::BIGINT(), args[2]}, args[2]};
}

CompiledExprPtr compileTimestampAdd(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    const DataType& type = args[2]->type();
    TimeUnit unit = unitFor(call, 0, type, false);
    return makeStrict<3>(call.type, args,
                         TimestampAdd{unit, millisPerStoredUnit(type), type.id() == TypeId::Time, call.text});
}

}  // namespace

Signature bindTemporalRounding(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 2, 2);
    expectTemporal(name, args, 0);
    expectString(name, args, 1);
    return {{args[0], Types::STRING()}, args[0]};
}

CompiledExprPtr compileTemporalRounding(const CallInfo& call, std::vector<CompiledExprPtr> args, bool ceil) {
    const DataType& type = args[0]->type();
    TimeUnit unit = unitFor(call, 1, type, false);
    return makeStrict<2>(call.type, args,
                         RoundToUnit{millisPerStoredUnit(type), unit, ceil, type.id() == TypeId::Time});
}

void registerTemporalFunctions(Registry& registry) {
    registry.add(makeScalarFunction({"extract", bindExtract, compileExtract}));
    addExtractField(registry, "year", TimeUnit::Year);
    addExtractField(registry, "quarter", TimeUnit::Quarter);
    addExtractField(registry, "month", TimeUnit::Month);
    addExtractField(registry, "week", TimeUnit::Week);
    addExtractField(registry, "dayOfYear", TimeUnit::DayOfYear);
    addExtractField(registry, "dayOfMonth", TimeUnit::Day);
    addExtractField(registry, "dayOfWeek", TimeUnit::DayOfWeek);
    addExtractField(registry, "hour", TimeUnit::Hour);
    addExtractField(registry, "minute", TimeUnit::Minute);
    addExtractField(registry, "second", TimeUnit::Second);
    registry.add(makeScalarFunction({"timestampDiff", bindTimestampDiff, compileTimestampDiff}));
    registry.add(makeScalarFunction({"timestampAdd", bindTimestampAdd, compileTimestampAdd}));
}

}  // namespace tabula::exec::fn
