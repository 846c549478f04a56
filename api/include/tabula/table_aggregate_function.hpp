// User-defined table aggregate functions, as Flink's TableAggregateFunction<T, ACC>: an aggregate function that
// gives zero or more rows per group instead of one value — Flink's Top2, the two largest values of each group
// with their rank. Called through `groupBy("k").flatAggregate(call("top2", col("v")).as("v", "rank"))` and the
// unkeyed `flatAggregate(...)`. Parameter and column types come from the C++ signatures
// (tabula/function_types.hpp).
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <type_traits>
#include <utility>

#include "tabula/aggregate_function.hpp"
#include "tabula/table_function.hpp"

namespace tabula {

/// Where emitValue puts the rows of a group, as Flink's Collector<T>.
template <class T>
class Collector {
public:
    explicit Collector(detail::RowCollector& out) : out_(out) {}

    /// Emits one row of the group; its values are copied at once.
    void collect(const T& row) { detail::collectRow(out_, row); }

private:
    detail::RowCollector& out_;
};

/// Base of a table aggregate function class giving rows of type `T` (one value, or a std::tuple of values, as a
/// TableFunction's) per group through an accumulator of type `ACC`:
///
///     struct Top2Accumulator { std::optional<int64_t> first, second; };
///     struct Top2 : tabula::TableAggregateFunction<std::tuple<int64_t, int32_t>, Top2Accumulator> {
///         void accumulate(Top2Accumulator& acc, int64_t value) const { ... }
///         void emitValue(const Top2Accumulator& acc, tabula::Collector<Row>& out) const {
///             if (acc.first) out.collect({*acc.first, 1});
///             if (acc.second) out.collect({*acc.second, 2});
///         }
///     };
///
/// `createAccumulator` (optional), `accumulate` and `merge` (optional) are an AggregateFunction's; `emitValue`
/// collects the group's rows once all of its rows were accumulated. A NULL argument for a parameter that is not a
/// std::optional skips the row. The columns are named f0, f1, ... unless the call names them
/// (`.as("v", "rank")`). An exception the methods throw fails the query with an ExecutionError naming the
/// function and the call.
template <class T, class ACC>
struct TableAggregateFunction {
    using Row = T;
    using Accumulator = ACC;
};

namespace detail {

/// A user-defined table aggregate function as the library holds it, or an aggregate function returning rows
/// (one per group), which aggregate(...) calls.
struct TableAggregateFunctionDefinition {
    std::shared_ptr<const void> function;  // the user's object
    TableAggregateEntries entries;
    bool aggregate = false;  // an aggregate function returning rows
};

template <class F>
concept IsTableAggregateFunction = requires {
    typename F::Row;
    typename F::Accumulator;
}
&&std::is_base_of_v<TableAggregateFunction<typename F::Row, typename F::Accumulator>, F>;

template <class F>
struct TableAggregateEmit {
    using ACC = typename F::Accumulator;

    static void emit(const void* function, const std::byte* state, RowCollector& out) {
        Collector<typename F::Row> collector(out);
        static_cast<const F*>(function)->emitValue(AccumulatorSlot<ACC>::of(state), collector);
    }
};

/// What registering `function` hands to the library.
template <class F>
TableAggregateFunctionDefinition defineTableAggregateFunction(F function) {
    static_assert(
        requires { &F::accumulate; }, "a TableAggregateFunction needs one accumulate(ACC&, ...) method");
    static_assert(
        requires(const F& f, const typename F::Accumulator& acc, Collector<typename F::Row>& out) {
            f.emitValue(acc, out);
        },
        "a TableAggregateFunction needs an emitValue(const ACC&, tabula::Collector<Row>&) const method");
    using Signature = AccumulateSignature<decltype(&F::accumulate)>;
    static_assert(std::is_same_v<typename Signature::Accumulator, typename F::Accumulator>,
                  "accumulate's first parameter must be the accumulator, ACC&");
    TableAggregateFunctionDefinition definition;
    definition.entries.accumulator = Signature::template Call<F>::accumulatorEntries();
    definition.entries.emit = &TableAggregateEmit<F>::emit;
    definition.entries.columns = TableRowType<typename F::Row>::columns();
    definition.function = std::make_shared<const F>(std::move(function));
    return definition;
}

/// An aggregate function whose value is a row (a std::tuple): emits getValue's row once per group.
template <class F>
struct RowAggregateEmit {
    static void emit(const void* function, const std::byte* state, RowCollector& out) {
        collectRow(out, static_cast<const F*>(function)->getValue(AccumulatorSlot<typename F::Accumulator>::of(state)));
    }
};

/// What registering `function`, an AggregateFunction<std::tuple<...>, ACC>, hands to the library: a table
/// aggregate function emitting one row per group.
template <class F>
TableAggregateFunctionDefinition defineRowAggregateFunction(F function) {
    static_assert(
        requires { &F::accumulate; }, "an AggregateFunction needs one accumulate(ACC&, ...) method");
    using Value = decltype(std::declval<const F&>().getValue(std::declval<const typename F::Accumulator&>()));
    static_assert(std::is_same_v<std::remove_cvref_t<Value>, typename F::Result>,
                  "getValue of an aggregate function returning rows must return its std::tuple");
    using Signature = AccumulateSignature<decltype(&F::accumulate)>;
    TableAggregateFunctionDefinition definition;
    definition.entries.accumulator = Signature::template Call<F>::accumulatorEntries();
    definition.entries.emit = &RowAggregateEmit<F>::emit;
    definition.entries.columns = TableRowType<typename F::Result>::columns();
    definition.aggregate = true;
    definition.function = std::make_shared<const F>(std::move(function));
    return definition;
}

}  // namespace detail
}  // namespace tabula
