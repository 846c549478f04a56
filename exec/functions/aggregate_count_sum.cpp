// COUNT, COUNT(*), SUM and SUM0. Integer sums keep the input type and raise an ExecutionError on overflow;
// FLOAT and DOUBLE sums keep theirs (accumulated in double); DECIMAL(p, s) sums to DECIMAL(38, s). SUM of no
// rows is NULL, SUM0 of no rows is 0, COUNT never NULL.
#include "exec/functions/aggregate_support.hpp"
#include "exec/functions/decimal_ops.hpp"
#include "exec/functions/registration.hpp"

namespace tabula::exec::fn {

namespace {

struct CountOps {
    struct State {
        int64_t count;
    };
    void init(State& s) const { s.count = 0; }
    void update(State& s, const Cell&, Arena&) const { ++s.count; }
    void merge(State& s, const State& other) const { s.count += other.count; }
    void finish(const State& s, Cell& out) const { put(out, s.count); }
};

Signature bindCount(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 0, 1);
    return {std::vector<DataType>(args.begin(), args.end()), Types::BIGINT()};
}

/// T is the input's C++ type; integer sums are checked at T's width, DECIMAL sums at 38 digits.
template <class T>
struct SumOps {
    using Accumulated = std::conditional_t<std::is_floating_point_v<T>, double,
                                           std::conditional_t<std::is_same_v<T, Int128>, Int128, int64_t>>;
    struct State {
        Accumulated sum;
        bool any;
    };

    bool zero_on_empty;
    std::string text;

    void init(State& s) const {
        s.sum = 0;
        s.any = false;
    }
    void update(State& s, const Cell& input, Arena&) const { add(s, get<T>(input)); }
    void merge(State& s, const State& other) const {
        if (!other.any) return;
        if constexpr (std::is_floating_point_v<T> || std::is_same_v<T, Int128>) {
            add(s, other.sum);
        } else {
            add(s, static_cast<T>(other.sum));
        }
    }
    void finish(const State& s, Cell& out) const {
        if (!s.any && !zero_on_empty) return putNull(out);
        put(out, static_cast<T>(s.sum));
    }

private:
    template <class V>
    void add(State& s, V value) const {
        s.any = true;
        if constexpr (std::is_floating_point_v<T>) {
            s.sum += value;
        } else if constexpr (std::is_same_v<T, Int128>) {
            if (__builtin_add_overflow(s.sum, value, &s.sum) || !fitsPrecision(s.sum, kMaxDecimalPrecision)) {
                throwDecimalOverflow(text, kMaxDecimalPrecision);
            }
        } else {
            T sum;
            if (__builtin_add_overflow(static_cast<T>(s.sum), value, &sum)) throwOverflow(text);
            s.sum = sum;
        }
    }
};

DataType sumType(const DataType& input) {
    return input.id() == TypeId::Decimal ? Types::DECIMAL(kMaxDecimalPrecision, input.scale()) : input;
}

void addSum(Registry& registry, const char* name, bool zero_on_empty, std::initializer_list<std::string_view> aliases) {
    registry.add(makeAggregateFunction({name,
                                        [](std::string_view n, std::span<const DataType> args) {
                                            return bindNumericAggregate(n, args, sumType);
                                        },
                                        [zero_on_empty](const Signature& signature, const std::string& text) {
                                            return withNumericInput(signature.params[0], [&]<class T>() {
                                                return makeAccumulator(SumOps<T>{zero_on_empty, text});
                                            });
                                        }}),
                 aliases);
}

}  // namespace

void registerCountAndSum(Registry& registry) {
    registry.add(makeAggregateFunction(
        {"count", bindCount, [](const Signature&, const std::string&) { return makeAccumulator(CountOps{}); }}));
    addSum(registry, "sum", false, {});
    addSum(registry, "sum0", true, {"$sum0"});
}

}  // namespace tabula::exec::fn
