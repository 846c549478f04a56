// Actions of the string-expression grammar that are more than a line: intervals, suffix calls, list items.
#include "parser/expression_actions.hpp"

#include <array>
#include <charconv>

namespace tabula::parser::flink_actions {

namespace {

struct IntervalUnit {
    std::string_view name;
    ast::LiteralKind kind;
    int64_t factor;  // months or milliseconds per unit
};

constexpr int64_t kMillisPerDay = 86'400'000;
constexpr std::array<IntervalUnit, 19> kIntervalUnits = {{
    {"year", ast::LiteralKind::IntervalMonths, 12},
    {"years", ast::LiteralKind::IntervalMonths, 12},
    {"quarter", ast::LiteralKind::IntervalMonths, 3},
    {"quarters", ast::LiteralKind::IntervalMonths, 3},
    {"month", ast::LiteralKind::IntervalMonths, 1},
    {"months", ast::LiteralKind::IntervalMonths, 1},
    {"week", ast::LiteralKind::IntervalMillis, 7 * kMillisPerDay},
    {"weeks", ast::LiteralKind::IntervalMillis, 7 * kMillisPerDay},
    {"day", ast::LiteralKind::IntervalMillis, kMillisPerDay},
    {"days", ast::LiteralKind::IntervalMillis, kMillisPerDay},
    {"hour", ast::LiteralKind::IntervalMillis, 3'600'000},
    {"hours", ast::LiteralKind::IntervalMillis, 3'600'000},
    {"minute", ast::LiteralKind::IntervalMillis, 60'000},
    {"minutes", ast::LiteralKind::IntervalMillis, 60'000},
    {"second", ast::LiteralKind::IntervalMillis, 1'000},
    {"seconds", ast::LiteralKind::IntervalMillis, 1'000},
    {"milli", ast::LiteralKind::IntervalMillis, 1},
    {"millis", ast::LiteralKind::IntervalMillis, 1},
    {"rows", ast::LiteralKind::RowCount, 1},
}};

}  // namespace

void intervalSuffix(Builder& builder, SourceSpan span) {
    const Token& unit_token = tokenItem(builder.window(), 0);
    const ast::ExprPtr& operand = suffixOperand(builder);
    const std::string unit_name = actions::lowerCase(unit_token.text);
    const IntervalUnit* unit = nullptr;
    for (const IntervalUnit& candidate : kIntervalUnits)
        if (candidate.name == unit_name) unit = &candidate;

    const bool integer = operand->kind == ast::ExprKind::Literal &&
                         (operand->literal_kind == ast::LiteralKind::Integer ||
                          operand->literal_kind == ast::LiteralKind::Long);
    if (!integer || unit == nullptr) {
        builder.fail(unit_token.span.begin,
                     "'." + unit_token.text + "' applies to an integer literal, as in 10." + unit_token.text);
    }
    int64_t count = 0;
    const std::string& digits = operand->text;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), count);
    int64_t value = 0;
    if (error != std::errc() || end != digits.data() + digits.size() ||
        __builtin_mul_overflow(count, unit->factor, &value)) {
        builder.fail(operand->span.begin, "the interval " + digits + "." + unit_token.text + " is too large");
    }
    replaceSuffix(builder, ast::makeLiteral(unit->kind, std::to_string(value), span));
}

ast::ExprPtr suffixCall(const Token& name, ast::ExprPtr operand, std::vector<ast::ExprPtr> args, SourceSpan span) {
    if (args.size() == 1 && actions::lowerCase(name.text) == "log")
        return ast::makeCall(name.text, {std::move(args[0]), std::move(operand)}, span);
    args.insert(args.begin(), std::move(operand));
    return ast::makeCall(name.text, std::move(args), span);
}

void finishItem(Builder& builder, SourceSpan span) {
    const auto window = builder.window();
    ast::ExprPtr expr = exprItem(window, 0);
    const Token* direction = nullptr;
    const Token* nulls = nullptr;
    for (const Item& item : window) {
        const auto* token = std::get_if<Token>(&item);
        if (!token || token->kind != TokenKind::Marker) continue;
        if (token->name == actions::kAsc || token->name == actions::kDesc) direction = token;
        if (token->name == actions::kNullsFirst || token->name == actions::kNullsLast) nulls = token;
    }
    if (direction || nulls) {
        const SourceSpan ordering_span{expr->span.begin, (nulls ? nulls : direction)->span.end};
        const std::optional<bool> nulls_first =
            nulls ? std::optional<bool>(nulls->name == actions::kNullsFirst) : std::nullopt;
        if (expr->kind == ast::ExprKind::Ordering) {
            if (direction) builder.fail(direction->span.begin, "the sort direction is given twice");
            auto ordering = std::make_shared<ast::Expr>(*expr);
            ordering->nulls_first = nulls_first;
            ordering->span = ordering_span;
            expr = std::move(ordering);
        } else {
            const bool descending = direction && direction->name == actions::kDesc;
            expr = ast::makeOrdering(expr, descending, nulls_first, ordering_span);
        }
    }
    std::vector<std::string> names = wordsOf(window);
    if (!names.empty()) expr = ast::makeAlias(expr, std::move(names), span);
    builder.replaceWindow(std::move(expr));
}

}  // namespace tabula::parser::flink_actions
