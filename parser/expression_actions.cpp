// Actions of the string-expression grammar that are more than a line: intervals, suffix calls, list items.
#include "parser/expression_actions.hpp"

namespace tabula::parser::flink_actions {

void intervalSuffix(Builder& builder, SourceSpan span) {
    const Token& unit_token = tokenItem(builder.window(), 0);
    const ast::ExprPtr& operand = suffixOperand(builder);
    const bool integer =
        operand->kind == ast::ExprKind::Literal &&
        (operand->literal_kind == ast::LiteralKind::Integer || operand->literal_kind == ast::LiteralKind::Long);
    const std::optional<ast::LiteralKind> kind = actions::intervalKind(unit_token.text);
    if (!integer || !kind) {
        builder.fail(unit_token.span.begin,
                     "'." + unit_token.text + "' applies to an integer literal, as in 10." + unit_token.text);
    }
    replaceSuffix(builder, actions::intervalLiteral(builder, operand->text, operand->span, unit_token.text,
                                                    operand->text + "." + unit_token.text, span));
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
