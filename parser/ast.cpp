// Builders of expression nodes, their re-parsable Flink-syntax rendering, and structural comparison.
#include "parser/ast.hpp"

#include <algorithm>
#include <cctype>

namespace tabula::ast {

namespace {

std::shared_ptr<Expr> newExpr(ExprKind kind, SourceSpan span) {
    auto expr = std::make_shared<Expr>();
    expr->kind = kind;
    expr->span = span;
    return expr;
}

/// Sets `expr`'s height from its arguments.
ExprPtr withHeight(std::shared_ptr<Expr> expr) {
    for (const ExprPtr& arg : expr->args)
        if (arg) expr->height = std::max(expr->height, arg->height + 1);
    return expr;
}

std::string quoted(std::string_view text) {
    std::string out = "'";
    for (const char c : text) {
        out += c;
        if (c == '\'') out += '\'';
    }
    out += '\'';
    return out;
}

bool isNegativeLiteral(const Expr& expr) {
    return expr.kind == ExprKind::Literal && !expr.text.empty() && expr.text.front() == '-';
}

bool isNotCall(const Expr& expr) {
    return expr.kind == ExprKind::Call && expr.text.size() == 3 && (expr.text[0] == 'n' || expr.text[0] == 'N') &&
           (expr.text[1] == 'o' || expr.text[1] == 'O') && (expr.text[2] == 't' || expr.text[2] == 'T');
}

/// An operand followed by `.suffix` or ` over w`. A negative number and not(...) need parentheses: the minus
/// and NOT would otherwise apply to the whole suffixed expression.
std::string suffixOperand(const Expr& expr) {
    return isNegativeLiteral(expr) || isNotCall(expr) ? "(" + toString(expr) + ")" : toString(expr);
}

/// The number of an interval or row count, ready for its unit suffix.
std::string countOperand(const std::string& text) {
    return !text.empty() && text.front() == '-' ? "(" + text + ")" : text;
}

std::string literalToString(const Expr& expr) {
    switch (expr.literal_kind) {
        case LiteralKind::Null: return expr.type.isNull() ? "NULL" : "Null(" + expr.type.toString() + ")";
        case LiteralKind::Boolean:
        case LiteralKind::Integer:
        case LiteralKind::Symbol: return expr.text;
        case LiteralKind::Long: return expr.text + "L";
        case LiteralKind::Decimal: return expr.text + "p";
        case LiteralKind::Float: return expr.text + "f";
        case LiteralKind::Double: return expr.text + "d";
        case LiteralKind::String: return quoted(expr.text);
        case LiteralKind::IntervalMillis: return countOperand(expr.text) + ".millis";
        case LiteralKind::IntervalMonths: return countOperand(expr.text) + ".months";
        case LiteralKind::RowCount: return countOperand(expr.text) + ".rows";
    }
    return expr.text;
}

/// True when `text` starts with the word DISTINCT (any case) not followed by an identifier character.
bool startsWithDistinct(std::string_view text) {
    constexpr std::string_view kWord = "distinct";
    if (text.size() < kWord.size()) return false;
    for (size_t i = 0; i < kWord.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(text[i])) != kWord[i]) return false;
    if (text.size() == kWord.size()) return true;
    const auto next = static_cast<unsigned char>(text[kWord.size()]);
    return !(std::isalnum(next) || next == '_' || next == '$' || next >= 0x80);
}

std::string joined(const std::vector<ExprPtr>& args) {
    std::string out;
    for (size_t i = 0; i < args.size(); ++i) {
        if (i > 0) out += ", ";
        const std::string arg = toString(*args[i]);
        // A first argument starting with the word distinct would read as the DISTINCT quantifier.
        out += i == 0 && startsWithDistinct(arg) ? "(" + arg + ")" : arg;
    }
    return out;
}

std::string callToString(const Expr& expr) {
    // extract(Symbol unit, x) is written extract(x, UNIT) in Flink's prefix form.
    if (expr.args.size() == 2 && expr.args[0]->kind == ExprKind::Literal &&
        expr.args[0]->literal_kind == LiteralKind::Symbol && (expr.text == "extract" || expr.text == "EXTRACT")) {
        return expr.text + "(" + toString(*expr.args[1]) + ", " + expr.args[0]->text + ")";
    }
    std::string call = expr.text + (expr.distinct ? ".distinct(" : "(") + joined(expr.args) + ")";
    if (expr.filter) call += " FILTER (WHERE " + toString(*expr.filter) + ")";
    return call;
}

std::string caseToString(const Expr& expr) {
    std::string out = "CASE";
    const size_t branches = expr.has_else ? expr.args.size() - 1 : expr.args.size();
    for (size_t i = 0; i + 1 < branches; i += 2)
        out += " WHEN " + toString(*expr.args[i]) + " THEN " + toString(*expr.args[i + 1]);
    if (expr.has_else) out += " ELSE " + toString(*expr.args.back());
    return out + " END";
}

std::string aliasToString(const Expr& expr) {
    std::string out = toString(*expr.args[0]) + " AS ";
    if (expr.names.size() == 1) return out + expr.names[0];
    out += "(";
    for (size_t i = 0; i < expr.names.size(); ++i) out += (i > 0 ? ", " : "") + expr.names[i];
    return out + ")";
}

std::string orderingToString(const Expr& expr) {
    std::string out = suffixOperand(*expr.args[0]) + (expr.descending ? ".desc" : ".asc");
    if (expr.nulls_first) out += *expr.nulls_first ? " NULLS FIRST" : " NULLS LAST";
    return out;
}

std::string frameOffsetToString(const FrameBound& bound) {
    switch (bound.offset_kind) {
        case LiteralKind::IntervalMillis: return "INTERVAL '" + std::to_string(bound.offset) + "' MILLISECOND";
        case LiteralKind::IntervalMonths: return "INTERVAL '" + std::to_string(bound.offset) + "' MONTH";
        default: return std::to_string(bound.offset);
    }
}

std::string frameBoundToString(const FrameBound& bound) {
    switch (bound.kind) {
        case FrameBoundKind::UnboundedPreceding: return "UNBOUNDED PRECEDING";
        case FrameBoundKind::Preceding: return frameOffsetToString(bound) + " PRECEDING";
        case FrameBoundKind::CurrentRow: return "CURRENT ROW";
        case FrameBoundKind::Following: return frameOffsetToString(bound) + " FOLLOWING";
        case FrameBoundKind::UnboundedFollowing: return "UNBOUNDED FOLLOWING";
    }
    return {};
}

std::string exprList(const std::vector<ExprPtr>& exprs) {
    std::string out;
    for (const ExprPtr& expr : exprs) out += (out.empty() ? "" : ", ") + toString(*expr);
    return out;
}

/// `(PARTITION BY g ORDER BY k.asc ROWS BETWEEN 1 PRECEDING AND CURRENT ROW)`.
std::string windowToString(const WindowSpec& window) {
    std::vector<std::string> parts;
    if (!window.partition_by.empty()) parts.push_back("PARTITION BY " + exprList(window.partition_by));
    if (!window.order_by.empty()) parts.push_back("ORDER BY " + exprList(window.order_by));
    if (window.frame) {
        parts.push_back(std::string(window.frame->unit == FrameUnit::Rows ? "ROWS" : "RANGE") + " BETWEEN " +
                        frameBoundToString(window.frame->start) + " AND " + frameBoundToString(window.frame->end));
    }
    std::string out = "(";
    for (const std::string& part : parts) out += (out.size() > 1 ? " " : "") + part;
    return out + ")";
}

bool equalLists(const std::vector<ExprPtr>& a, const std::vector<ExprPtr>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (!equalsIgnoringSpans(*a[i], *b[i])) return false;
    return true;
}

bool equalBounds(const FrameBound& a, const FrameBound& b) {
    return a.kind == b.kind && a.offset == b.offset && a.offset_kind == b.offset_kind;
}

bool equalWindows(const WindowSpec& a, const WindowSpec& b) {
    if (a.frame.has_value() != b.frame.has_value()) return false;
    if (a.frame && (a.frame->unit != b.frame->unit || !equalBounds(a.frame->start, b.frame->start) ||
                    !equalBounds(a.frame->end, b.frame->end)))
        return false;
    return equalLists(a.partition_by, b.partition_by) && equalLists(a.order_by, b.order_by);
}

}  // namespace

ExprPtr makeLiteral(LiteralKind kind, std::string text, SourceSpan span) {
    auto expr = newExpr(ExprKind::Literal, span);
    expr->literal_kind = kind;
    expr->text = std::move(text);
    return expr;
}

ExprPtr makeNull(DataType type, SourceSpan span) {
    auto expr = newExpr(ExprKind::Literal, span);
    expr->literal_kind = LiteralKind::Null;
    expr->type = type;
    return expr;
}

ExprPtr makeField(std::string name, SourceSpan span) {
    auto expr = newExpr(ExprKind::Field, span);
    expr->text = std::move(name);
    return expr;
}

ExprPtr makeStar(SourceSpan span) { return newExpr(ExprKind::Star, span); }

ExprPtr makeCall(std::string name, std::vector<ExprPtr> args, SourceSpan span, bool distinct) {
    auto expr = newExpr(ExprKind::Call, span);
    expr->text = std::move(name);
    expr->args = std::move(args);
    expr->distinct = distinct;
    return withHeight(std::move(expr));
}

ExprPtr makeCast(ExprPtr operand, DataType type, SourceSpan span) {
    auto expr = newExpr(ExprKind::Cast, span);
    expr->args.push_back(std::move(operand));
    expr->type = type;
    return withHeight(std::move(expr));
}

ExprPtr makeAlias(ExprPtr operand, std::vector<std::string> names, SourceSpan span) {
    auto expr = newExpr(ExprKind::Alias, span);
    expr->args.push_back(std::move(operand));
    expr->names = std::move(names);
    return withHeight(std::move(expr));
}

ExprPtr makeOrdering(ExprPtr operand, bool descending, std::optional<bool> nulls_first, SourceSpan span) {
    auto expr = newExpr(ExprKind::Ordering, span);
    expr->args.push_back(std::move(operand));
    expr->descending = descending;
    expr->nulls_first = nulls_first;
    return withHeight(std::move(expr));
}

ExprPtr makeCase(std::vector<ExprPtr> branches, ExprPtr else_result, SourceSpan span) {
    auto expr = newExpr(ExprKind::Case, span);
    expr->args = std::move(branches);
    if (else_result) {
        expr->args.push_back(std::move(else_result));
        expr->has_else = true;
    }
    return withHeight(std::move(expr));
}

ExprPtr makeOver(ExprPtr operand, std::string window, SourceSpan span) {
    auto expr = newExpr(ExprKind::Over, span);
    expr->args.push_back(std::move(operand));
    expr->text = std::move(window);
    return withHeight(std::move(expr));
}

ExprPtr makeOver(ExprPtr operand, WindowSpecPtr window, SourceSpan span) {
    auto expr = newExpr(ExprKind::Over, span);
    expr->args.push_back(std::move(operand));
    for (const auto* list : {&window->partition_by, &window->order_by}) {
        for (const ExprPtr& key : *list) expr->height = std::max(expr->height, key->height + 1);
    }
    expr->window = std::move(window);
    return withHeight(std::move(expr));
}

ExprPtr makeSubquery(SubqueryKind kind, std::shared_ptr<const Query> query, ExprPtr probe, std::string comparison,
                     SourceSpan span) {
    auto expr = newExpr(ExprKind::Subquery, span);
    expr->subquery_kind = kind;
    expr->query = std::move(query);
    if (probe) expr->args.push_back(std::move(probe));
    expr->text = std::move(comparison);
    return withHeight(std::move(expr));
}

namespace {

/// Subqueries render by kind only: the query itself has no string-expression form.
std::string subqueryToString(const Expr& expr) {
    switch (expr.subquery_kind) {
        case SubqueryKind::Scalar: return "(subquery)";
        case SubqueryKind::Exists: return "exists(subquery)";
        case SubqueryKind::In: return "in(" + toString(*expr.args[0]) + ", subquery)";
        case SubqueryKind::Any: return expr.text + "Any(" + toString(*expr.args[0]) + ", subquery)";
        case SubqueryKind::All: return expr.text + "All(" + toString(*expr.args[0]) + ", subquery)";
    }
    return {};
}

}  // namespace

std::string toString(const Expr& expr) {
    switch (expr.kind) {
        case ExprKind::Literal: return literalToString(expr);
        case ExprKind::Field: return expr.qualifier.empty() ? expr.text : expr.qualifier + "." + expr.text;
        case ExprKind::Star: return expr.qualifier.empty() ? "*" : expr.qualifier + ".*";
        case ExprKind::Call: return callToString(expr);
        case ExprKind::Cast: return "cast(" + toString(*expr.args[0]) + ", " + expr.type.toString() + ")";
        case ExprKind::Case: return caseToString(expr);
        case ExprKind::Alias: return aliasToString(expr);
        case ExprKind::Ordering: return orderingToString(expr);
        case ExprKind::Over:
            return suffixOperand(*expr.args[0]) + " over " + (expr.window ? windowToString(*expr.window) : expr.text);
        case ExprKind::Subquery: return subqueryToString(expr);
    }
    return {};
}

bool equalsIgnoringSpans(const Expr& a, const Expr& b) {
    if (a.kind != b.kind || a.literal_kind != b.literal_kind || a.text != b.text || a.qualifier != b.qualifier ||
        !(a.type == b.type) || a.names != b.names || a.distinct != b.distinct || a.descending != b.descending ||
        a.nulls_first != b.nulls_first || a.has_else != b.has_else || a.case_insensitive != b.case_insensitive ||
        a.position != b.position || a.args.size() != b.args.size() || a.subquery_kind != b.subquery_kind ||
        a.query != b.query || !a.filter != !b.filter || !a.window != !b.window) {
        return false;
    }
    if (a.window && a.window != b.window && !equalWindows(*a.window, *b.window)) return false;
    if (a.filter && !equalsIgnoringSpans(*a.filter, *b.filter)) return false;
    for (size_t i = 0; i < a.args.size(); ++i) {
        const Expr* x = a.args[i].get();
        const Expr* y = b.args[i].get();
        if (x == y) continue;
        if (!x || !y || !equalsIgnoringSpans(*x, *y)) return false;
    }
    return true;
}

}  // namespace tabula::ast
