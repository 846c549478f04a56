// VALUES: runs of constant rows stored in an in-memory table, other rows each a projection, under one union.
#include "planner/binder/values_query.hpp"

#include <algorithm>
#include <optional>
#include <string>

#include "exec/cell.hpp"
#include "exec/column_table.hpp"
#include "planner/binder/expression_binder.hpp"
#include "planner/binder/from_binder.hpp"
#include "planner/expr/compile_expr.hpp"
#include "planner/expr/expr_util.hpp"

namespace tabula::planner {
namespace {

/// The row's values, when each is a deterministic expression of constants that evaluates without an error; then
/// the row is stored, not computed. A value whose evaluation fails stays an expression, and fails only if the query
/// reaches its row, as it would in a projection.
std::optional<std::vector<Value>> constantRow(const std::vector<BoundExprPtr>& values) {
    std::vector<Value> row;
    for (const BoundExprPtr& value : values) {
        if (!isConstantExpr(*value) || !isDeterministic(*value)) return std::nullopt;
        if (value->kind == BoundKind::Constant) {
            row.push_back(value->constant);
            continue;
        }
        try {
            row.push_back(evaluateConstant(*value));
        } catch (const ExecutionError&) {
            return std::nullopt;
        }
    }
    return row;
}

}  // namespace

LogicalPtr bindValues(const std::vector<std::vector<ast::ExprPtr>>& rows, const BindContext& context) {
    const Scope no_columns({});
    ExpressionBinder binder(no_columns, context);
    binder.clause = "VALUES";
    const size_t width = rows.front().size();
    std::vector<std::vector<BoundExprPtr>> bound;
    std::vector<DataType> types;
    for (const std::vector<ast::ExprPtr>& row : rows) {
        if (row.size() != width)
            throw bindError(context.text, SourceSpan{row.front()->span.begin, row.back()->span.end},
                            "every row of VALUES must have " + std::to_string(width) +
                                " values, as the first has; this one has " + std::to_string(row.size()));
        std::vector<BoundExprPtr>& values = bound.emplace_back();
        for (size_t c = 0; c < width; ++c) {
            values.push_back(binder.bind(*row[c]));
            if (types.size() <= c) {
                types.push_back(values.back()->type);
                continue;
            }
            std::optional<DataType> common = commonType(types[c], values.back()->type);
            if (!common)
                throw context.error(*row[c], "VALUES column " + std::to_string(c + 1) + " mixes " +
                                                 types[c].toString() + " and " + values.back()->type.toString());
            types[c] = *common;
        }
    }
    std::vector<std::string> names;
    for (size_t c = 0; c < width; ++c) names.push_back("EXPR$" + std::to_string(c));
    // A column of NULLs only has the NULL type, which no stored column has: such rows are all projections.
    const bool storable = std::none_of(types.begin(), types.end(), [](const DataType& type) { return type.isNull(); });
    std::vector<LogicalPtr> inputs;
    std::optional<exec::ColumnTableBuilder> stored;  // the run of constant rows being gathered
    const auto end_stored_run = [&] {
        if (!stored) return;
        inputs.push_back(
            std::make_shared<ValuesNode>("VALUES", TableSchema(names, types), fixedTable(stored->finish())));
        stored.reset();
    };
    std::vector<exec::Cell> cells(width);
    for (std::vector<BoundExprPtr>& values : bound) {
        for (size_t c = 0; c < width; ++c) {
            if (values[c]->type != types[c]) values[c] = makeCastExpr(values[c], types[c], values[c]->text);
        }
        const std::optional<std::vector<Value>> constant = storable ? constantRow(values) : std::nullopt;
        if (constant) {
            if (!stored) stored.emplace(types);
            for (size_t c = 0; c < width; ++c) cells[c] = exec::valueToCell((*constant)[c]);
            stored->append(cells);
            continue;
        }
        end_stored_run();
        inputs.push_back(std::make_shared<ProjectNode>(oneEmptyRow(), std::move(values), names));
    }
    end_stored_run();
    if (inputs.size() == 1) return inputs.front();
    return std::make_shared<UnionAllNode>(std::move(inputs), std::move(names));
}

}  // namespace tabula::planner
