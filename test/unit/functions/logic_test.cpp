// AND, OR, NOT and the IS [NOT] TRUE/FALSE/NULL predicates: three-valued truth tables and short-circuiting.
#include "test/unit/functions/function_test_support.hpp"

namespace tabula::exec::testing {
namespace {

const Value T = boolean(true);
const Value F = boolean(false);
const Value N = null(Types::BOOLEAN());

struct TruthRow {
    Value a;
    Value b;
    Value and_result;
    Value or_result;
};

TEST(LogicEval, AndOrTruthTables) {
    const std::vector<TruthRow> rows = {
        {T, T, T, T}, {T, F, F, T}, {T, N, N, T},  //
        {F, T, F, T}, {F, F, F, F}, {F, N, F, N},  //
        {N, T, N, T}, {N, F, F, N}, {N, N, N, N},
    };
    for (const TruthRow& row : rows) {
        SCOPED_TRACE(row.a.toString() + " " + row.b.toString());
        EXPECT_EQ(run("and", {row.a, row.b}), row.and_result);
        EXPECT_EQ(run("or", {row.a, row.b}), row.or_result);
    }
}

TEST(LogicEval, ManyOperands) {
    EXPECT_EQ(run("and", {T, T, T}), T);
    EXPECT_EQ(run("and", {T, N, F}), F);
    EXPECT_EQ(run("or", {F, N, F}), N);
}

TEST(LogicEval, ShortCircuitSkipsTheRest) {
    // 1 / 0 = 1 would raise; the decided connective never evaluates it.
    auto failing = call("equals", {call("divide", {lit(i32(1)), lit(i32(0))}, "1 / 0"), lit(i32(1))});
    EXPECT_EQ(eval(call("and", {lit(F), failing})), F);
    EXPECT_EQ(eval(call("or", {lit(T), failing})), T);
    EXPECT_EQ(evalError(call("and", {lit(N), failing})), "division by zero in '1 / 0'");
}

TEST(LogicEval, NotAndTruthTests) {
    EXPECT_EQ(run("not", {T}), F);
    EXPECT_EQ(run("not", {F}), T);
    EXPECT_EQ(run("not", {N}), N);
    const std::vector<std::pair<std::string, std::vector<Value>>> tests = {
        // results for TRUE, FALSE, NULL
        {"isTrue", {T, F, F}},
        {"isFalse", {F, T, F}},
        {"isNotTrue", {F, T, T}},
        {"isNotFalse", {T, F, T}},
    };
    for (const auto& [name, expected] : tests) {
        SCOPED_TRACE(name);
        EXPECT_EQ(run(name, {T}), expected[0]);
        EXPECT_EQ(run(name, {F}), expected[1]);
        EXPECT_EQ(run(name, {N}), expected[2]);
    }
}

TEST(LogicBind, OperandsMustBeBoolean) {
    EXPECT_EQ(bindError("and", {Types::INT(), Types::BOOLEAN()}),
              "function 'and' expects BOOLEAN as argument 1 but got INT");
    EXPECT_EQ(bindError("or", {Types::BOOLEAN()}), "function 'or' expects at least 2 arguments but got 1 (BOOLEAN)");
    EXPECT_EQ(bindError("not", {Types::STRING()}), "function 'not' expects BOOLEAN but got STRING");
    EXPECT_EQ(bindError("isTrue", {Types::INT()}), "function 'isTrue' expects BOOLEAN but got INT");
    EXPECT_EQ(paramTypes("and", {DataType(), Types::BOOLEAN()}),
              (std::vector<DataType>{Types::BOOLEAN(), Types::BOOLEAN()}));
    EXPECT_EQ(run("and", {untypedNull(), F}), F);
}

TEST(NullPredicates, AnyTypeNeverNull) {
    EXPECT_EQ(run("isNull", {null(Types::INT())}), T);
    EXPECT_EQ(run("isNull", {i32(1)}), F);
    EXPECT_EQ(run("isNull", {untypedNull()}), T);
    EXPECT_EQ(run("isNotNull", {str("")}), T);
    EXPECT_EQ(run("isNotNull", {null(Types::DATE())}), F);
    EXPECT_EQ(resultType("isNull", {Types::DECIMAL(5, 2)}), Types::BOOLEAN());
    EXPECT_EQ(paramTypes("isNull", {Types::DECIMAL(5, 2)}), std::vector<DataType>{Types::DECIMAL(5, 2)});
    EXPECT_EQ(bindError("isNull", {}), "function 'isNull' expects 1 argument but got 0 ()");
}

}  // namespace
}  // namespace tabula::exec::testing
