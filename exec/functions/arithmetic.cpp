// Arithmetic operators: + - * / % and unary - +. Integers compute at the width of the result type and raise an
// ExecutionError on overflow or division by zero; FLOAT/DOUBLE follow IEEE (x / 0 is Infinity, as in Java);
// DECIMAL is exact with Flink's result precision and scale. `+` with a STRING operand concatenates. The / and %
// variants a session setting swaps in give NULL for an integer or DECIMAL divisor of zero instead.
#include <cmath>
#include <cstdint>
#include <limits>

#include "exec/functions/cross_family.hpp"
#include "exec/functions/decimal_ops.hpp"
#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"
#include "exec/functions/setting_variants.hpp"
#include "tabula/error.hpp"

namespace tabula::exec::fn {

namespace {

enum class ArithOp { Plus, Minus, Times, Divide, Mod };

struct AddOp {
    template <class T>
    static T integer(T a, T b, const std::string& text) {
        T r;
        if (__builtin_add_overflow(a, b, &r)) throwOverflow(text);
        return r;
    }
    template <class T>
    static T approximate(T a, T b) {
        return a + b;
    }
};

struct SubtractOp {
    template <class T>
    static T integer(T a, T b, const std::string& text) {
        T r;
        if (__builtin_sub_overflow(a, b, &r)) throwOverflow(text);
        return r;
    }
    template <class T>
    static T approximate(T a, T b) {
        return a - b;
    }
};

struct MultiplyOp {
    template <class T>
    static T integer(T a, T b, const std::string& text) {
        T r;
        if (__builtin_mul_overflow(a, b, &r)) throwOverflow(text);
        return r;
    }
    template <class T>
    static T approximate(T a, T b) {
        return a * b;
    }
};

/// Integer division truncates toward zero; MIN / -1 is the one quotient that overflows.
struct DivideOp {
    template <class T>
    static T integer(T a, T b, const std::string& text) {
        if (b == 0) throwDivisionByZero(text);
        if (b == -1 && a == std::numeric_limits<T>::min()) throwOverflow(text);
        return static_cast<T>(a / b);
    }
    template <class T>
    static T approximate(T a, T b) {
        return a / b;
    }
};

/// The remainder takes the dividend's sign (SQL MOD, Java %); MIN % -1 is 0 (undefined in C++, so avoided).
struct ModOp {
    template <class T>
    static T integer(T a, T b, const std::string& text) {
        if (b == 0) throwDivisionByZero(text);
        if (b == -1) return 0;
        return static_cast<T>(a % b);
    }
    template <class T>
    static T approximate(T a, T b) {
        return std::fmod(a, b);
    }
};

template <class T, class Op>
struct BinaryArithmetic {
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        if constexpr (std::is_floating_point_v<T>) {
            put(out, Op::approximate(get<T>(v[0]), get<T>(v[1])));
        } else {
            put(out, Op::integer(get<T>(v[0]), get<T>(v[1]), text));
        }
    }
};

/// DECIMAL + and -: both operands brought to the larger scale, then to the result scale (which is smaller
/// only when the result had to give up digits to stay within 38).
struct DecimalAddition {
    DecimalAddition(unsigned shift_a, unsigned shift_b, unsigned drop, bool subtract, uint8_t precision,
                    std::string text)
        : factor_a(pow10Int128(shift_a)),
          factor_b(pow10Int128(shift_b)),
          drop(drop),
          subtract(subtract),
          precision(precision),
          bound(precision),
          text(std::move(text)) {}

    Int128 factor_a;  // 10^(wide scale - s1)
    Int128 factor_b;  // 10^(wide scale - s2)
    unsigned drop;
    bool subtract;
    uint8_t precision;
    PrecisionBound bound;
    std::string text;

    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        std::optional<Int128> a = scaledBy(v[0].decimal(), factor_a);
        std::optional<Int128> b = scaledBy(v[1].decimal(), factor_b);
        Int128 r;
        if (!a || !b || (subtract ? __builtin_sub_overflow(*a, *b, &r) : __builtin_add_overflow(*a, *b, &r))) {
            throwDecimalOverflow(text, precision);
        }
        if (drop != 0) r = scaleDownRounded(r, drop);
        if (!bound.fits(r)) throwDecimalOverflow(text, precision);
        put(out, r);
    }
};

struct DecimalMultiplication {
    DecimalMultiplication(unsigned drop, uint8_t precision, std::string text)
        : drop(drop), precision(precision), bound(precision), text(std::move(text)) {}

    unsigned drop;  // s1 + s2 - result scale
    uint8_t precision;
    PrecisionBound bound;
    std::string text;

    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        std::optional<Int128> r = multiplyDecimal(v[0].decimal(), v[1].decimal(), drop);
        if (!r || !bound.fits(*r)) throwDecimalOverflow(text, precision);
        put(out, *r);
    }
};

struct DecimalDivision {
    int shift;  // result scale + s2 - s1
    uint8_t precision;
    std::string text;

    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        Int128 divisor = v[1].decimal();
        if (divisor == 0) throwDivisionByZero(text);
        std::optional<Int128> r = divideDecimal(v[0].decimal(), divisor, shift);
        if (!r || !fitsPrecision(*r, precision)) throwDecimalOverflow(text, precision);
        put(out, *r);
    }
};

/// The remainder at the larger scale. A divisor that overflows when rescaled is larger than any dividend, so
/// the remainder is the dividend itself.
struct DecimalRemainder {
    unsigned shift_a;
    unsigned shift_b;
    uint8_t precision;
    std::string text;

    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        if (v[1].decimal() == 0) throwDivisionByZero(text);
        std::optional<Int128> a = scaleUp(v[0].decimal(), shift_a);
        if (!a) throwDecimalOverflow(text, precision);
        std::optional<Int128> b = scaleUp(v[1].decimal(), shift_b);
        put(out, b ? *a % *b : *a);
    }
};

/// NULL where the divisor (the second operand) is zero, else what `Inner` computes: / and % under
/// 'table.exec.division-by-zero-as-null'.
template <class T, class Inner>
struct NullOnZeroDivisor {
    Inner inner;
    void operator()(const Cell* v, EvalContext& ctx, Cell& out) const {
        if (get<T>(v[1]) == T{0}) return putNull(out);
        inner(v, ctx, out);
    }
};

/// What a zero integer or DECIMAL divisor gives: an error (Flink) or NULL (the session setting).
enum class ZeroDivisor { Fails, GivesNull };

template <class T, class Fn>
CompiledExprPtr makeDivision(const CallInfo& call, std::vector<CompiledExprPtr>& args, Fn fn, ZeroDivisor zero) {
    if (zero == ZeroDivisor::GivesNull && !std::is_floating_point_v<T>)
        return makeStrict<2>(call.type, args, NullOnZeroDivisor<T, Fn>{std::move(fn)});
    return makeStrict<2>(call.type, args, std::move(fn));
}

[[noreturn]] void throwOperandTypes(std::string_view name, std::span<const DataType> args, bool plus) {
    throw ValidationError("function '" + std::string(name) + "' expects numeric operands" +
                          (plus ? std::string(" or a STRING operand") : std::string()) + " but got " + typeList(args));
}

Signature bindBinary(ArithOp op, std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 2, 2);
    if (op == ArithOp::Plus && (args[0].id() == TypeId::String || args[1].id() == TypeId::String)) {
        return {{Types::STRING(), Types::STRING()}, Types::STRING()};
    }
    for (const DataType& arg : args) {
        if (!arg.isNumeric() && !arg.isNull()) throwOperandTypes(name, args, op == ArithOp::Plus);
    }
    if (args[0].isNull() && args[1].isNull()) {
        throw ValidationError("function '" + std::string(name) +
                              "' cannot infer a type from two untyped NULLs; cast one of them, e.g. Null(INT)");
    }
    DataType a = args[0].isNull() ? args[1] : args[0];
    DataType b = args[1].isNull() ? args[0] : args[1];
    bool exact_decimal =
        (a.id() == TypeId::Decimal || b.id() == TypeId::Decimal) && !a.isApproximate() && !b.isApproximate();
    if (!exact_decimal) {
        DataType common = *commonType(a, b);
        return {{common, common}, common};
    }
    a = decimalOf(a);
    b = decimalOf(b);
    switch (op) {
        case ArithOp::Plus:
        case ArithOp::Minus: return {{a, b}, decimalAddType(a, b)};
        case ArithOp::Times: return {{a, b}, decimalMultiplyType(a, b)};
        case ArithOp::Divide: return {{a, b}, decimalDivideType(a, b)};
        case ArithOp::Mod: return {{a, b}, decimalModType(a, b)};
    }
    return {};
}

template <class Op>
CompiledExprPtr compileBinaryNumber(const CallInfo& call, std::vector<CompiledExprPtr>& args) {
    return withBinaryNumberType(
        call.type, [&]<class T>() { return makeStrict<2>(call.type, args, BinaryArithmetic<T, Op>{call.text}); });
}

template <class Op>
CompiledExprPtr compileDivision(const CallInfo& call, std::vector<CompiledExprPtr>& args, ZeroDivisor zero) {
    return withBinaryNumberType(
        call.type, [&]<class T>() { return makeDivision<T>(call, args, BinaryArithmetic<T, Op>{call.text}, zero); });
}

CompiledExprPtr compileDecimal(ArithOp op, const CallInfo& call, std::vector<CompiledExprPtr>& args, ZeroDivisor zero) {
    const unsigned s1 = args[0]->type().scale();
    const unsigned s2 = args[1]->type().scale();
    const unsigned s = call.type.scale();
    const uint8_t p = call.type.precision();
    const unsigned wide = std::max(s1, s2);
    switch (op) {
        case ArithOp::Plus:
        case ArithOp::Minus:
            return makeStrict<2>(call.type, args,
                                 DecimalAddition{wide - s1, wide - s2, wide - s, op == ArithOp::Minus, p, call.text});
        case ArithOp::Times: return makeStrict<2>(call.type, args, DecimalMultiplication{s1 + s2 - s, p, call.text});
        case ArithOp::Divide:
            return makeDivision<Int128>(
                call, args, DecimalDivision{static_cast<int>(s + s2) - static_cast<int>(s1), p, call.text}, zero);
        case ArithOp::Mod:
            return makeDivision<Int128>(call, args, DecimalRemainder{wide - s1, wide - s2, p, call.text}, zero);
    }
    return nullptr;
}

CompiledExprPtr compileBinary(ArithOp op, const CallInfo& call, std::vector<CompiledExprPtr> args, ZeroDivisor zero) {
    if (call.type.id() == TypeId::String) return compileConcat(call, std::move(args));
    if (call.type.id() == TypeId::Decimal) return compileDecimal(op, call, args, zero);
    switch (op) {
        case ArithOp::Plus: return compileBinaryNumber<AddOp>(call, args);
        case ArithOp::Minus: return compileBinaryNumber<SubtractOp>(call, args);
        case ArithOp::Times: return compileBinaryNumber<MultiplyOp>(call, args);
        case ArithOp::Divide: return compileDivision<DivideOp>(call, args, zero);
        case ArithOp::Mod: return compileDivision<ModOp>(call, args, zero);
    }
    return nullptr;
}

Signature bindUnary(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 1, 1);
    if (args[0].isNull()) {
        throw ValidationError("function '" + std::string(name) +
                              "' cannot infer a type from an untyped NULL; cast it, e.g. Null(INT)");
    }
    if (!args[0].isNumeric()) throwArgumentType(name, args, 0, "a numeric type");
    return {{args[0]}, args[0]};
}

template <class T>
struct Negate {
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        T value = get<T>(v[0]);
        if constexpr (std::is_floating_point_v<T> || std::is_same_v<T, Int128>) {
            put(out, static_cast<T>(-value));  // a DECIMAL's range is symmetric
        } else {
            T r;
            if (__builtin_sub_overflow(T{0}, value, &r)) throwOverflow(text);
            put(out, r);
        }
    }
};

CompiledExprPtr compileNegate(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    if (call.type.id() == TypeId::Decimal) return makeStrict<1>(call.type, args, Negate<Int128>{call.text});
    return withBinaryNumberType(call.type,
                                [&]<class T>() { return makeStrict<1>(call.type, args, Negate<T>{call.text}); });
}

std::unique_ptr<ScalarFunction> binaryFunction(ArithOp op, const char* name, ZeroDivisor zero) {
    return makeScalarFunction({name,
                               [op](std::string_view n, std::span<const DataType> a) { return bindBinary(op, n, a); },
                               [op, zero](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                   return compileBinary(op, call, std::move(args), zero);
                               }});
}

void addBinary(Registry& registry, ArithOp op, const char* name) {
    registry.add(binaryFunction(op, name, ZeroDivisor::Fails));
}

}  // namespace

void registerArithmeticFunctions(Registry& registry) {
    addBinary(registry, ArithOp::Plus, "plus");
    addBinary(registry, ArithOp::Minus, "minus");
    addBinary(registry, ArithOp::Times, "times");
    addBinary(registry, ArithOp::Divide, "divide");
    addBinary(registry, ArithOp::Mod, "mod");
    registry.add(makeScalarFunction({"minusPrefix", bindUnary, compileNegate}));
    registry.add(makeScalarFunction({"plusPrefix", bindUnary, [](const CallInfo&, std::vector<CompiledExprPtr> args) {
                                         return std::move(args.at(0));
                                     }}));
}

}  // namespace tabula::exec::fn

namespace tabula::exec {

const ScalarFunction& divideByZeroAsNull() {
    static const std::unique_ptr<ScalarFunction> function =
        fn::binaryFunction(fn::ArithOp::Divide, "divide", fn::ZeroDivisor::GivesNull);
    return *function;
}

const ScalarFunction& modByZeroAsNull() {
    static const std::unique_ptr<ScalarFunction> function =
        fn::binaryFunction(fn::ArithOp::Mod, "mod", fn::ZeroDivisor::GivesNull);
    return *function;
}

}  // namespace tabula::exec
