// FROM binding: looks tables up, binds derived tables as queries of their own, applies aliases and column names.
#include "planner/binder/from_binder.hpp"

namespace tabula::planner {
namespace {

/// The plan the item reads: a registered table or view, or its subquery's plan.
LogicalPtr itemPlan(const ast::FromItem& item, const Catalog& catalog, const BindContext& context) {
    if (item.subquery) return bindQuery(*item.subquery, catalog, context.text);
    LogicalPtr plan = catalog.lookup(item.name);
    if (plan) return plan;
    std::string message = "unknown table '" + item.name + "'";
    std::string closest = closestName(item.name, catalog.names());
    if (!closest.empty()) message += "; did you mean '" + closest + "'?";
    throw ValidationError(formatExcerpt(context.text, item.span, message));
}

/// `plan` with its columns renamed to the item's column names (`AS s (x, y)`).
LogicalPtr renameColumns(LogicalPtr plan, const ast::FromItem& item, const BindContext& context) {
    const TableSchema& schema = plan->schema();
    const size_t count = schema.getFieldCount();
    if (item.column_aliases.size() != count)
        throw ValidationError(formatExcerpt(
            context.text, item.span,
            "'" + item.alias + "' names " + std::to_string(item.column_aliases.size()) + " columns, but " +
                (item.subquery ? "its query gives " : "table '" + item.name + "' has ") + std::to_string(count)));
    std::vector<BoundExprPtr> columns;
    for (size_t i = 0; i < count; ++i)
        columns.push_back(makeColumnRef(static_cast<uint32_t>(i), schema.getFieldType(i), schema.getFieldName(i)));
    return std::make_shared<ProjectNode>(std::move(plan), std::move(columns), item.column_aliases);
}

}  // namespace

FromBinding bindFrom(const std::vector<ast::FromItem>& from, const Catalog& catalog, const BindContext& context) {
    if (from.empty()) {
        auto one_row = std::make_shared<exec::RowStore>(std::vector<DataType>{});
        one_row->append({});
        return {std::make_shared<ValuesNode>("(no FROM)", TableSchema(), std::move(one_row)), Scope({})};
    }
    std::vector<LogicalPtr> plans;
    std::vector<ScopeColumn> columns;
    for (const auto& item : from) {
        LogicalPtr plan = itemPlan(item, catalog, context);
        if (!item.column_aliases.empty()) plan = renameColumns(std::move(plan), item, context);
        const std::string& qualifier = !item.alias.empty() ? item.alias : item.name;
        const TableSchema& schema = plan->schema();
        for (size_t i = 0; i < schema.getFieldCount(); ++i)
            columns.push_back({qualifier, schema.getFieldName(i), schema.getFieldType(i)});
        plans.push_back(std::move(plan));
    }
    if (plans.size() > 1)
        throw ValidationError(
            formatExcerpt(context.text, from[1].span, "joining several tables comes with JOIN support"));
    return {plans.front(), Scope(std::move(columns))};
}

}  // namespace tabula::planner
