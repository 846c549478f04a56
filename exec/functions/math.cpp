// Math functions computed in double precision (EXP, LN, LOG*, POWER, SQRT, trigonometry, DEGREES, RADIANS,
// PI, E) with Java's results for out-of-domain input (LN(-1) is NaN), and ABS, which keeps its argument's
// type (ABS of the smallest integer overflows).
#include <cmath>
#include <limits>
#include <numbers>

#include "exec/functions/function_support.hpp"
#include "exec/functions/registration.hpp"
#include "tabula/error.hpp"

namespace tabula::exec::fn {

namespace {

double cot(double x) { return 1.0 / std::tan(x); }
double degrees(double x) { return x * (180.0 / std::numbers::pi); }
double radians(double x) { return x * (std::numbers::pi / 180.0); }
double exp(double x) { return std::exp(x); }
double ln(double x) { return std::log(x); }
double log10(double x) { return std::log10(x); }
double log2(double x) { return std::log2(x); }
double sqrt(double x) { return std::sqrt(x); }
double sin(double x) { return std::sin(x); }
double cos(double x) { return std::cos(x); }
double tan(double x) { return std::tan(x); }
double asin(double x) { return std::asin(x); }
double acos(double x) { return std::acos(x); }
double atan(double x) { return std::atan(x); }
double sinh(double x) { return std::sinh(x); }
double cosh(double x) { return std::cosh(x); }
double tanh(double x) { return std::tanh(x); }
double power(double x, double y) { return std::pow(x, y); }
double atan2(double y, double x) { return std::atan2(y, x); }
/// LOG(base, x)
double logBase(double base, double x) { return std::log(x) / std::log(base); }

template <double (*F)(double)>
struct DoubleUnary {
    void operator()(const Cell* v, EvalContext&, Cell& out) const { put(out, F(v[0].d)); }
};

template <double (*F)(double, double)>
struct DoubleBinary {
    void operator()(const Cell* v, EvalContext&, Cell& out) const { put(out, F(v[0].d, v[1].d)); }
};

template <double (*F)(double)>
void addUnary(Registry& registry, const char* name) {
    registry.add(makeScalarFunction({name,
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {ArgKind::Double}, Types::DOUBLE());
                                     },
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                         return makeStrict<1>(call.type, args, DoubleUnary<F>{});
                                     }}));
}

template <double (*F)(double, double)>
void addBinary(Registry& registry, const char* name, std::initializer_list<std::string_view> aliases) {
    registry.add(makeScalarFunction({name,
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {ArgKind::Double, ArgKind::Double}, Types::DOUBLE());
                                     },
                                     [](const CallInfo& call, std::vector<CompiledExprPtr> args) {
                                         return makeStrict<2>(call.type, args, DoubleBinary<F>{});
                                     }}),
                 aliases);
}

/// LOG(x) is the natural logarithm; LOG(base, x) as the parser emits `x.log(base)`.
CompiledExprPtr compileLog(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    if (args.size() == 1) return makeStrict<1>(call.type, args, DoubleUnary<ln>{});
    return makeStrict<2>(call.type, args, DoubleBinary<logBase>{});
}

class DoubleConstant final : public CompiledExpr {
public:
    explicit DoubleConstant(double value) : CompiledExpr(Types::DOUBLE()), value_(value) {}
    void eval(RowView, EvalContext&, Cell& out) const override { put(out, value_); }

private:
    double value_;
};

void addConstant(Registry& registry, const char* name, double value) {
    registry.add(makeScalarFunction(
        {name, [](std::string_view n, std::span<const DataType> a) { return bindKinds(n, a, {}, Types::DOUBLE()); },
         [value](const CallInfo&, std::vector<CompiledExprPtr>) -> CompiledExprPtr {
             return std::make_unique<DoubleConstant>(value);
         }}));
}

template <class T>
struct Abs {
    std::string text;
    void operator()(const Cell* v, EvalContext&, Cell& out) const {
        T value = get<T>(v[0]);
        if constexpr (std::is_floating_point_v<T>) {
            put(out, std::fabs(value));  // also turns -0.0 into 0.0, as Java's Math.abs
        } else {
            if constexpr (std::is_integral_v<T>) {
                if (value == std::numeric_limits<T>::min()) throwOverflow(text);
            }
            put(out, value < 0 ? static_cast<T>(-value) : value);
        }
    }
};

Signature bindSameNumeric(std::string_view name, std::span<const DataType> args) {
    expectArity(name, args, 1, 1);
    if (!args[0].isNumeric()) {
        throwArgumentType(name, args, 0, args[0].isNull() ? "a typed numeric argument" : "a numeric type");
    }
    return {{args[0]}, args[0]};
}

CompiledExprPtr compileAbs(const CallInfo& call, std::vector<CompiledExprPtr> args) {
    if (call.type.id() == TypeId::Decimal) return makeStrict<1>(call.type, args, Abs<Int128>{call.text});
    return withBinaryNumberType(call.type,
                                [&]<class T>() { return makeStrict<1>(call.type, args, Abs<T>{call.text}); });
}

}  // namespace

void registerMathFunctions(Registry& registry) {
    registry.add(makeScalarFunction({"abs", bindSameNumeric, compileAbs}));
    addUnary<exp>(registry, "exp");
    addUnary<ln>(registry, "ln");
    addUnary<log10>(registry, "log10");
    addUnary<log2>(registry, "log2");
    addUnary<sqrt>(registry, "sqrt");
    addUnary<sin>(registry, "sin");
    addUnary<cos>(registry, "cos");
    addUnary<tan>(registry, "tan");
    addUnary<cot>(registry, "cot");
    addUnary<asin>(registry, "asin");
    addUnary<acos>(registry, "acos");
    addUnary<atan>(registry, "atan");
    addUnary<sinh>(registry, "sinh");
    addUnary<cosh>(registry, "cosh");
    addUnary<tanh>(registry, "tanh");
    addUnary<degrees>(registry, "degrees");
    addUnary<radians>(registry, "radians");
    addBinary<power>(registry, "power", {"pow"});
    addBinary<atan2>(registry, "atan2", {});
    registry.add(makeScalarFunction({"log",
                                     [](std::string_view n, std::span<const DataType> a) {
                                         return bindKinds(n, a, {ArgKind::Double, ArgKind::Double}, 1, Types::DOUBLE());
                                     },
                                     compileLog}));
    addConstant(registry, "pi", std::numbers::pi);
    addConstant(registry, "e", std::numbers::e);
}

}  // namespace tabula::exec::fn
