// Table API operations as logical-plan builders.
#include "planner/binder/table_ops.hpp"

#include <algorithm>

#include "planner/binder/select_items.hpp"

namespace tabula::planner {

namespace {

/// Column references to every input field (the start of most renaming projections).
std::vector<BoundExprPtr> allColumns(const TableSchema& schema) {
    std::vector<BoundExprPtr> exprs;
    for (size_t i = 0; i < schema.getFieldCount(); ++i)
        exprs.push_back(makeColumnRef(static_cast<uint32_t>(i), schema.getFieldType(i), schema.getFieldName(i)));
    return exprs;
}

std::string joinNames(const std::vector<std::string>& names) {
    std::string out;
    for (size_t i = 0; i < names.size(); ++i) out += (i > 0 ? ", " : "") + names[i];
    return out;
}

}  // namespace

LogicalPtr bindFilter(const FunctionCatalog& functions, LogicalPtr input, const ast::Expr& predicate,
                      std::string_view text, NameMode mode) {
    Scope scope = Scope::of(input->schema());
    ExpressionBinder binder(scope, BindContext{functions, text, mode, Dialect::TableApi});
    binder.clause = "filter";
    BoundExprPtr bound = binder.bindPredicate(predicate);
    return std::make_shared<FilterNode>(std::move(input), std::move(bound));
}

LogicalPtr bindJoin(const FunctionCatalog& functions, LogicalPtr left, LogicalPtr right, JoinType type,
                    const ast::Expr* predicate, std::string_view text) {
    BoundExprPtr condition;
    if (predicate) {
        Scope scope = Scope::of(concatSchemas(left->schema(), right->schema()));
        ExpressionBinder binder(scope, BindContext{functions, text, NameMode::Exact, Dialect::TableApi});
        binder.clause = "a join condition";
        condition = binder.bindPredicate(*predicate);
    }
    return std::make_shared<JoinNode>(std::move(left), std::move(right), type, std::move(condition));
}

std::vector<SortSpec> bindSortKeys(const ExpressionBinder& binder, const std::vector<ast::ExprPtr>& items,
                                   const std::function<BoundExprPtr(const ast::Expr&)>& bind_key) {
    std::vector<SortSpec> keys;
    for (const auto& item : items) {
        if (item->kind == ast::ExprKind::Alias) throw binder.error(*item, "an alias is not allowed in orderBy");
        bool ordering = item->kind == ast::ExprKind::Ordering;
        SortSpec spec;
        spec.expr = bind_key(ordering ? *item->args.at(0) : *item);
        spec.descending = ordering && item->descending;
        // Unless written, NULL is the smallest value in SQL (first ascending, last descending) and the largest in
        // the Table API, as in each of Flink's.
        const bool nulls_smallest = binder.context().dialect == Dialect::Sql;
        spec.nulls_first = ordering && item->nulls_first ? *item->nulls_first : spec.descending != nulls_smallest;
        keys.push_back(std::move(spec));
    }
    return keys;
}

LogicalPtr bindOrderBy(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& items,
                       std::string_view text) {
    Scope scope = Scope::of(input->schema());
    ExpressionBinder binder(scope, BindContext{functions, text, NameMode::Exact, Dialect::TableApi});
    binder.clause = "orderBy";
    auto keys = bindSortKeys(binder, items, [&](const ast::Expr& e) { return binder.bind(e); });
    if (keys.empty()) throw ValidationError("orderBy needs at least one field");
    return std::make_shared<SortNode>(std::move(input), std::move(keys));
}

LogicalPtr bindRenameAll(LogicalPtr input, const std::vector<std::string>& aliases) {
    const TableSchema& schema = input->schema();
    if (aliases.size() > schema.getFieldCount())
        throw ValidationError("as() got " + std::to_string(aliases.size()) + " names but the table has only " +
                              std::to_string(schema.getFieldCount()) + " fields [" + joinNames(schema.getFieldNames()) +
                              "]");
    // As Flink's: the first fields take the names given, the others keep theirs.
    std::vector<std::string> names = schema.getFieldNames();
    std::copy(aliases.begin(), aliases.end(), names.begin());
    for (size_t i = 0; i < names.size(); ++i) {
        if (std::count(names.begin(), names.end(), names[i]) > 1) {
            throw ValidationError(std::count(aliases.begin(), aliases.end(), names[i]) > 1
                                      ? "as() got the name '" + names[i] + "' twice; field names must be unique"
                                      : "as() gives the name '" + names[i] +
                                            "' to a field while a field it does not rename keeps it; "
                                            "field names must be unique");
        }
    }
    return std::make_shared<ProjectNode>(input, allColumns(schema), names);
}

std::vector<std::string> fieldNamesOf(const std::vector<ast::ExprPtr>& items, std::string_view text) {
    std::vector<std::string> names;
    for (const auto& item : items) {
        if (item->kind != ast::ExprKind::Field) {
            std::string message = "expected a field name";
            if (text.empty()) message += ", got '" + ast::toString(*item) + "'";
            throw bindError(text, item->span, message);
        }
        names.push_back(item->text);
    }
    return names;
}

LogicalPtr bindAddColumns(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& items,
                          std::string_view text, bool replace) {
    Scope scope = Scope::of(input->schema());
    ExpressionBinder binder(scope, BindContext{functions, text, NameMode::Exact, Dialect::TableApi});
    binder.clause = replace ? "addOrReplaceColumns" : "addColumns";
    std::vector<BoundExprPtr> exprs = allColumns(input->schema());
    std::vector<std::string> names = input->schema().getFieldNames();
    for (const auto& item : expandSelectItems(items, binder)) {
        BoundExprPtr bound = binder.bind(*item.expr);
        int existing = findName(names, item.name, NameMode::Exact);
        if (existing >= 0 && !replace)
            throw binder.error(*item.expr,
                               "field '" + item.name + "' already exists; use addOrReplaceColumns to replace it");
        if (existing >= 0) {
            exprs[static_cast<size_t>(existing)] = bound;
        } else {
            exprs.push_back(bound);
            names.push_back(item.name);
        }
    }
    return std::make_shared<ProjectNode>(std::move(input), std::move(exprs), std::move(names));
}

LogicalPtr bindRenameColumns(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& items,
                             std::string_view text) {
    Scope scope = Scope::of(input->schema());
    ExpressionBinder binder(scope, BindContext{functions, text, NameMode::Exact, Dialect::TableApi});
    std::vector<std::string> names = input->schema().getFieldNames();
    for (const auto& item : items) {
        if (item->kind != ast::ExprKind::Alias || item->args.at(0)->kind != ast::ExprKind::Field ||
            item->names.size() != 1)
            throw binder.error(*item, "renameColumns expects 'field as newName' items");
        uint32_t column = binder.resolveField(*item->args[0]);
        names[column] = item->names[0];
    }
    for (const auto& name : names) {
        if (std::count(names.begin(), names.end(), name) > 1)
            throw ValidationError("renameColumns would create the field name '" + name + "' twice");
    }
    return std::make_shared<ProjectNode>(input, allColumns(input->schema()), std::move(names));
}

LogicalPtr bindDropColumns(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& items,
                           std::string_view text) {
    Scope scope = Scope::of(input->schema());
    ExpressionBinder binder(scope, BindContext{functions, text, NameMode::Exact, Dialect::TableApi});
    std::vector<bool> dropped(input->schema().getFieldCount(), false);
    for (const auto& item : items) {
        if (item->kind != ast::ExprKind::Field) throw binder.error(*item, "dropColumns expects field names");
        dropped[binder.resolveField(*item)] = true;
    }
    std::vector<BoundExprPtr> exprs;
    std::vector<std::string> names;
    auto all = allColumns(input->schema());
    for (size_t i = 0; i < all.size(); ++i) {
        if (dropped[i]) continue;
        exprs.push_back(all[i]);
        names.push_back(input->schema().getFieldName(i));
    }
    if (exprs.empty()) throw ValidationError("dropColumns cannot drop every field");
    return std::make_shared<ProjectNode>(std::move(input), std::move(exprs), std::move(names));
}

LogicalPtr bindOffset(LogicalPtr input, int64_t offset) {
    if (offset < 0) throw ValidationError("offset must be 0 or more, got " + std::to_string(offset));
    if (!input->as<SortNode>()) throw ValidationError("offset() must follow orderBy(): a limit needs a sorted table");
    return std::make_shared<LimitNode>(std::move(input), static_cast<uint64_t>(offset), std::nullopt);
}

LogicalPtr bindFetch(LogicalPtr input, int64_t fetch) {
    if (fetch < 0) throw ValidationError("fetch must be 0 or more, got " + std::to_string(fetch));
    if (const auto* limit = input->as<LimitNode>()) {
        if (limit->fetch()) throw ValidationError("fetch() is already set for this table");
        return std::make_shared<LimitNode>(input->input(), limit->offset(), static_cast<uint64_t>(fetch));
    }
    if (!input->as<SortNode>())
        throw ValidationError("fetch() must follow orderBy() or offset(): a limit needs a sorted table");
    return std::make_shared<LimitNode>(std::move(input), 0, static_cast<uint64_t>(fetch));
}

}  // namespace tabula::planner
