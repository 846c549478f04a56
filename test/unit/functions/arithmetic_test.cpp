// Arithmetic operators: result types, integer overflow and division by zero, IEEE doubles, exact DECIMAL
// arithmetic with Flink's precision/scale rules, and STRING concatenation by `+`.
#include <limits>

#include "test/unit/functions/function_test_support.hpp"

namespace tabula::exec::testing {
namespace {

constexpr int32_t kIntMax = std::numeric_limits<int32_t>::max();
constexpr int32_t kIntMin = std::numeric_limits<int32_t>::min();
constexpr int64_t kLongMin = std::numeric_limits<int64_t>::min();

TEST(ArithmeticBind, ResultIsTheWiderOperandType) {
    EXPECT_EQ(resultType("plus", {Types::INT(), Types::INT()}), Types::INT());
    EXPECT_EQ(resultType("plus", {Types::TINYINT(), Types::SMALLINT()}), Types::SMALLINT());
    EXPECT_EQ(resultType("times", {Types::INT(), Types::BIGINT()}), Types::BIGINT());
    EXPECT_EQ(resultType("divide", {Types::INT(), Types::DOUBLE()}), Types::DOUBLE());
    EXPECT_EQ(resultType("minus", {Types::FLOAT(), Types::INT()}), Types::FLOAT());
    EXPECT_EQ(resultType("mod", {Types::DECIMAL(5, 2), Types::DOUBLE()}), Types::DOUBLE());
    EXPECT_EQ(paramTypes("plus", {Types::INT(), Types::BIGINT()}),
              (std::vector<DataType>{Types::BIGINT(), Types::BIGINT()}));
}

TEST(ArithmeticBind, UntypedNullTakesTheOtherSide) {
    EXPECT_EQ(paramTypes("plus", {Types::INT(), DataType()}), (std::vector<DataType>{Types::INT(), Types::INT()}));
    EXPECT_EQ(run("plus", {untypedNull(), i32(1)}), null(Types::INT()));
}

TEST(ArithmeticBind, DecimalResultTypes) {
    // + -: scale max(s1, s2), precision max(p1 - s1, p2 - s2) + scale + 1
    EXPECT_EQ(resultType("plus", {Types::DECIMAL(5, 2), Types::DECIMAL(4, 1)}), Types::DECIMAL(6, 2));
    // an INT operand counts as DECIMAL(10, 0)
    EXPECT_EQ(resultType("minus", {Types::DECIMAL(5, 2), Types::INT()}), Types::DECIMAL(13, 2));
    EXPECT_EQ(paramTypes("minus", {Types::DECIMAL(5, 2), Types::INT()}),
              (std::vector<DataType>{Types::DECIMAL(5, 2), Types::DECIMAL(10, 0)}));
    // *: p1 + p2 + 1, s1 + s2
    EXPECT_EQ(resultType("times", {Types::DECIMAL(5, 2), Types::DECIMAL(4, 1)}), Types::DECIMAL(10, 3));
    // /: scale max(6, s1 + p2 + 1) = 13, precision p1 - s1 + s2 + scale = 14
    EXPECT_EQ(resultType("divide", {Types::DECIMAL(3, 2), Types::INT()}), Types::DECIMAL(14, 13));
    // %: scale max(s1, s2), precision min(p1 - s1, p2 - s2) + scale
    EXPECT_EQ(resultType("mod", {Types::DECIMAL(2, 1), Types::INT()}), Types::DECIMAL(2, 1));
    // beyond 38 digits the scale gives way, keeping at least 6 digits
    EXPECT_EQ(resultType("times", {Types::DECIMAL(38, 18), Types::DECIMAL(38, 18)}), Types::DECIMAL(38, 6));
    EXPECT_EQ(resultType("plus", {Types::DECIMAL(38, 0), Types::INT()}), Types::DECIMAL(38, 0));
}

TEST(ArithmeticBind, Errors) {
    EXPECT_EQ(bindError("plus", {Types::INT(), Types::DATE()}),
              "function 'plus' expects numeric operands or a STRING operand but got (INT, DATE)");
    EXPECT_EQ(bindError("times", {Types::BOOLEAN(), Types::INT()}),
              "function 'times' expects numeric operands but got (BOOLEAN, INT)");
    EXPECT_EQ(bindError("minus", {Types::INT()}), "function 'minus' expects 2 arguments but got 1 (INT)");
    EXPECT_EQ(bindError("divide", {DataType(), DataType()}),
              "function 'divide' cannot infer a type from two untyped NULLs; cast one of them, e.g. Null(INT)");
    EXPECT_EQ(bindError("minusPrefix", {Types::STRING()}),
              "function 'minusPrefix' expects a numeric type but got STRING");
    EXPECT_EQ(bindError("plusPrefix", {DataType()}),
              "function 'plusPrefix' cannot infer a type from an untyped NULL; cast it, e.g. Null(INT)");
}

TEST(ArithmeticEval, Integers) {
    EXPECT_EQ(run("plus", {i32(1), i32(2)}), i32(3));
    EXPECT_EQ(run("minus", {i32(1), i32(5)}), i32(-4));
    EXPECT_EQ(run("times", {i32(-6), i32(7)}), i32(-42));
    EXPECT_EQ(run("plus", {Value::tinyint(100), Value::tinyint(27)}), Value::tinyint(127));
    EXPECT_EQ(run("plus", {i32(kIntMax), i64(1)}), i64(int64_t{kIntMax} + 1));
}

TEST(ArithmeticEval, IntegerDivisionTruncatesAndModTakesTheDividendSign) {
    EXPECT_EQ(run("divide", {i32(7), i32(2)}), i32(3));
    EXPECT_EQ(run("divide", {i32(-7), i32(2)}), i32(-3));
    EXPECT_EQ(run("mod", {i32(7), i32(3)}), i32(1));
    EXPECT_EQ(run("mod", {i32(-7), i32(3)}), i32(-1));
    EXPECT_EQ(run("mod", {i32(7), i32(-3)}), i32(1));
    EXPECT_EQ(run("mod", {i32(kIntMin), i32(-1)}), i32(0));
}

TEST(ArithmeticEval, NullPropagates) {
    EXPECT_EQ(run("plus", {null(Types::INT()), i32(1)}), null(Types::INT()));
    EXPECT_EQ(run("divide", {i32(1), null(Types::INT())}), null(Types::INT()));
    EXPECT_EQ(run("times", {null(Types::DECIMAL(5, 2)), dec("1.5", 2, 1)}), null(Types::DECIMAL(8, 3)));
    EXPECT_EQ(run("minusPrefix", {null(Types::DOUBLE())}), null(Types::DOUBLE()));
    // a NULL divisor is NULL, not a division by zero
    EXPECT_EQ(run("divide", {null(Types::INT()), i32(0)}), null(Types::INT()));
}

TEST(ArithmeticEval, OverflowNamesTheExpression) {
    auto a = col(0, Types::INT(), "a");
    auto times = call("times", {a, lit(i32(1000000))}, "a * 1000000");
    try {
        evalRow(times, {i32(1000000)});
        FAIL() << "expected an overflow";
    } catch (const ExecutionError& e) {
        EXPECT_STREQ(e.what(), "integer overflow in 'a * 1000000'");
    }
    EXPECT_EQ(evalError(call("plus", {lit(i32(kIntMax)), lit(i32(1))}, "2147483647 + 1")),
              "integer overflow in '2147483647 + 1'");
    EXPECT_EQ(evalError(call("minus", {lit(i64(kLongMin)), lit(i64(1))}, "x - 1")), "integer overflow in 'x - 1'");
    EXPECT_EQ(evalError(call("plus", {lit(Value::tinyint(100)), lit(Value::tinyint(100))}, "t + t")),
              "integer overflow in 't + t'");
    EXPECT_EQ(evalError(call("divide", {lit(i32(kIntMin)), lit(i32(-1))}, "m / -1")), "integer overflow in 'm / -1'");
    EXPECT_EQ(evalError(call("minusPrefix", {lit(i32(kIntMin))}, "-m")), "integer overflow in '-m'");
}

TEST(ArithmeticEval, DivisionByZeroNamesTheExpression) {
    auto expr = call("divide", {col(0, Types::INT(), "a"), col(1, Types::INT(), "b")}, "a / b");
    try {
        evalRow(expr, {i32(1), i32(0)});
        FAIL() << "expected a division by zero";
    } catch (const ExecutionError& e) {
        EXPECT_STREQ(e.what(), "division by zero in 'a / b'");
    }
    EXPECT_EQ(evalError(call("mod", {lit(i64(5)), lit(i64(0))}, "5 % 0")), "division by zero in '5 % 0'");
    EXPECT_EQ(evalError(call("divide", {lit(dec("1.5", 2, 1)), lit(dec("0.0", 2, 1))}, "d / z")),
              "division by zero in 'd / z'");
    EXPECT_EQ(evalError(call("mod", {lit(dec("1.5", 2, 1)), lit(i32(0))}, "d % 0")), "division by zero in 'd % 0'");
}

TEST(ArithmeticEval, ApproximateNumbersFollowIeee) {
    EXPECT_EQ(run("divide", {f64(1.0), f64(0.0)}), f64(std::numeric_limits<double>::infinity()));
    EXPECT_EQ(run("mod", {f64(7.5), f64(2.0)}), f64(1.5));
    EXPECT_EQ(run("plus", {f64(0.1), f64(0.2)}), f64(0.1 + 0.2));
    EXPECT_EQ(run("times", {f32(1.5f), i32(2)}), f32(3.0f));
    EXPECT_EQ(run("divide", {i32(1), f64(4)}), f64(0.25));
    EXPECT_EQ(run("minusPrefix", {f64(2.5)}), f64(-2.5));
    EXPECT_EQ(run("plusPrefix", {i32(7)}), i32(7));
}

TEST(ArithmeticEval, Decimals) {
    EXPECT_EQ(run("plus", {dec("1.25", 5, 2), dec("2.5", 4, 1)}), dec("3.75", 6, 2));
    EXPECT_EQ(run("minus", {dec("1.25", 5, 2), dec("2.5", 4, 1)}), dec("-1.25", 6, 2));
    EXPECT_EQ(run("plus", {dec("1.25", 5, 2), i32(10)}), dec("11.25", 13, 2));
    EXPECT_EQ(run("times", {dec("1.25", 5, 2), dec("2.5", 4, 1)}), dec("3.125", 10, 3));
    EXPECT_EQ(run("times", {dec("-1.25", 5, 2), i32(3)}), dec("-3.75", 16, 2));
    EXPECT_EQ(run("divide", {dec("1.00", 3, 2), i32(3)}), dec("0.3333333333333", 14, 13));
    // rounded half away from zero at the 13th digit
    EXPECT_EQ(run("divide", {dec("2.00", 3, 2), i32(3)}), dec("0.6666666666667", 14, 13));
    EXPECT_EQ(run("divide", {dec("-2.00", 3, 2), i32(3)}), dec("-0.6666666666667", 14, 13));
    EXPECT_EQ(run("mod", {dec("7.5", 2, 1), i32(2)}), dec("1.5", 2, 1));
    EXPECT_EQ(run("mod", {dec("-7.5", 2, 1), i32(2)}), dec("-1.5", 2, 1));
    EXPECT_EQ(run("minusPrefix", {dec("1.50", 3, 2)}), dec("-1.50", 3, 2));
    EXPECT_EQ(run("plus", {dec("1.5", 2, 1), f64(1.0)}), f64(2.5));
}

TEST(ArithmeticEval, DecimalProductsBeyond128BitsStillWork) {
    // The unscaled operands (1.0005e21 each) multiply to 1e42 before the scale drops from 36 to 6.
    EXPECT_EQ(run("times", {dec("1000.5", 38, 18), dec("1000.5", 38, 18)}), dec("1001000.25", 38, 6));
    // dropping 30 digits rounds half away from zero
    EXPECT_EQ(run("times", {dec("0.0000005", 38, 18), dec("1", 38, 18)}), dec("0.000001", 38, 6));
    EXPECT_EQ(run("times", {dec("-0.0000005", 38, 18), dec("1", 38, 18)}), dec("-0.000001", 38, 6));
}

TEST(ArithmeticEval, DecimalOperandsAtTheEdgeOf64Bits) {
    // Unscaled values of 64 bits multiply and scale up in one step; one more digit takes the 128-bit way.
    EXPECT_EQ(run("times", {dec("-9223372036854775808", 19, 0), dec("-9223372036854775808", 19, 0)}),
              dec("85070591730234615865843651857942052864", 38, 0));
    EXPECT_EQ(run("times", {dec("92233720368547758080", 20, 0), dec("-2", 19, 0)}),
              dec("-184467440737095516160", 38, 0));
    EXPECT_EQ(run("plus", {dec("-922337203685477580.8", 19, 1), dec("1", 19, 0)}), dec("-922337203685477579.8", 21, 1));
    EXPECT_EQ(run("plus", {dec("92233720368547758080", 20, 0), dec("0.5", 2, 1)}),
              dec("92233720368547758080.5", 22, 1));
}

TEST(ArithmeticEval, DecimalOverflow) {
    Value max38 = dec("99999999999999999999999999999999999999", 38, 0);
    EXPECT_EQ(evalError(call("plus", {lit(max38), lit(i32(1))}, "big + 1")),
              "decimal overflow in 'big + 1': the result needs more than 38 digits");
    EXPECT_EQ(evalError(call("times", {lit(max38), lit(max38)}, "big * big")),
              "decimal overflow in 'big * big': the result needs more than 38 digits");
    EXPECT_EQ(run("minus", {max38, i32(1)}), dec("99999999999999999999999999999999999998", 38, 0));
}

TEST(ArithmeticEval, PlusWithAStringConcatenates) {
    EXPECT_EQ(resultType("plus", {Types::STRING(), Types::INT()}), Types::STRING());
    EXPECT_EQ(paramTypes("plus", {Types::INT(), Types::STRING()}),
              (std::vector<DataType>{Types::STRING(), Types::STRING()}));
    EXPECT_EQ(run("plus", {str("a"), i32(1)}), str("a1"));
    EXPECT_EQ(run("plus", {i32(42), str("b")}), str("42b"));
    EXPECT_EQ(run("plus", {str("x"), f64(1.5)}), str("x1.5"));
    EXPECT_EQ(run("plus", {str("x"), null(Types::STRING())}), null(Types::STRING()));
    // (42 + b) + a: arithmetic first, then concatenation
    auto inner = call("plus", {lit(i32(42)), col(0, Types::INT(), "b")});
    EXPECT_EQ(evalRow(call("plus", {inner, col(1, Types::STRING(), "a")}), {i32(1), str("x")}), str("43x"));
}

}  // namespace
}  // namespace tabula::exec::testing
