// Group windows: the GroupWindow node and the window properties, for the Table API and SQL.
#include "planner/binder/group_window_binder.hpp"

#include <array>

#include "planner/binder/name_index.hpp"

namespace tabula::planner {
namespace {

using exec::GroupWindowKind;
using exec::GroupWindowUnit;

constexpr std::array<std::string_view, 4> kPropertyNames = {"start", "end", "rowtime", "proctime"};

/// A window's size, slide, step or gap: milliseconds of a time interval, or a row count.
struct WindowLength {
    int64_t length = 0;
    GroupWindowUnit unit = GroupWindowUnit::Time;
};

WindowLength windowLength(const ast::Expr& expr, std::string_view what, const BindContext& context) {
    if (expr.kind == ast::ExprKind::Literal) {
        if (expr.literal_kind == ast::LiteralKind::IntervalMonths)
            throw context.error(
                expr, "a window's " + std::string(what) + " cannot be months or years, whose length varies; use days");
        if (expr.literal_kind == ast::LiteralKind::IntervalMillis || expr.literal_kind == ast::LiteralKind::RowCount) {
            const WindowLength length{std::stoll(expr.text), expr.literal_kind == ast::LiteralKind::RowCount
                                                                 ? GroupWindowUnit::Rows
                                                                 : GroupWindowUnit::Time};
            if (length.length <= 0)
                throw context.error(expr, "a window's " + std::string(what) + " must be positive, not '" +
                                              context.sourceText(expr) + "'");
            return length;
        }
    }
    throw context.error(expr, "window " + std::string(what) + " must be a time interval or a row count, not '" +
                                  context.sourceText(expr) + "'");
}

exec::GroupWindow windowOf(const GroupWindowSpec& spec, const BindContext& context) {
    const std::string_view size_name = spec.kind == GroupWindowKind::Session ? "gap" : "size";
    const WindowLength size = windowLength(*spec.size, size_name, context);
    const std::string_view step_name = spec.kind == GroupWindowKind::Cumulate ? "step" : "slide";
    const WindowLength step = spec.step ? windowLength(*spec.step, step_name, context) : size;
    if (size.unit == GroupWindowUnit::Rows && spec.kind == GroupWindowKind::Session)
        throw context.error(*spec.size, "a session gap must be a time interval, not a row count");
    if (step.unit != size.unit)
        throw context.error(*spec.step, "a window's " + std::string(step_name) + " and size must both be time " +
                                            "intervals or both row counts");
    if (spec.kind == GroupWindowKind::Cumulate && size.length % step.length != 0)
        throw context.error(*spec.size, "CUMULATE's size must be a whole multiple of its step");
    int64_t offset = 0;
    if (spec.offset) {
        if (spec.offset->kind != ast::ExprKind::Literal ||
            spec.offset->literal_kind != ast::LiteralKind::IntervalMillis)
            throw context.error(*spec.offset, "a window's offset must be a time interval, not '" +
                                                  context.sourceText(*spec.offset) + "'");
        offset = std::stoll(spec.offset->text);
        // Windows repeat every slide (HOP) or size: an offset of a whole period or more is a smaller one.
        const int64_t period = spec.kind == GroupWindowKind::Slide ? step.length : size.length;
        if (offset <= -period || offset >= period)
            throw context.error(*spec.offset, "a window's offset must be shorter than its " +
                                                  std::string(spec.kind == GroupWindowKind::Slide ? "slide" : "size"));
    }
    return exec::GroupWindow{spec.kind, size.unit, size.length, step.length, offset};
}

/// The property a Table API call names (`w.start` is start(w)), or "" when the call is none.
std::string tableApiProperty(const ast::Expr& node, const std::string& alias, NameMode mode) {
    if (node.kind != ast::ExprKind::Call || node.args.size() != 1 || node.args[0]->kind != ast::ExprKind::Field)
        return "";
    const std::string& field = node.args[0]->text;
    if (mode == NameMode::Exact ? field != alias : !equalsIgnoringCase(field, alias)) return "";
    for (std::string_view name : kPropertyNames) {
        if (equalsIgnoringCase(node.text, name)) return std::string(name);
    }
    return "";
}

/// For SQL's KIND_PROPERTY(...) calls: the kind's name ("tumble") and the property ("start"); nullopt otherwise.
std::optional<std::pair<std::string, std::string>> sqlProperty(const ast::Expr& node) {
    if (node.kind != ast::ExprKind::Call) return std::nullopt;
    const std::string name = lowerCase(node.text);
    const size_t underscore = name.find('_');
    if (underscore == std::string::npos) return std::nullopt;
    const std::string kind = name.substr(0, underscore);
    const std::string property = name.substr(underscore + 1);
    if (kind != "tumble" && kind != "hop" && kind != "session") return std::nullopt;
    for (std::string_view candidate : kPropertyNames) {
        if (property == candidate) return std::pair{kind, property};
    }
    return std::nullopt;
}

bool isSqlWindow(const ast::Expr& node) {
    if (node.kind != ast::ExprKind::Call) return false;
    const std::string name = lowerCase(node.text);
    return name == "tumble" || name == "hop" || name == "session";
}

/// The columns of `input` and, hidden, the two window columns that end `windowed` (a GroupWindow's schema).
std::vector<ScopeColumn> windowedColumns(const Scope& input, const TableSchema& windowed) {
    std::vector<ScopeColumn> columns = input.columns();
    for (size_t c = windowed.getFieldCount() - 2; c < windowed.getFieldCount(); ++c) {
        ScopeColumn column{"", windowed.getFieldName(c), windowed.getFieldType(c)};
        column.hidden = true;
        columns.push_back(std::move(column));
    }
    return columns;
}

bool sameArguments(const ast::Expr& a, const ast::Expr& b) {
    if (a.args.size() != b.args.size()) return false;
    for (size_t i = 0; i < a.args.size(); ++i) {
        if (!ast::equalsIgnoringSpans(*a.args[i], *b.args[i])) return false;
    }
    return true;
}

}  // namespace

std::string windowStartName(const std::string& alias) { return alias + "$start"; }
std::string windowEndName(const std::string& alias) { return alias + "$end"; }

namespace {

LogicalPtr windowNode(const GroupWindowSpec& spec, LogicalPtr input, const Scope& scope,
                      const std::vector<ast::ExprPtr>& keys, const BindContext& context, std::string start_name,
                      std::string end_name) {
    ExpressionBinder binder(scope, context);
    binder.clause = "a group window";
    BoundExprPtr time = binder.bind(*spec.time);
    if (time->type.id() != TypeId::Timestamp && (!spec.bigint_time || time->type.id() != TypeId::BigInt))
        throw context.error(*spec.time, spec.time_role + " must be TIMESTAMP" +
                                            (spec.bigint_time ? " or BIGINT (epoch milliseconds)" : "") + ", not " +
                                            time->type.toString());
    const exec::GroupWindow window = windowOf(spec, context);
    binder.clause = "GROUP BY";
    std::vector<BoundExprPtr> partition;
    for (const ast::ExprPtr& key : keys) partition.push_back(binder.bind(*key));
    return std::make_shared<GroupWindowNode>(std::move(input), window, std::move(time), std::move(partition),
                                             std::move(start_name), std::move(end_name));
}

}  // namespace

LogicalPtr bindGroupWindowNode(const GroupWindowSpec& spec, LogicalPtr input, const Scope& scope,
                               const std::vector<ast::ExprPtr>& keys, const BindContext& context) {
    return windowNode(spec, std::move(input), scope, keys, context, windowStartName(spec.alias),
                      windowEndName(spec.alias));
}

LogicalPtr bindWindowTableFunction(const ast::WindowTableFunction& function, LogicalPtr table,
                                   const BindContext& context) {
    const std::string name = lowerCase(function.function);
    if (name == "session")
        throw bindError(context.text, function.function_span,
                        "SESSION windows are not supported in batch mode as a window table function, as in Flink; "
                        "group by SESSION(time, gap) instead");
    if (function.partitioned)
        throw bindError(context.text, function.function_span,
                        upperCase(name) + " takes no PARTITION BY: only SESSION does");
    if (name != "tumble" && name != "hop" && name != "cumulate")
        throw bindError(context.text, function.function_span,
                        "unknown window table function '" + function.function +
                            "'; the window table functions are TUMBLE, HOP and CUMULATE");
    const size_t sizes = name == "tumble" ? 1 : 2;
    if (function.args.size() != sizes && function.args.size() != sizes + 1)
        throw bindError(
            context.text, function.function_span,
            upperCase(name) + (name == "tumble" ? " takes (TABLE t, DESCRIPTOR(time), size [, offset])"
                               : name == "hop"  ? " takes (TABLE t, DESCRIPTOR(time), slide, size [, offset])"
                                                : " takes (TABLE t, DESCRIPTOR(time), step, size [, offset])"));
    GroupWindowSpec spec;
    spec.kind = name == "tumble" ? GroupWindowKind::Tumble
                : name == "hop"  ? GroupWindowKind::Slide
                                 : GroupWindowKind::Cumulate;
    auto time = std::make_shared<ast::Expr>(*ast::makeField(function.time_column, function.time_span));
    time->case_insensitive = true;
    spec.time = std::move(time);
    spec.size = function.args[sizes - 1];
    if (sizes == 2) spec.step = function.args[0];
    if (function.args.size() > sizes) spec.offset = function.args.back();
    spec.bigint_time = false;
    spec.time_role = "the time column of a window table function";
    for (const ast::ExprPtr& arg : function.args) {
        if (arg->kind == ast::ExprKind::Literal && arg->literal_kind == ast::LiteralKind::RowCount)
            throw context.error(*arg, "window table functions take time intervals, not row counts");
    }
    const Scope table_scope = Scope::of(table->schema());
    LogicalPtr windowed = windowNode(spec, std::move(table), table_scope, {}, context, "window_start", "window_end");
    // window_time, the time attribute of the window's rows: its last millisecond.
    const TableSchema& schema = windowed->schema();
    const Scope scope = Scope::of(schema);
    ExpressionBinder binder(scope, context);
    const auto end = static_cast<uint32_t>(schema.getFieldCount() - 1);
    std::vector<BoundExprPtr> exprs = [&] {
        std::vector<BoundExprPtr> columns;
        for (uint32_t c = 0; c < schema.getFieldCount(); ++c)
            columns.push_back(makeColumnRef(c, schema.getFieldType(c), schema.getFieldName(c)));
        return columns;
    }();
    auto end_field = std::make_shared<ast::Expr>(*ast::makeField("window_end"));
    end_field->position = static_cast<int32_t>(end);
    exprs.push_back(
        binder.bind(*ast::makeCall("minus", {end_field, ast::makeLiteral(ast::LiteralKind::IntervalMillis, "1")})));
    std::vector<std::string> names = schema.getFieldNames();
    names.emplace_back("window_time");
    return std::make_shared<ProjectNode>(std::move(windowed), std::move(exprs), std::move(names));
}

bool WindowPropertyCollector::isProperty(const ast::Expr& node) const {
    if (spec_.sql_call) return sqlProperty(node).has_value();
    return isAlias(node) || !tableApiProperty(node, spec_.alias, NameMode::CaseInsensitive).empty();
}

bool WindowPropertyCollector::isAlias(const ast::Expr& node) const {
    return !spec_.sql_call && node.kind == ast::ExprKind::Field && node.text == spec_.alias;
}

bool WindowPropertyCollector::claimsWithin(const ast::Expr& node) const {
    if (isProperty(node)) return true;
    for (const ast::ExprPtr& arg : node.args) {
        if (arg && claimsWithin(*arg)) return true;
    }
    return false;
}

BoundExprPtr WindowPropertyCollector::collect(const ast::Expr& node, ExpressionBinder& binder) {
    std::string property;
    if (spec_.sql_call) {
        const auto sql = sqlProperty(node);
        if (!sql) return nullptr;
        const std::string kind = lowerCase(spec_.sql_call->text);
        if (sql->first != kind || !sameArguments(node, *spec_.sql_call))
            throw binder.error(node, upperCase(node.text) + "(...) needs a matching " + upperCase(sql->first) +
                                         "(...) in GROUP BY; the GROUP BY's window is " +
                                         binder.sourceText(*spec_.sql_call));
        property = sql->second;
    } else {
        if (isAlias(node))
            throw binder.error(node, "the group window '" + spec_.alias + "' is no value: select its properties " +
                                         spec_.alias + ".start, " + spec_.alias + ".end or " + spec_.alias +
                                         ".rowtime");
        property = tableApiProperty(node, spec_.alias, binder.mode());
        if (property.empty()) return nullptr;
    }
    if (property == "proctime")
        throw binder.error(node, "batch tables have no processing time: '" + binder.sourceText(node) +
                                     "' is not supported; use the window's rowtime");
    if (row_count_)
        throw binder.error(
            node, "window properties are not available for row-count windows: '" + binder.sourceText(node) + "'");
    ast::ExprPtr column;
    if (property == "start") {
        column = ast::makeField(windowStartName(spec_.alias), node.span);
    } else {
        column = ast::makeField(windowEndName(spec_.alias), node.span);
        if (property == "rowtime")
            column =
                ast::makeCall("minus", {column, ast::makeLiteral(ast::LiteralKind::IntervalMillis, "1")}, node.span);
    }
    return binder.bind(*column);
}

std::optional<std::string> misplacedWindowCall(const ast::Expr& call) {
    if (call.kind != ast::ExprKind::Call) return std::nullopt;
    if (isSqlWindow(call))
        return upperCase(call.text) + "(...) is a group window: it is only allowed as a key of GROUP BY";
    if (const auto sql = sqlProperty(call))
        return upperCase(call.text) + "(...) needs a matching " + upperCase(sql->first) + "(...) in GROUP BY";
    if (call.args.size() == 1 && call.args[0]->kind == ast::ExprKind::Field) {
        const std::string& alias = call.args[0]->text;
        for (std::string_view name : kPropertyNames) {
            if (equalsIgnoringCase(call.text, name))
                return "'" + alias + "." + std::string(name) + "' needs a group window named '" + alias +
                       "': window(Tumble.over(...).on(...).as('" + alias + "')).groupBy('" + alias + ", ...')";
        }
    }
    return std::nullopt;
}

std::optional<SqlGroupWindow> bindSqlGroupWindow(const std::vector<ast::ExprPtr>& group_by, LogicalPtr input,
                                                 const Scope& scope, const BindContext& context) {
    const ast::Expr* window = nullptr;
    for (const ast::ExprPtr& key : group_by) {
        if (!isSqlWindow(*key)) continue;
        if (window != nullptr) throw context.error(*key, "only one group window may be used in GROUP BY");
        window = key.get();
    }
    if (window == nullptr) return std::nullopt;
    SqlGroupWindow result;
    GroupWindowSpec& spec = result.spec;
    const std::string name = lowerCase(window->text);
    const size_t arity = name == "hop" ? 3 : 2;
    if (window->args.size() != arity)
        throw context.error(*window, upperCase(name) + (name == "hop"      ? " takes (time, slide, size)"
                                                        : name == "tumble" ? " takes (time, size)"
                                                                           : " takes (time, gap)"));
    spec.kind = name == "tumble" ? GroupWindowKind::Tumble
                : name == "hop"  ? GroupWindowKind::Slide
                                 : GroupWindowKind::Session;
    spec.time = window->args[0];
    spec.size = window->args[arity - 1];
    if (name == "hop") spec.step = window->args[1];
    spec.alias = "$window";
    spec.sql_call = std::make_shared<ast::Expr>(*window);
    spec.bigint_time = false;
    std::vector<ast::ExprPtr> partition;
    for (const ast::ExprPtr& key : group_by) {
        if (key.get() == window) {
            result.keys.push_back(ast::makeField(windowStartName(spec.alias), key->span));
            result.keys.push_back(ast::makeField(windowEndName(spec.alias), key->span));
        } else {
            partition.push_back(key);
            result.keys.push_back(key);
        }
    }
    result.plan = bindGroupWindowNode(spec, std::move(input), scope, partition, context);
    result.row_count = result.plan->cast<GroupWindowNode>().window().unit == GroupWindowUnit::Rows;
    result.columns = windowedColumns(scope, result.plan->schema());
    return result;
}

LogicalPtr bindWindowGroupedSelect(const FunctionCatalog& functions, LogicalPtr input, const GroupWindowSpec& spec,
                                   const std::vector<ast::ExprPtr>& keys, std::string_view key_text,
                                   const std::vector<ast::ExprPtr>& items, std::string_view text, NameMode mode,
                                   Dialect dialect) {
    const BindContext key_context{functions, key_text, mode, dialect};
    std::vector<ast::ExprPtr> partition;
    std::vector<ast::ExprPtr> window_keys;
    bool has_window = false;
    for (const ast::ExprPtr& key : keys) {
        if (key->kind == ast::ExprKind::Field && key->text == spec.alias) {
            has_window = true;
            window_keys.push_back(ast::makeField(windowStartName(spec.alias), key->span));
            window_keys.push_back(ast::makeField(windowEndName(spec.alias), key->span));
        } else {
            partition.push_back(key);
            window_keys.push_back(key);
        }
    }
    if (!has_window)
        throw ValidationError("group window '" + spec.alias + "' must be one of the groupBy keys: groupBy('" +
                              spec.alias + (keys.empty() ? "" : ", ...") + "')");
    const Scope input_scope = Scope::of(input->schema());
    LogicalPtr plan = bindGroupWindowNode(spec, input, input_scope, partition, key_context);
    const bool row_count = plan->cast<GroupWindowNode>().window().unit == GroupWindowUnit::Rows;
    Scope scope(windowedColumns(input_scope, plan->schema()));
    AggregateCollector aggregate(scope, plan, window_keys, {}, key_context);
    WindowPropertyCollector properties(spec, row_count);
    const BindContext context{functions, text, mode, dialect};
    ExpressionBinder namer(scope, context);
    std::vector<BoundExprPtr> exprs;
    std::vector<std::string> names;
    for (const auto& item : expandSelectItems(items, namer)) {
        exprs.push_back(aggregate.bindOutput(*item.expr, context, "select", {&properties}));
        names.push_back(item.name);
    }
    return std::make_shared<ProjectNode>(aggregate.aggregateNode(), std::move(exprs), std::move(names));
}

}  // namespace tabula::planner
