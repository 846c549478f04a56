// AVG keeps its input's type, as Flink's does: integers truncate toward zero (AVG of INT 1 and 2 is 1), FLOAT
// and DOUBLE divide in double, DECIMAL(p, s) rounds half away from zero at scale s. AVG of no rows is NULL.
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
            put(out, *divideDecimal(s.sum, s.count, 0));  // |average| <= max |input|: fits
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

DataType avgType(const DataType& input) { return input; }

std::unique_ptr<Accumulator> createAverage(const Signature& signature, const std::string& text) {
    return withNumericInput(signature.params[0], [&]<class T>() { return makeAccumulator(AvgOps<T>{text}); });
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
