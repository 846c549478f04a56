// Subquery binding: the nested query's plan, its one column checked and cast, the probe bound and cast.
#include "planner/binder/subquery_binder.hpp"

#include "planner/binder/query_binder.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/expr/scalar_call.hpp"
#include "planner/logical/logical_plan.hpp"
#include "planner/rules/correlation.hpp"

namespace tabula::planner {
namespace {

SubqueryType subqueryType(ast::SubqueryKind kind) {
    switch (kind) {
        case ast::SubqueryKind::Scalar: return SubqueryType::Scalar;
        case ast::SubqueryKind::Exists: return SubqueryType::Exists;
        case ast::SubqueryKind::In: return SubqueryType::In;
        case ast::SubqueryKind::Any: return SubqueryType::Any;
        case ast::SubqueryKind::All: return SubqueryType::All;
    }
    throw InternalError("unknown subquery kind");
}

/// `plan` with its one column cast to `type`, when it is not of it already.
LogicalPtr castColumn(const LogicalPtr& plan, DataType type) {
    const TableSchema& schema = plan->schema();
    if (schema.getFieldType(0) == type) return plan;
    BoundExprPtr column = makeColumnRef(0, schema.getFieldType(0), schema.getFieldName(0));
    return std::make_shared<ProjectNode>(plan, std::vector<BoundExprPtr>{castTo(column, type)},
                                         std::vector<std::string>{schema.getFieldName(0)});
}

/// Checks now, to report it under the subquery, what the decorrelation rules will meet: a correlated reference
/// where no join can take it.
void checkCorrelation(const BoundSubquery& subquery, const ast::Expr& node, const ExpressionBinder& binder,
                      const std::string& text) {
    if (!subquery.correlated) return;
    std::vector<std::string> names;
    std::vector<DataType> types;
    for (const ScopeColumn& column : binder.scope().columns()) {
        names.push_back(column.name);
        types.push_back(column.type);
    }
    // The enclosing rows themselves do not matter here, only their columns.
    auto rows = fixedTable(exec::emptySnapshot(types));
    auto outer = std::make_shared<ValuesNode>("(enclosing)", TableSchema(std::move(names), std::move(types)), rows);
    try {
        decorrelate(subquery.plan, outer, binder.functions(), text);
    } catch (const ValidationError& e) {
        throw binder.error(node, e.message());
    }
}

}  // namespace

BoundExprPtr bindSubquery(const ast::Expr& node, ExpressionBinder& binder) {
    const BindContext& context = binder.context();
    if (context.catalog == nullptr) throw binder.error(node, "subqueries are only allowed in SQL");
    auto subquery = std::make_shared<BoundSubquery>();
    subquery->type = subqueryType(node.subquery_kind);
    subquery->plan = bindNestedQuery(*node.query, context, binder.scope());
    const SourceSpan span = node.query->span;
    subquery->query_text = span.end > span.begin && span.end <= context.text.size()
                               ? std::string(context.text.substr(span.begin, span.end - span.begin))
                               : "subquery";
    const std::string text = binder.sourceText(node);
    const TableSchema& schema = subquery->plan->schema();
    if (subquery->type == SubqueryType::Exists) {
        subquery->correlated = readsOuterColumns(*subquery->plan);
        checkCorrelation(*subquery, node, binder, text);
        return makeSubqueryExpr(std::move(subquery), nullptr, Types::BOOLEAN(), text);
    }
    if (schema.getFieldCount() != 1)
        throw binder.error(node, "the subquery must return one column, but returns " +
                                     std::to_string(schema.getFieldCount()) + " (" + joinList(schema.getFieldNames()) +
                                     ")");
    if (subquery->type == SubqueryType::Scalar) {
        subquery->correlated = readsOuterColumns(*subquery->plan);
        checkCorrelation(*subquery, node, binder, text);
        return makeSubqueryExpr(std::move(subquery), nullptr, schema.getFieldType(0), text);
    }

    BoundExprPtr probe = binder.bind(*node.args.at(0));
    const std::string comparison = subquery->type == SubqueryType::In ? "equals" : node.text;
    subquery->comparison = context.functions.scalar(comparison);
    BoundExprPtr value = makeColumnRef(0, schema.getFieldType(0), schema.getFieldName(0));
    BoundExprPtr compared;
    try {
        compared = bindScalarCall(*subquery->comparison, {probe, value}, text);
    } catch (const ValidationError& e) {
        throw binder.error(node, e.message());
    }
    subquery->plan = castColumn(subquery->plan, compared->args[1]->type);
    subquery->correlated = readsOuterColumns(*subquery->plan);
    checkCorrelation(*subquery, node, binder, text);
    return makeSubqueryExpr(std::move(subquery), compared->args[0], Types::BOOLEAN(), text);
}

}  // namespace tabula::planner
