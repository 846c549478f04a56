#include "planner/physical/physical_support.hpp"

#include "planner/expr/compile_expr.hpp"
#include "planner/expr/expr_util.hpp"

namespace tabula::planner {

PhysicalPtr makeProjectNode(PhysicalPtr input, const std::vector<BoundExprPtr>& exprs,
                            const TableSchema& input_schema) {
    std::vector<exec::CompiledExprPtr> compiled;
    std::vector<std::string> parts;
    for (const auto& e : exprs) {
        compiled.push_back(compileExpr(*e));
        parts.push_back(renderExpr(*e, input_schema));
    }
    return exec::makeProject(std::move(compiled), joinList(parts), std::move(input));
}

bool allColumnRefs(const std::vector<BoundExprPtr>& exprs) {
    for (const auto& e : exprs) {
        if (e->kind != BoundKind::Column) return false;
    }
    return true;
}

std::vector<BoundExprPtr> columnRefs(const TableSchema& schema) {
    std::vector<BoundExprPtr> refs;
    for (size_t i = 0; i < schema.getFieldCount(); ++i)
        refs.push_back(makeColumnRef(static_cast<uint32_t>(i), schema.getFieldType(i), schema.getFieldName(i)));
    return refs;
}

PhysicalPtr planSorted(PhysicalPtr input, const LogicalNode& node, const std::vector<SortSpec>& keys,
                       const std::function<PhysicalPtr(std::vector<exec::SortKey>, PhysicalPtr)>& make) {
    const TableSchema& schema = node.input()->schema();
    std::vector<BoundExprPtr> key_exprs;
    for (const auto& k : keys) key_exprs.push_back(k.expr);
    std::vector<BoundExprPtr> row = columnRefs(schema);
    bool computed = !allColumnRefs(key_exprs);
    std::vector<exec::SortKey> sort_keys;
    for (const auto& k : keys) {
        uint32_t column = k.expr->column;
        if (computed) {
            column = static_cast<uint32_t>(row.size());
            row.push_back(k.expr);
        }
        sort_keys.push_back({column, k.descending, k.nulls_first});
    }
    if (computed) input = makeProjectNode(std::move(input), row, schema);
    PhysicalPtr sorted = make(std::move(sort_keys), std::move(input));
    if (!computed) return sorted;
    return makeProjectNode(std::move(sorted), columnRefs(schema), schema);
}

uint32_t ComputedColumns::column(const BoundExprPtr& expr) {
    if (expr->kind == BoundKind::Column) return expr->column;
    row_.push_back(expr);
    return static_cast<uint32_t>(row_.size() - 1);
}

PhysicalPtr ComputedColumns::computeInto(PhysicalPtr input) const {
    if (!computes()) return input;
    return makeProjectNode(std::move(input), row_, schema_);
}

PhysicalPtr ComputedColumns::dropComputed(PhysicalPtr op, const std::vector<std::string>& added) const {
    if (!computes()) return op;
    std::vector<std::string> names;
    for (size_t c = 0; c < op->types().size(); ++c) names.push_back("$" + std::to_string(c));
    const TableSchema op_schema(std::move(names), op->types());
    std::vector<BoundExprPtr> kept = columnRefs(schema_);
    for (size_t k = 0; k < added.size(); ++k) {
        const auto column = static_cast<uint32_t>(row_.size() + k);
        kept.push_back(makeColumnRef(column, op->types().at(column), added[k]));
    }
    return makeProjectNode(std::move(op), kept, op_schema);
}

}  // namespace tabula::planner
