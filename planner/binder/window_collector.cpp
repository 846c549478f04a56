// Window collection: window calls bound to their functions, frames and windows, then stacked Window nodes.
#include "planner/binder/window_collector.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "planner/binder/aggregate_collector.hpp"
#include "planner/binder/name_index.hpp"
#include "planner/binder/table_ops.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/expr/scalar_call.hpp"

namespace tabula::planner {
namespace {

using exec::WindowFunctionKind;

/// Placeholder columns count from here: no plan has this many columns.
constexpr uint32_t kPlaceholderBase = 1U << 30;

constexpr std::array<std::pair<std::string_view, WindowFunctionKind>, 11> kWindowFunctions{{
    {"row_number", WindowFunctionKind::RowNumber},
    {"rank", WindowFunctionKind::Rank},
    {"dense_rank", WindowFunctionKind::DenseRank},
    {"percent_rank", WindowFunctionKind::PercentRank},
    {"cume_dist", WindowFunctionKind::CumeDist},
    {"ntile", WindowFunctionKind::Ntile},
    {"lag", WindowFunctionKind::Lag},
    {"lead", WindowFunctionKind::Lead},
    {"first_value", WindowFunctionKind::FirstValue},
    {"last_value", WindowFunctionKind::LastValue},
    {"nth_value", WindowFunctionKind::NthValue},
}};

std::optional<WindowFunctionKind> windowFunction(std::string_view name) {
    for (const auto& [known, kind] : kWindowFunctions)
        if (equalsIgnoringCase(known, name)) return kind;
    return std::nullopt;
}

bool isRanking(WindowFunctionKind kind) {
    return kind == WindowFunctionKind::RowNumber || kind == WindowFunctionKind::Rank ||
           kind == WindowFunctionKind::DenseRank || kind == WindowFunctionKind::PercentRank ||
           kind == WindowFunctionKind::CumeDist || kind == WindowFunctionKind::Ntile;
}

/// The integer literal `arg` when it is at least `minimum`; otherwise the error `what`, under `arg`.
int64_t constantCount(const ast::Expr& arg, int64_t minimum, const std::string& what, const ExpressionBinder& binder) {
    int64_t value = -1;
    if (arg.kind == ast::ExprKind::Literal && arg.literal_kind == ast::LiteralKind::Integer) {
        try {
            value = std::stoll(arg.text);
        } catch (const std::exception&) {
            value = -1;
        }
    }
    if (value < minimum) throw binder.error(arg, what);
    return value;
}

exec::FrameBound frameBound(const ast::FrameBound& bound) {
    switch (bound.kind) {
        case ast::FrameBoundKind::UnboundedPreceding: return {exec::FrameBoundKind::UnboundedPreceding, 0};
        case ast::FrameBoundKind::Preceding: return {exec::FrameBoundKind::Preceding, bound.offset};
        case ast::FrameBoundKind::CurrentRow: return {exec::FrameBoundKind::CurrentRow, 0};
        case ast::FrameBoundKind::Following: return {exec::FrameBoundKind::Following, bound.offset};
        case ast::FrameBoundKind::UnboundedFollowing: return {exec::FrameBoundKind::UnboundedFollowing, 0};
    }
    return {};
}

bool sameKeys(const std::vector<BoundExprPtr>& a, const std::vector<BoundExprPtr>& b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](const auto& x, const auto& y) { return boundEquals(*x, *y); });
}

bool sameOrder(const std::vector<SortSpec>& a, const std::vector<SortSpec>& b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](const auto& x, const auto& y) {
               return x.descending == y.descending && x.nulls_first == y.nulls_first && boundEquals(*x.expr, *y.expr);
           });
}

/// A RANGE bound's offset in the units of the window's one ORDER BY key: the number itself for a numeric key; for a
/// TIMESTAMP or TIME key an interval in milliseconds, for a DATE key one of whole days. `fail` makes the error.
template <class Fail>
int64_t rangeOffset(const ast::FrameBound& bound, const std::vector<SortSpec>& order, const Fail& fail) {
    if (order.size() != 1) throw fail("a RANGE frame with an offset needs exactly one ORDER BY key");
    const DataType& type = order[0].expr->type;
    const bool interval = bound.offset_kind != ast::LiteralKind::Integer;
    if (type.isInteger() || type.isApproximate()) {
        if (interval)
            throw fail("a RANGE frame over an ORDER BY key of type " + type.toString() +
                       " takes a number as its offset");
        return bound.offset;
    }
    switch (type.id()) {
        case TypeId::Date:
        case TypeId::Time:
        case TypeId::Timestamp: {
            if (!interval)
                throw fail("a RANGE frame over an ORDER BY key of type " + type.toString() +
                           " takes an interval as its offset, e.g. INTERVAL '1' HOUR PRECEDING");
            if (bound.offset_kind == ast::LiteralKind::IntervalMonths)
                throw fail("a RANGE offset of months or years is not supported; give it in days");
            constexpr int64_t kMillisPerDay = 86'400'000;
            if (type.id() != TypeId::Date) return bound.offset;
            if (bound.offset % kMillisPerDay != 0) throw fail("a RANGE offset over a DATE key must be whole days");
            return bound.offset / kMillisPerDay;
        }
        default:
            throw fail("a RANGE frame with an offset needs a numeric, DATE, TIME or TIMESTAMP ORDER BY key, not " +
                       type.toString());
    }
}

}  // namespace

bool isWindowOnlyFunction(std::string_view name) { return windowFunction(name).has_value(); }

WindowCollector::WindowCollector(const std::vector<ast::NamedWindow>& windows, BindBelow bind_below)
    : windows_(windows), bind_below_(std::move(bind_below)) {}

const ast::WindowSpec& WindowCollector::resolveWindow(const ast::Expr& over, const ExpressionBinder& binder) const {
    if (over.window) return *over.window;
    for (const ast::NamedWindow& named : windows_)
        if (equalsIgnoringCase(named.name, over.text)) return *named.window;
    std::string defined;
    for (const ast::NamedWindow& named : windows_) defined += (defined.empty() ? "" : ", ") + named.name;
    const bool sql = binder.context().dialect == Dialect::Sql;
    if (defined.empty())
        throw binder.error(over, "no window named '" + over.text + "'; the query has no WINDOW clause");
    throw binder.error(over, "no window named '" + over.text + "'; " + (sql ? "the WINDOW clause" : "window(...)") +
                                 " defines " + defined);
}

exec::WindowFrame WindowCollector::bindFrame(const ast::WindowSpec& window, const std::vector<SortSpec>& order,
                                             const ExpressionBinder& binder) const {
    exec::WindowFrame frame;  // RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
    if (!window.frame) return frame;
    const ast::WindowFrame& written = *window.frame;
    frame.unit = written.unit == ast::FrameUnit::Rows ? exec::FrameUnit::Rows : exec::FrameUnit::Range;
    frame.start = frameBound(written.start);
    frame.end = frameBound(written.end);
    for (const auto& ends : {std::pair{&written.start, &frame.start}, std::pair{&written.end, &frame.end}}) {
        const ast::FrameBound* bound = ends.first;
        exec::FrameBound* planned = ends.second;
        if (bound->kind != ast::FrameBoundKind::Preceding && bound->kind != ast::FrameBoundKind::Following) continue;
        // A Table API window's bounds were not parsed from the select's text: their errors have no position.
        const bool located = bound->span.end > bound->span.begin;
        auto fail = [&](const std::string& message) {
            return located ? bindError(binder.text(), bound->span, message) : ValidationError(message);
        };
        if (bound->offset < 0) throw fail("a frame's offset cannot be negative");
        if (frame.unit == exec::FrameUnit::Rows) {
            if (bound->offset_kind != ast::LiteralKind::Integer)
                throw fail("a ROWS frame counts rows: its offset is a whole number, not an interval");
            continue;
        }
        planned->offset = rangeOffset(*bound, order, fail);
    }
    return frame;
}

void WindowCollector::bindAggregate(WindowCall& bound, const ast::Expr& call, const exec::AggregateFunction& function,
                                    const ExpressionBinder& binder) {
    if (call.distinct) throw binder.error(call, "DISTINCT is not supported in an aggregate over a window");
    if (call.filter) throw binder.error(*call.filter, "FILTER is not supported in an aggregate over a window");
    const bool star = call.args.size() == 1 && call.args[0]->kind == ast::ExprKind::Star;
    if (star && function.name() != "count") throw binder.error(call, "'*' is only allowed as the argument of count");
    if (!star) {
        for (const auto& arg : call.args) bound.args.push_back(bind_below_(*arg, "the arguments of a window function"));
    }
    if (bound.args.size() > 1)
        throw binder.error(call, "aggregate function '" + std::string(function.name()) +
                                     "' with several arguments is not supported over a window");
    bound.signature = bindAggregateArguments(function, bound.args, call, binder);
    bound.aggregate = &function;
    bound.type = bound.signature.result;
}

WindowCall WindowCollector::bindCall(const ast::Expr& call, const ast::WindowSpec& window,
                                     const std::vector<SortSpec>& order, const ExpressionBinder& binder) {
    const bool ordered = !order.empty();
    WindowCall bound;
    bound.location = binder.locationOf(call);
    bound.frame = bindFrame(window, order, binder);
    const std::optional<WindowFunctionKind> kind =
        call.kind == ast::ExprKind::Call ? windowFunction(call.text) : std::nullopt;
    if (!kind) {
        const exec::AggregateFunction* function =
            call.kind == ast::ExprKind::Call ? binder.functions().aggregate(call.text) : nullptr;
        if (!function)
            throw binder.error(call, "'" + binder.sourceText(call) +
                                         "' is neither a window function nor an aggregate function; OVER applies to "
                                         "those only");
        bindAggregate(bound, call, *function, binder);
        return bound;
    }
    bound.kind = *kind;
    const std::string name = exec::windowFunctionName(*kind);
    if ((isRanking(*kind) || *kind == WindowFunctionKind::Lag || *kind == WindowFunctionKind::Lead) && !ordered)
        throw binder.error(call, name + " needs an ORDER BY in its window");
    if (call.distinct || call.filter) throw binder.error(call, name + " takes no DISTINCT and no FILTER");
    const auto& args = call.args;
    auto arity = [&](size_t least, size_t most, const std::string& form) {
        if (args.size() < least || args.size() > most || (!args.empty() && args[0]->kind == ast::ExprKind::Star))
            throw binder.error(call, name + " takes " + form);
    };
    switch (*kind) {
        case WindowFunctionKind::Ntile:
            arity(1, 1, "one argument, the number of buckets");
            bound.parameter = constantCount(*args[0], 1, "NTILE takes a positive integer constant", binder);
            bound.type = Types::BIGINT();
            return bound;
        case WindowFunctionKind::PercentRank:
        case WindowFunctionKind::CumeDist:
            arity(0, 0, "no arguments");
            bound.type = Types::DOUBLE();
            return bound;
        case WindowFunctionKind::Lag:
        case WindowFunctionKind::Lead: {
            arity(1, 3, "a value, then optionally an offset and a default");
            bound.args.push_back(bind_below_(*args[0], "the arguments of a window function"));
            bound.parameter = 1;
            if (args.size() > 1)
                bound.parameter =
                    constantCount(*args[1], 0, name + "'s offset must be a non-negative integer constant", binder);
            if (args.size() > 2) {
                bound.args.push_back(
                    castTo(bind_below_(*args[2], "the arguments of a window function"), bound.args[0]->type));
            }
            bound.type = bound.args[0]->type;
            return bound;
        }
        case WindowFunctionKind::FirstValue:
        case WindowFunctionKind::LastValue:
        case WindowFunctionKind::NthValue:
            if (*kind == WindowFunctionKind::NthValue) {
                arity(2, 2, "a value and a row number");
                bound.parameter = constantCount(*args[1], 1,
                                                "NTH_VALUE's row number must be a positive integer "
                                                "constant",
                                                binder);
            } else {
                arity(1, 1, "one argument");
            }
            bound.args.push_back(bind_below_(*args[0], "the arguments of a window function"));
            bound.type = bound.args[0]->type;
            return bound;
        default:
            arity(0, 0, "no arguments");
            bound.type = Types::BIGINT();
            return bound;
    }
}

BoundExprPtr WindowCollector::collect(const ast::Expr& node, ExpressionBinder& binder) {
    if (node.kind != ast::ExprKind::Over) return nullptr;
    const ast::WindowSpec& window = resolveWindow(node, binder);
    Window bound_window;
    for (const auto& key : window.partition_by) bound_window.partition.push_back(bind_below_(*key, "PARTITION BY"));
    bound_window.order = bindSortKeys(binder, window.order_by,
                                      [&](const ast::Expr& key) { return bind_below_(key, "the window's ORDER BY"); });
    WindowCall call = bindCall(*node.args.at(0), window, bound_window.order, binder);
    call.text = binder.sourceText(node);
    auto same = std::find_if(bound_windows_.begin(), bound_windows_.end(), [&](const Window& seen) {
        return sameKeys(seen.partition, bound_window.partition) && sameOrder(seen.order, bound_window.order);
    });
    if (same == bound_windows_.end()) same = bound_windows_.insert(bound_windows_.end(), std::move(bound_window));
    same->calls.push_back(calls_.size());
    const DataType type = call.type;
    calls_.push_back(std::move(call));
    return makeColumnRef(kPlaceholderBase + static_cast<uint32_t>(calls_.size() - 1), type, binder.sourceText(node));
}

LogicalPtr WindowCollector::windowNodes(LogicalPtr below) {
    call_columns_.assign(calls_.size(), 0);
    LogicalPtr plan = std::move(below);
    for (const Window& window : bound_windows_) {
        std::vector<WindowCall> calls;
        std::vector<std::string> names;
        for (size_t index : window.calls) {
            call_columns_[index] = static_cast<uint32_t>(plan->schema().getFieldCount() + calls.size());
            calls.push_back(calls_[index]);
            names.push_back(calls_[index].text);
        }
        plan = std::make_shared<WindowNode>(plan, window.partition, window.order, std::move(calls), std::move(names));
    }
    return plan;
}

BoundExprPtr WindowCollector::placeColumns(const BoundExprPtr& expr) const {
    if (expr->kind == BoundKind::Column && expr->column >= kPlaceholderBase)
        return makeColumnRef(call_columns_.at(expr->column - kPlaceholderBase), expr->type, expr->text);
    if (expr->args.empty()) return expr;
    std::vector<BoundExprPtr> args;
    bool changed = false;
    for (const BoundExprPtr& arg : expr->args) {
        args.push_back(placeColumns(arg));
        changed |= args.back() != arg;
    }
    return changed ? withArgs(*expr, std::move(args)) : expr;
}

}  // namespace tabula::planner
