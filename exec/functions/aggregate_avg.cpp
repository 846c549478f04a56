// AVG follows Flink's result types: integers keep their type and truncate toward zero (AVG of INT 1 and 2 is 1),
// FLOAT and DOUBLE divide in double, DECIMAL(p, s) gives DECIMAL(38, max(s, 6)), rounded half away from zero
// (AVG of 0.01, 0.02 and 0.11 is 0.046667). AVG of no rows is NULL.
// A session setting swaps in the variant that reads integers as DOUBLE (AVG of 1 and 2 is 1.5), as SQLite does.
#include "exec/functions/aggregate_support.hpp"
#include "exec/functions/decimal_ops.hpp"
#include "exec/functions/registration.hpp"
#include "exec/functions/setting_variants.hpp"

namespace tabula::exec::fn {

namespace {

template <class T>
struct AvgOps {
    /// Integer sums accumulate in 128 bits: no row count can overflow them.
    using Accumulated = std::conditional_t<std::is_floating_point_v<T>, double, Int128>;
    struct State {
        Accumulated sum;
        int64_t count;
    };

    std::string text;
    int extra_scale = 0;  // DECIMAL: fractional digits the result has beyond the input's

    void init(State& s) const {
        s.sum = 0;
        s.count = 0;
    }
    void update(State& s, const Cell& input, Arena&) const { add(s, get<T>(input), 1); }
    void merge(State& s, const State& other) const { add(s, other.sum, other.count); }
    void finish(const State& s, Cell& out) const {
        if (s.count == 0) return putNull(out);
        if constexpr (std::is_floating_point_v<T>) {
            put(out, static_cast<T>(s.sum / static_cast<double>(s.count)));
        } else if constexpr (std::is_same_v<T, Int128>) {
            // |average| <= max |input|, but the extra digits may take it past 38 (DECIMAL(38, 0) inputs).
            std::optional<Int128> average = divideDecimal(s.sum, s.count, extra_scale);
            if (!average || !fitsPrecision(*average, kMaxDecimalPrecision))
                throwDecimalOverflow(text, kMaxDecimalPrecision);
            put(out, *average);
        } else {
            put(out, static_cast<T>(s.sum / s.count));
        }
    }

private:
    void add(State& s, Accumulated value, int64_t count) const {
        if constexpr (std::is_floating_point_v<T>) {
            s.sum += value;
        } else if (__builtin_add_overflow(s.sum, value, &s.sum)) {
            throwDecimalOverflow(text, kMaxDecimalPrecision);  // only DECIMAL sums reach 2^127
        }
        s.count += count;
    }
};

/// The fewest fractional digits an average of DECIMALs has (Flink: DECIMAL(38, max(s, 6))).
constexpr uint8_t kMinAverageScale = 6;

DataType avgType(const DataType& input) {
    if (input.id() != TypeId::Decimal) return input;
    return Types::DECIMAL(kMaxDecimalPrecision, std::max(input.scale(), kMinAverageScale));
}

std::unique_ptr<Accumulator> createAverage(const Signature& signature, const std::string& text) {
    const DataType& input = signature.params[0];
    const int extra_scale = input.id() == TypeId::Decimal ? signature.result.scale() - input.scale() : 0;
    return withNumericInput(input, [&]<class T>() { return makeAccumulator(AvgOps<T>{text, extra_scale}); });
}

}  // namespace

void registerAverage(Registry& registry) {
    registry.add(makeAggregateFunction(
        {"avg",
         [](std::string_view n, std::span<const DataType> args) { return bindNumericAggregate(n, args, avgType); },
         createAverage}));
}

}  // namespace tabula::exec::fn

namespace tabula::exec {

const AggregateFunction& averageIntegersAsDouble() {
    static const std::unique_ptr<AggregateFunction> function =
        fn::makeAggregateFunction({"avg",
                                   [](std::string_view n, std::span<const DataType> args) {
                                       Signature signature = fn::bindNumericAggregate(n, args, fn::avgType);
                                       // The binder casts the integer input to DOUBLE, so the DOUBLE accumulator
                                       // averages it.
                                       if (signature.params[0].isInteger())
                                           signature = {{Types::DOUBLE()}, Types::DOUBLE()};
                                       return signature;
                                   },
                                   fn::createAverage});
    return *function;
}

}  // namespace tabula::exec
