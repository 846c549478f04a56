// Expression binding: names, literal types, function resolution, implicit casts.
#include "planner/binder/expression_binder.hpp"
#include "planner/binder/group_window_binder.hpp"
#include "planner/binder/window_collector.hpp"

#include <algorithm>
#include <charconv>
#include <limits>

#include "exec/evaluator.hpp"
#include "exec/functions/comparison_support.hpp"
#include "planner/binder/name_index.hpp"
#include "planner/binder/subquery_binder.hpp"
#include "planner/expr/compile_expr.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/expr/scalar_call.hpp"

namespace tabula::planner {

namespace {

/// Why `name`, a table-valued user function (table, table aggregate, or scalar or aggregate returning rows), cannot
/// be called in `clause`, and what calls it; nullopt for any other name.
std::optional<std::string> misplacedTableValuedCall(const FunctionCatalog& functions, const std::string& name,
                                                    const std::string& clause) {
    const std::string quoted = "'" + name + "'";
    if (const exec::UserTableFunction* rows = functions.table(name)) {
        if (rows->isScalar())
            return quoted + " is a scalar function returning several columns: map(...) calls it, not in " + clause;
        return quoted +
               " is a table function: it is joined as a table (LATERAL TABLE(...) in SQL, joinLateral, "
               "leftOuterJoinLateral or flatMap), not called in " +
               clause;
    }
    if (const exec::UserTableAggregateFunction* rows = functions.tableAggregate(name)) {
        if (rows->isAggregate())
            return quoted +
                   " is an aggregate function returning several columns: aggregate(...) calls it after "
                   "groupBy or on a whole table, not in " +
                   clause;
        return quoted +
               " is a table aggregate function: it is called by flatAggregate(...) after groupBy or on a "
               "whole table, not in " +
               clause;
    }
    return std::nullopt;
}

/// DECIMAL type of a literal spelt `text`, such as "12.650": scale = digits after the point. In SQL the precision
/// counts every digit written, leading zeros too (Calcite's rule: 0.05 is DECIMAL(3, 2), .5 DECIMAL(1, 1)); in the
/// Table API it is the precision of Java's BigDecimal for the text, the digits from the first non-zero one on
/// (0.05p is DECIMAL(2, 2), 12p is DECIMAL(2, 0)), and at least the scale.
DataType decimalLiteralType(std::string_view text, Dialect dialect) {
    unsigned digits = 0;
    unsigned scale = 0;
    bool after_point = false;
    bool significant = dialect == Dialect::Sql;
    for (char c : text) {
        if (c == '.') {
            after_point = true;
        } else if (c >= '0' && c <= '9') {
            significant = significant || c != '0';
            if (significant) ++digits;
            if (after_point) ++scale;
        }
    }
    digits = std::max({digits, scale, 1u});
    return Types::DECIMAL(static_cast<uint8_t>(std::min(digits, 38u)), static_cast<uint8_t>(std::min(scale, 38u)));
}

}  // namespace

int findName(const std::vector<std::string>& names, std::string_view name, NameMode mode) {
    for (size_t i = 0; i < names.size(); ++i) {
        if (names[i] == name) return static_cast<int>(i);
    }
    if (mode == NameMode::Exact) return -1;
    int found = -1;
    for (size_t i = 0; i < names.size(); ++i) {
        if (equalsIgnoringCase(names[i], name)) {
            if (found >= 0) return -2;
            found = static_cast<int>(i);
        }
    }
    return found;
}

bool containsAggregate(const ast::Expr& expr, const FunctionCatalog& functions) {
    if (expr.kind == ast::ExprKind::Call && functions.aggregate(expr.text) != nullptr) return true;
    // An aggregate over a window aggregates no groups; its arguments and window may hold aggregates that do.
    const std::vector<ast::ExprPtr>& args = expr.kind == ast::ExprKind::Over ? expr.args.at(0)->args : expr.args;
    for (const auto& arg : args) {
        if (arg && containsAggregate(*arg, functions)) return true;
    }
    if (expr.window) {
        for (const auto* keys : {&expr.window->partition_by, &expr.window->order_by})
            for (const auto& key : *keys)
                if (containsAggregate(*key, functions)) return true;
    }
    return false;
}

ExpressionBinder::ExpressionBinder(const Scope& scope, const BindContext& context,
                                   std::vector<ExprCollector*> collectors)
    : scope_(scope), context_(context), collectors_(std::move(collectors)) {}

bool ExpressionBinder::claimedWithin(const ast::Expr& node, const ExprCollector* asking) const {
    for (const ExprCollector* collector : collectors_) {
        if (collector != asking && collector->claimsWithin(node)) return true;
    }
    return false;
}

uint32_t ExpressionBinder::resolveField(const ast::Expr& field) const {
    ColumnBinding binding = scope_.resolve(field, context_);
    if (binding.depth > 0)
        throw error(field, "correlated reference to '" + sourceText(field) + "' is not supported yet");
    return binding.index;
}

BoundExprPtr ExpressionBinder::bind(const ast::Expr& expr) {
    for (ExprCollector* collector : collectors_) {
        if (BoundExprPtr collected = collector->collect(expr, *this)) return collected;
    }
    switch (expr.kind) {
        case ast::ExprKind::Literal: return bindLiteral(expr);
        case ast::ExprKind::Field: return bindField(expr);
        case ast::ExprKind::Subquery:
            if (!allows_subqueries) throw error(expr, "subqueries are not allowed in " + clause);
            return bindSubquery(expr, *this);
        case ast::ExprKind::Call: return bindCall(expr);
        case ast::ExprKind::Cast: return bindCast(expr);
        case ast::ExprKind::Case: return bindCase(expr);
        case ast::ExprKind::Star: throw error(expr, "'*' is only allowed as a whole select item or in count(*)");
        case ast::ExprKind::Alias: throw error(expr, "an alias ('as') is only allowed at the top of a select item");
        case ast::ExprKind::Ordering: throw error(expr, "asc/desc is only allowed at the top of an orderBy item");
        case ast::ExprKind::Over:
            if (context_.dialect != Dialect::Sql) {
                throw error(expr, "'" + sourceText(expr) +
                                      "' needs an over window: call window(Over.partitionBy(...).orderBy(...).as('" +
                                      expr.text + "')) before select");
            }
            throw error(expr, "window functions are not allowed in " + clause);
    }
    throw error(expr, "unsupported expression");
}

BoundExprPtr ExpressionBinder::bindField(const ast::Expr& field) const {
    const ColumnBinding binding = scope_.resolve(field, context_);
    if (binding.depth == 0) {
        const ScopeColumn& resolved = scope_.columns()[binding.index];
        return makeColumnRef(binding.index, resolved.type, resolved.name);
    }
    if (binding.depth > 1)
        throw error(field, "'" + sourceText(field) +
                               "' belongs to a query two or more levels out; a subquery can "
                               "refer to the query just around it only");
    const ScopeColumn& resolved = scope_.outer()->columns()[binding.index];
    return makeOuterColumnRef(binding.index, resolved.type, sourceText(field));
}

BoundExprPtr ExpressionBinder::bindPredicate(const ast::Expr& expr) {
    BoundExprPtr bound = bind(expr);
    if (bound->type.id() == TypeId::Null) return castTo(bound, Types::BOOLEAN());
    if (bound->type.id() != TypeId::Boolean)
        throw error(expr, "a predicate must be BOOLEAN, but '" + sourceText(expr) + "' is " + bound->type.toString());
    return bound;
}

BoundExprPtr ExpressionBinder::bindLiteral(const ast::Expr& expr) const {
    const std::string& t = expr.text;
    std::string text = sourceText(expr);
    switch (expr.literal_kind) {
        case ast::LiteralKind::Null: return makeConstant(Value::null(expr.type), text);
        case ast::LiteralKind::Boolean: return makeConstant(Value::boolean(equalsIgnoringCase(t, "true")), text);
        case ast::LiteralKind::Integer:
        case ast::LiteralKind::Long: {
            int64_t v = 0;
            auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
            if (ec != std::errc() || end != t.data() + t.size())
                throw error(expr, "integer literal " + t + " is out of the range of BIGINT");
            bool fits_int = v >= std::numeric_limits<int32_t>::min() && v <= std::numeric_limits<int32_t>::max();
            if (expr.literal_kind == ast::LiteralKind::Integer && fits_int)
                return makeConstant(Value::integer(static_cast<int32_t>(v)), text);
            return makeConstant(Value::bigint(v), text);
        }
        case ast::LiteralKind::Decimal: {
            DataType type = decimalLiteralType(text, context_.dialect);
            auto unscaled = parseDecimal(t, type.precision(), type.scale());
            if (!unscaled) throw error(expr, "decimal literal " + t + " has more than 38 digits");
            return makeConstant(Value::decimal(*unscaled, type.precision(), type.scale()), text);
        }
        case ast::LiteralKind::Float: {
            float v = 0;
            auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
            if (ec != std::errc() || end != t.data() + t.size())
                throw error(expr, "'" + t + "' is not a valid FLOAT literal");
            return makeConstant(Value::floating(v), text);
        }
        case ast::LiteralKind::Double: {
            double v = 0;
            auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
            if (ec != std::errc() || end != t.data() + t.size())
                throw error(expr, "'" + t + "' is not a valid DOUBLE literal");
            return makeConstant(Value::doublePrecision(v), text);
        }
        case ast::LiteralKind::String:
        case ast::LiteralKind::Symbol: return makeConstant(Value::string(t), text);
        case ast::LiteralKind::IntervalMillis:
        case ast::LiteralKind::IntervalMonths:
            throw error(expr,
                        "an interval can only be added to a DATE, TIME or TIMESTAMP, or subtracted from one, "
                        "as in d + INTERVAL '1' DAY");
        case ast::LiteralKind::RowCount:
            throw error(expr,
                        "row-count literals are only allowed in window definitions, which are not supported "
                        "yet");
    }
    throw error(expr, "unsupported literal");
}

std::vector<BoundExprPtr> ExpressionBinder::bindArgs(const ast::Expr& expr) {
    std::vector<BoundExprPtr> args;
    for (const auto& arg : expr.args) args.push_back(bind(*arg));
    return args;
}

BoundExprPtr ExpressionBinder::bindIntervalArithmetic(const ast::Expr& expr) {
    auto is_interval = [](const ast::Expr& e) {
        return e.kind == ast::ExprKind::Literal && (e.literal_kind == ast::LiteralKind::IntervalMonths ||
                                                    e.literal_kind == ast::LiteralKind::IntervalMillis);
    };
    const bool plus = expr.text == "plus";
    if ((!plus && expr.text != "minus") || expr.args.size() != 2) return nullptr;
    const bool interval_first = is_interval(*expr.args[0]);
    if (!interval_first && !is_interval(*expr.args[1])) return nullptr;
    if (interval_first && (!plus || is_interval(*expr.args[1])))
        throw error(expr, "an interval can only be added to a DATE, TIME or TIMESTAMP, or subtracted from one");
    const ast::Expr& interval = *expr.args[interval_first ? 0 : 1];
    const ast::Expr& operand = *expr.args[interval_first ? 1 : 0];
    BoundExprPtr temporal = bind(operand);
    if (!temporal->type.isTemporal())
        throw error(operand,
                    "an interval can only be added to a DATE, TIME or TIMESTAMP, not to " + temporal->type.toString());
    int64_t count = 0;
    std::from_chars(interval.text.data(), interval.text.data() + interval.text.size(), count);
    if (!plus) count = -count;  // the parser keeps |count| below 2^63
    std::string unit = interval.literal_kind == ast::LiteralKind::IntervalMonths ? "MONTH" : "MILLISECOND";
    constexpr int64_t kMillisPerDay = 86'400'000;
    if (temporal->type.id() == TypeId::Date && unit == "MILLISECOND") {
        if (count % kMillisPerDay != 0)
            throw error(interval, "a DATE moves by whole days; cast it to TIMESTAMP to add hours, minutes or seconds");
        unit = "DAY";
        count /= kMillisPerDay;
    }
    const exec::ScalarFunction& add = *context_.functions.scalar("timestampAdd");
    std::vector<BoundExprPtr> args{makeConstant(Value::string(unit), unit),
                                   makeConstant(Value::bigint(count), std::to_string(count)), std::move(temporal)};
    try {
        return bindScalarCall(add, std::move(args), sourceText(expr), locationOf(expr));
    } catch (const ValidationError& e) {
        throw error(expr, e.message());
    }
}

BoundExprPtr ExpressionBinder::bindCall(const ast::Expr& expr) {
    if (BoundExprPtr shifted = bindIntervalArithmetic(expr)) return shifted;
    if (context_.functions.aggregate(expr.text) != nullptr)
        throw error(expr, "aggregate function '" + expr.text + "' is not allowed in " + clause);
    const exec::ScalarFunction* function = context_.functions.scalar(expr.text);
    if (function != nullptr && expr.filter)
        throw error(expr, "FILTER (WHERE ...) applies only to aggregate functions, not to '" + expr.text + "'");
    if (function == nullptr && isWindowOnlyFunction(expr.text))
        throw error(expr, "window function '" + expr.text + "' needs OVER (...) after it");
    if (function == nullptr && equalsIgnoringCase(expr.text, kGroupingFunction))
        throw error(expr, "GROUPING is only allowed in a query with GROUP BY, in its select list, HAVING or ORDER BY");
    if (function == nullptr && equalsIgnoringCase(expr.text, kGroupIdFunction))
        throw error(expr, "GROUP_ID is only allowed in a query with GROUP BY, in its select list, HAVING or ORDER BY");
    if (function == nullptr) {
        if (std::optional<std::string> misplaced = misplacedTableValuedCall(context_.functions, expr.text, clause))
            throw error(expr, *misplaced);
    }
    if (function == nullptr) {
        if (std::optional<std::string> misplaced = misplacedWindowCall(expr)) throw error(expr, *misplaced);
        std::string message = "unknown function '" + expr.text + "'";
        std::string closest = closestName(expr.text, context_.functions.names());
        if (!closest.empty()) message += "; did you mean '" + closest + "'?";
        throw error(expr, message);
    }
    std::vector<BoundExprPtr> args = bindArgs(expr);
    if (mode() == NameMode::CaseInsensitive && function->name() == "plus") rejectStringOperands(expr, args);
    if (exec::fn::comparesValues(function->name())) castLiteralsToTimeOperands(expr, args);
    BoundExprPtr call;
    try {
        call = bindScalarCall(*function, std::move(args), sourceText(expr), locationOf(expr));
    } catch (const ValidationError& e) {
        throw error(expr, e.message());
    }
    if (std::optional<exec::ArgumentProblem> problem = function->checkConstants(callInfo(*call)))
        throw error(*expr.args.at(problem->index), problem->message);
    return call;
}

void ExpressionBinder::rejectStringOperands(const ast::Expr& plus, const std::vector<BoundExprPtr>& args) const {
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i]->type.id() == TypeId::String)
            throw error(*plus.args.at(i), "'+' does not apply to STRING in SQL; concatenate with || or CONCAT");
    }
}

void ExpressionBinder::castLiteralsToTimeOperands(const ast::Expr& comparison, std::vector<BoundExprPtr>& args) const {
    const auto time = std::find_if(args.begin(), args.end(), [](const BoundExprPtr& arg) {
        const TypeId id = arg->type.id();
        return id == TypeId::Date || id == TypeId::Time || id == TypeId::Timestamp;
    });
    if (time == args.end()) return;
    const DataType type = (*time)->type;
    for (size_t i = 0; i < args.size(); ++i) {
        const ast::Expr& literal = *comparison.args.at(i);
        if (literal.kind != ast::ExprKind::Literal || literal.literal_kind != ast::LiteralKind::String) continue;
        BoundExprPtr cast = makeCastExpr(args[i], type, sourceText(literal), locationOf(literal));
        try {
            evaluateConstant(*cast);
        } catch (const ExecutionError&) {
            throw error(literal, "cannot cast '" + literal.text + "' to " + type.toString() +
                                     ", the type of the value it is compared with");
        }
        args[i] = std::move(cast);
    }
}

BoundExprPtr ExpressionBinder::bindCast(const ast::Expr& expr) {
    const ast::Expr& operand_node = *expr.args.at(0);
    BoundExprPtr operand = bind(operand_node);
    if (!exec::canCast(operand->type, expr.type))
        throw error(expr, "cannot cast " + operand->type.toString() + " to " + expr.type.toString());
    BoundExprPtr cast = makeCastExpr(operand, expr.type, sourceText(expr), locationOf(expr));
    // A quoted literal that is no value of the target type (DATE '2021-02-29', CAST('abc' AS INT)) is a
    // mistake in the query's text: report it now, under the literal, not when the first row is evaluated.
    if (operand_node.kind == ast::ExprKind::Literal && operand_node.literal_kind == ast::LiteralKind::String) {
        try {
            evaluateConstant(*cast);
        } catch (const ExecutionError&) {
            throw error(expr, "cannot cast '" + operand_node.text + "' to " + expr.type.toString());
        }
    }
    return cast;
}

BoundExprPtr ExpressionBinder::bindCase(const ast::Expr& expr) {
    std::vector<BoundExprPtr> args = bindArgs(expr);
    if (!expr.has_else) args.push_back(makeConstant(Value(), "NULL"));
    const exec::ScalarFunction* function = context_.functions.scalar("case");
    try {
        return bindScalarCall(*function, std::move(args), sourceText(expr), locationOf(expr));
    } catch (const ValidationError& e) {
        throw error(expr, e.message());
    }
}

}  // namespace tabula::planner
