// DATE_FORMAT(value, pattern) with a Java DateTimeFormatter pattern, as Flink's: DATE_FORMAT(ts, 'yyyy-MM-dd HH:mm').
// The value is a TIMESTAMP (a DATE is widened to one) or a STRING read as Flink reads it (parseDateFormatInput;
// NULL when it is no timestamp). A constant pattern is checked when the call is bound and compiled once per query; a
// pattern that changes per row is compiled per row. Formatting runs twice, measuring then writing, so the result goes
// straight into scratch memory.
#include "exec/functions/datetime_pattern.hpp"
#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"

namespace tabula::exec::fn {

namespace {

constexpr size_t kPatternArgument = 1;

std::string invalidPattern(std::string_view pattern, const std::string& why) {
    return "invalid date format pattern '" + std::string(pattern) + "': " + why;
}

/// ScalarFunction::checkConstants: a constant pattern must compile.
std::optional<ArgumentProblem> checkConstantPattern(const CallInfo& call) {
    const std::optional<std::string> pattern = constantText(call, kPatternArgument);
    if (!pattern) return std::nullopt;
    std::string error;
    if (DateTimePattern::compile(*pattern, error)) return std::nullopt;
    return ArgumentProblem{kPatternArgument, invalidPattern(*pattern, error)};
}

/// DATE_FORMAT of a TIMESTAMP or, with `FromText`, of a STRING.
template <bool FromText>
struct DateFormat {
    explicit DateFormat(const CallInfo& call) : text(call.text) {
        if (const std::optional<std::string> pattern = constantText(call, kPatternArgument))
            constant = compile(*pattern);
    }

    std::optional<DateTimePattern> constant;
    std::string text;

    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        int64_t millis = v[0].i;
        if constexpr (FromText) {
            std::optional<int64_t> read = parseDateFormatInput(v[0].s.view());
            if (!read) return putNull(out);
            millis = *read;
        }
        std::optional<DateTimePattern> per_row;
        if (!constant) per_row = compile(v[1].s.view());
        const DateTimePattern& pattern = constant ? *constant : *per_row;
        char* data = allocateString(ctx, pattern.format(millis, nullptr), text);
        put(out, StrRef{data, static_cast<uint32_t>(pattern.format(millis, data))});
    }

    DateTimePattern compile(std::string_view pattern) const {
        std::string error;
        std::optional<DateTimePattern> compiled = DateTimePattern::compile(pattern, error);
        if (!compiled) throwExecution(invalidPattern(pattern, error) + " in '" + text + "'");
        return std::move(*compiled);
    }
};

/// The value may be a TIMESTAMP, a DATE (widened to a TIMESTAMP) or a STRING.
Signature bindDateFormat(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 2, 2);
    const DataType pattern = expectString(name, args, 1);
    switch (args[0].id()) {
        case TypeId::String: return {{Types::STRING(), pattern}, Types::STRING()};
        case TypeId::Timestamp:
        case TypeId::Date:
        case TypeId::Null: return {{Types::TIMESTAMP(), pattern}, Types::STRING()};
        default: throwArgumentType(name, args, 0, "TIMESTAMP, DATE or STRING");
    }
}

CompiledExprPtr compileDateFormat(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    if (args[0]->type().id() == TypeId::String) return makeStrict<2>(call.type, args, DateFormat<true>{call});
    return makeStrict<2>(call.type, args, DateFormat<false>{call});
}

}  // namespace

void registerDateFormat(Registry& registry) {
    registry.add(makeScalarFunction({"dateFormat", bindDateFormat, compileDateFormat, true, checkConstantPattern}),
                 {"date_format"});
}

}  // namespace tabula::exec::fn
