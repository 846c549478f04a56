// Compiles bound expressions into trees of typed nodes: column reads, constants, casts and the functions'
// own nodes. Each function picks its typed implementation in its compile hook.
#include "exec/evaluator.hpp"

#include "exec/function_registry.hpp"

namespace tabula::exec {

namespace {

class ColumnNode final : public CompiledExpr {
public:
    ColumnNode(DataType type, uint32_t column) : CompiledExpr(type), column_(column) {}
    void eval(RowView row, EvalContext&, Cell& out) const override { out = row[column_]; }

private:
    uint32_t column_;
};

/// Holds the Value its cell points into (a string constant's bytes), so the node must not move: it lives on
/// the heap behind a CompiledExprPtr.
class ConstantNode final : public CompiledExpr {
public:
    ConstantNode(DataType type, const Value& value) : CompiledExpr(type), value_(value), cell_(valueToCell(value_)) {}
    void eval(RowView, EvalContext&, Cell& out) const override { out = cell_; }

private:
    Value value_;
    Cell cell_;
};

}  // namespace

CompiledExprPtr compileExpr(const BoundExpr& expr) {
    switch (expr.kind) {
        case BoundKind::Column: return std::make_unique<ColumnNode>(expr.type, expr.column);
        case BoundKind::Constant: return std::make_unique<ConstantNode>(expr.type, expr.constant);
        case BoundKind::Cast: return compileCast(compileExpr(*expr.args.at(0)), expr.type, expr.text);
        case BoundKind::Call: {
            std::vector<CompiledExprPtr> args;
            args.reserve(expr.args.size());
            for (const BoundExprPtr& arg : expr.args) args.push_back(compileExpr(*arg));
            return expr.function->compile(expr, std::move(args));
        }
    }
    return nullptr;
}

Value evaluateConstant(const BoundExpr& expr) {
    CompiledExprPtr compiled = compileExpr(expr);
    EvalContext ctx;
    Cell out;
    compiled->eval(RowView(), ctx, out);
    return cellToValue(out, expr.type);
}

}  // namespace tabula::exec
