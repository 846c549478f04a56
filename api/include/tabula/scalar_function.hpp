// User-defined scalar functions: a class with one or more `eval` overloads, a lambda, a function object or a
// function pointer, registered on a TableEnvironment and then called from string expressions (`plusOne(a)`,
// `a.plusOne()`), the C++ DSL (`call("plusOne", {col("a")})`) and SQL. Parameter and result types come from the
// C++ signature (tabula/function_types.hpp).
#pragma once

#include <cstddef>
#include <exception>
#include <memory>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "tabula/function_types.hpp"

namespace tabula {

/// Base of a scalar function class, as Flink's ScalarFunction:
///
///     struct HashCode : tabula::ScalarFunction {
///         int64_t eval(std::string_view s) const { ... }
///     };
///
/// A class with several `eval` overloads lists their signatures, since C++ cannot enumerate overloads:
///
///     struct PlusOne : tabula::ScalarFunction {
///         int64_t eval(int64_t x) const { return x + 1; }
///         double eval(double x) const { return x + 1; }
///         using Signatures = tabula::Overloads<int64_t(int64_t), double(double)>;
///     };
///
/// The call picks the overload whose parameters the arguments' types fit with the fewest implicit widenings
/// (INT to BIGINT, BIGINT to DOUBLE, ...). A NULL argument for a parameter that is not a std::optional makes the
/// result NULL without calling `eval`. An exception `eval` throws fails the query with an ExecutionError naming
/// the function and the call. eval may run for many rows of one query: keep it free of side effects on shared
/// state.
class ScalarFunction {
public:
    virtual ~ScalarFunction() = default;
    /// False when the result may differ for the same arguments (random numbers, clocks): such a call is never
    /// evaluated ahead of the rows, not even with constant arguments.
    virtual bool isDeterministic() const { return true; }
};

/// The signatures of a class's `eval` overloads: `using Signatures = Overloads<int64_t(int64_t), double(double)>`.
template <class... Signatures>
struct Overloads {};

namespace detail {

/// A user-defined scalar function as the library holds it.
struct ScalarFunctionDefinition {
    std::shared_ptr<const void> function;  // the user's object (or function pointer)
    std::vector<FunctionOverload> overloads;
    bool deterministic = true;
};

/// Calls a scalar function: a ScalarFunction's eval, or the callable itself.
template <class F, class... Values>
decltype(auto) callScalar(F& callable, Values&&... values) {
    if constexpr (std::is_base_of_v<ScalarFunction, F>) {
        return callable.eval(std::forward<Values>(values)...);
    } else {
        return callable(std::forward<Values>(values)...);
    }
}

template <class F, class R, class... Args>
struct ScalarCall {
    /// FunctionOverload::invoke, the loop over the rows compiled with the function inlined.
    template <size_t... I>
    static void run(const void* function, const std::byte* const* args, const uint32_t* rows, size_t count,
                    std::byte* out, size_t out_stride, ResultText& text, std::index_sequence<I...>) {
        F& callable = *const_cast<F*>(static_cast<const F*>(function));
        size_t k = 0;
        try {
            for (; k < count; ++k) {
                const size_t row = rows[k];
                std::byte* result = out + row * out_stride;
                if (((!FunctionTypeOf<Args>::nullable && isNullValue(args[I] + row * kValueSize)) || ...)) {
                    setNullValue(result, true);
                    continue;
                }
                setNullValue(result, false);
                FunctionTypeOf<R>::write(
                    callScalar(callable, FunctionTypeOf<Args>::read(args[I] + row * kValueSize)...), result, text);
            }
        } catch (...) {
            text.failed_row = rows[k];
            throw;
        }
    }

    static void entry(const void* function, const std::byte* const* args, const uint32_t* rows, size_t count,
                      std::byte* out, size_t out_stride, ResultText& text) {
        run(function, args, rows, count, out, out_stride, text, std::index_sequence_for<Args...>{});
    }

    static FunctionOverload overload() {
        static_assert(!std::is_void_v<R>, "a scalar function must return a value");
        return {{FunctionTypeOf<Args>::type()...}, FunctionTypeOf<R>::type(), &entry};
    }
};

/// A signature as `R(Args...)`, from a member function, a function pointer or a function type.
template <class Signature>
struct PlainSignature;
template <class R, class... Args>
struct PlainSignature<R(Args...)> {
    using type = R(Args...);
};
template <class R, class... Args>
struct PlainSignature<R (*)(Args...)> : PlainSignature<R(Args...)> {};
template <class C, class R, class... Args>
struct PlainSignature<R (C::*)(Args...)> : PlainSignature<R(Args...)> {};
template <class C, class R, class... Args>
struct PlainSignature<R (C::*)(Args...) const> : PlainSignature<R(Args...)> {};

/// The parameter and result types of a signature.
template <class Signature>
struct SignatureOf : SignatureOf<typename PlainSignature<Signature>::type> {};
template <class R, class... Args>
struct SignatureOf<R(Args...)> {
    using Result = R;
    template <class F>
    static FunctionOverload overload() {
        return ScalarCall<F, R, Args...>::overload();
    }
};

template <class F>
concept ListsOverloads = requires {
    typename F::Signatures;
};

/// The signatures of a scalar function, as an Overloads<...>: those it lists, or its one eval method's, its
/// pointer's or its call operator's.
template <class F>
auto signaturesOf() {
    if constexpr (ListsOverloads<F>) {
        return typename F::Signatures{};
    } else if constexpr (std::is_base_of_v<ScalarFunction, F>) {
        static_assert(
            requires { &F::eval; },
            "a ScalarFunction needs one eval method, or `using Signatures = tabula::Overloads<...>` "
            "listing its eval overloads");
        return Overloads<decltype(&F::eval)>{};
    } else if constexpr (std::is_pointer_v<F>) {
        return Overloads<F>{};
    } else {
        static_assert(
            requires { &F::operator(); },
            "register a ScalarFunction, a lambda, a function object with one call operator or a function "
            "pointer");
        return Overloads<decltype(&F::operator())>{};
    }
}

template <class T>
struct IsTuple : std::false_type {};
template <class... Ts>
struct IsTuple<std::tuple<Ts...>> : std::true_type {};

template <class... Signatures>
constexpr bool returnsRows(Overloads<Signatures...>) {
    constexpr bool rows = (IsTuple<std::remove_cvref_t<typename SignatureOf<Signatures>::Result>>::value || ...);
    static_assert(!rows || (IsTuple<std::remove_cvref_t<typename SignatureOf<Signatures>::Result>>::value && ...),
                  "either every eval overload returns a std::tuple (several columns) or none does");
    return rows;
}

/// True for a scalar function whose results are rows of several columns (std::tuple): one for Table::map.
template <class F>
concept ReturnsRows = returnsRows(decltype(signaturesOf<std::decay_t<F>>()){});

template <class F, class... Signatures>
std::vector<FunctionOverload> overloadsOf(Overloads<Signatures...>) {
    return {SignatureOf<Signatures>::template overload<F>()...};
}

/// What registering `function` hands to the library.
template <class F>
ScalarFunctionDefinition defineScalarFunction(F function) {
    using Held = std::decay_t<F>;
    ScalarFunctionDefinition definition;
    definition.overloads = overloadsOf<Held>(signaturesOf<Held>());
    if constexpr (std::is_base_of_v<ScalarFunction, Held>) definition.deterministic = function.isDeterministic();
    definition.function = std::make_shared<const Held>(std::move(function));
    return definition;
}

}  // namespace detail
}  // namespace tabula
