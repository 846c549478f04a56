// Shared action bodies: operator folding, calls, CASE and CAST assembly, literal text normalisation.
#include "parser/action_helpers.hpp"

#include <array>
#include <cctype>
#include <charconv>

namespace tabula::parser::actions {

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

bool isNumberLiteral(const ast::Expr& expr) {
    using ast::LiteralKind;
    if (expr.kind != ast::ExprKind::Literal) return false;
    switch (expr.literal_kind) {
        case LiteralKind::Integer:
        case LiteralKind::Long:
        case LiteralKind::Decimal:
        case LiteralKind::Float:
        case LiteralKind::Double: return !expr.text.empty() && expr.text.front() != '-';
        default: return false;
    }
}

}  // namespace

std::string upperCase(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

std::string lowerCase(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string unquote(std::string_view text) {
    const char quote = text.front();
    const std::string_view body = text.substr(1, text.size() - 2);
    std::string out;
    out.reserve(body.size());
    for (size_t i = 0; i < body.size(); ++i) {
        out += body[i];
        if (body[i] == quote) ++i;  // the grammar guarantees the quote is doubled
    }
    return out;
}

std::string normalizedNumber(std::string_view text) {
    std::string out(text);
    if (!out.empty() && out.front() == '.') out.insert(out.begin(), '0');
    if (!out.empty() && out.back() == '.') out.pop_back();
    return out;
}

void foldChain(Builder& builder) {
    const auto window = builder.window();
    if (window.size() == 1) return;
    ast::ExprPtr result = exprItem(window, 0);
    for (size_t i = 1; i + 1 < window.size(); i += 2) {
        const ast::ExprPtr& rhs = exprItem(window, i + 1);
        result = ast::makeCall(tokenItem(window, i).name, {result, rhs}, SourceSpan{result->span.begin, rhs->span.end});
        builder.checkHeight(*result);
    }
    builder.replaceWindow(std::move(result));
}

void operatorCall(Builder& builder, SourceSpan span) {
    const auto window = builder.window();
    std::vector<ast::ExprPtr> args = exprsOf(window);
    builder.replaceWindow(ast::makeCall(tokenItem(window, 1).name, std::move(args), span));
}

void unaryCall(Builder& builder, SourceSpan span) {
    const auto window = builder.window();
    const Token& op = tokenItem(window, 0);
    const ast::ExprPtr& operand = exprItem(window, 1);
    if (op.name == kMinusPrefix && isNumberLiteral(*operand)) {
        builder.replaceWindow(ast::makeLiteral(operand->literal_kind, "-" + operand->text, span));
        return;
    }
    builder.replaceWindow(ast::makeCall(op.name, {operand}, span));
}

void prefixCall(Builder& builder, SourceSpan span, std::string name, bool distinct) {
    const auto window = builder.window();
    const bool marked = findToken(window, TokenKind::Marker, kDistinct) != nullptr;
    builder.replaceWindow(ast::makeCall(std::move(name), exprsOf(window), span, distinct || marked));
}

void caseExpression(Builder& builder, SourceSpan span) {
    const auto window = builder.window();
    ast::ExprPtr operand;
    std::vector<ast::ExprPtr> branches;
    ast::ExprPtr else_result;
    size_t i = 0;
    if (const auto* first = std::get_if<ast::ExprPtr>(&window[0])) {
        operand = *first;
        i = 1;
    }
    while (i < window.size()) {
        const Token& marker = tokenItem(window, i);
        if (marker.name == kElse) {
            else_result = exprItem(window, i + 1);
            break;
        }
        ast::ExprPtr condition = exprItem(window, i + 1);
        if (operand) {
            const SourceSpan value_span = condition->span;
            condition = ast::makeCall(kEquals, {operand, std::move(condition)}, value_span);
        }
        branches.push_back(std::move(condition));
        branches.push_back(exprItem(window, i + 2));
        i += 3;
    }
    builder.replaceWindow(ast::makeCase(std::move(branches), std::move(else_result), span));
}

void castExpression(Builder& builder, SourceSpan span) {
    const auto window = builder.window();
    DataType type;
    for (const Item& item : window)
        if (const auto* type_item = std::get_if<TypeItem>(&item)) type = type_item->type;
    builder.replaceWindow(ast::makeCast(exprsOf(window).front(), type, span));
}

ast::ExprPtr trimCall(const Token& name, const std::vector<ast::ExprPtr>& args, ast::ExprPtr operand, SourceSpan span) {
    ast::ExprPtr mode;
    ast::ExprPtr characters;
    for (const ast::ExprPtr& arg : args) {
        if (!mode && !characters && arg->kind == ast::ExprKind::Literal &&
            arg->literal_kind == ast::LiteralKind::Symbol) {
            mode = arg;
        } else {
            characters = arg;
        }
    }
    if (!mode) mode = ast::makeLiteral(ast::LiteralKind::Symbol, "BOTH", name.span);
    if (!characters) characters = ast::makeLiteral(ast::LiteralKind::String, " ", name.span);
    return ast::makeCall(name.text, {std::move(mode), std::move(characters), std::move(operand)}, span);
}

std::optional<ast::LiteralKind> intervalKind(std::string_view unit) {
    const std::string name = lowerCase(unit);
    for (const IntervalUnit& candidate : kIntervalUnits)
        if (candidate.name == name) return candidate.kind;
    return std::nullopt;
}

ast::ExprPtr intervalLiteral(const Builder& builder, std::string_view count, SourceSpan count_span,
                             std::string_view unit, const std::string& written, SourceSpan span) {
    const std::string name = lowerCase(unit);
    const IntervalUnit* found = nullptr;
    for (const IntervalUnit& candidate : kIntervalUnits)
        if (candidate.name == name) found = &candidate;
    if (found == nullptr) builder.fail(span.begin, "'" + std::string(unit) + "' is not a unit of an interval");
    std::string_view digits = count.substr(count.size() > 0 && count[0] == '+' ? 1 : 0);
    // Seconds may have a fraction down to milliseconds ('0.5' SECOND), as in Flink; other units count whole units.
    int64_t millis = 0;
    if (const size_t point = digits.find('.'); point != std::string_view::npos && found->factor == 1'000) {
        const std::string_view fraction = digits.substr(point + 1);
        if (fraction.size() > 3)
            builder.fail(count_span.begin, "the interval " + written + " is finer than a millisecond");
        const std::string padded = std::string(fraction) + std::string(3 - fraction.size(), '0');
        const auto [end, error] = std::from_chars(padded.data(), padded.data() + padded.size(), millis);
        if (fraction.empty() || error != std::errc() || end != padded.data() + padded.size())
            builder.fail(count_span.begin, "the interval " + written + " needs a number of seconds");
        digits = digits.substr(0, point);
    }
    int64_t number = 0;
    int64_t value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), number);
    if (digits.empty() || error == std::errc::invalid_argument || end != digits.data() + digits.size())
        builder.fail(count_span.begin, "the interval " + written + " needs a whole number of units");
    if (error != std::errc() || __builtin_mul_overflow(number, found->factor, &value) ||
        __builtin_add_overflow(value, digits.starts_with('-') ? -millis : millis, &value))
        builder.fail(count_span.begin, "the interval " + written + " is too large");
    return ast::makeLiteral(found->kind, std::to_string(value), span);
}

}  // namespace tabula::parser::actions
