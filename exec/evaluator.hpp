// Typed evaluation trees: every type decision is made when a tree is compiled, once per query, so evaluating a
// row does no type dispatch and no heap allocation. The planner compiles its bound expressions into them.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "exec/arena.hpp"
#include "exec/cell.hpp"
#include "exec/eval_batch.hpp"
#include "tabula/error.hpp"
#include "tabula/type.hpp"
#include "tabula/value.hpp"

namespace tabula::exec {

/// Per-thread evaluation scratch: strings computed for the current row (or batch) live in `scratch`, which the
/// owning operator resets before each row (or batch); `batch` holds the buffers of batch evaluation.
struct EvalContext {
    Arena scratch;
    BatchScratch batch;
};

/// A compiled expression. eval() writes the result (or null) into `out`; string results view the input row
/// or ctx.scratch. Throws ExecutionError (naming the expression's text) on overflow, division by zero, bad cast;
/// the error gets a span from the innermost compileLocated node around the failing one.
class CompiledExpr {
public:
    explicit CompiledExpr(DataType type) : type_(type) {}
    virtual ~CompiledExpr() = default;
    virtual void eval(RowView row, EvalContext& ctx, Cell& out) const = 0;
    /// eval() for the rows `selection` picks from `rows`, row r's result into out[r]; other rows' out is left
    /// alone. A node whose arguments are evaluated only for some rows (AND, CASE, a strict function after a
    /// NULL argument) evaluates them only for those rows, as eval() would, so that a batch raises an error only
    /// where some row would; when several rows would, which one's error comes first may differ from row-by-row
    /// order. This default calls eval() row by row; nodes on hot paths override it with one loop.
    virtual void evalBatch(const RowBatch& rows, Selection selection, EvalContext& ctx, CellOutput out) const;
    const DataType& type() const { return type_; }

private:
    DataType type_;
};
using CompiledExprPtr = std::unique_ptr<const CompiledExpr>;

/// Reads the row's cell at `column`, of type `type`.
CompiledExprPtr compileColumn(DataType type, uint32_t column);
/// Gives `value` for every row.
CompiledExprPtr compileConstant(const Value& value);

/// `expr`, giving the ExecutionErrors it throws without a position `span` of `source` (where the expression was
/// written). Nested ones leave the position to the innermost.
CompiledExprPtr compileLocated(CompiledExprPtr expr, SourceSpan span, ErrorSourcePtr source);

/// Compiles a conversion of a value of type `from` to type `to` (CAST semantics; `text` names the expression in
/// errors). Used for the planner's Cast nodes. Throws ValidationError
/// when canCast(operand type, to) is false.
CompiledExprPtr compileCast(CompiledExprPtr operand, DataType to, const std::string& text);

/// Whether a CAST from `from` to `to` exists: between any numeric types and BOOLEAN, from and to STRING,
/// DATE <-> TIMESTAMP, TIMESTAMP -> TIME, and integers <-> DATE/TIME/TIMESTAMP (their internal numbers:
/// days, milliseconds of the day, milliseconds since the epoch). A NULL casts to anything.
bool canCast(const DataType& from, const DataType& to);

}  // namespace tabula::exec
