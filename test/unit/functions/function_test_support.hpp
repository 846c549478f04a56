// Helpers for the function tests: build calls the way the binder does (arguments cast to the parameter types
// bind() asks for), evaluate them over constants or a row, and run aggregates over sample inputs.
#pragma once

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "exec/evaluator.hpp"
#include "exec/function_registry.hpp"
#include "planner/expr/compile_expr.hpp"
#include "tabula/error.hpp"

namespace tabula {

/// gtest printing: "INT 42", "STRING abc", "DECIMAL(5, 2) null".
inline void PrintTo(const Value& value, std::ostream* os) { *os << value.type().toString() << " " << value.toString(); }

}  // namespace tabula

namespace tabula::exec::testing {

// Calls are built and compiled as the planner does.
using planner::BoundExpr;
using planner::BoundExprPtr;
using planner::BoundKind;
using planner::callInfo;
using planner::compileExpr;
using planner::evaluateConstant;
using planner::makeCallExpr;
using planner::makeCastExpr;
using planner::makeColumnRef;
using planner::makeConstant;

/// A constant, its text the value's text.
BoundExprPtr lit(Value value);
/// Column `index` of the row, of type `type`, named `name`.
BoundExprPtr col(uint32_t index, DataType type, std::string name);
/// Binds the scalar function `name` over `args`, inserting casts where bind() asks for other types.
/// `text` defaults to "name(arg, ...)".
BoundExprPtr call(std::string_view name, std::vector<BoundExprPtr> args, std::string text = "");
/// A CAST node.
BoundExprPtr cast(BoundExprPtr operand, DataType type, std::string text = "");

/// Evaluates an expression over constants.
Value eval(const BoundExprPtr& expr);
/// Evaluates an expression over one row of values.
Value evalRow(const BoundExprPtr& expr, const std::vector<Value>& row);
/// call(name, constants) evaluated.
Value run(std::string_view name, std::vector<Value> args);

/// The result type bind() gives for the argument types.
DataType resultType(std::string_view name, std::vector<DataType> args);
/// The parameter types bind() asks for.
std::vector<DataType> paramTypes(std::string_view name, std::vector<DataType> args);
/// The message of the ValidationError bind() throws ("" when it does not throw).
std::string bindError(std::string_view name, std::vector<DataType> args);
/// The message of the ExecutionError evaluating `expr` throws ("" when it does not throw).
std::string evalError(const BoundExprPtr& expr);

/// Runs aggregate `name` over `inputs` (NULLs are skipped, as the hash aggregate does) and returns its result.
/// With `split`, the inputs go to two states that are then merged. count(*) is `input_type` NULL with one
/// (null) input per row.
Value aggregate(std::string_view name, DataType input_type, const std::vector<Value>& inputs, bool split = false,
                std::string text = "agg(x)");
/// The result type of aggregate `name` over an argument of `input_type`.
DataType aggregateType(std::string_view name, std::vector<DataType> args);
/// The ValidationError message of binding aggregate `name` ("" when none).
std::string aggregateBindError(std::string_view name, std::vector<DataType> args);

// Short value factories.
inline Value i32(int32_t v) { return Value::integer(v); }
inline Value i64(int64_t v) { return Value::bigint(v); }
inline Value f64(double v) { return Value::doublePrecision(v); }
inline Value f32(float v) { return Value::floating(v); }
inline Value str(std::string v) { return Value::string(std::move(v)); }
inline Value boolean(bool v) { return Value::boolean(v); }
/// DECIMAL from text, e.g. dec("12.50", 5, 2).
Value dec(std::string_view text, uint8_t precision, uint8_t scale);
inline Value null(DataType type) { return Value::null(type); }
/// The untyped NULL.
inline Value untypedNull() { return Value(); }
Value date(std::string_view text);
Value timestamp(std::string_view text);
Value time(std::string_view text);

}  // namespace tabula::exec::testing
