// Bound expressions: typed trees over input column positions, produced by the binder, rewritten by planner
// rules and compiled (compile_expr.hpp) into exec's evaluation trees. Immutable and shared.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "tabula/type.hpp"
#include "tabula/value.hpp"

namespace tabula::exec {
class ScalarFunction;
}  // namespace tabula::exec

namespace tabula::planner {

struct BoundExpr;
using BoundExprPtr = std::shared_ptr<const BoundExpr>;

enum class BoundKind {
    Column,    // the input row's cell at `column`
    Constant,  // `constant` (its type equals `type`)
    Call,      // `function`(args); every argument already has the parameter type the function asked for
    Cast,      // args[0] converted to `type`
};

struct BoundExpr {
    BoundKind kind = BoundKind::Constant;
    DataType type;                           // result type
    std::string text;                        // how the user wrote it, for error messages and EXPLAIN
    uint32_t column = 0;                     // Column
    Value constant;                          // Constant
    const exec::ScalarFunction* function = nullptr;  // Call; owned by the function registry (lives forever)
    std::vector<BoundExprPtr> args;          // Call arguments, Cast operand
};

BoundExprPtr makeColumnRef(uint32_t column, DataType type, std::string text);
BoundExprPtr makeConstant(Value value, std::string text);
/// REQUIRES: args already have the types function->bind() asked for; `type` is what bind() returned.
BoundExprPtr makeCallExpr(const exec::ScalarFunction* function, std::vector<BoundExprPtr> args, DataType type,
                          std::string text);
BoundExprPtr makeCastExpr(BoundExprPtr operand, DataType type, std::string text);

}  // namespace tabula::planner
