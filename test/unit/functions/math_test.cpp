// Math functions: double-precision functions, ABS/SIGN keeping types, FLOOR/CEIL/ROUND/TRUNCATE on every
// numeric type (rounding half away from zero on the shortest decimal form), and bind errors.
#include <cmath>
#include <limits>
#include <numbers>

#include "test/unit/functions/function_test_support.hpp"

namespace tabula::exec::testing {
namespace {

double asDouble(const Value& v) { return v.asDouble(); }

TEST(MathEval, DoubleFunctions) {
    EXPECT_EQ(run("exp", {i32(0)}), f64(1.0));
    EXPECT_DOUBLE_EQ(asDouble(run("ln", {f64(std::numbers::e)})), 1.0);
    EXPECT_EQ(run("log10", {i32(1000)}), f64(3.0));
    EXPECT_EQ(run("log2", {i32(8)}), f64(3.0));
    EXPECT_DOUBLE_EQ(asDouble(run("log", {i32(2), i32(8)})), 3.0);  // log(base, x)
    EXPECT_DOUBLE_EQ(asDouble(run("log", {f64(std::numbers::e * std::numbers::e)})), 2.0);
    EXPECT_TRUE(std::isnan(asDouble(run("ln", {i32(-1)}))));
    EXPECT_EQ(run("power", {i32(2), i32(10)}), f64(1024.0));
    EXPECT_EQ(run("POW", {f64(4), f64(0.5)}), f64(2.0));
    EXPECT_EQ(run("sqrt", {i32(16)}), f64(4.0));
    EXPECT_EQ(run("sin", {i32(0)}), f64(0.0));
    EXPECT_EQ(run("cos", {i32(0)}), f64(1.0));
    EXPECT_EQ(run("tan", {i32(0)}), f64(0.0));
    EXPECT_DOUBLE_EQ(asDouble(run("cot", {f64(std::numbers::pi / 4)})), 1.0);
    EXPECT_DOUBLE_EQ(asDouble(run("asin", {i32(1)})), std::numbers::pi / 2);
    EXPECT_EQ(run("acos", {i32(1)}), f64(0.0));
    EXPECT_DOUBLE_EQ(asDouble(run("atan", {i32(1)})), std::numbers::pi / 4);
    EXPECT_DOUBLE_EQ(asDouble(run("atan2", {i32(1), i32(1)})), std::numbers::pi / 4);
    EXPECT_EQ(run("sinh", {i32(0)}), f64(0.0));
    EXPECT_EQ(run("cosh", {i32(0)}), f64(1.0));
    EXPECT_EQ(run("tanh", {i32(0)}), f64(0.0));
    EXPECT_EQ(run("degrees", {f64(std::numbers::pi)}), f64(180.0));
    EXPECT_EQ(run("radians", {i32(180)}), f64(std::numbers::pi));
    EXPECT_EQ(run("pi", {}), f64(3.141592653589793));
    EXPECT_EQ(run("e", {}), f64(2.718281828459045));
    EXPECT_EQ(run("sqrt", {null(Types::DOUBLE())}), null(Types::DOUBLE()));
    EXPECT_EQ(run("sqrt", {dec("6.25", 3, 2)}), f64(2.5));
}

TEST(MathEval, AbsKeepsTheType) {
    EXPECT_EQ(run("abs", {i32(-5)}), i32(5));
    EXPECT_EQ(run("abs", {Value::tinyint(-128 + 1)}), Value::tinyint(127));
    EXPECT_EQ(run("abs", {f64(-2.5)}), f64(2.5));
    EXPECT_EQ(run("abs", {f64(-0.0)}).toString(), "0.0");
    EXPECT_EQ(run("abs", {dec("-1.25", 5, 2)}), dec("1.25", 5, 2));
    EXPECT_EQ(evalError(call("abs", {lit(i32(std::numeric_limits<int32_t>::min()))}, "abs(m)")),
              "integer overflow in 'abs(m)'");
}

TEST(MathEval, SignKeepsTheType) {
    EXPECT_EQ(run("sign", {i32(-5)}), i32(-1));
    EXPECT_EQ(run("sign", {i64(0)}), i64(0));
    EXPECT_EQ(run("sign", {f64(2.5)}), f64(1.0));
    EXPECT_EQ(run("sign", {dec("-3.10", 5, 2)}), dec("-1.00", 5, 2));
    EXPECT_EQ(run("sign", {dec("0.5", 2, 2)}), dec("1.00", 3, 2));  // DECIMAL(2, 2) cannot hold 1
}

TEST(MathEval, FloorAndCeil) {
    EXPECT_EQ(run("floor", {f64(2.7)}), f64(2.0));
    EXPECT_EQ(run("floor", {f64(-2.5)}), f64(-3.0));
    EXPECT_EQ(run("ceil", {f64(2.1)}), f64(3.0));
    EXPECT_EQ(run("CEILING", {f64(-2.1)}), f64(-2.0));
    EXPECT_EQ(run("floor", {f32(1.5f)}), f32(1.0f));
    EXPECT_EQ(run("floor", {i32(5)}), i32(5));
    // DECIMAL(p, s) gives DECIMAL(p, 0)
    EXPECT_EQ(resultType("floor", {Types::DECIMAL(5, 2)}), Types::DECIMAL(5, 0));
    EXPECT_EQ(run("floor", {dec("-1.25", 5, 2)}), dec("-2", 5, 0));
    EXPECT_EQ(run("ceil", {dec("1.25", 5, 2)}), dec("2", 5, 0));
    EXPECT_EQ(run("ceil", {dec("-1.25", 5, 2)}), dec("-1", 5, 0));
    EXPECT_EQ(run("ceil", {dec("9.5", 2, 1)}), dec("10", 2, 0));
    EXPECT_EQ(run("ceil", {dec("0.95", 2, 2)}), dec("1", 2, 0));
}

TEST(MathEval, RoundDoubles) {
    EXPECT_EQ(run("round", {f64(2.675), i32(2)}), f64(2.68));  // on the decimal form 2.675, as BigDecimal.valueOf
    EXPECT_EQ(run("round", {f64(0.125), i32(2)}), f64(0.13));
    EXPECT_EQ(run("round", {f64(2.5)}), f64(3.0));
    EXPECT_EQ(run("round", {f64(-2.5)}), f64(-3.0));
    EXPECT_EQ(run("round", {f64(1234.5678), i32(-2)}), f64(1200.0));
    EXPECT_EQ(run("round", {f64(9.96), i32(1)}), f64(10.0));
    EXPECT_EQ(run("round", {f64(5000), i32(-4)}), f64(10000.0));
    EXPECT_EQ(run("round", {f64(4999), i32(-5)}), f64(0.0));
    EXPECT_EQ(run("round", {f64(-0.001), i32(2)}).toString(), "0.0");
    EXPECT_EQ(run("round", {f64(1.5), i32(5)}), f64(1.5));
    EXPECT_EQ(run("round", {f32(1.25f), i32(1)}), f32(1.3f));
    // a FLOAT rounds as the DOUBLE it widens to: 12.649999618530273
    EXPECT_EQ(run("round", {f32(12.65f), i32(1)}), f32(12.6f));
    EXPECT_EQ(run("round", {f32(12.65f), i32(2)}), f32(12.65f));
    EXPECT_EQ(run("truncate", {f64(2.679), i32(2)}), f64(2.67));
    EXPECT_EQ(run("truncate", {f64(-2.679), i32(2)}), f64(-2.67));
    EXPECT_EQ(run("truncate", {f64(-2.5)}), f64(-2.0));
    EXPECT_EQ(run("round", {f64(std::numeric_limits<double>::infinity()), i32(2)}),
              f64(std::numeric_limits<double>::infinity()));
}

TEST(MathEval, RoundIntegersAndDecimals) {
    EXPECT_EQ(run("round", {i32(1234), i32(-2)}), i32(1200));
    EXPECT_EQ(run("round", {i32(1250), i32(-2)}), i32(1300));
    EXPECT_EQ(run("round", {i32(-1250), i32(-2)}), i32(-1300));
    EXPECT_EQ(run("round", {i32(1234), i32(2)}), i32(1234));
    EXPECT_EQ(run("truncate", {i32(1299), i32(-2)}), i32(1200));
    EXPECT_EQ(run("round", {i64(5), i32(-40)}), i64(0));
    EXPECT_EQ(evalError(call("round", {lit(Value::tinyint(127)), lit(i32(-1))}, "round(t, -1)")),
              "integer overflow in 'round(t, -1)'");
    // DECIMAL rounded or truncated to an integer: DECIMAL(p - s + 1, 0)
    EXPECT_EQ(run("round", {dec("12.345", 5, 3)}), dec("12", 3, 0));
    EXPECT_EQ(run("round", {dec("999.50", 5, 2)}), dec("1000", 4, 0));
    EXPECT_EQ(run("round", {dec("-2.5", 2, 1)}), dec("-3", 2, 0));
    EXPECT_EQ(run("truncate", {dec("999.99", 5, 2)}), dec("999", 4, 0));
    // with places, the scale stays (the type cannot depend on the value of places)
    EXPECT_EQ(run("round", {dec("12.345", 5, 3), i32(1)}), dec("12.300", 6, 3));
    EXPECT_EQ(run("round", {dec("12.355", 5, 3), i32(2)}), dec("12.360", 6, 3));
    EXPECT_EQ(run("truncate", {dec("12.345", 5, 3), i32(1)}), dec("12.300", 6, 3));
    EXPECT_EQ(run("round", {dec("99.99", 4, 2), i32(1)}), dec("100.00", 5, 2));
    EXPECT_EQ(run("round", {dec("12.345", 5, 3), i32(-1)}), dec("10.000", 6, 3));
    EXPECT_EQ(run("round", {dec("12.345", 5, 3), i32(7)}), dec("12.345", 6, 3));
}

TEST(MathBind, Errors) {
    EXPECT_EQ(bindError("sqrt", {Types::STRING()}), "function 'sqrt' expects a numeric type but got STRING");
    EXPECT_EQ(bindError("power", {Types::INT()}), "function 'power' expects 2 arguments but got 1 (INT)");
    EXPECT_EQ(bindError("abs", {Types::STRING()}), "function 'abs' expects a numeric type but got STRING");
    EXPECT_EQ(bindError("abs", {DataType()}), "function 'abs' expects a typed numeric argument but got NULL");
    EXPECT_EQ(bindError("pi", {Types::INT()}), "function 'pi' expects 0 arguments but got 1 (INT)");
    EXPECT_EQ(bindError("round", {Types::DOUBLE(), Types::DOUBLE()}),
              "function 'round' expects an integer type as argument 2 but got DOUBLE");
    EXPECT_EQ(bindError("floor", {Types::INT(), Types::STRING()}),
              "function 'floor' expects DATE, TIME or TIMESTAMP as argument 1 but got INT");
    EXPECT_EQ(bindError("sign", {Types::BOOLEAN()}), "function 'sign' expects a numeric type but got BOOLEAN");
    EXPECT_EQ(paramTypes("round", {Types::DOUBLE(), Types::BIGINT()}),
              (std::vector<DataType>{Types::DOUBLE(), Types::INT()}));
    EXPECT_EQ(paramTypes("sin", {Types::INT()}), std::vector<DataType>{Types::DOUBLE()});
}

}  // namespace
}  // namespace tabula::exec::testing
