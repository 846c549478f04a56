// FROM binding: looks tables up, binds derived tables as queries of their own, applies aliases and column names,
// and joins the items: the comma list as cross joins, JOIN ... ON, USING and NATURAL.
#include "planner/binder/from_binder.hpp"

#include <algorithm>

#include "planner/binder/expression_binder.hpp"
#include "planner/binder/group_window_binder.hpp"
#include "planner/binder/lateral_call.hpp"
#include "planner/binder/name_index.hpp"
#include "planner/binder/sniffed_file.hpp"
#include "planner/logical/join_node.hpp"

namespace tabula::planner {
namespace {

/// The plan the item reads: a registered table or view, a file read as sniffed, or its subquery's plan.
LogicalPtr itemPlan(const ast::FromItem& item, const Catalog& catalog, const BindContext& context) {
    if (item.subquery) return bindQueryPart(*item.subquery, context);
    if (!item.file.empty()) return sniffedFileScan(item.file, context.base_dir, item.span, context.text);
    LogicalPtr plan = catalog.lookup(item.name);
    if (plan && item.window_function) return bindWindowTableFunction(*item.window_function, plan, context);
    if (plan) return plan;
    std::string message = "unknown table '" + item.name + "'";
    std::string closest = closestName(item.name, catalog.names());
    if (!closest.empty()) message += "; did you mean '" + closest + "'?";
    throw bindError(context.text, item.window_function ? item.window_function->table_span : item.span, message);
}

JoinType joinType(ast::JoinKind kind) {
    switch (kind) {
        case ast::JoinKind::Left: return JoinType::Left;
        case ast::JoinKind::Right: return JoinType::Right;
        case ast::JoinKind::Full: return JoinType::Full;
        default: return JoinType::Inner;
    }
}

/// A field that finds the scope column at `position`, located at `span` for error messages.
ast::ExprPtr positionalField(const ScopeColumn& column, uint32_t position, SourceSpan span) {
    auto field = std::make_shared<ast::Expr>(*ast::makeField(column.name, span));
    field->qualifier = column.qualifier;
    field->position = static_cast<int32_t>(position);
    return field;
}

/// Binds FROM items in order, keeping the table names and aliases met so far to refuse a repeated one.
class FromBinder {
public:
    FromBinder(const Catalog& catalog, const BindContext& context) : catalog_(catalog), context_(context) {}

    FromBinding bind(const ast::FromItem& item) {
        if (item.join) return bindJoin(*item.join);
        if (item.lateral_call) return lateral({oneEmptyRow(), Scope({})}, item, JoinType::Inner);
        LogicalPtr plan = itemPlan(item, catalog_, context_);
        if (!item.column_aliases.empty()) {
            const std::string source = item.subquery        ? "its query gives"
                                       : !item.file.empty() ? "file '" + item.file + "' has"
                                                            : "table '" + item.name + "' has";
            plan = renameColumns(std::move(plan), item.column_aliases, item.alias, source, item.span, context_);
        }
        const std::string qualifier = !item.alias.empty()  ? item.alias
                                      : !item.file.empty() ? fileTableName(item.file)
                                                           : item.name;
        claimQualifier(qualifier, item);
        Scope scope = Scope::of(plan->schema(), qualifier);
        return {std::move(plan), std::move(scope)};
    }

    /// `left, right`: every pair of rows; `left, LATERAL TABLE(f(...))`: each left row with f's rows for it.
    FromBinding cross(FromBinding left, const ast::FromItem& right) {
        if (right.lateral_call) return lateral(std::move(left), right, JoinType::Inner);
        FromBinding bound = bind(right);
        return {std::make_shared<JoinNode>(left.plan, bound.plan, JoinType::Inner, nullptr),
                Scope(concatColumns(left.scope, bound.scope))};
    }

private:
    static std::vector<ScopeColumn> concatColumns(const Scope& left, const Scope& right) {
        std::vector<ScopeColumn> columns = left.columns();
        columns.insert(columns.end(), right.columns().begin(), right.columns().end());
        return columns;
    }

    void claimQualifier(const std::string& qualifier, const ast::FromItem& item) {
        if (qualifier.empty()) return;
        for (const auto& seen : qualifiers_) {
            if (!equalsIgnoringCase(seen, qualifier)) continue;
            const std::string message =
                item.alias.empty() ? "table '" + qualifier + "' appears twice in FROM; give one an alias"
                                   : "alias '" + qualifier + "' appears twice in FROM; give each item its own alias";
            throw bindError(context_.text, item.span, message);
        }
        qualifiers_.push_back(qualifier);
    }

    /// `item`, a LATERAL TABLE(f(...)), joined with `left` (Inner or Left): f's columns, qualified by the item's
    /// alias or else the function's name, come after left's.
    FromBinding lateral(FromBinding left, const ast::FromItem& item, JoinType type) {
        LogicalPtr plan =
            bindCorrelate(left.plan, left.scope, *item.lateral_call, type, item.column_aliases, context_, false);
        const std::string qualifier = !item.alias.empty() ? item.alias : item.lateral_call->text;
        claimQualifier(qualifier, item);
        const TableSchema& schema = plan->schema();
        std::vector<std::string> names;
        std::vector<DataType> types;
        for (size_t i = left.plan->schema().getFieldCount(); i < schema.getFieldCount(); ++i) {
            names.push_back(schema.getFieldName(i));
            types.push_back(schema.getFieldType(i));
        }
        Scope right = Scope::of(TableSchema(std::move(names), std::move(types)), qualifier);
        return {std::move(plan), Scope(concatColumns(left.scope, right))};
    }

    /// `left [kind] JOIN LATERAL TABLE(f(...)) [ON condition]`: an inner or cross join filtered by its condition,
    /// or a left join ON TRUE (the only one Flink runs: its condition could not drop a function row).
    FromBinding lateralJoin(const ast::FromJoin& join) {
        if (join.natural || !join.using_columns.empty())
            throw bindError(context_.text, join.span, "a join with LATERAL TABLE takes ON TRUE, not NATURAL or USING");
        if (join.kind == ast::JoinKind::Right || join.kind == ast::JoinKind::Full)
            throw bindError(context_.text, join.span,
                            "LATERAL TABLE can be joined by JOIN, CROSS JOIN or LEFT JOIN ... ON TRUE, not by RIGHT or "
                            "FULL JOIN");
        const bool left_join = join.kind == ast::JoinKind::Left;
        const ast::Expr* condition = join.condition.get();
        const bool always = condition != nullptr && condition->kind == ast::ExprKind::Literal &&
                            condition->literal_kind == ast::LiteralKind::Boolean && condition->text == "true";
        if (left_join && condition != nullptr && !always)
            throw context_.error(*condition, "a LEFT JOIN with LATERAL TABLE takes ON TRUE only");
        FromBinding joined = lateral(bind(join.left), join.right, left_join ? JoinType::Left : JoinType::Inner);
        if (condition == nullptr || always) return joined;
        ExpressionBinder binder(joined.scope, context_);
        binder.clause = "ON";
        binder.allows_subqueries = false;
        BoundExprPtr predicate = binder.bindPredicate(*condition);
        return {std::make_shared<FilterNode>(std::move(joined.plan), std::move(predicate)), std::move(joined.scope)};
    }

    FromBinding bindJoin(const ast::FromJoin& join) {
        if (join.right.lateral_call) return lateralJoin(join);
        FromBinding left = bind(join.left);
        FromBinding right = bind(join.right);
        Scope both(concatColumns(left.scope, right.scope));
        const JoinType type = joinType(join.kind);
        if (join.condition) {
            ExpressionBinder binder(both, context_);
            binder.clause = "ON";
            binder.allows_subqueries = false;
            BoundExprPtr condition = binder.bindPredicate(*join.condition);
            return {std::make_shared<JoinNode>(left.plan, right.plan, type, std::move(condition)), std::move(both)};
        }
        std::vector<std::string> names = join.using_columns;
        std::vector<SourceSpan> spans = join.using_spans;
        if (join.natural) commonNames(left.scope, right.scope, join.span, names, spans);
        if (names.empty()) return {std::make_shared<JoinNode>(left.plan, right.plan, type, nullptr), std::move(both)};
        return bindUsing(std::move(left), std::move(right), type, names, spans);
    }

    /// The names visible on both sides, in the left's order, for NATURAL JOIN (all located at the keywords).
    static void commonNames(const Scope& left, const Scope& right, SourceSpan span, std::vector<std::string>& names,
                            std::vector<SourceSpan>& spans) {
        for (const auto& column : left.columns()) {
            if (column.qualified_only) continue;
            auto named = [&](const std::string& name) { return equalsIgnoringCase(name, column.name); };
            if (std::any_of(names.begin(), names.end(), named)) continue;
            for (const auto& other : right.columns()) {
                if (other.qualified_only || !named(other.name)) continue;
                names.push_back(column.name);
                spans.push_back(span);
                break;
            }
        }
    }

    /// The column of `side` that the USING name at `span` names; throws when the side has none.
    uint32_t usingColumn(const Scope& side, const std::string& name, SourceSpan span, const char* which) const {
        auto field = std::make_shared<ast::Expr>(*ast::makeField(name, span));
        field->case_insensitive = true;
        if (std::optional<uint32_t> found = side.findHere(*field, context_)) return *found;
        std::vector<std::string> candidates;
        for (const auto& column : side.columns()) {
            if (!column.qualified_only) candidates.push_back(column.name);
        }
        std::string message = "USING column '" + name + "' is not a column of the " + which + " side of the join";
        std::string closest = closestName(name, candidates);
        if (!closest.empty()) message += "; did you mean '" + closest + "'?";
        throw context_.error(*field, message);
    }

    /// The join on equal USING columns, under a projection that puts each merged USING column first (COALESCE of
    /// both sides for FULL) and keeps every column of both sides after them, the sides' USING columns reachable
    /// only by their qualifier.
    FromBinding bindUsing(FromBinding left, FromBinding right, JoinType type, const std::vector<std::string>& names,
                          const std::vector<SourceSpan>& spans) {
        std::vector<ScopeColumn> columns = concatColumns(left.scope, right.scope);
        const Scope both(columns);
        ExpressionBinder binder(both, context_);
        binder.clause = "USING";
        const auto left_count = static_cast<uint32_t>(left.scope.columns().size());
        ast::ExprPtr condition;
        std::vector<ast::ExprPtr> merged;
        for (size_t i = 0; i < names.size(); ++i) {
            for (size_t j = 0; j < i; ++j) {
                if (equalsIgnoringCase(names[j], names[i]))
                    throw bindError(context_.text, spans[i], "column '" + names[i] + "' appears twice in USING");
            }
            const uint32_t l = usingColumn(left.scope, names[i], spans[i], "left");
            const uint32_t r = left_count + usingColumn(right.scope, names[i], spans[i], "right");
            ast::ExprPtr left_field = positionalField(columns[l], l, spans[i]);
            ast::ExprPtr right_field = positionalField(columns[r], r, spans[i]);
            ast::ExprPtr equal = ast::makeCall("equals", {left_field, right_field}, spans[i]);
            condition = condition ? ast::makeCall("and", {condition, equal}, spans[i]) : equal;
            if (type == JoinType::Full) {
                merged.push_back(ast::makeCall("coalesce", {left_field, right_field}, spans[i]));
            } else {
                merged.push_back(type == JoinType::Right ? right_field : left_field);
            }
            columns[l].qualified_only = true;
            columns[r].qualified_only = true;
        }
        auto join = std::make_shared<JoinNode>(left.plan, right.plan, type, binder.bindPredicate(*condition));

        std::vector<BoundExprPtr> exprs;
        std::vector<std::string> output_names;
        std::vector<ScopeColumn> visible;
        for (size_t i = 0; i < merged.size(); ++i) {
            exprs.push_back(binder.bind(*merged[i]));
            output_names.push_back(merged[i]->kind == ast::ExprKind::Field ? merged[i]->text
                                                                           : merged[i]->args[0]->text);
            visible.push_back({"", output_names.back(), exprs.back()->type, false, true});
        }
        for (uint32_t i = 0; i < columns.size(); ++i) {
            exprs.push_back(makeColumnRef(i, columns[i].type, columns[i].name));
            output_names.push_back(columns[i].name);
            visible.push_back(columns[i]);
        }
        return {std::make_shared<ProjectNode>(std::move(join), std::move(exprs), std::move(output_names)),
                Scope(std::move(visible))};
    }

    const Catalog& catalog_;
    const BindContext& context_;
    std::vector<std::string> qualifiers_;
};

}  // namespace

LogicalPtr oneEmptyRow() {
    exec::ColumnTableBuilder one_row(std::vector<DataType>{});
    one_row.append({});
    return std::make_shared<ValuesNode>("(no FROM)", TableSchema(), fixedTable(one_row.finish()));
}

LogicalPtr renameColumns(LogicalPtr plan, const std::vector<std::string>& names, const std::string& alias,
                         const std::string& source, SourceSpan span, const BindContext& context) {
    const TableSchema& schema = plan->schema();
    const size_t count = schema.getFieldCount();
    if (names.size() != count)
        throw bindError(context.text, span,
                        "'" + alias + "' names " + std::to_string(names.size()) + " columns, but " + source + " " +
                            std::to_string(count));
    std::vector<BoundExprPtr> columns;
    for (size_t i = 0; i < count; ++i)
        columns.push_back(makeColumnRef(static_cast<uint32_t>(i), schema.getFieldType(i), schema.getFieldName(i)));
    return std::make_shared<ProjectNode>(std::move(plan), std::move(columns), names);
}

FromBinding bindFrom(const std::vector<ast::FromItem>& from, const Catalog& catalog, const BindContext& context) {
    if (from.empty()) return {oneEmptyRow(), Scope({})};
    FromBinder binder(catalog, context);
    FromBinding result = binder.bind(from.front());
    for (size_t i = 1; i < from.size(); ++i) result = binder.cross(std::move(result), from[i]);
    return result;
}

}  // namespace tabula::planner
