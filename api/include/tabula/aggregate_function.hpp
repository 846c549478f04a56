// User-defined aggregate functions, as Flink's AggregateFunction<T, ACC>: a class that makes an accumulator,
// adds rows to it and reads its value, registered on a TableEnvironment and then called wherever a built-in
// aggregate can be (`groupBy('k').select('k, wAvg(v, w)')`, SQL GROUP BY, OVER windows, group windows).
// Parameter and result types come from the C++ signatures (tabula/function_types.hpp).
#pragma once

#include <cstddef>
#include <memory>
#include <new>
#include <optional>
#include <type_traits>
#include <utility>

#include "tabula/function_types.hpp"

namespace tabula {

/// Base of an aggregate function class computing a `T` through an accumulator of type `ACC`:
///
///     struct WeightedAvgAccumulator { int64_t sum = 0; int64_t count = 0; };
///     struct WeightedAvg : tabula::AggregateFunction<int64_t, WeightedAvgAccumulator> {
///         WeightedAvgAccumulator createAccumulator() const { return {}; }                  // optional: ACC{}
///         void accumulate(WeightedAvgAccumulator& acc, int64_t value, int32_t weight) const {
///             acc.sum += value * weight;
///             acc.count += weight;
///         }
///         std::optional<int64_t> getValue(const WeightedAvgAccumulator& acc) const {
///             if (acc.count == 0) return std::nullopt;
///             return acc.sum / acc.count;
///         }
///         void merge(WeightedAvgAccumulator& acc, const WeightedAvgAccumulator& other) const {  // optional
///             acc.sum += other.sum;
///             acc.count += other.count;
///         }
///         void retract(WeightedAvgAccumulator& acc, int64_t value, int32_t weight) const {  // optional
///             acc.sum -= value * weight;
///             acc.count -= weight;
///         }
///     };
///
/// `accumulate` takes the accumulator and one parameter per argument of the call; `getValue` returns `T`, or
/// std::optional<T> for a value that may be NULL. Each group (each window frame) gets its own accumulator from
/// createAccumulator. A NULL argument for a parameter that is not a std::optional skips the row; a
/// std::optional parameter sees it as nullopt. `merge` adds another accumulator of the same function: tabula
/// calls it when partial results of one aggregation combine (rows coming from several pipelines, such as the
/// inputs of a UNION ALL, and sliding window frames); a query that needs it from a function without it fails
/// saying so. `retract`, with accumulate's parameters, takes a row back out: over a sliding window frame (OVER
/// ... ROWS/RANGE BETWEEN ... that does not start at UNBOUNDED PRECEDING) tabula then keeps one accumulator,
/// accumulating each row as it enters the frame and retracting it as it leaves, and needs no merge there. An
/// exception the methods throw fails the query with an ExecutionError naming the function and the call. Keep string arguments as std::string in the accumulator: a std::string_view views the row only for
/// the call.
template <class T, class ACC>
struct AggregateFunction {
    using Result = T;
    using Accumulator = ACC;
};

namespace detail {

/// A user-defined aggregate function as the library holds it.
struct AggregateFunctionDefinition {
    std::shared_ptr<const void> function;  // the user's object
    AggregateEntries entries;
};

template <class F>
concept IsAggregateFunction = requires {
    typename F::Result;
    typename F::Accumulator;
}
&&std::is_base_of_v<AggregateFunction<typename F::Result, typename F::Accumulator>, F>;

template <class F, class... Args>
struct AggregateCall;

/// The parameters of `accumulate` after the accumulator.
template <class Method>
struct AccumulateSignature;
template <class C, class Acc, class... Args>
struct AccumulateSignature<void (C::*)(Acc&, Args...)> {
    using Accumulator = Acc;
    template <class F>
    using Call = AggregateCall<F, Args...>;
};
template <class C, class Acc, class... Args>
struct AccumulateSignature<void (C::*)(Acc&, Args...) const> : AccumulateSignature<void (C::*)(Acc&, Args...)> {};

/// Where an accumulator lives in its state block: in place when memcpy may move it, else on the heap with the
/// block holding the pointer.
template <class ACC>
struct AccumulatorSlot {
    static constexpr bool kInPlace = std::is_trivially_copyable_v<ACC> && alignof(ACC) <= 16;
    static constexpr size_t kSize = kInPlace ? sizeof(ACC) : sizeof(ACC*);

    static ACC& of(std::byte* state) {
        if constexpr (kInPlace) {
            return *std::launder(reinterpret_cast<ACC*>(state));
        } else {
            return **reinterpret_cast<ACC**>(state);
        }
    }
    static const ACC& of(const std::byte* state) { return of(const_cast<std::byte*>(state)); }

    template <class Make>
    static void create(std::byte* state, Make&& make) {
        if constexpr (kInPlace) {
            ::new (static_cast<void*>(state)) ACC(std::forward<Make>(make)());
        } else {
            *reinterpret_cast<ACC**>(state) = nullptr;  // destroy() is safe if make() throws
            *reinterpret_cast<ACC**>(state) = new ACC(std::forward<Make>(make)());
        }
    }
    static void destroy(std::byte* state) noexcept {
        if constexpr (!kInPlace) delete *reinterpret_cast<ACC**>(state);
    }
};

template <class F, class... Args>
struct AggregateCall {
    using ACC = typename F::Accumulator;
    using Slot = AccumulatorSlot<ACC>;

    static F& user(const void* function) { return *const_cast<F*>(static_cast<const F*>(function)); }

    static void create(const void* function, std::byte* state) {
        Slot::create(state, [&]() -> ACC {
            if constexpr (requires(F & f) { f.createAccumulator(); }) {
                return user(function).createAccumulator();
            } else {
                return ACC{};
            }
        });
    }

    /// accumulate (or with kRetract, retract) of `count` rows, as AggregateEntries::accumulate describes.
    template <bool kRetract, size_t... I>
    static void applyRows(const void* function, std::byte* const* states, size_t offset, bool one_state,
                          const std::byte* first, size_t stride, size_t count, uint32_t& failed_row,
                          std::index_sequence<I...>) {
        F& f = user(function);
        const auto add = [&](ACC& acc, const std::byte* args) {
            if (((!FunctionTypeOf<Args>::nullable && isNullValue(args + I * kValueSize)) || ...)) return;
            if constexpr (kRetract) {
                f.retract(acc, FunctionTypeOf<Args>::read(args + I * kValueSize)...);
            } else {
                f.accumulate(acc, FunctionTypeOf<Args>::read(args + I * kValueSize)...);
            }
        };
        size_t k = 0;
        try {
            if (one_state) {
                ACC& acc = Slot::of(states[0] + offset);
                for (; k < count; ++k) add(acc, first + k * stride);
            } else {
                for (; k < count; ++k) add(Slot::of(states[k] + offset), first + k * stride);
            }
        } catch (...) {
            failed_row = static_cast<uint32_t>(k);
            throw;
        }
    }

    template <bool kRetract>
    static void apply(const void* function, std::byte* const* states, size_t offset, bool one_state,
                      const std::byte* first, size_t stride, size_t count, uint32_t& failed_row) {
        applyRows<kRetract>(function, states, offset, one_state, first, stride, count, failed_row,
                            std::index_sequence_for<Args...>{});
    }

    static void merge(const void* function, std::byte* state, const std::byte* other) {
        user(function).merge(Slot::of(state), Slot::of(other));
    }

    template <class Value>
    static void getValue(const void* function, const std::byte* state, std::byte* out, ResultText& text) {
        setNullValue(out, false);
        FunctionTypeOf<Value>::write(user(function).getValue(Slot::of(state)), out, text);
    }

    /// The entries of the accumulator alone (no result, no get_value): what a table aggregate function shares.
    static AggregateEntries accumulatorEntries() {
        AggregateEntries entries;
        entries.params = {FunctionTypeOf<Args>::type()...};
        entries.takes_nulls = (FunctionTypeOf<Args>::nullable || ...);
        entries.state_size = Slot::kSize;
        entries.create = &create;
        entries.destroy = &Slot::destroy;
        entries.accumulate = &apply<false>;
        if constexpr (requires(F & f, ACC & a, const ACC& b) { f.merge(a, b); }) entries.merge = &merge;
        if constexpr (requires(F & f, ACC & a, Args... args) { f.retract(a, args...); }) entries.retract = &apply<true>;
        return entries;
    }

    static AggregateEntries entries() {
        using Value = decltype(std::declval<F&>().getValue(std::declval<const ACC&>()));
        using Result = std::remove_cvref_t<Value>;
        static_assert(
            std::is_same_v<Result, typename F::Result> || std::is_same_v<Result, std::optional<typename F::Result>>,
            "getValue must return the aggregate function's T, or std::optional<T>");
        AggregateEntries entries = accumulatorEntries();
        entries.result = FunctionTypeOf<Value>::type();
        entries.get_value = &getValue<Value>;
        return entries;
    }
};

/// What registering `function` hands to the library.
template <class F>
AggregateFunctionDefinition defineAggregateFunction(F function) {
    static_assert(
        requires { &F::accumulate; }, "an AggregateFunction needs one accumulate(ACC&, ...) method");
    static_assert(
        requires(F & f, const typename F::Accumulator& acc) { f.getValue(acc); },
        "an AggregateFunction needs a getValue(const ACC&) method");
    using Signature = AccumulateSignature<decltype(&F::accumulate)>;
    static_assert(std::is_same_v<typename Signature::Accumulator, typename F::Accumulator>,
                  "accumulate's first parameter must be the accumulator, ACC&");
    AggregateFunctionDefinition definition;
    definition.entries = Signature::template Call<F>::entries();
    definition.function = std::make_shared<const F>(std::move(function));
    return definition;
}

}  // namespace detail
}  // namespace tabula
