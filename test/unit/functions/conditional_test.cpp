// IF, CASE, COALESCE, IFNULL and NULLIF: result types, laziness of the branches not taken, NULL conditions.
#include <limits>

#include "test/unit/functions/function_test_support.hpp"

namespace tabula::exec::testing {
namespace {

const Value T = boolean(true);
const Value F = boolean(false);
const Value N = null(Types::BOOLEAN());

TEST(IfEval, ChoosesABranch) {
    EXPECT_EQ(run("if", {T, i32(1), i32(2)}), i32(1));
    EXPECT_EQ(run("if", {F, i32(1), i32(2)}), i32(2));
    EXPECT_EQ(run("if", {N, i32(1), i32(2)}), i32(2));  // NULL counts as false
    EXPECT_EQ(run("if", {T, i32(1), f64(2.5)}), f64(1.0));
    EXPECT_EQ(run("if", {T, untypedNull(), str("x")}), null(Types::STRING()));
}

TEST(IfEval, OnlyTheChosenBranchRuns) {
    auto failing = call("divide", {lit(i32(1)), lit(i32(0))}, "1 / 0");
    EXPECT_EQ(eval(call("if", {lit(T), lit(i32(7)), failing})), i32(7));
    EXPECT_EQ(evalError(call("if", {lit(F), lit(i32(7)), failing})), "division by zero in '1 / 0'");
}

TEST(IfBind, Errors) {
    EXPECT_EQ(bindError("if", {Types::INT(), Types::INT(), Types::INT()}),
              "function 'if' expects BOOLEAN as argument 1 but got INT");
    EXPECT_EQ(bindError("if", {Types::BOOLEAN(), Types::INT(), Types::STRING()}),
              "function 'if' cannot combine INT and STRING");
    EXPECT_EQ(bindError("if", {Types::BOOLEAN(), Types::INT()}),
              "function 'if' expects 3 arguments but got 2 (BOOLEAN, INT)");
    EXPECT_EQ(resultType("if", {Types::BOOLEAN(), Types::INT(), Types::BIGINT()}), Types::BIGINT());
}

TEST(CaseEval, FirstTrueConditionWins) {
    auto x = col(0, Types::INT(), "x");
    auto expr = call("case", {call("lessThan", {x, lit(i32(0))}), lit(str("negative")),
                              call("equals", {x, lit(i32(0))}), lit(str("zero")), lit(str("positive"))});
    EXPECT_EQ(evalRow(expr, {i32(-5)}), str("negative"));
    EXPECT_EQ(evalRow(expr, {i32(0)}), str("zero"));
    EXPECT_EQ(evalRow(expr, {i32(3)}), str("positive"));
    EXPECT_EQ(evalRow(expr, {null(Types::INT())}), str("positive"));
    // the binder passes an untyped NULL when ELSE is missing
    auto no_else = call("case", {call("greaterThan", {x, lit(i32(0))}), lit(i32(1)), lit(untypedNull())});
    EXPECT_EQ(no_else->type, Types::INT());
    EXPECT_EQ(evalRow(no_else, {i32(-1)}), null(Types::INT()));
}

TEST(CaseBind, Errors) {
    EXPECT_EQ(bindError("case", {Types::BOOLEAN(), Types::INT()}),
              "function 'case' expects conditions and values in pairs followed by an else value, but got 2 "
              "arguments (BOOLEAN, INT)");
    EXPECT_EQ(bindError("case", {Types::BOOLEAN(), Types::INT(), Types::STRING(), Types::INT(), Types::INT()}),
              "function 'case' expects BOOLEAN as argument 3 but got STRING");
    EXPECT_EQ(bindError("case", {Types::BOOLEAN(), Types::DATE(), Types::INT()}),
              "function 'case' cannot combine DATE and INT");
}

TEST(CoalesceEval, FirstNonNull) {
    EXPECT_EQ(run("coalesce", {untypedNull(), null(Types::INT()), i32(3)}), i32(3));
    EXPECT_EQ(run("coalesce", {i32(1), f64(2.5)}), f64(1.0));
    EXPECT_EQ(run("coalesce", {null(Types::STRING()), null(Types::STRING())}), null(Types::STRING()));
    EXPECT_EQ(run("ifNull", {null(Types::STRING()), str("x")}), str("x"));
    EXPECT_EQ(run("IFNULL", {str("a"), str("x")}), str("a"));
    EXPECT_EQ(bindError("ifNull", {Types::INT(), Types::INT(), Types::INT()}),
              "function 'ifNull' expects 2 arguments but got 3 (INT, INT, INT)");
    EXPECT_EQ(bindError("coalesce", {Types::INT(), Types::BOOLEAN()}),
              "function 'coalesce' cannot combine INT and BOOLEAN");
}

TEST(NullIfEval, NullWhenEqual) {
    EXPECT_EQ(run("nullIf", {i32(1), i32(1)}), null(Types::INT()));
    EXPECT_EQ(run("nullIf", {i32(1), i32(2)}), i32(1));
    EXPECT_EQ(run("nullIf", {null(Types::INT()), i32(1)}), null(Types::INT()));
    EXPECT_EQ(run("nullIf", {i32(1), null(Types::INT())}), i32(1));
    EXPECT_EQ(run("nullIf", {str("a"), str("a")}), null(Types::STRING()));
    EXPECT_EQ(bindError("nullIf", {Types::INT(), Types::STRING()}), "cannot compare INT with STRING in nullIf");
}

TEST(NullIfEval, TheFirstArgumentsTypeComparedInTheCommonOne) {
    EXPECT_EQ(resultType("nullIf", {Types::INT(), Types::DOUBLE()}), Types::INT());
    EXPECT_EQ(resultType("nullIf", {Types::DECIMAL(3, 1), Types::INT()}), Types::DECIMAL(3, 1));
    EXPECT_EQ(resultType("nullIf", {Types::INT(), Types::BIGINT()}), Types::INT());
    EXPECT_EQ(run("nullIf", {i32(1), f64(1.0)}), null(Types::INT()));
    EXPECT_EQ(run("nullIf", {i32(1), f64(2.5)}), i32(1));
    EXPECT_EQ(run("nullIf", {i32(2), i64(2)}), null(Types::INT()));
    EXPECT_EQ(run("nullIf", {dec("1.5", 3, 1), i32(2)}), dec("1.5", 3, 1));
    EXPECT_EQ(run("nullIf", {dec("2.0", 3, 1), i32(2)}), null(Types::DECIMAL(3, 1)));
    EXPECT_EQ(run("nullIf", {date("2020-01-01"), timestamp("2020-01-01 00:00:00")}), null(Types::DATE()));
    EXPECT_EQ(run("nullIf", {null(Types::INT()), f64(1.0)}), null(Types::INT()));
}

TEST(NullIfEval, NaNEqualsNaN) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    EXPECT_EQ(run("nullIf", {f64(nan), f64(nan)}), null(Types::DOUBLE()));
    EXPECT_EQ(run("nullIf", {f64(-0.0), f64(0.0)}), null(Types::DOUBLE()));
    EXPECT_EQ(run("nullIf", {f64(nan), f64(1)}), f64(nan));
}

TEST(GreatestLeastEval, LargestAndSmallestArgument) {
    EXPECT_EQ(run("greatest", {i32(3), i32(7), i32(5)}), i32(7));
    EXPECT_EQ(run("least", {i32(3), i32(7), i32(5)}), i32(3));
    EXPECT_EQ(run("GREATEST", {i32(3), i64(7000000000)}), i64(7000000000));
    EXPECT_EQ(run("least", {i32(3), f64(2.5)}), f64(2.5));
    EXPECT_EQ(run("greatest", {str("apple"), str("pear"), str("fig")}), str("pear"));
    EXPECT_EQ(run("least", {date("2020-01-01"), date("1969-12-31")}), date("1969-12-31"));
    EXPECT_EQ(run("greatest", {i32(4)}), i32(4));
    EXPECT_EQ(run("greatest", {dec("1.5", 2, 1), dec("1.25", 3, 2)}), dec("1.50", 3, 2));
}

TEST(GreatestLeastEval, AnyNullGivesNull) {
    EXPECT_EQ(run("greatest", {i32(1), null(Types::INT()), i32(2)}), null(Types::INT()));
    EXPECT_EQ(run("least", {null(Types::INT()), i32(2)}), null(Types::INT()));
    EXPECT_EQ(run("least", {i32(2), untypedNull()}), null(Types::INT()));
}

TEST(GreatestLeastEval, NaNIsAboveEveryNumberWhateverTheOrder) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    for (const std::vector<Value>& args : std::vector<std::vector<Value>>{
             {f64(1.5), f64(nan), f64(-2)}, {f64(nan), f64(1.5), f64(-2)}, {f64(-2), f64(1.5), f64(nan)}}) {
        EXPECT_EQ(run("greatest", args), f64(nan));
        EXPECT_EQ(run("least", args), f64(-2));
    }
    EXPECT_EQ(run("greatest", {f64(inf), f64(nan)}), f64(nan));
    EXPECT_EQ(run("least", {f64(nan), f64(inf)}), f64(inf));
}

TEST(GreatestLeastBind, Errors) {
    EXPECT_EQ(resultType("greatest", {Types::INT(), Types::DOUBLE()}), Types::DOUBLE());
    EXPECT_EQ(bindError("greatest", {Types::INT(), Types::STRING()}), "cannot compare INT with STRING in greatest");
    EXPECT_EQ(bindError("least", {}), "function 'least' expects at least 1 argument but got 0 ()");
}

}  // namespace
}  // namespace tabula::exec::testing
