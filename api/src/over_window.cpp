// The over-window builders, and an over window turned into the window a select's `x over w` calls resolve to.
#include "over_window_spec.hpp"

#include "parser/parse.hpp"
#include "tabula/error.hpp"

namespace tabula {

OverWindowPartitioned Over::partitionBy(std::string_view fields) { return OverWindowPartitioned(std::string(fields)); }

OverWindowPartitionedOrdered Over::orderBy(std::string_view fields) {
    return OverWindowPartitionedOrdered("", std::string(fields));
}

OverWindowPartitionedOrdered OverWindowPartitioned::orderBy(std::string_view fields) const {
    return OverWindowPartitionedOrdered(partition_, std::string(fields));
}

OverWindowPartitionedOrderedPreceding OverWindowPartitionedOrdered::preceding(std::string_view bound) const {
    return OverWindowPartitionedOrderedPreceding(partition_, order_, std::string(bound), "");
}

OverWindow OverWindowPartitionedOrdered::as(std::string_view alias) const {
    return OverWindow(partition_, order_, "", "", std::string(alias));
}

OverWindowPartitionedOrderedPreceding OverWindowPartitionedOrderedPreceding::following(std::string_view bound) const {
    return OverWindowPartitionedOrderedPreceding(partition_, order_, preceding_, std::string(bound));
}

OverWindow OverWindowPartitionedOrderedPreceding::as(std::string_view alias) const {
    return OverWindow(partition_, order_, preceding_, following_, std::string(alias));
}

namespace detail {
namespace {

/// One bound of an over window: "UNBOUNDED_RANGE", "CURRENT_ROW", "2.rows", ...; `rows` says whether it counts rows.
struct OverBound {
    ast::FrameBound bound;
    bool rows = false;
};

OverBound overBound(const std::string& text, bool preceding) {
    const std::string expected =
        preceding ? "UNBOUNDED_RANGE, UNBOUNDED_ROW, CURRENT_RANGE, CURRENT_ROW, a row count such as 2.rows or a time "
                    "interval such as 1.hours"
                  : "CURRENT_RANGE or CURRENT_ROW";
    ast::ExprPtr parsed;
    try {
        parsed = parser::parseExpression(text);
    } catch (const ParseError&) {
        throw ValidationError(std::string(preceding ? "preceding" : "following") + " takes " + expected + ", not '" +
                              text + "'");
    }
    OverBound result;
    if (parsed->kind == ast::ExprKind::Literal && parsed->literal_kind == ast::LiteralKind::Symbol) {
        const std::string& word = parsed->text;
        if (word == "CURRENT_ROW" || word == "CURRENT_RANGE") {
            result.bound.kind = ast::FrameBoundKind::CurrentRow;
            result.rows = word == "CURRENT_ROW";
            return result;
        }
        if (preceding && (word == "UNBOUNDED_ROW" || word == "UNBOUNDED_RANGE")) {
            result.bound.kind = ast::FrameBoundKind::UnboundedPreceding;
            result.rows = word == "UNBOUNDED_ROW";
            return result;
        }
    }
    if (preceding && parsed->kind == ast::ExprKind::Literal && parsed->literal_kind == ast::LiteralKind::RowCount) {
        result.bound = {ast::FrameBoundKind::Preceding, std::stoll(parsed->text), ast::LiteralKind::Integer, {}};
        result.rows = true;
        return result;
    }
    if (preceding && parsed->kind == ast::ExprKind::Literal &&
        (parsed->literal_kind == ast::LiteralKind::IntervalMillis ||
         parsed->literal_kind == ast::LiteralKind::IntervalMonths)) {
        // A time range: the rows whose order key lies within the interval before the current row's.
        result.bound = {ast::FrameBoundKind::Preceding, std::stoll(parsed->text), parsed->literal_kind, {}};
        return result;
    }
    throw ValidationError(std::string(preceding ? "preceding" : "following") + " takes " + expected + ", not '" + text +
                          "'");
}

std::vector<ast::ExprPtr> parsedKeys(const std::string& text) {
    std::vector<ast::ExprPtr> keys;
    for (const ast::ExprPtr& key : parser::parseExpressionList(text)) keys.push_back(detachedSpans(key));
    return keys;
}

}  // namespace

ast::ExprPtr detachedSpans(const ast::ExprPtr& expr) {
    auto copy = std::make_shared<ast::Expr>(*expr);
    copy->span = SourceSpan{UINT32_MAX, UINT32_MAX};
    for (ast::ExprPtr& arg : copy->args) arg = detachedSpans(arg);
    return copy;
}

ast::NamedWindow overWindowSpec(const OverWindow& window) {
    if (window.alias().empty()) throw ValidationError("an over window needs an alias: .as('w')");
    if (window.order().empty())
        throw ValidationError("the over window '" + window.alias() + "' needs orderBy(...), as Flink's do");
    auto spec = std::make_shared<ast::WindowSpec>();
    if (!window.partition().empty()) spec->partition_by = parsedKeys(window.partition());
    spec->order_by = parsedKeys(window.order());
    const OverBound start = overBound(window.preceding().empty() ? "UNBOUNDED_RANGE" : window.preceding(), true);
    const std::string following = !window.following().empty() ? window.following()
                                  : start.rows                ? "CURRENT_ROW"
                                                              : "CURRENT_RANGE";
    const OverBound end = overBound(following, false);
    if (start.rows != end.rows)
        throw ValidationError("the over window '" + window.alias() + "' mixes a " + (start.rows ? "row" : "range") +
                              " start with a " + (end.rows ? "row" : "range") +
                              " end; preceding and following must both count rows or both ranges");
    spec->frame =
        ast::WindowFrame{start.rows ? ast::FrameUnit::Rows : ast::FrameUnit::Range, start.bound, end.bound, {}};
    return ast::NamedWindow{{}, window.alias(), std::move(spec)};
}

}  // namespace detail
}  // namespace tabula
