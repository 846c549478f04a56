// The leaves of compiled expressions: column reads and constants. (Casts are in functions/cast.cpp, and each
// function picks its typed implementation in its compile hook.)
#include "exec/evaluator.hpp"

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

CompiledExprPtr compileColumn(DataType type, uint32_t column) { return std::make_unique<ColumnNode>(type, column); }

CompiledExprPtr compileConstant(const Value& value) { return std::make_unique<ConstantNode>(value.type(), value); }

}  // namespace tabula::exec
