// STDDEV_POP, STDDEV_SAMP, VAR_POP and VAR_SAMP, computed in double with Welford's update and Chan's merge.
// The result keeps the input type as in Flink (integers truncate toward zero, and a result outside the type
// is an overflow error); DECIMAL(p, s) gives DECIMAL(38, s). The sample forms are NULL below two rows, the
// population forms below one.
#include <cmath>
#include <limits>

#include "exec/functions/aggregate_support.hpp"
#include "exec/functions/cast_support.hpp"
#include "exec/functions/decimal_ops.hpp"
#include "exec/functions/registration.hpp"

namespace tabula::exec::fn {

namespace {

struct Moments {
    int64_t count;
    double mean;
    double m2;  // sum of squared deviations from the mean
};

template <class T>
struct VarianceOps {
    using State = Moments;

    bool sample;
    bool root;      // standard deviation rather than variance
    uint8_t scale;  // DECIMAL input and result
    std::string text;

    void init(State& s) const { s = Moments{0, 0.0, 0.0}; }
    void update(State& s, const Cell& input, Arena&) const {
        double x = asDouble(input);
        ++s.count;
        double delta = x - s.mean;
        s.mean += delta / static_cast<double>(s.count);
        s.m2 += delta * (x - s.mean);
    }
    void merge(State& s, const State& other) const {
        if (other.count == 0) return;
        double n1 = static_cast<double>(s.count);
        double n2 = static_cast<double>(other.count);
        double n = n1 + n2;
        double delta = other.mean - s.mean;
        s.mean += delta * n2 / n;
        s.m2 += other.m2 + delta * delta * n1 * n2 / n;
        s.count += other.count;
    }
    void finish(const State& s, Cell& out) const {
        int64_t needed = sample ? 2 : 1;
        if (s.count < needed) return putNull(out);
        double value = s.m2 / static_cast<double>(s.count - (sample ? 1 : 0));
        if (root) value = std::sqrt(value);
        if constexpr (std::is_floating_point_v<T>) {
            put(out, static_cast<T>(value));
        } else if constexpr (std::is_same_v<T, Int128>) {
            std::optional<Int128> decimal = floatingToDecimal(value, kMaxDecimalPrecision, scale);
            if (!decimal) throwDecimalOverflow(text, kMaxDecimalPrecision);
            put(out, *decimal);
        } else {
            double truncated = std::trunc(value);
            if (!(truncated <= static_cast<double>(std::numeric_limits<T>::max()))) throwOverflow(text);
            put(out, static_cast<T>(truncated));
        }
    }

private:
    double asDouble(const Cell& input) const {
        if constexpr (std::is_same_v<T, Int128>) {
            return decimalToDouble(input.decimal(), scale);
        } else {
            return static_cast<double>(get<T>(input));
        }
    }
};

DataType varianceType(const DataType& input) {
    return input.id() == TypeId::Decimal ? Types::DECIMAL(kMaxDecimalPrecision, input.scale()) : input;
}

void addVariance(Registry& registry, const char* name, bool sample, bool root,
                 std::initializer_list<std::string_view> aliases) {
    registry.add(
        makeAggregateFunction({name,
                               [](std::string_view n, std::span<const DataType> args) {
                                   return bindNumericAggregate(n, args, varianceType);
                               },
                               [sample, root](const Signature& signature, const std::string& text) {
                                   const DataType& input = signature.params[0];
                                   return withNumericInput(input, [&]<class T>() {
                                       return makeAccumulator(VarianceOps<T>{sample, root, input.scale(), text});
                                   });
                               }}),
        aliases);
}

}  // namespace

void registerVariance(Registry& registry) {
    addVariance(registry, "stddevPop", false, true, {"stddev_pop"});
    addVariance(registry, "stddevSamp", true, true, {"stddev_samp", "stddev"});
    addVariance(registry, "varPop", false, false, {"var_pop"});
    addVariance(registry, "varSamp", true, false, {"var_samp", "variance"});
}

}  // namespace tabula::exec::fn
