// Implementation of the function test helpers.
#include "test/unit/functions/function_test_support.hpp"

#include <cstddef>
#include <memory>
#include <string>

#include "tabula/temporal.hpp"

namespace tabula::exec::testing {

BoundExprPtr lit(Value value) {
    std::string text = value.type().id() == TypeId::String ? "'" + value.toString() + "'" : value.toString();
    return makeConstant(std::move(value), std::move(text));
}

BoundExprPtr col(uint32_t index, DataType type, std::string name) {
    return makeColumnRef(index, type, std::move(name));
}

BoundExprPtr call(std::string_view name, std::vector<BoundExprPtr> args, std::string text) {
    const ScalarFunction* function = findScalarFunction(name);
    if (function == nullptr) throw std::logic_error("no scalar function " + std::string(name));
    std::vector<DataType> types;
    for (const BoundExprPtr& arg : args) types.push_back(arg->type);
    Signature signature = function->bind(types);
    if (text.empty()) {
        text = std::string(name) + "(";
        for (size_t i = 0; i < args.size(); ++i) text += (i > 0 ? ", " : "") + args[i]->text;
        text += ")";
    }
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i]->type != signature.params.at(i))
            args[i] = makeCastExpr(args[i], signature.params[i], args[i]->text);
    }
    return makeCallExpr(function, std::move(args), signature.result, std::move(text));
}

BoundExprPtr cast(BoundExprPtr operand, DataType type, std::string text) {
    if (text.empty()) text = "cast(" + operand->text + ", " + type.toString() + ")";
    return makeCastExpr(std::move(operand), type, std::move(text));
}

namespace {

/// What evaluating `compiled` over `row` one row at a time gives: "value: " and the value, or "error: " and
/// the ExecutionError's message.
std::string rowOutcome(const CompiledExpr& compiled, const std::vector<Cell>& row) {
    try {
        EvalContext ctx;
        Cell out;
        compiled.eval(RowView(row), ctx, out);
        return "value: " + cellToValue(out, compiled.type()).toString();
    } catch (const ExecutionError& e) {
        return "error: " + std::string(e.what());
    }
}

/// rowOutcome() as evalBatch gives it for rows 0 and 2 of three copies of `row` (row 1 not selected, its
/// result left alone), the results written two cells apart.
std::string batchOutcome(const CompiledExpr& compiled, const std::vector<Cell>& row) {
    std::vector<Cell> rows;
    for (int copy = 0; copy < 3; ++copy) rows.insert(rows.end(), row.begin(), row.end());
    try {
        EvalContext ctx;
        Cell marker;
        marker.null = false;
        marker.i = 0x5A5A;
        std::vector<Cell> out(6, marker);
        const uint32_t selected[] = {0, 2};
        compiled.evalBatch(RowBatch{rows.data(), row.size(), 3}, Selection(selected), ctx, CellOutput{out.data(), 2});
        if (out[2].null || out[2].i != marker.i) return "row 1, not selected, was written";
        std::string first = cellToValue(out[0], compiled.type()).toString();
        std::string third = cellToValue(out[4], compiled.type()).toString();
        if (first != third) return "rows 0 and 2 differ: " + first + " and " + third;
        return "value: " + first;
    } catch (const ExecutionError& e) {
        return "error: " + std::string(e.what());
    }
}

/// Expects evaluating a batch to give what evaluating row by row gives, for expressions that give the same
/// outcome row by row before and after the batch (not RAND(); the clock functions when the clock stood still).
void expectBatchAgrees(const CompiledExpr& compiled, const std::vector<Cell>& row) {
    const std::string before = rowOutcome(compiled, row);
    const std::string batch = batchOutcome(compiled, row);
    if (rowOutcome(compiled, row) != before) return;
    EXPECT_EQ(batch, before) << "evaluated as a batch";
}

}  // namespace

Value eval(const BoundExprPtr& expr) {
    expectBatchAgrees(*compileExpr(*expr), {});
    return evaluateConstant(*expr);
}

Value evalRow(const BoundExprPtr& expr, const std::vector<Value>& row) {
    std::vector<Cell> cells;
    for (const Value& value : row) cells.push_back(valueToCell(value));
    CompiledExprPtr compiled = compileExpr(*expr);
    expectBatchAgrees(*compiled, cells);
    EvalContext ctx;
    Cell out;
    compiled->eval(RowView(cells), ctx, out);
    return cellToValue(out, expr->type);
}

Value run(std::string_view name, std::vector<Value> args) {
    std::vector<BoundExprPtr> exprs;
    for (Value& value : args) exprs.push_back(lit(std::move(value)));
    return eval(call(name, std::move(exprs)));
}

DataType resultType(std::string_view name, std::vector<DataType> args) {
    return findScalarFunction(name)->bind(args).result;
}

std::vector<DataType> paramTypes(std::string_view name, std::vector<DataType> args) {
    return findScalarFunction(name)->bind(args).params;
}

std::string bindError(std::string_view name, std::vector<DataType> args) {
    try {
        findScalarFunction(name)->bind(args);
    } catch (const ValidationError& e) {
        return e.what();
    }
    return "";
}

std::string evalError(const BoundExprPtr& expr) {
    try {
        eval(expr);
    } catch (const ExecutionError& e) {
        return e.what();
    }
    return "";
}

namespace {

/// A state block aligned as the Accumulator contract promises.
struct StateBlock {
    explicit StateBlock(size_t size) : bytes(new (std::align_val_t(16)) std::byte[size + 1]) {}
    ~StateBlock() { ::operator delete[](bytes, std::align_val_t(16)); }
    StateBlock(const StateBlock&) = delete;
    StateBlock& operator=(const StateBlock&) = delete;
    std::byte* bytes;
};

}  // namespace

Value aggregate(std::string_view name, DataType input_type, const std::vector<Value>& inputs, bool split,
                std::string text) {
    const AggregateFunction* function = findAggregateFunction(name);
    std::vector<DataType> args;
    if (!input_type.isNull()) args.push_back(input_type);
    Signature signature = function->bind(args);
    std::unique_ptr<Accumulator> accumulator = function->create(signature, text);
    Arena arena;
    StateBlock first(accumulator->stateSize());
    StateBlock second(accumulator->stateSize());
    accumulator->init(first.bytes);
    accumulator->init(second.bytes);
    for (size_t i = 0; i < inputs.size(); ++i) {
        // count(*) gets a null cell per row; other aggregates never see NULLs.
        if (inputs[i].isNull() && !input_type.isNull()) continue;
        std::byte* state = split && i % 2 == 1 ? second.bytes : first.bytes;
        accumulator->update(state, valueToCell(inputs[i]), arena);
    }
    if (split) accumulator->merge(first.bytes, second.bytes);
    Cell out;
    accumulator->finish(first.bytes, out);
    Value result = cellToValue(out, signature.result);
    accumulator->destroy(first.bytes);
    accumulator->destroy(second.bytes);
    return result;
}

DataType aggregateType(std::string_view name, std::vector<DataType> args) {
    return findAggregateFunction(name)->bind(args).result;
}

std::string aggregateBindError(std::string_view name, std::vector<DataType> args) {
    try {
        findAggregateFunction(name)->bind(args);
    } catch (const ValidationError& e) {
        return e.what();
    }
    return "";
}

Value dec(std::string_view text, uint8_t precision, uint8_t scale) {
    return Value::decimal(*parseDecimal(text, precision, scale), precision, scale);
}

Value date(std::string_view text) { return Value::date(*parseDate(text)); }
Value timestamp(std::string_view text) { return Value::timestamp(*parseTimestamp(text)); }
Value time(std::string_view text) { return Value::time(*parseTime(text)); }

}  // namespace tabula::exec::testing
