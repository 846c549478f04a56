// Decorrelation helpers: node replacement, one-row plans and the join that puts one row beside each outer row.
#include "planner/rules/subquery_support.hpp"

#include "planner/expr/conjuncts.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/expr/scalar_call.hpp"
#include "planner/rules/correlation.hpp"

namespace tabula::planner {

bool joinsAsConjunct(const BoundExpr& conjunct) {
    const bool negated = conjunct.kind == BoundKind::Call && conjunct.function->name() == "not";
    const BoundExpr& operand = negated ? *conjunct.args.at(0) : conjunct;
    if (operand.kind != BoundKind::Subquery) return false;
    switch (operand.subquery->type) {
        case SubqueryType::Exists:
        case SubqueryType::In: return true;
        case SubqueryType::Any: return !negated && operand.subquery->comparison->name() == "equals";
        case SubqueryType::All: return !negated && operand.subquery->comparison->name() == "notEquals";
        case SubqueryType::Scalar: return false;
    }
    return false;
}

BoundExprPtr replaceNode(const BoundExprPtr& expr, const BoundExpr* target, const BoundExprPtr& replacement) {
    if (expr.get() == target) return replacement;
    if (expr->args.empty()) return expr;
    std::vector<BoundExprPtr> args;
    bool changed = false;
    for (const auto& arg : expr->args) {
        args.push_back(replaceNode(arg, target, replacement));
        changed = changed || args.back() != arg;
    }
    return changed ? withArgs(*expr, std::move(args)) : expr;
}

LogicalPtr singleRow(const LogicalPtr& plan, const FunctionCatalog& functions, const std::string& subquery) {
    if (givesOneRow(*plan)) return plan;
    const TableSchema& schema = plan->schema();
    const DataType type = schema.getFieldType(0);
    AggregateCall call;
    call.function = functions.aggregate("single_value");
    call.signature = call.function->bind(std::vector<DataType>{type});
    call.args = {makeColumnRef(0, type, schema.getFieldName(0))};
    call.text = subquery;
    return std::make_shared<AggregateNode>(plan, std::vector<BoundExprPtr>{}, std::vector<AggregateCall>{call},
                                           std::vector<std::string>{schema.getFieldName(0)});
}

LogicalPtr joinOneRow(const LogicalPtr& left, const LogicalPtr& one_row, const FunctionCatalog& functions,
                      const std::string& subquery) {
    const auto left_width = static_cast<uint32_t>(left->schema().getFieldCount());
    Decorrelated pulled = decorrelate(one_row, left, functions, subquery);
    if (pulled.conditions.empty()) return std::make_shared<JoinNode>(left, one_row, JoinType::Inner, nullptr);
    auto joined =
        std::make_shared<JoinNode>(left, pulled.plan, JoinType::Left, joinConjuncts(pulled.conditions, functions));

    const TableSchema& schema = joined->schema();
    std::vector<BoundExprPtr> exprs;
    std::vector<std::string> names;
    const size_t width = left_width + one_row->schema().getFieldCount();
    for (uint32_t i = 0; i < width; ++i) {
        BoundExprPtr column = makeColumnRef(i, schema.getFieldType(i), schema.getFieldName(i));
        const size_t k = i - left_width;
        if (i >= left_width && pulled.empty_row && !(*pulled.empty_row)[k].isNull()) {
            // No group for this row: the subquery aggregated no rows.
            const auto match = static_cast<uint32_t>(left_width + static_cast<uint32_t>(pulled.match_column));
            BoundExprPtr match_column = makeColumnRef(match, schema.getFieldType(match), schema.getFieldName(match));
            BoundExprPtr unmatched = bindScalarCall(*functions.scalar("isNull"), {match_column}, "no group");
            const Value& empty = (*pulled.empty_row)[k];
            column = bindScalarCall(*functions.scalar("case"),
                                    {unmatched, makeConstant(empty, empty.toString()), column}, column->text);
        }
        exprs.push_back(std::move(column));
        names.push_back(schema.getFieldName(i));
    }
    return std::make_shared<ProjectNode>(joined, std::move(exprs), std::move(names));
}

LogicalPtr rebuiltOver(const LogicalNode& node, const LogicalPtr& input, std::vector<BoundExprPtr> exprs) {
    if (const auto* project = node.as<ProjectNode>())
        return std::make_shared<ProjectNode>(input, std::move(exprs), project->schema().getFieldNames());
    LogicalPtr rebuilt = node.withInputs({input})->withExpressions(std::move(exprs));
    const size_t width = node.schema().getFieldCount();
    if (rebuilt->schema().getFieldCount() == width) return rebuilt;
    std::vector<int> columns(width);
    for (size_t i = 0; i < width; ++i) columns[i] = static_cast<int>(i);
    return selectColumns(rebuilt, columns);
}

}  // namespace tabula::planner
