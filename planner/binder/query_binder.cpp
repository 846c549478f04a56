// SQL query binding. Clauses are bound in SQL's logical order: FROM, WHERE, GROUP BY/aggregates, HAVING,
// SELECT, DISTINCT, ORDER BY, LIMIT/OFFSET. ORDER BY may name select aliases, ordinals, or input expressions;
// the latter ride along as hidden columns that a last projection drops.
#include "planner/binder/query_binder.hpp"

#include <charconv>

#include "planner/binder/aggregate_collector.hpp"
#include "planner/binder/from_binder.hpp"
#include "planner/binder/group_window_binder.hpp"
#include "planner/binder/name_index.hpp"
#include "planner/binder/select_items.hpp"
#include "planner/binder/set_chain.hpp"
#include "planner/binder/table_ops.hpp"
#include "planner/binder/values_query.hpp"
#include "planner/binder/window_collector.hpp"
#include "planner/binder/with_clause.hpp"
#include "planner/expr/expr_util.hpp"

namespace tabula::planner {

namespace {

bool queryHasAggregates(const ast::Query& query, const FunctionCatalog& functions) {
    if (!query.group_by.empty() || query.having) return true;
    for (const auto& item : query.items) {
        if (containsAggregate(*item, functions)) return true;
    }
    return false;
}

/// The output column an ORDER BY item names by ordinal (1 to `count`), or nullopt when it is no integer literal.
/// Throws ValidationError for an ordinal out of range.
std::optional<size_t> orderByOrdinal(const ast::Expr& key, size_t count, std::string_view text) {
    if (key.kind != ast::ExprKind::Literal || key.literal_kind != ast::LiteralKind::Integer) return std::nullopt;
    int64_t ordinal = 0;
    std::from_chars(key.text.data(), key.text.data() + key.text.size(), ordinal);
    if (ordinal < 1 || ordinal > static_cast<int64_t>(count))
        throw bindError(
            text, key.span,
            "ORDER BY position " + key.text + " is not in the select list (1 to " + std::to_string(count) + ")");
    return static_cast<size_t>(ordinal - 1);
}

/// Index of the select item an ORDER BY item names by ordinal or output name, or -1.
int orderByReference(const ast::Expr& key, const std::vector<SelectItem>& items, std::string_view text) {
    if (std::optional<size_t> ordinal = orderByOrdinal(key, items.size(), text)) return static_cast<int>(*ordinal);
    if (key.kind == ast::ExprKind::Field && key.qualifier.empty()) {
        std::vector<std::string> names;
        for (const auto& item : items) names.push_back(item.name);
        int found = findName(names, key.text, NameMode::CaseInsensitive);
        if (found >= 0) return found;
    }
    return -1;
}

/// `plan` under the query's LIMIT / OFFSET, if it has them.
LogicalPtr limited(LogicalPtr plan, const ast::Query& query) {
    if (!query.limit && !query.offset) return plan;
    if (query.limit && *query.limit < 0) throw ValidationError("LIMIT must be 0 or more");
    if (query.offset && *query.offset < 0) throw ValidationError("OFFSET must be 0 or more");
    std::optional<uint64_t> fetch;
    if (query.limit) fetch = static_cast<uint64_t>(*query.limit);
    return std::make_shared<LimitNode>(std::move(plan), static_cast<uint64_t>(query.offset.value_or(0)), fetch);
}

/// The rows of a set operation or of VALUES under the query's ORDER BY and LIMIT / OFFSET: the keys are ordinals
/// or expressions over the output columns (named as the left operand, or the first row, names them).
LogicalPtr withResultClauses(LogicalPtr plan, const ast::Query& query, const BindContext& context) {
    if (!query.order_by.empty()) {
        const TableSchema& schema = plan->schema();
        Scope scope = Scope::of(schema);
        ExpressionBinder binder(scope, context);
        binder.clause = "ORDER BY";
        std::vector<SortSpec> keys = bindSortKeys(binder, query.order_by, [&](const ast::Expr& key) {
            std::optional<size_t> ordinal = orderByOrdinal(key, schema.getFieldCount(), context.text);
            if (!ordinal) return binder.bind(key);
            return makeColumnRef(static_cast<uint32_t>(*ordinal), schema.getFieldType(*ordinal),
                                 schema.getFieldName(*ordinal));
        });
        plan = std::make_shared<SortNode>(plan, std::move(keys));
    }
    return limited(std::move(plan), query);
}

/// GROUP BY keys with select-list aliases replaced by their expressions (`GROUP BY supplier_no` for `l_suppkey AS
/// supplier_no`), as DuckDB, SQLite and PostgreSQL allow: a key that is an unqualified name of no input column but
/// of a select item. An input column of that name wins, as in PostgreSQL.
std::vector<ast::ExprPtr> groupKeysWithAliases(const std::vector<ast::ExprPtr>& keys,
                                               const std::vector<SelectItem>& items, const Scope& scope,
                                               const BindContext& context) {
    std::vector<ast::ExprPtr> resolved;
    for (const ast::ExprPtr& key : keys) {
        resolved.push_back(key);
        if (key->kind != ast::ExprKind::Field || !key->qualifier.empty() || scope.findHere(*key, context)) continue;
        for (const SelectItem& item : items) {
            if (equalsIgnoringCase(item.name, key->text)) {
                resolved.back() = item.expr;
                break;
            }
        }
    }
    return resolved;
}

/// The plan of one query (SELECT, set operation, VALUES or WITH) whose names resolve in `outer` too, when given.
/// Set operations, VALUES and WITH queries see no outer scope: only a SELECT's own clauses may be correlated.
LogicalPtr bindSelect(const ast::Query& query, const BindContext& context, const Scope* outer) {
    const Catalog& catalog = *context.catalog;
    const std::string_view text = context.text;
    if (!query.with.empty()) return bindWithQuery(query, context);
    if (query.set_operation) return withResultClauses(bindSetChain(*query.set_operation, context), query, context);
    if (!query.values.empty()) return withResultClauses(bindValues(query.values, context), query, context);
    FromBinding from = bindFrom(query.from, catalog, context);
    if (outer) from.scope = Scope(from.scope.columns(), outer);
    LogicalPtr plan = from.plan;

    if (query.where) {
        ExpressionBinder binder(from.scope, context);
        binder.clause = "WHERE";
        plan = std::make_shared<FilterNode>(plan, binder.bindPredicate(*query.where));
    }

    ExpressionBinder input_binder(from.scope, context);
    input_binder.clause = "this clause";
    std::vector<SelectItem> items = expandSelectItems(query.items, input_binder);

    // GROUP BY TUMBLE(...), HOP(...) or SESSION(...): the aggregation reads the GroupWindow's rows, its keys
    // the window's columns instead of the call.
    std::optional<SqlGroupWindow> group_window = bindSqlGroupWindow(query.group_by, plan, from.scope, context);
    std::optional<Scope> window_scope;
    std::optional<WindowPropertyCollector> window_properties;
    std::vector<ExprCollector*> below_collectors;
    if (group_window) {
        if (!query.grouping_sets.empty())
            throw bindError(text, query.group_by.front()->span,
                            "a group window cannot be combined with GROUPING SETS, ROLLUP or CUBE");
        plan = group_window->plan;
        window_scope.emplace(group_window->columns, outer);
        window_properties.emplace(group_window->spec, group_window->row_count);
        below_collectors.push_back(&*window_properties);
    }
    const Scope& aggregate_scope = window_scope ? *window_scope : from.scope;
    const std::vector<ast::ExprPtr>& group_keys = group_window ? group_window->keys : query.group_by;

    // Binds an expression against what the select list sees: the input rows, or the aggregation's output.
    std::optional<AggregateCollector> aggregate;
    if (queryHasAggregates(query, catalog.functions()))
        aggregate.emplace(aggregate_scope, plan, groupKeysWithAliases(group_keys, items, aggregate_scope, context),
                          query.grouping_sets, context);
    // Without windows: the expression over the input rows, or over the aggregation's output.
    auto bind_below = [&](const ast::Expr& expr, const std::string& clause) {
        if (aggregate) return aggregate->bindOutput(expr, context, clause, below_collectors);
        ExpressionBinder binder(from.scope, context);
        binder.clause = clause;
        return binder.bind(expr);
    };
    WindowCollector windows(query.windows, bind_below);
    // The select list and ORDER BY may hold window calls too; HAVING may not.
    auto bind_output = [&](const ast::Expr& expr, const std::string& clause) {
        if (clause == "HAVING") return bind_below(expr, clause);
        if (aggregate) {
            std::vector<ExprCollector*> collectors = below_collectors;
            collectors.insert(collectors.begin(), &windows);
            return aggregate->bindOutput(expr, context, clause, collectors);
        }
        ExpressionBinder binder(from.scope, context, {&windows});
        binder.clause = clause;
        return binder.bind(expr);
    };

    std::vector<BoundExprPtr> exprs;
    std::vector<std::string> names;
    for (const auto& item : items) {
        exprs.push_back(bind_output(*item.expr, "SELECT"));
        names.push_back(item.name);
    }
    BoundExprPtr having;
    if (query.having) {
        having = bind_output(*query.having, "HAVING");
        if (having->type.id() != TypeId::Boolean)
            throw bindError(text, query.having->span, "HAVING must be a BOOLEAN condition");
    }

    const size_t visible = exprs.size();
    std::vector<SortSpec> sort_keys = bindSortKeys(input_binder, query.order_by, [&](const ast::Expr& key) {
        int ref = orderByReference(key, items, text);
        size_t column = 0;
        if (ref >= 0) {
            column = static_cast<size_t>(ref);
        } else {
            BoundExprPtr bound = bind_output(key, "ORDER BY");
            for (column = 0; column < exprs.size() && !boundEquals(*exprs[column], *bound); ++column) {
            }
            if (column == exprs.size()) {
                if (query.distinct)
                    throw bindError(text, key.span,
                                    "with SELECT DISTINCT, ORDER BY expressions must appear in the select list");
                exprs.push_back(bound);
                names.push_back("$order" + std::to_string(column));
            }
        }
        return makeColumnRef(static_cast<uint32_t>(column), exprs[column]->type, names[column]);
    });

    if (aggregate) plan = aggregate->aggregateNode();
    if (having) plan = std::make_shared<FilterNode>(plan, having);
    if (!windows.empty()) {
        plan = windows.windowNodes(plan);
        for (BoundExprPtr& expr : exprs) expr = windows.placeColumns(expr);
    }
    plan = std::make_shared<ProjectNode>(plan, exprs, names);
    if (query.distinct) plan = std::make_shared<DistinctNode>(plan);
    if (!sort_keys.empty()) plan = std::make_shared<SortNode>(plan, std::move(sort_keys));
    plan = limited(std::move(plan), query);
    if (exprs.size() > visible) {
        std::vector<BoundExprPtr> kept(exprs.begin(), exprs.begin() + static_cast<ptrdiff_t>(visible));
        std::vector<std::string> kept_names(names.begin(), names.begin() + static_cast<ptrdiff_t>(visible));
        for (size_t i = 0; i < visible; ++i)
            kept[i] = makeColumnRef(static_cast<uint32_t>(i), exprs[i]->type, names[i]);
        plan = std::make_shared<ProjectNode>(plan, std::move(kept), std::move(kept_names));
    }
    return plan;
}

}  // namespace

LogicalPtr bindQuery(const ast::Query& query, const Catalog& catalog, std::string_view text,
                     const std::filesystem::path& base_dir) {
    const BindContext context{catalog.functions(), text, NameMode::CaseInsensitive, Dialect::Sql, &catalog, base_dir};
    context.source();  // made now, so that the copies of the context every binder of the statement takes share it
    return bindSelect(query, context, nullptr);
}

LogicalPtr bindQueryPart(const ast::Query& query, const BindContext& context) {
    return bindSelect(query, context, nullptr);
}

LogicalPtr bindNestedQuery(const ast::Query& query, const BindContext& context, const Scope& outer) {
    return bindSelect(query, context, &outer);
}

}  // namespace tabula::planner
