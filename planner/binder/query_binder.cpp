// SQL query binding. Clauses are bound in SQL's logical order: FROM, WHERE, GROUP BY/aggregates, HAVING,
// SELECT, DISTINCT, ORDER BY, LIMIT/OFFSET. ORDER BY may name select aliases, ordinals, or input expressions;
// the latter ride along as hidden columns that a last projection drops.
#include "planner/binder/query_binder.hpp"

#include <charconv>

#include "planner/binder/expression_binder.hpp"
#include "planner/binder/select_items.hpp"
#include "planner/binder/set_operation.hpp"
#include "planner/binder/table_ops.hpp"
#include "planner/expr_util.hpp"

namespace tabula::planner {

using exec::BoundExprPtr;

namespace {

/// The FROM clause's plan and the table alias of each of its columns.
struct FromClause {
    LogicalPtr plan;
    std::vector<std::string> qualifiers;
};

FromClause bindFrom(const ast::Query& query, const Catalog& catalog, std::string_view text) {
    if (!query.from) {
        auto one_row = std::make_shared<exec::RowStore>(std::vector<DataType>{});
        one_row->append({});
        return {std::make_shared<ValuesNode>("(no FROM)", TableSchema(), std::move(one_row)), {}};
    }
    const ast::TableRef& ref = *query.from;
    LogicalPtr plan;
    if (ref.subquery) {
        plan = bindQuery(*ref.subquery, catalog, text);
    } else {
        plan = catalog.lookup(ref.name);
        if (!plan) {
            std::string message = "unknown table '" + ref.name + "'";
            std::string closest = closestName(ref.name, catalog.names());
            if (!closest.empty()) message += "; did you mean '" + closest + "'?";
            throw ValidationError(formatExcerpt(text, ref.span, message));
        }
    }
    std::string qualifier = !ref.alias.empty() ? ref.alias : ref.name;
    return {plan, std::vector<std::string>(plan->schema().getFieldCount(), qualifier)};
}

bool queryHasAggregates(const ast::Query& query, const FunctionCatalog& functions) {
    if (!query.group_by.empty() || query.having) return true;
    for (const auto& item : query.items) {
        if (containsAggregate(*item, functions)) return true;
    }
    return false;
}

/// Index of the select item an ORDER BY item names by ordinal or output name, or -1.
int orderByReference(const ast::Expr& key, const std::vector<SelectItem>& items, std::string_view text) {
    if (key.kind == ast::ExprKind::Literal && key.literal_kind == ast::LiteralKind::Integer) {
        int64_t ordinal = 0;
        std::from_chars(key.text.data(), key.text.data() + key.text.size(), ordinal);
        if (ordinal < 1 || ordinal > static_cast<int64_t>(items.size()))
            throw ValidationError(formatExcerpt(text, key.span, "ORDER BY position " + key.text +
                                                                   " is not in the select list (1 to " +
                                                                   std::to_string(items.size()) + ")"));
        return static_cast<int>(ordinal - 1);
    }
    if (key.kind == ast::ExprKind::Field && key.qualifier.empty()) {
        std::vector<std::string> names;
        for (const auto& item : items) names.push_back(item.name);
        int found = findName(names, key.text, NameMode::CaseInsensitive);
        if (found >= 0) return found;
    }
    return -1;
}

}  // namespace

LogicalPtr bindQuery(const ast::Query& query, const Catalog& catalog, std::string_view text) {
    if (query.set_operation) return bindSetOperation(*query.set_operation, catalog, text);
    FromClause from = bindFrom(query, catalog, text);
    LogicalPtr plan = from.plan;
    const NameMode mode = NameMode::CaseInsensitive;

    if (query.where) {
        ExpressionBinder binder(catalog.functions(), plan->schema(), text, mode, from.qualifiers);
        binder.clause = "WHERE";
        plan = std::make_shared<FilterNode>(plan, binder.bindPredicate(*query.where));
    }

    ExpressionBinder input_binder(catalog.functions(), plan->schema(), text, mode, from.qualifiers);
    input_binder.clause = "this clause";
    std::vector<SelectItem> items = expandSelectItems(query.items, input_binder, Dialect::Sql, from.qualifiers);

    // Binds an expression against what the select list sees: the input rows, or the aggregation's output.
    std::optional<AggregateBinder> aggregate;
    if (queryHasAggregates(query, catalog.functions()))
        aggregate.emplace(catalog.functions(), plan, query.group_by, text, mode, from.qualifiers);
    auto bind_output = [&](const ast::Expr& expr, const std::string& clause) {
        if (aggregate) return aggregate->bindOutput(expr, text, clause);
        input_binder.clause = clause;
        return input_binder.bind(expr);
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
            throw ValidationError(formatExcerpt(text, query.having->span, "HAVING must be a BOOLEAN condition"));
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
                    throw ValidationError(formatExcerpt(
                        text, key.span, "with SELECT DISTINCT, ORDER BY expressions must appear in the select list"));
                exprs.push_back(bound);
                names.push_back("$order" + std::to_string(column));
            }
        }
        return exec::makeColumnRef(static_cast<uint32_t>(column), exprs[column]->type, names[column]);
    });

    if (aggregate) plan = aggregate->aggregateNode();
    if (having) plan = std::make_shared<FilterNode>(plan, having);
    plan = std::make_shared<ProjectNode>(plan, exprs, names);
    if (query.distinct) plan = std::make_shared<DistinctNode>(plan);
    if (!sort_keys.empty()) plan = std::make_shared<SortNode>(plan, std::move(sort_keys));
    if (query.limit || query.offset) {
        if (query.limit && *query.limit < 0) throw ValidationError("LIMIT must be 0 or more");
        if (query.offset && *query.offset < 0) throw ValidationError("OFFSET must be 0 or more");
        std::optional<uint64_t> fetch;
        if (query.limit) fetch = static_cast<uint64_t>(*query.limit);
        plan = std::make_shared<LimitNode>(plan, static_cast<uint64_t>(query.offset.value_or(0)), fetch);
    }
    if (exprs.size() > visible) {
        std::vector<BoundExprPtr> kept(exprs.begin(), exprs.begin() + static_cast<ptrdiff_t>(visible));
        std::vector<std::string> kept_names(names.begin(), names.begin() + static_cast<ptrdiff_t>(visible));
        for (size_t i = 0; i < visible; ++i) kept[i] = exec::makeColumnRef(static_cast<uint32_t>(i), exprs[i]->type, names[i]);
        plan = std::make_shared<ProjectNode>(plan, std::move(kept), std::move(kept_names));
    }
    return plan;
}

}  // namespace tabula::planner
