// User-defined table functions, as Flink's TableFunction<T>: a class whose `eval` calls collect() zero or more
// times for each input row, registered on a TableEnvironment and then joined with a table row by row
// (`joinLateral(call("split", col("line")).as("word"))`, `leftOuterJoinLateral`, `flatMap`, SQL's
// `LATERAL TABLE(split(line)) AS t(word)`). Parameter and column types come from the C++ signatures
// (tabula/function_types.hpp).
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <stdexcept>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "tabula/function_types.hpp"
#include "tabula/scalar_function.hpp"

namespace tabula {

namespace detail {

/// The collector of the eval running on this thread, set around each call (pipelines on other threads have their
/// own).
inline thread_local RowCollector* current_row_collector = nullptr;

/// The columns of a table function's rows: one for a single value, one per element for a std::tuple.
template <class T>
struct TableRowType {
    static constexpr size_t kColumns = 1;
    static std::vector<DataType> columns() { return {FunctionTypeOf<T>::type()}; }
    static void write(const T& row, std::byte* values, ResultText& text) {
        FunctionTypeOf<T>::write(row, values, text);
    }
};
template <class... Ts>
struct TableRowType<std::tuple<Ts...>> {
    static constexpr size_t kColumns = sizeof...(Ts);
    static std::vector<DataType> columns() { return {FunctionTypeOf<Ts>::type()...}; }
    static void write(const std::tuple<Ts...>& row, std::byte* values, ResultText& text) {
        writeEach(row, values, text, std::index_sequence_for<Ts...>{});
    }

private:
    template <size_t... I>
    static void writeEach(const std::tuple<Ts...>& row, std::byte* values, ResultText& text,
                          std::index_sequence<I...>) {
        (FunctionTypeOf<Ts>::write(std::get<I>(row), values + I * kValueSize, text), ...);
    }
};

/// Hands `row` to `out`, its values copied at once.
template <class T>
void collectRow(RowCollector& out, const T& row) {
    alignas(16) std::array<std::byte, TableRowType<T>::kColumns * kValueSize> values{};
    TableRowType<T>::write(row, values.data(), out.text());
    out.collect(values.data());
}

}  // namespace detail

/// Base of a table function class producing rows of type `T`: one value (one column) or a std::tuple of values
/// (one column each), each of a type function_types.hpp maps, std::optional for a value that may be NULL.
///
///     struct Split : tabula::TableFunction<std::tuple<std::string, int32_t>> {
///         void eval(std::string_view line) const {
///             for (std::string_view word : words(line)) collect({std::string(word), int32_t(word.size())});
///         }
///     };
///
/// A class with several `eval` overloads lists their signatures, as a ScalarFunction does (`using Signatures =
/// tabula::Overloads<void(std::string_view), void(int64_t)>`); the call picks one as a scalar call does. A NULL
/// argument for a parameter that is not a std::optional gives no rows, without calling `eval`. The columns are
/// named f0, f1, ... unless the call names them (`.as("word", "length")`, `AS t(word, length)`). An exception eval
/// throws fails the query with an ExecutionError naming the function and the call. eval may run on several
/// threads at once: keep it free of side effects on shared state.
template <class T>
class TableFunction {
public:
    using Row = T;

protected:
    /// Emits one row for the input row eval was called for. Throws std::logic_error outside eval.
    void collect(const T& row) const {
        detail::RowCollector* out = detail::current_row_collector;
        if (out == nullptr) throw std::logic_error("TableFunction::collect called outside eval");
        detail::collectRow(*out, row);
    }
};

namespace detail {

/// A user-defined table function as the library holds it, or a scalar function returning rows (one per call),
/// which Table::map calls.
struct TableFunctionDefinition {
    std::shared_ptr<const void> function;  // the user's object
    std::vector<TableFunctionOverload> overloads;
    std::vector<DataType> columns;
    bool scalar = false;  // a scalar function returning rows
};

template <class F>
concept IsTableFunction = requires {
    typename F::Row;
}
&&std::is_base_of_v<TableFunction<typename F::Row>, F>;

template <class F, class... Args>
struct TableCall {
    template <size_t... I>
    static void run(const void* function, const std::byte* args, RowCollector& out, std::index_sequence<I...>) {
        if (((!FunctionTypeOf<Args>::nullable && isNullValue(args + I * kValueSize)) || ...)) return;
        F& f = *const_cast<F*>(static_cast<const F*>(function));
        RowCollector* outer = current_row_collector;  // an eval that calls another table function's
        current_row_collector = &out;
        try {
            f.eval(FunctionTypeOf<Args>::read(args + I * kValueSize)...);
        } catch (...) {
            current_row_collector = outer;
            throw;
        }
        current_row_collector = outer;
    }

    static void invoke(const void* function, const std::byte* args, RowCollector& out) {
        run(function, args, out, std::index_sequence_for<Args...>{});
    }
};

/// The parameter types of an eval method or of a signature listed in Overloads<...>.
template <class Signature>
struct TableSignatureOf;
template <class... Args>
struct TableSignatureOf<void(Args...)> {
    template <class F>
    static TableFunctionOverload overload() {
        return {{FunctionTypeOf<Args>::type()...}, &TableCall<F, Args...>::invoke};
    }
};
template <class C, class... Args>
struct TableSignatureOf<void (C::*)(Args...)> : TableSignatureOf<void(Args...)> {};
template <class C, class... Args>
struct TableSignatureOf<void (C::*)(Args...) const> : TableSignatureOf<void(Args...)> {};

template <class F, class... Signatures>
std::vector<TableFunctionOverload> tableOverloadsOf(Overloads<Signatures...>) {
    return {TableSignatureOf<Signatures>::template overload<F>()...};
}

/// What registering `function` hands to the library.
template <class F>
TableFunctionDefinition defineTableFunction(F function) {
    TableFunctionDefinition definition;
    if constexpr (ListsOverloads<F>) {
        definition.overloads = tableOverloadsOf<F>(typename F::Signatures{});
    } else {
        static_assert(
            requires { &F::eval; },
            "a TableFunction needs one eval method returning void, or `using Signatures = "
            "tabula::Overloads<void(...), ...>` listing its eval overloads");
        definition.overloads = {TableSignatureOf<decltype(&F::eval)>::template overload<F>()};
    }
    definition.columns = TableRowType<typename F::Row>::columns();
    definition.function = std::make_shared<const F>(std::move(function));
    return definition;
}

/// A scalar function returning rows (a std::tuple): one row per call; a NULL argument for a parameter that is
/// not a std::optional gives none (map then gives a row of NULLs, as a scalar function gives NULL).
template <class F, class R, class... Args>
struct RowScalarCall {
    template <size_t... I>
    static void run(const void* function, const std::byte* args, RowCollector& out, std::index_sequence<I...>) {
        if (((!FunctionTypeOf<Args>::nullable && isNullValue(args + I * kValueSize)) || ...)) return;
        F& callable = *const_cast<F*>(static_cast<const F*>(function));
        collectRow(out, callScalar(callable, FunctionTypeOf<Args>::read(args + I * kValueSize)...));
    }

    static void invoke(const void* function, const std::byte* args, RowCollector& out) {
        run(function, args, out, std::index_sequence_for<Args...>{});
    }
};

template <class F, class Signature>
struct RowScalarSignature;
template <class F, class R, class... Args>
struct RowScalarSignature<F, R(Args...)> {
    using Row = std::remove_cvref_t<R>;
    static TableFunctionOverload overload() {
        return {{FunctionTypeOf<Args>::type()...}, &RowScalarCall<F, Row, Args...>::invoke};
    }
};

template <class F, class First, class... Signatures>
TableFunctionDefinition rowScalarDefinition(Overloads<First, Signatures...>) {
    using Row = typename RowScalarSignature<F, typename PlainSignature<First>::type>::Row;
    static_assert(
        (std::is_same_v<Row, typename RowScalarSignature<F, typename PlainSignature<Signatures>::type>::Row> && ...),
        "every eval overload of a scalar function returning rows returns the same std::tuple");
    TableFunctionDefinition definition;
    definition.overloads = {RowScalarSignature<F, typename PlainSignature<First>::type>::overload(),
                            RowScalarSignature<F, typename PlainSignature<Signatures>::type>::overload()...};
    definition.columns = TableRowType<Row>::columns();
    definition.scalar = true;
    return definition;
}

/// What registering `function`, a scalar function returning rows (ReturnsRows), hands to the library.
template <class F>
TableFunctionDefinition defineRowScalarFunction(F function) {
    using Held = std::decay_t<F>;
    TableFunctionDefinition definition = rowScalarDefinition<Held>(signaturesOf<Held>());
    definition.function = std::make_shared<const Held>(std::move(function));
    return definition;
}

}  // namespace detail
}  // namespace tabula
