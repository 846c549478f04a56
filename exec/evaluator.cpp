// The leaves of compiled expressions (column reads and constants) and the node that gives run-time errors their
// position. (Casts are in functions/cast.cpp, and each function picks its typed implementation in its compile hook.)
#include "exec/evaluator.hpp"

namespace tabula::exec {

namespace {

class ColumnNode final : public CompiledExpr {
public:
    ColumnNode(DataType type, uint32_t column) : CompiledExpr(type), column_(column) {}
    void eval(RowView row, EvalContext&, Cell& out) const override { out = row[column_]; }
    void evalBatch(const RowBatch& rows, Selection selection, EvalContext&, CellOutput out) const override {
        for (uint32_t r : selection) out[r] = rows.cells[r * rows.width + column_];
    }

private:
    uint32_t column_;
};

/// Holds the Value its cell points into (a string constant's bytes), so the node must not move: it lives on
/// the heap behind a CompiledExprPtr.
class ConstantNode final : public CompiledExpr {
public:
    ConstantNode(DataType type, const Value& value) : CompiledExpr(type), value_(value), cell_(valueToCell(value_)) {}
    void eval(RowView, EvalContext&, Cell& out) const override { out = cell_; }
    void evalBatch(const RowBatch&, Selection selection, EvalContext&, CellOutput out) const override {
        for (uint32_t r : selection) out[r] = cell_;
    }

private:
    Value value_;
    Cell cell_;
};

/// Passes evaluation through to the node it wraps and places the ExecutionErrors that carry no position yet.
class LocatedNode final : public CompiledExpr {
public:
    LocatedNode(CompiledExprPtr inner, SourceSpan span, ErrorSourcePtr source)
        : CompiledExpr(inner->type()), inner_(std::move(inner)), span_(span), source_(std::move(source)) {}
    void eval(RowView row, EvalContext& ctx, Cell& out) const override {
        try {
            inner_->eval(row, ctx, out);
        } catch (ExecutionError& error) {
            if (!error.span()) error.relocate(source_, span_);
            throw;
        }
    }
    void evalBatch(const RowBatch& rows, Selection selection, EvalContext& ctx, CellOutput out) const override {
        try {
            inner_->evalBatch(rows, selection, ctx, out);
        } catch (ExecutionError& error) {
            if (!error.span()) error.relocate(source_, span_);
            throw;
        }
    }

private:
    CompiledExprPtr inner_;
    SourceSpan span_;
    ErrorSourcePtr source_;
};

}  // namespace

void CompiledExpr::evalBatch(const RowBatch& rows, Selection selection, EvalContext& ctx, CellOutput out) const {
    for (uint32_t r : selection) eval(rows.row(r), ctx, out[r]);
}

CompiledExprPtr compileLocated(CompiledExprPtr expr, SourceSpan span, ErrorSourcePtr source) {
    return std::make_unique<LocatedNode>(std::move(expr), span, std::move(source));
}

CompiledExprPtr compileColumn(DataType type, uint32_t column) { return std::make_unique<ColumnNode>(type, column); }

CompiledExprPtr compileConstant(const Value& value) { return std::make_unique<ConstantNode>(value.type(), value); }

}  // namespace tabula::exec
