// The clock functions: CURRENT_DATE, CURRENT_TIME and CURRENT_TIMESTAMP in UTC, LOCALTIME and LOCALTIMESTAMP in
// the machine's time zone (Flink 1.x's definitions). Read per row, so never constant-folded.
#include <chrono>
#include <ctime>

#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"
#include "exec/functions/temporal_units.hpp"

namespace tabula::exec::fn {

namespace {

enum class ClockPart { Date, Time, Timestamp };

int64_t nowMillis(bool local) {
    int64_t ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
            .count();
    if (local) {
        std::time_t seconds = static_cast<std::time_t>(floorDiv(ms, kMillisPerSecond));
        std::tm fields{};
        localtime_r(&seconds, &fields);
        ms += static_cast<int64_t>(fields.tm_gmtoff) * kMillisPerSecond;
    }
    return ms;
}

class ClockNode final : public CompiledExpr {
public:
    ClockNode(DataType type, ClockPart part, bool local) : CompiledExpr(type), part_(part), local_(local) {}

    void eval(RowView, EvalContext&, Cell& out) const override {
        int64_t ms = nowMillis(local_);
        switch (part_) {
            case ClockPart::Date: return put(out, floorDiv(ms, kMillisPerDay));
            case ClockPart::Time: return put(out, floorMod(ms, kMillisPerDay));
            case ClockPart::Timestamp: return put(out, ms);
        }
    }

private:
    ClockPart part_;
    bool local_;
};

void addClock(Registry& registry, const char* name, std::initializer_list<std::string_view> aliases, DataType type,
              ClockPart part, bool local) {
    registry.add(
        makeScalarFunction(
            {name, [type](std::string_view n, std::span<const DataType> a) { return bindKinds(n, a, {}, type); },
             [type, part, local](const CallInfo&, std::vector<CompiledExprPtr>) -> CompiledExprPtr {
                 return std::make_unique<ClockNode>(type, part, local);
             },
             false}),
        aliases);
}

}  // namespace

void registerClockFunctions(Registry& registry) {
    addClock(registry, "currentDate", {"current_date"}, Types::DATE(), ClockPart::Date, false);
    addClock(registry, "currentTime", {"current_time"}, Types::TIME(), ClockPart::Time, false);
    addClock(registry, "currentTimestamp", {"current_timestamp", "now"}, Types::TIMESTAMP(), ClockPart::Timestamp,
             false);
    addClock(registry, "localTime", {}, Types::TIME(), ClockPart::Time, true);
    addClock(registry, "localTimestamp", {}, Types::TIMESTAMP(), ClockPart::Timestamp, true);
}

}  // namespace tabula::exec::fn
