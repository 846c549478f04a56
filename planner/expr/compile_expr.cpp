// Bound expressions to compiled ones: leaves and casts from exec's evaluator, calls through their function's
// compile hook, which is told the values of the call's constant arguments. Calls and casts written in a text
// keep their location, for run-time errors.
#include "planner/expr/compile_expr.hpp"

#include "planner/expr/expr_util.hpp"
#include "tabula/error.hpp"

namespace tabula::planner {
namespace {

/// The value of `compiled` (an argument that reads no column), or nullopt when evaluating it fails: then the
/// function treats it as depending on the row, and the failure surfaces only if rows ever evaluate it (the
/// argument may stand in a CASE branch no row takes).
std::optional<Value> tryEvaluate(const exec::CompiledExpr& compiled) {
    exec::EvalContext ctx;
    exec::Cell out;
    try {
        compiled.eval(exec::RowView(), ctx, out);
    } catch (const ExecutionError&) {
        return std::nullopt;
    }
    return exec::cellToValue(out, compiled.type());
}

bool isConstantArgument(const BoundExpr& arg) { return isConstantExpr(arg) && isDeterministic(arg); }

/// CallInfo of `call` whose arguments are compiled already, so constant ones are evaluated, not compiled again.
exec::CallInfo callInfoOf(const BoundExpr& call, const std::vector<exec::CompiledExprPtr>& args) {
    exec::CallInfo info{call.type, call.text, call.function->name(), {}};
    info.constant_args.reserve(args.size());
    for (size_t i = 0; i < args.size(); ++i) {
        const BoundExpr& arg = *call.args[i];
        if (arg.kind == BoundKind::Constant) {
            info.constant_args.push_back(arg.constant);
        } else {
            info.constant_args.push_back(isConstantArgument(arg) ? tryEvaluate(*args[i]) : std::nullopt);
        }
    }
    return info;
}

/// `compiled` made to give its run-time errors the location of `expr` when it has one.
exec::CompiledExprPtr located(exec::CompiledExprPtr compiled, const BoundExpr& expr) {
    if (!expr.location.source) return compiled;
    return exec::compileLocated(std::move(compiled), expr.location.span, expr.location.source);
}

std::vector<exec::CompiledExprPtr> compileArgs(const BoundExpr& call) {
    std::vector<exec::CompiledExprPtr> args;
    args.reserve(call.args.size());
    for (const BoundExprPtr& arg : call.args) args.push_back(compileExpr(*arg));
    return args;
}

}  // namespace

exec::CompiledExprPtr compileExpr(const BoundExpr& expr) {
    switch (expr.kind) {
        case BoundKind::Column: return exec::compileColumn(expr.type, expr.column);
        case BoundKind::Constant: return exec::compileConstant(expr.constant);
        case BoundKind::Cast:
            return located(exec::compileCast(compileExpr(*expr.args.at(0)), expr.type, expr.text), expr);
        case BoundKind::Call: {
            std::vector<exec::CompiledExprPtr> args = compileArgs(expr);
            exec::CallInfo info = callInfoOf(expr, args);
            return located(expr.function->compile(info, std::move(args)), expr);
        }
        case BoundKind::OuterColumn:
        case BoundKind::Subquery: break;
    }
    throw InternalError("'" + expr.text + "' is a subquery the optimizer did not turn into a join");
}

Value evaluateConstant(const BoundExpr& expr) {
    exec::CompiledExprPtr compiled = compileExpr(expr);
    exec::EvalContext ctx;
    exec::Cell out;
    compiled->eval(exec::RowView(), ctx, out);
    return exec::cellToValue(out, expr.type);
}

exec::CallInfo callInfo(const BoundExpr& call) {
    // Only the constant arguments are compiled: the others may be subqueries, which never compile.
    std::vector<exec::CompiledExprPtr> args;
    for (const BoundExprPtr& arg : call.args)
        args.push_back(arg->kind != BoundKind::Constant && isConstantArgument(*arg) ? compileExpr(*arg) : nullptr);
    return callInfoOf(call, args);
}

}  // namespace tabula::planner
