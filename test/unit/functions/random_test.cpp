// RAND, RAND_INTEGER and UUID: seeded sequences equal java.util.Random's, bounds, and non-determinism.
#include <set>

#include "test/unit/functions/function_test_support.hpp"

namespace tabula::exec::testing {
namespace {

/// Evaluates one compiled expression `times` times, as an operator does row after row.
std::vector<Value> evalRepeatedly(const BoundExprPtr& expr, int times) {
    CompiledExprPtr compiled = compileExpr(*expr);
    EvalContext ctx;
    std::vector<Value> values;
    for (int i = 0; i < times; ++i) {
        Cell out;
        compiled->eval(RowView(), ctx, out);
        values.push_back(cellToValue(out, expr->type));
    }
    return values;
}

TEST(RandomEval, SeededRandMatchesJavaRandom) {
    // new java.util.Random(1).nextDouble() twice
    EXPECT_EQ(evalRepeatedly(call("rand", {lit(i32(1))}), 2),
              (std::vector<Value>{f64(0.7308781907032909), f64(0.41008081149220166)}));
    EXPECT_EQ(evalRepeatedly(call("rand", {lit(i32(42))}), 1), std::vector<Value>{f64(0.7275636800328681)});
}

TEST(RandomEval, SeededRandIntegerMatchesJavaRandom) {
    // new java.util.Random(1).nextInt(10) three times; a power-of-two bound takes the other branch
    EXPECT_EQ(evalRepeatedly(call("randInteger", {lit(i32(1)), lit(i32(10))}), 3),
              (std::vector<Value>{i32(5), i32(8), i32(7)}));
    EXPECT_EQ(evalRepeatedly(call("RAND_INTEGER", {lit(i32(7)), lit(i32(16))}), 2),
              (std::vector<Value>{i32(11), i32(10)}));
}

TEST(RandomEval, UnseededValuesStayInRange) {
    for (const Value& v : evalRepeatedly(call("rand", {}), 100)) {
        EXPECT_GE(v.asDouble(), 0.0);
        EXPECT_LT(v.asDouble(), 1.0);
    }
    for (const Value& v : evalRepeatedly(call("randInteger", {lit(i32(3))}), 100)) {
        EXPECT_GE(v.asInt64(), 0);
        EXPECT_LT(v.asInt64(), 3);
    }
    EXPECT_EQ(evalRepeatedly(call("randInteger", {lit(null(Types::INT()))}), 1),
              std::vector<Value>{null(Types::INT())});
}

TEST(RandomEval, Errors) {
    EXPECT_EQ(evalError(call("randInteger", {lit(i32(0))}, "randInteger(0)")),
              "the bound of randInteger must be positive but was 0 in 'randInteger(0)'");
    try {
        compileExpr(*call("rand", {col(0, Types::INT(), "s")}, "rand(s)"));
        FAIL();
    } catch (const ValidationError& e) {
        EXPECT_STREQ(e.what(), "function 'rand' expects a constant seed in 'rand(s)'");
    }
    EXPECT_EQ(bindError("rand", {Types::STRING()}), "function 'rand' expects an integer type but got STRING");
}

TEST(RandomEval, Uuid) {
    std::set<std::string> seen;
    for (const Value& v : evalRepeatedly(call("uuid", {}), 20)) {
        const std::string& s = v.asString();
        ASSERT_EQ(s.size(), 36u);
        EXPECT_EQ(s[8], '-');
        EXPECT_EQ(s[13], '-');
        EXPECT_EQ(s[14], '4');                                          // version 4
        EXPECT_NE(std::string("89ab").find(s[19]), std::string::npos);  // variant 10xx
        EXPECT_EQ(s.find_first_not_of("0123456789abcdef-"), std::string::npos);
        seen.insert(s);
    }
    EXPECT_EQ(seen.size(), 20u);
}

TEST(RandomEval, NotDeterministic) {
    EXPECT_FALSE(findScalarFunction("rand")->deterministic());
    EXPECT_FALSE(findScalarFunction("randInteger")->deterministic());
    EXPECT_FALSE(findScalarFunction("uuid")->deterministic());
    EXPECT_TRUE(findScalarFunction("plus")->deterministic());
}

}  // namespace
}  // namespace tabula::exec::testing
