// Select-list binding: expansion, naming, projections and aggregations.
#include "planner/binder/select_items.hpp"

#include <set>

#include "planner/binder/aggregate_collector.hpp"
#include "planner/binder/window_collector.hpp"

namespace tabula::planner {

namespace {

std::string generatedName(Dialect dialect, size_t position) {
    return (dialect == Dialect::TableApi ? "_c" : "EXPR$") + std::to_string(position);
}

}  // namespace

std::vector<SelectItem> expandSelectItems(const std::vector<ast::ExprPtr>& items, const ExpressionBinder& binder) {
    const Dialect dialect = binder.context().dialect;
    std::vector<SelectItem> out;
    for (const auto& item : items) {
        if (item->kind == ast::ExprKind::Star) {
            // Each column becomes a field that finds it by position, as other columns may share its name (a
            // self-join, two unaliased subqueries, a USING column and a side's copy of it).
            for (uint32_t index : binder.scope().expand(*item, binder.context())) {
                const ScopeColumn& column = binder.scope().columns()[index];
                auto field = std::make_shared<ast::Expr>(*ast::makeField(column.name, item->span));
                field->qualifier = column.qualifier;
                field->position = static_cast<int32_t>(index);
                out.push_back({std::move(field), column.name});
            }
            continue;
        }
        if (item->kind == ast::ExprKind::Alias) {
            if (item->names.size() != 1)
                throw binder.error(*item, "an alias with several names needs a function returning several columns");
            out.push_back({item->args.at(0), item->names[0]});
            continue;
        }
        std::string name = item->kind == ast::ExprKind::Field ? item->text : generatedName(dialect, out.size());
        out.push_back({item, name});
    }
    if (dialect == Dialect::TableApi) {
        std::set<std::string> seen;
        for (size_t i = 0; i < out.size(); ++i) {
            if (!seen.insert(out[i].name).second)
                throw binder.error(*out[i].expr,
                                   "duplicate field name '" + out[i].name + "' in the result; rename it with 'as'");
        }
    }
    return out;
}

void checkGroupKeys(const FunctionCatalog& functions, const LogicalPtr& input, const std::vector<ast::ExprPtr>& keys,
                    std::string_view key_text, NameMode mode) {
    Scope scope = Scope::of(input->schema());
    AggregateCollector aggregate(scope, input, keys, {}, BindContext{functions, key_text, mode, Dialect::TableApi});
}

namespace {

/// The select items expanded and bound by `binder` (in the clause "select"), with their names.
std::pair<std::vector<BoundExprPtr>, std::vector<std::string>> bindItems(const std::vector<ast::ExprPtr>& items,
                                                                         ExpressionBinder& binder) {
    binder.clause = "select";
    std::vector<BoundExprPtr> exprs;
    std::vector<std::string> names;
    for (const auto& item : expandSelectItems(items, binder)) {
        exprs.push_back(binder.bind(*item.expr));
        names.push_back(item.name);
    }
    return {std::move(exprs), std::move(names)};
}

}  // namespace

LogicalPtr bindGroupedSelect(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& keys,
                             std::string_view key_text, const std::vector<ast::ExprPtr>& items, std::string_view text,
                             NameMode mode, Dialect dialect) {
    Scope scope = Scope::of(input->schema());
    AggregateCollector aggregate(scope, input, keys, {}, BindContext{functions, key_text, mode, dialect});
    const BindContext context{functions, text, mode, dialect};
    ExpressionBinder namer(scope, context);
    std::vector<BoundExprPtr> exprs;
    std::vector<std::string> names;
    for (const auto& item : expandSelectItems(items, namer)) {
        exprs.push_back(aggregate.bindOutput(*item.expr, context, "select"));
        names.push_back(item.name);
    }
    return std::make_shared<ProjectNode>(aggregate.aggregateNode(), std::move(exprs), std::move(names));
}

LogicalPtr bindSelectList(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& items,
                          std::string_view text, NameMode mode, Dialect dialect) {
    for (const auto& item : items) {
        if (containsAggregate(*item, functions))
            return bindGroupedSelect(functions, input, {}, "", items, text, mode, dialect);
    }
    Scope scope = Scope::of(input->schema());
    ExpressionBinder binder(scope, BindContext{functions, text, mode, dialect});
    auto [exprs, names] = bindItems(items, binder);
    return std::make_shared<ProjectNode>(std::move(input), std::move(exprs), std::move(names));
}

LogicalPtr bindOverWindowSelect(const FunctionCatalog& functions, LogicalPtr input,
                                const std::vector<ast::NamedWindow>& windows, const std::vector<ast::ExprPtr>& items,
                                std::string_view text, NameMode mode, Dialect dialect) {
    Scope scope = Scope::of(input->schema());
    const BindContext context{functions, text, mode, dialect};
    WindowCollector collector(windows, [&](const ast::Expr& expr, const std::string& clause) {
        ExpressionBinder binder(scope, context);
        binder.clause = clause;
        return binder.bind(expr);
    });
    ExpressionBinder binder(scope, context, {&collector});
    auto [exprs, names] = bindItems(items, binder);
    LogicalPtr plan = collector.windowNodes(std::move(input));
    for (BoundExprPtr& expr : exprs) expr = collector.placeColumns(expr);
    return std::make_shared<ProjectNode>(std::move(plan), std::move(exprs), std::move(names));
}

}  // namespace tabula::planner
