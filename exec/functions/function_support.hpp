// Private toolkit of the built-in functions: typed cell access, compile-time type dispatch, evaluation node
// templates and the bind/error helpers every function family shares. Not part of exec's contract.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "exec/float_order.hpp"
#include "exec/function_registry.hpp"
#include "exec/physical_type.hpp"

namespace tabula::exec::fn {

// ---------------------------------------------------------------------------------------------------------
// Typed cell access. T is the C++ type a column's family computes in: int8_t..int64_t for the integers (and
// int64_t for DATE/TIME/TIMESTAMP), float, double, bool, Int128 (DECIMAL, unscaled) and StrRef.

template <class T>
inline T get(const Cell& cell) {
    if constexpr (std::is_same_v<T, bool>) {
        return cell.b;
    } else if constexpr (std::is_same_v<T, float>) {
        return cell.f;
    } else if constexpr (std::is_same_v<T, double>) {
        return cell.d;
    } else if constexpr (std::is_same_v<T, Int128>) {
        return cell.decimal();
    } else if constexpr (std::is_same_v<T, StrRef>) {
        return cell.s;
    } else {
        static_assert(std::is_integral_v<T>);
        return static_cast<T>(cell.i);
    }
}

/// Stores a non-null value.
template <class T>
inline void put(Cell& cell, T value) {
    cell.null = false;
    if constexpr (std::is_same_v<T, bool>) {
        cell.b = value;
    } else if constexpr (std::is_same_v<T, float>) {
        cell.f = value;
    } else if constexpr (std::is_same_v<T, double>) {
        cell.d = value;
    } else if constexpr (std::is_same_v<T, Int128>) {
        cell.setDecimal(value);
    } else if constexpr (std::is_same_v<T, StrRef>) {
        cell.s = value;
    } else {
        static_assert(std::is_integral_v<T>);
        cell.i = static_cast<int64_t>(value);
    }
}

inline void putNull(Cell& cell) { cell.null = true; }

inline StrRef strRef(std::string_view text) { return StrRef{text.data(), static_cast<uint32_t>(text.size())}; }

/// Throws ExecutionError naming `text` when a string result of `size` bytes would exceed the 2 GiB a string may
/// hold.
void checkStringSize(size_t size, const std::string& text);
/// Reserves `size` bytes of ctx.scratch for a string result. Throws ExecutionError naming `text` when the
/// result would exceed the 2 GiB a string may hold.
char* allocateString(EvalContext& ctx, size_t size, const std::string& text);
/// Copies `value` into ctx.scratch as the (non-null) string result.
void putString(Cell& out, EvalContext& ctx, std::string_view value, const std::string& text);

// ---------------------------------------------------------------------------------------------------------
// Compile-time type dispatch: calls f.template operator()<T>() for the C++ type of a type family, so a
// function picks its template instantiation once, when compiled. These pick the width an integer computes
// in; where only the storage type matters (comparing, holding values), dispatchPhysical (physical_type.hpp).

[[noreturn]] void unsupportedType(const DataType& type, std::string_view where);

template <class F>
decltype(auto) withIntegerType(const DataType& type, F&& f) {
    switch (type.id()) {
        case TypeId::TinyInt: return f.template operator()<int8_t>();
        case TypeId::SmallInt: return f.template operator()<int16_t>();
        case TypeId::Int: return f.template operator()<int32_t>();
        case TypeId::BigInt: return f.template operator()<int64_t>();
        default: unsupportedType(type, "an integer operation");
    }
}

/// Integers, FLOAT and DOUBLE (DECIMAL needs its scale and is handled apart).
template <class F>
decltype(auto) withBinaryNumberType(const DataType& type, F&& f) {
    switch (type.id()) {
        case TypeId::Float: return f.template operator()<float>();
        case TypeId::Double: return f.template operator()<double>();
        default: return withIntegerType(type, std::forward<F>(f));
    }
}

/// Three-way comparison of two values of one storage type (strings byte-wise, which is code point order for
/// UTF-8; DECIMALs of the same scale; FLOAT and DOUBLE in the total order of float_order.hpp, NaN largest).
template <class T>
inline int compareValues(const T& a, const T& b) {
    if constexpr (std::is_same_v<T, StrRef>) {
        int c = a.view().compare(b.view());
        return (c > 0) - (c < 0);
    } else if constexpr (std::is_floating_point_v<T>) {
        return compareFloating(a, b);
    } else {
        return (b < a) - (a < b);
    }
}

/// compareValues(a, b) == 0, computed directly.
template <class T>
inline bool equalValues(const T& a, const T& b) {
    if constexpr (std::is_same_v<T, StrRef>) {
        return a.view() == b.view();
    } else if constexpr (std::is_floating_point_v<T>) {
        return equalFloating(a, b);
    } else {
        return a == b;
    }
}

// ---------------------------------------------------------------------------------------------------------
// Evaluation nodes.

/// The rows of `selection` whose value (values[r]) is not NULL, written to `into` (which may be the selection's
/// own buffer: rows are only moved forward); the others get a NULL result in `out`. For a batch's operand that
/// makes the result NULL where it is NULL.
inline Selection nonNullRows(const Cell* values, Selection selection, uint32_t* into, CellOutput out) {
    size_t kept = 0;
    for (uint32_t r : selection) {
        if (values[r].null) {
            putNull(out[r]);
        } else {
            into[kept++] = r;
        }
    }
    return Selection(into, kept);
}

/// Evaluates N arguments; any NULL makes the result NULL without calling `fn`. Otherwise calls
/// fn(const Cell* args, EvalContext&, Cell& out), which must set out (put/putNull).
template <size_t N, class Fn>
class StrictNode final : public CompiledExpr {
public:
    StrictNode(DataType type, std::array<CompiledExprPtr, N> args, Fn fn)
        : CompiledExpr(type), args_(std::move(args)), fn_(std::move(fn)) {}

    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        std::array<Cell, N> values;
        for (size_t i = 0; i < N; ++i) {
            args_[i]->eval(row, ctx, values[i]);
            if (values[i].null) {
                putNull(out);
                return;
            }
        }
        fn_(values.data(), ctx, out);
    }

    /// Each argument for the rows whose earlier arguments are not NULL, then `fn` for the rows left.
    void evalBatch(const RowBatch& rows, Selection selection, EvalContext& ctx, CellOutput out) const override {
        std::array<std::optional<ScratchCells>, N> values;
        ScratchSelection narrowed(ctx.batch, selection.size());
        Selection live = selection;
        for (size_t i = 0; i < N; ++i) {
            values[i].emplace(ctx.batch, rows.count);
            args_[i]->evalBatch(rows, live, ctx, values[i]->output());
            live = nonNullRows(values[i]->data(), live, narrowed.data(), out);
        }
        std::array<Cell, N> arguments;
        for (uint32_t r : live) {
            for (size_t i = 0; i < N; ++i) arguments[i] = (*values[i])[r];
            fn_(arguments.data(), ctx, out[r]);
        }
    }

private:
    std::array<CompiledExprPtr, N> args_;
    Fn fn_;
};

/// Like StrictNode for any number of arguments (CONCAT, hashes of several inputs).
template <class Fn>
class StrictVariadicNode final : public CompiledExpr {
public:
    StrictVariadicNode(DataType type, std::vector<CompiledExprPtr> args, Fn fn)
        : CompiledExpr(type), args_(std::move(args)), fn_(std::move(fn)) {}

    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        boost::container::small_vector<Cell, 8> values(args_.size());
        for (size_t i = 0; i < args_.size(); ++i) {
            args_[i]->eval(row, ctx, values[i]);
            if (values[i].null) {
                putNull(out);
                return;
            }
        }
        fn_(std::span<const Cell>(values.data(), values.size()), ctx, out);
    }

private:
    std::vector<CompiledExprPtr> args_;
    Fn fn_;
};

/// REQUIRES: args.size() == N.
template <size_t N, class Fn>
CompiledExprPtr makeStrict(const DataType& type, std::vector<CompiledExprPtr>& args, Fn fn) {
    std::array<CompiledExprPtr, N> fixed;
    for (size_t i = 0; i < N; ++i) fixed[i] = std::move(args.at(i));
    return std::make_unique<StrictNode<N, Fn>>(type, std::move(fixed), std::move(fn));
}

template <class Fn>
CompiledExprPtr makeStrictVariadic(const DataType& type, std::vector<CompiledExprPtr> args, Fn fn) {
    return std::make_unique<StrictVariadicNode<Fn>>(type, std::move(args), std::move(fn));
}

/// A node that always yields NULL (a result of type NULL, a cast of an untyped NULL).
CompiledExprPtr makeNullNode(const DataType& type);

// ---------------------------------------------------------------------------------------------------------
// Errors raised while evaluating. `text` is the expression as the user wrote it.

[[noreturn]] void throwExecution(const std::string& message);
/// Call from a catch block around user-defined code: rethrows the exception being handled as the ExecutionError
/// "<subject> failed in '<text>'<arguments>: <what()>" (`subject` names the function: "function 'f'";
/// `arguments` is "" or argumentsOf's " for (...)"), a RowFailure pointing at `row` (any cell of the row the call
/// was for) when known; tabula's own errors pass unchanged, as they name the call already.
[[noreturn]] void rethrowUserFailure(const std::string& subject, const std::string& text,
                                     const std::string& arguments = "", const Cell* row = nullptr);
/// " for (v1, v2, ...)": the values of a call's arguments, `args[i]` of type `types[i]`, for an error.
std::string argumentsOf(std::span<const Cell> args, std::span<const DataType> types);
/// "integer overflow in '<text>'"
[[noreturn]] void throwOverflow(const std::string& text);
/// "decimal overflow in '<text>': the result needs more than <precision> digits"
[[noreturn]] void throwDecimalOverflow(const std::string& text, unsigned precision);
/// "division by zero in '<text>'"
[[noreturn]] void throwDivisionByZero(const std::string& text);

// ---------------------------------------------------------------------------------------------------------
// Binding helpers. Messages name the function and the types: "function 'upper' expects STRING but got INT".

/// Throws unless min <= args.size() <= max.
void expectArity(std::string_view name, std::span<const DataType> args, size_t min, size_t max);
/// STRING (or an untyped NULL) at position i; returns STRING.
DataType expectString(std::string_view name, std::span<const DataType> args, size_t i);
/// An integer type (or NULL) at position i; returns INT, the parameter type integer arguments are cast to.
DataType expectInteger(std::string_view name, std::span<const DataType> args, size_t i);
/// A numeric type (or NULL) at position i; returns DOUBLE, for functions computing in double precision.
DataType expectNumberAsDouble(std::string_view name, std::span<const DataType> args, size_t i);
/// BOOLEAN (or NULL) at position i; returns BOOLEAN.
DataType expectBoolean(std::string_view name, std::span<const DataType> args, size_t i);
/// What a fixed-kind argument accepts (an untyped NULL always fits) and is converted to: STRING; an integer type
/// -> INT; a numeric type -> DOUBLE; BOOLEAN.
enum class ArgKind { String, Integer, Double, Boolean };

/// Binds a function whose arguments have fixed kinds: between `required` and kinds.size() arguments, each of
/// its kind; the result type is `result`.
Signature bindKinds(std::string_view name, std::span<const DataType> args, std::initializer_list<ArgKind> kinds,
                    size_t required, DataType result);
/// bindKinds with every argument required.
inline Signature bindKinds(std::string_view name, std::span<const DataType> args, std::initializer_list<ArgKind> kinds,
                           DataType result) {
    return bindKinds(name, args, kinds, kinds.size(), result);
}

/// Throws "function '<name>' expects <what> but got <type>" (with "as argument <i+1>" when args > 1).
[[noreturn]] void throwArgumentType(std::string_view name, std::span<const DataType> args, size_t i,
                                    std::string_view what);
/// "(INT, STRING)" for messages.
std::string typeList(std::span<const DataType> args);
/// The type all of `types` widen to (NULL when all are NULL). Throws "function '<name>' cannot combine
/// INT and STRING" when two of them have none.
DataType commonTypeOf(std::string_view name, std::span<const DataType> types);

/// The value of a constant call argument (see CallInfo::constant_args), or nullopt when it depends on the row.
std::optional<Value> constantArgument(const CallInfo& call, size_t i);
/// The text of a constant, non-NULL STRING argument (a pattern compiled once per query), or nullopt.
std::optional<std::string> constantText(const CallInfo& call, size_t i);
/// The upper-case keyword of a symbol argument (trim mode, time unit). Throws ValidationError naming the
/// function when the argument is not a constant string.
std::string symbolArgument(const CallInfo& call, size_t i);

// ---------------------------------------------------------------------------------------------------------
// Function objects built from a bind and a compile callback, so a family file declares a function in a few
// lines. Callbacks receive the function's canonical name for messages.

using BindCallback = std::function<Signature(std::string_view name, std::span<const DataType> args)>;
using CompileCallback = std::function<CompiledExprPtr(const CallInfo& call, std::vector<CompiledExprPtr> args)>;
using CheckCallback = std::function<std::optional<ArgumentProblem>(const CallInfo& call)>;
using RefineCallback =
    std::function<DataType(const Signature& signature, std::span<const std::optional<Value>> constants)>;

struct ScalarSpec {
    std::string name;
    BindCallback bind;
    CompileCallback compile;
    bool deterministic = true;
    CheckCallback check_constants = nullptr;  // ScalarFunction::checkConstants; none when empty
    RefineCallback refine_result = nullptr;   // ScalarFunction::refineResult; bind()'s type when empty
};

std::unique_ptr<ScalarFunction> makeScalarFunction(ScalarSpec spec);

}  // namespace tabula::exec::fn
