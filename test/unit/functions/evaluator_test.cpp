// The evaluator proper: bound-expression builders, compiling column reads, constants and nested calls,
// constant evaluation, and that evaluating rows allocates nothing on the heap once the scratch arena is warm.
#include <atomic>
#include <cstdlib>
#include <new>

#include "test/unit/functions/function_test_support.hpp"

namespace {

/// Counts global allocations (the whole test program's), to check the per-row path.
std::atomic<long> g_allocations{0};

}  // namespace

void* operator new(std::size_t size) {
    g_allocations.fetch_add(1, std::memory_order_relaxed);
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace tabula::exec::testing {
namespace {

TEST(BoundExprBuilders, Fields) {
    auto column = makeColumnRef(3, Types::STRING(), "name");
    EXPECT_EQ(column->kind, BoundKind::Column);
    EXPECT_EQ(column->column, 3u);
    EXPECT_EQ(column->type, Types::STRING());
    EXPECT_EQ(column->text, "name");
    auto constant = makeConstant(Value::integer(5), "5");
    EXPECT_EQ(constant->kind, BoundKind::Constant);
    EXPECT_EQ(constant->type, Types::INT());
    EXPECT_EQ(constant->constant, Value::integer(5));
    auto cast_node = makeCastExpr(constant, Types::BIGINT(), "5");
    EXPECT_EQ(cast_node->kind, BoundKind::Cast);
    EXPECT_EQ(cast_node->type, Types::BIGINT());
    ASSERT_EQ(cast_node->args.size(), 1u);
    EXPECT_EQ(cast_node->args[0], constant);
    const ScalarFunction* plus = findScalarFunction("plus");
    auto call_node = makeCallExpr(plus, {constant, constant}, Types::INT(), "5 + 5");
    EXPECT_EQ(call_node->kind, BoundKind::Call);
    EXPECT_EQ(call_node->function, plus);
    EXPECT_EQ(call_node->args.size(), 2u);
    EXPECT_EQ(call_node->text, "5 + 5");
}

TEST(Evaluator, ColumnsConstantsAndNestedCalls) {
    // (a + 1) * b > 10 AND upper(s) = 'X'
    auto a = col(0, Types::INT(), "a");
    auto b = col(1, Types::BIGINT(), "b");
    auto s = col(2, Types::STRING(), "s");
    auto arithmetic = call("greaterThan", {call("times", {call("plus", {a, lit(i32(1))}), b}), lit(i32(10))});
    auto text = call("equals", {call("upper", {s}), lit(str("X"))});
    auto both = call("and", {arithmetic, text});
    EXPECT_EQ(evalRow(both, {i32(4), i64(3), str("x")}), boolean(true));
    EXPECT_EQ(evalRow(both, {i32(1), i64(3), str("x")}), boolean(false));
    EXPECT_EQ(evalRow(both, {null(Types::INT()), i64(3), str("x")}), null(Types::BOOLEAN()));
    EXPECT_EQ(evalRow(s, {i32(0), i64(0), str("kept")}), str("kept"));
}

TEST(Evaluator, EvaluateConstant) {
    EXPECT_EQ(eval(call("concat", {lit(str("a")), call("upper", {lit(str("b"))})})), str("aB"));
    EXPECT_EQ(eval(lit(str("literal"))), str("literal"));
    EXPECT_EQ(eval(cast(call("plus", {lit(i32(1)), lit(i32(2))}), Types::STRING())), str("3"));
    EXPECT_EQ(eval(lit(null(Types::DATE()))), null(Types::DATE()));
}

TEST(Evaluator, CompiledTreeKnowsItsType) {
    auto expr = call("divide", {lit(dec("1.00", 3, 2)), lit(i32(3))});
    EXPECT_EQ(compileExpr(*expr)->type(), Types::DECIMAL(14, 13));
    EXPECT_EQ(compileExpr(*cast(lit(i32(1)), Types::BIGINT()))->type(), Types::BIGINT());
}

/// Evaluates each expression over many rows after one warm-up row, resetting the scratch arena per row as an
/// operator does, and counts heap allocations.
long allocationsPerRows(const std::vector<BoundExprPtr>& exprs, const std::vector<Value>& row) {
    std::vector<CompiledExprPtr> compiled;
    for (const BoundExprPtr& expr : exprs) compiled.push_back(compileExpr(*expr));
    std::vector<Cell> cells;
    for (const Value& value : row) cells.push_back(valueToCell(value));
    EvalContext ctx;
    Cell out;
    for (const CompiledExprPtr& c : compiled) c->eval(RowView(cells), ctx, out);  // warm-up
    long before = g_allocations.load();
    for (int i = 0; i < 1000; ++i) {
        ctx.scratch.reset();
        for (const CompiledExprPtr& c : compiled) c->eval(RowView(cells), ctx, out);
    }
    return g_allocations.load() - before;
}

TEST(Evaluator, RowsAllocateNothingOnTheHeap) {
    auto a = col(0, Types::INT(), "a");
    auto d = col(1, Types::DECIMAL(10, 2), "d");
    auto s = col(2, Types::STRING(), "s");
    auto t = col(3, Types::TIMESTAMP(), "t");
    auto x = col(4, Types::DOUBLE(), "x");
    std::vector<BoundExprPtr> exprs = {
        call("plus", {call("times", {a, lit(i32(3))}), lit(i32(1))}),
        call("divide", {d, lit(dec("3.0", 2, 1))}),
        call("times", {d, d}),
        call("and", {call("greaterThan", {a, lit(i32(0))}), call("lessThan", {d, lit(i32(100))})}),
        call("in", {a, lit(i32(1)), lit(i32(2)), lit(i32(7))}),
        call("case", {call("isNull", {a}), lit(str("none")), call("plus", {s, a})}),
        call("concat", {call("upper", {s}), lit(str("-")), call("substring", {s, lit(i32(2))})}),
        call("lpad", {s, lit(i32(12)), lit(str("*"))}),
        call("replace", {s, lit(str("l")), lit(str("L"))}),
        call("trim", {lit(str("BOTH")), lit(str(" ")), s}),
        call("like", {s, lit(str("%ll%"))}),
        call("coalesce", {call("nullIf", {a, lit(i32(7))}), lit(i32(0))}),
        cast(a, Types::STRING()),
        cast(x, Types::STRING()),
        cast(lit(str("123")), Types::INT()),
        cast(d, Types::DOUBLE()),
        call("round", {x, lit(i32(1))}),
        call("dateFormat", {t, lit(str("EEEE, d MMMM yyyy HH:mm:ss.SSS"))}),
        call("extract", {lit(str("MONTH")), t}),
        call("floor", {t, lit(str("MONTH"))}),
        call("sha256", {s}),
        call("toBase64", {s}),
        call("sqrt", {x}),
    };
    std::vector<Value> row = {i32(7), dec("12.50", 10, 2), str("hello"), timestamp("1984-07-12 14:34:24"), f64(12.65)};
    EXPECT_EQ(allocationsPerRows(exprs, row), 0);
}

}  // namespace
}  // namespace tabula::exec::testing
