// Comparisons, IN and BETWEEN: which types compare, widening, DECIMALs of different scales, and SQL's NULL
// rules (a comparison with NULL is NULL; IN and BETWEEN in three-valued logic).
#include <limits>

#include "test/unit/functions/function_test_support.hpp"

namespace tabula::exec::testing {
namespace {

const Value kNullBool = null(Types::BOOLEAN());

TEST(ComparisonBind, WidensNumbersAndKeepsDecimalScales) {
    EXPECT_EQ(resultType("equals", {Types::INT(), Types::BIGINT()}), Types::BOOLEAN());
    EXPECT_EQ(paramTypes("equals", {Types::INT(), Types::BIGINT()}),
              (std::vector<DataType>{Types::BIGINT(), Types::BIGINT()}));
    EXPECT_EQ(paramTypes("lessThan", {Types::INT(), Types::DOUBLE()}),
              (std::vector<DataType>{Types::DOUBLE(), Types::DOUBLE()}));
    EXPECT_EQ(paramTypes("greaterThan", {Types::DECIMAL(5, 2), Types::INT()}),
              (std::vector<DataType>{Types::DECIMAL(5, 2), Types::DECIMAL(10, 0)}));
    EXPECT_EQ(paramTypes("lessThan", {Types::DATE(), Types::TIMESTAMP()}),
              (std::vector<DataType>{Types::TIMESTAMP(), Types::TIMESTAMP()}));
    EXPECT_EQ(paramTypes("equals", {Types::STRING(), DataType()}),
              (std::vector<DataType>{Types::STRING(), Types::STRING()}));
}

TEST(ComparisonBind, IncomparableTypesAreErrors) {
    EXPECT_EQ(bindError("equals", {Types::INT(), Types::STRING()}), "cannot compare INT with STRING in '='");
    EXPECT_EQ(bindError("lessThan", {Types::BOOLEAN(), Types::INT()}), "cannot compare BOOLEAN with INT in '<'");
    EXPECT_EQ(bindError("greaterThan", {Types::DATE(), Types::TIME()}), "cannot compare DATE with TIME in '>'");
    EXPECT_EQ(bindError("in", {Types::STRING(), Types::STRING(), Types::INT()}),
              "cannot compare STRING with INT in in");
    EXPECT_EQ(bindError("between", {Types::INT(), Types::INT(), Types::DATE()}),
              "cannot compare INT with DATE in between");
    EXPECT_EQ(bindError("notEquals", {Types::INT()}), "function 'notEquals' expects 2 arguments but got 1 (INT)");
}

TEST(ComparisonEval, Relations) {
    EXPECT_EQ(run("equals", {i32(1), i32(1)}), boolean(true));
    EXPECT_EQ(run("notEquals", {i32(1), i32(1)}), boolean(false));
    EXPECT_EQ(run("lessThan", {i32(1), i64(2)}), boolean(true));
    EXPECT_EQ(run("lessThanOrEqual", {i32(2), f64(2.0)}), boolean(true));
    EXPECT_EQ(run("greaterThan", {f64(2.5), i32(2)}), boolean(true));
    EXPECT_EQ(run("greaterThanOrEqual", {i32(1), i32(2)}), boolean(false));
    EXPECT_EQ(run("lessThan", {str("abc"), str("abd")}), boolean(true));
    EXPECT_EQ(run("greaterThan", {str("b"), str("abc")}), boolean(true));
    EXPECT_EQ(run("lessThan", {str("Z"), str("\xc3\xa9")}), boolean(true));  // code point order: Z < é
    EXPECT_EQ(run("equals", {boolean(true), boolean(true)}), boolean(true));
    EXPECT_EQ(run("lessThan", {boolean(false), boolean(true)}), boolean(true));
    EXPECT_EQ(run("lessThan", {date("2020-01-01"), timestamp("2020-01-01 00:00:01")}), boolean(true));
    EXPECT_EQ(run("equals", {date("2020-01-01"), timestamp("2020-01-01 00:00:00")}), boolean(true));
    EXPECT_EQ(run("greaterThan", {time("12:00:00"), time("11:59:59")}), boolean(true));
}

TEST(ComparisonEval, NaNEqualsNaNAndIsAboveEveryNumber) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    EXPECT_EQ(run("equals", {f64(nan), f64(nan)}), boolean(true));
    EXPECT_EQ(run("equals", {f64(nan), f64(-nan)}), boolean(true));  // any NaN bit pattern
    EXPECT_EQ(run("notEquals", {f64(nan), f64(nan)}), boolean(false));
    EXPECT_EQ(run("greaterThan", {f64(nan), f64(1e308)}), boolean(true));
    EXPECT_EQ(run("greaterThan", {f64(nan), f64(inf)}), boolean(true));
    EXPECT_EQ(run("lessThan", {f64(nan), f64(1)}), boolean(false));
    EXPECT_EQ(run("lessThan", {f64(inf), f64(nan)}), boolean(true));
    EXPECT_EQ(run("greaterThanOrEqual", {f64(nan), f64(nan)}), boolean(true));
    EXPECT_EQ(run("lessThanOrEqual", {f64(-inf), f64(nan)}), boolean(true));
    EXPECT_EQ(run("equals", {f64(nan), f64(1)}), boolean(false));
    EXPECT_EQ(run("equals", {f64(-0.0), f64(0.0)}), boolean(true));
    EXPECT_EQ(run("lessThan", {f64(-0.0), f64(0.0)}), boolean(false));
    const float fnan = std::numeric_limits<float>::quiet_NaN();
    EXPECT_EQ(run("equals", {f32(fnan), f32(fnan)}), boolean(true));
    EXPECT_EQ(run("greaterThan", {f32(fnan), f32(3.4e38f)}), boolean(true));
    EXPECT_EQ(run("greaterThan", {f32(fnan), f64(1e308)}), boolean(true));  // FLOAT widened to DOUBLE
    EXPECT_EQ(run("in", {f64(nan), f64(1), f64(nan)}), boolean(true));
    EXPECT_EQ(run("notIn", {f64(nan), f64(nan)}), boolean(false));
    EXPECT_EQ(run("between", {f64(nan), f64(0), f64(nan)}), boolean(true));
    EXPECT_EQ(run("between", {f64(nan), f64(0), f64(inf)}), boolean(false));
}

TEST(ComparisonEval, DecimalsOfDifferentScales) {
    EXPECT_EQ(run("equals", {dec("1.5", 2, 1), dec("1.50", 3, 2)}), boolean(true));
    EXPECT_EQ(run("greaterThan", {dec("1.5", 2, 1), i32(1)}), boolean(true));
    EXPECT_EQ(run("lessThan", {dec("-1.25", 3, 2), dec("-1.2", 2, 1)}), boolean(true));
    // 10^37 at scale 2 does not fit 128 bits: its magnitude decides
    Value big = dec("10000000000000000000000000000000000000", 38, 0);
    EXPECT_EQ(run("greaterThan", {big, dec("1.00", 38, 2)}), boolean(true));
    EXPECT_EQ(run("lessThan", {dec("1.00", 38, 2), big}), boolean(true));
    EXPECT_EQ(run("lessThan", {dec("-10000000000000000000000000000000000000", 38, 0), dec("1.00", 38, 2)}),
              boolean(true));
    EXPECT_EQ(run("equals", {dec("2.0", 2, 1), f64(2.0)}), boolean(true));
}

TEST(ComparisonEval, NullYieldsNull) {
    EXPECT_EQ(run("equals", {null(Types::INT()), i32(1)}), kNullBool);
    EXPECT_EQ(run("lessThan", {str("a"), null(Types::STRING())}), kNullBool);
    EXPECT_EQ(run("equals", {untypedNull(), untypedNull()}), kNullBool);
}

TEST(InEval, ThreeValued) {
    EXPECT_EQ(run("in", {i32(2), i32(1), i32(2), i32(3)}), boolean(true));
    EXPECT_EQ(run("in", {i32(5), i32(1), i32(2)}), boolean(false));
    EXPECT_EQ(run("in", {i32(5), i32(1), null(Types::INT())}), kNullBool);
    EXPECT_EQ(run("in", {i32(1), i32(1), null(Types::INT())}), boolean(true));
    EXPECT_EQ(run("in", {null(Types::INT()), i32(1)}), kNullBool);
    EXPECT_EQ(run("notIn", {i32(5), i32(1), i32(2)}), boolean(true));
    EXPECT_EQ(run("notIn", {i32(1), i32(1), i32(2)}), boolean(false));
    EXPECT_EQ(run("notIn", {i32(5), i32(1), null(Types::INT())}), kNullBool);
    EXPECT_EQ(run("notIn", {i32(1), i32(1), null(Types::INT())}), boolean(false));
    EXPECT_EQ(run("in", {i32(2), f64(1.5), f64(2.0)}), boolean(true));
    EXPECT_EQ(run("in", {str("b"), str("a"), str("b")}), boolean(true));
    EXPECT_EQ(run("in", {dec("1.0", 2, 1), i32(1)}), boolean(true));
}

TEST(BetweenEval, ThreeValued) {
    EXPECT_EQ(run("between", {i32(5), i32(1), i32(10)}), boolean(true));
    EXPECT_EQ(run("between", {i32(1), i32(1), i32(1)}), boolean(true));
    EXPECT_EQ(run("between", {i32(5), i32(6), i32(10)}), boolean(false));
    // NULL AND FALSE is FALSE
    EXPECT_EQ(run("between", {i32(5), null(Types::INT()), i32(3)}), boolean(false));
    EXPECT_EQ(run("between", {i32(5), null(Types::INT()), i32(10)}), kNullBool);
    EXPECT_EQ(run("between", {null(Types::INT()), i32(1), i32(2)}), kNullBool);
    EXPECT_EQ(run("notBetween", {i32(5), i32(1), i32(3)}), boolean(true));
    EXPECT_EQ(run("notBetween", {i32(2), i32(1), i32(3)}), boolean(false));
    EXPECT_EQ(run("notBetween", {i32(5), null(Types::INT()), i32(3)}), boolean(true));
    EXPECT_EQ(run("notBetween", {i32(5), null(Types::INT()), i32(10)}), kNullBool);
    EXPECT_EQ(run("between", {str("m"), str("a"), str("z")}), boolean(true));
    EXPECT_EQ(run("between", {f64(2.5), i32(2), i32(3)}), boolean(true));
}

}  // namespace
}  // namespace tabula::exec::testing
