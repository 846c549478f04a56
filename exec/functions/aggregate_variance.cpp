// STDDEV_POP, STDDEV_SAMP, VAR_POP and VAR_SAMP. Integers and DECIMALs follow the formula Flink's planner reduces
// them to (Calcite's AggregateReduceFunctionsRule), computed in the input's own arithmetic:
//   VAR_POP(x)  = (SUM(x * x) - SUM(x) * SUM(x) / COUNT(x)) / COUNT(x)
//   VAR_SAMP(x) = (SUM(x * x) - SUM(x) * SUM(x) / COUNT(x)) / (COUNT(x) - 1), NULL for a single row
//   STDDEV_*(x) = POWER(VAR_*(x), 0.5) cast to the result type
// so integer divisions truncate (VAR_POP of the INTs 1 and 2 is 0, VAR_SAMP 1) and a DECIMAL rounds at the scale of
// each step's DECIMAL type; where Flink's INT steps overflow and wrap around, these are exact. An integer result
// keeps the input's type (one outside it is an overflow error), a DECIMAL(p, s) one is DECIMAL(38, max(s, 6)).
// FLOAT and DOUBLE use Welford's update and Chan's merge in double instead, which cannot lose the variance to
// cancellation. The sample forms are NULL below two rows, the population forms below one.
#include <cmath>
#include <limits>

#include "exec/functions/aggregate_support.hpp"
#include "exec/functions/cast_support.hpp"
#include "exec/functions/decimal_ops.hpp"
#include "exec/functions/registration.hpp"

namespace tabula::exec::fn {

namespace {

/// Which of the four functions.
struct VarianceKind {
    bool sample;
    bool root;  // standard deviation rather than variance
};

/// The count, sum and sum of squares of an integer or DECIMAL input, exact (the squares of a DECIMAL at the scale
/// of x * x's type).
struct Sums {
    int64_t count;
    Int128 sum;
    Int128 sum_of_squares;
};

/// Adds `value` to `total`; false on overflow of 128 bits or, with a precision, of its digits.
bool addTo(Int128& total, Int128 value, uint8_t precision = 0) {
    return !__builtin_add_overflow(total, value, &total) && (precision == 0 || fitsPrecision(total, precision));
}

template <class T>
struct IntegerVarianceOps {
    using State = Sums;

    VarianceKind kind;
    std::string text;

    void init(State& s) const { s = Sums{0, 0, 0}; }
    void update(State& s, const Cell& input, Arena&) const {
        const Int128 x = get<T>(input);
        ++s.count;
        // |x| <= 2^63, so x * x fits; the sums overflow only past 2^63 rows of the widest values
        if (!addTo(s.sum, x) || !addTo(s.sum_of_squares, x * x)) throwOverflow(text);
    }
    void merge(State& s, const State& other) const {
        s.count += other.count;
        if (!addTo(s.sum, other.sum) || !addTo(s.sum_of_squares, other.sum_of_squares)) throwOverflow(text);
    }
    void finish(const State& s, Cell& out) const {
        if (s.count == 0 || (kind.sample && s.count == 1)) return putNull(out);
        Int128 square;
        if (__builtin_mul_overflow(s.sum, s.sum, &square)) throwOverflow(text);
        const Int128 variance = (s.sum_of_squares - square / s.count) / (kind.sample ? s.count - 1 : s.count);
        // Java's Math.pow(v, 0.5) cast to the type: the square root truncated
        const Int128 value = kind.root ? static_cast<Int128>(std::sqrt(static_cast<double>(variance))) : variance;
        if (value > std::numeric_limits<T>::max()) throwOverflow(text);
        put(out, static_cast<T>(value));
    }
};

struct DecimalVarianceOps {
    using State = Sums;

    VarianceKind kind;
    DataType input;    // DECIMAL(p, s)
    DataType squares;  // the type of x * x
    DataType result;   // DECIMAL(38, max(s, 6))
    std::string text;

    void init(State& s) const { s = Sums{0, 0, 0}; }
    void update(State& s, const Cell& input_cell, Arena&) const {
        const Int128 x = input_cell.decimal();
        ++s.count;
        std::optional<Int128> square = multiplyDecimal(x, x, 2 * input.scale() - squares.scale());
        if (!square || !addTo(s.sum, x, kMaxDecimalPrecision) ||
            !addTo(s.sum_of_squares, *square, kMaxDecimalPrecision)) {
            throwDecimalOverflow(text, kMaxDecimalPrecision);
        }
    }
    void merge(State& s, const State& other) const {
        s.count += other.count;
        if (!addTo(s.sum, other.sum, kMaxDecimalPrecision) ||
            !addTo(s.sum_of_squares, other.sum_of_squares, kMaxDecimalPrecision)) {
            throwDecimalOverflow(text, kMaxDecimalPrecision);
        }
    }
    void finish(const State& s, Cell& out) const {
        if (s.count == 0 || (kind.sample && s.count == 1)) return putNull(out);
        // Each step at the type Flink's DECIMAL arithmetic gives it; SUM(x) is cast to the result type first.
        const DataType count_type = Types::DECIMAL(19, 0);  // BIGINT
        const TypedDecimal sum_of_squares{s.sum_of_squares, Types::DECIMAL(kMaxDecimalPrecision, squares.scale())};
        std::optional<Int128> sum = rescaleDecimal(s.sum, input.scale(), result.scale());
        std::optional<TypedDecimal> square;
        std::optional<TypedDecimal> mean_square;
        std::optional<TypedDecimal> deviation;
        std::optional<TypedDecimal> variance;
        if (sum) square = decimalTimes({*sum, result}, {*sum, result});
        if (square) mean_square = decimalDivide(*square, {s.count, count_type});
        if (mean_square) deviation = decimalMinus(sum_of_squares, *mean_square);
        if (deviation) variance = decimalDivide(*deviation, {kind.sample ? s.count - 1 : s.count, count_type});
        std::optional<Int128> value;
        if (variance && kind.root) {
            double root = std::sqrt(decimalToDouble(variance->unscaled, variance->type.scale()));
            value = floatingToDecimal(root, result.precision(), result.scale());
        } else if (variance) {
            value = rescaleDecimal(variance->unscaled, variance->type.scale(), result.scale());
        }
        if (!value) throwDecimalOverflow(text, kMaxDecimalPrecision);
        put(out, *value);
    }
};

struct Moments {
    int64_t count;
    double mean;
    double m2;  // sum of squared deviations from the mean
};

template <class T>
struct FloatingVarianceOps {
    using State = Moments;

    VarianceKind kind;

    void init(State& s) const { s = Moments{0, 0.0, 0.0}; }
    void update(State& s, const Cell& input, Arena&) const {
        double x = get<T>(input);
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
        if (s.count < (kind.sample ? 2 : 1)) return putNull(out);
        double value = s.m2 / static_cast<double>(s.count - (kind.sample ? 1 : 0));
        put(out, static_cast<T>(kind.root ? std::sqrt(value) : value));
    }
};

DataType varianceType(const DataType& input) {
    if (input.id() != TypeId::Decimal) return input;
    return Types::DECIMAL(kMaxDecimalPrecision, std::max<uint8_t>(input.scale(), 6));
}

std::unique_ptr<Accumulator> makeVariance(VarianceKind kind, const DataType& input, const std::string& text) {
    if (input.id() == TypeId::Decimal) {
        return makeAccumulator(
            DecimalVarianceOps{kind, input, decimalMultiplyType(input, input), varianceType(input), text});
    }
    if (input.id() == TypeId::Float) return makeAccumulator(FloatingVarianceOps<float>{kind});
    if (input.id() == TypeId::Double) return makeAccumulator(FloatingVarianceOps<double>{kind});
    return withIntegerType(input, [&]<class T>() { return makeAccumulator(IntegerVarianceOps<T>{kind, text}); });
}

void addVariance(Registry& registry, const char* name, VarianceKind kind,
                 std::initializer_list<std::string_view> aliases) {
    registry.add(makeAggregateFunction({name,
                                        [](std::string_view n, std::span<const DataType> args) {
                                            return bindNumericAggregate(n, args, varianceType);
                                        },
                                        [kind](const Signature& signature, const std::string& text) {
                                            return makeVariance(kind, signature.params[0], text);
                                        }}),
                 aliases);
}

}  // namespace

void registerVariance(Registry& registry) {
    addVariance(registry, "stddevPop", {false, true}, {"stddev_pop"});
    addVariance(registry, "stddevSamp", {true, true}, {"stddev_samp", "stddev"});
    addVariance(registry, "varPop", {false, false}, {"var_pop"});
    addVariance(registry, "varSamp", {true, false}, {"var_samp", "variance"});
}

}  // namespace tabula::exec::fn
