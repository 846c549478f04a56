// IF, CASE, COALESCE, IFNULL and NULLIF: result types, laziness of the branches not taken, NULL conditions.
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

}  // namespace
}  // namespace tabula::exec::testing
