// Parse state shared by the grammars: item stack, rule frames, errors with positions.
#include "parser/builder.hpp"

#include <algorithm>
#include <limits>
#include <optional>
#include <string>
#include <utility>

#include "parser/source_scan.hpp"

namespace tabula::parser {

namespace {

/// Rules nested deeper than this are refused, so deeply parenthesised input cannot exhaust the stack. A
/// parenthesis level costs about 20 frames, so this allows well over a hundred levels.
constexpr size_t kMaxFrames = 4000;

}  // namespace

Builder::Builder(std::string_view text, SourceSpan input, Dialect dialect)
    : text_(text), input_(input), dialect_(dialect) {
    if (text.size() >= std::numeric_limits<uint32_t>::max())
        throw ParseError("the text is too long to parse (4 GiB or more)", SourceSpan{0, 0});
    frames_.reserve(256);
}

SourceSpan Builder::trimmed(uint32_t begin, uint32_t end) const {
    return SourceSpan{begin, contentEnd(text_, begin, end, dialect_ == Dialect::Sql)};
}

void Builder::enter(const char* at) {
    if (frames_.size() >= kMaxFrames) fail(offsetOf(at), "the text is nested too deeply; split it into simpler parts");
    frames_.push_back(Frame{static_cast<uint32_t>(items_.size()), offsetOf(at)});
}

void Builder::leave() { frames_.pop_back(); }

void Builder::rollback() {
    items_.resize(frames_.back().items);
    frames_.pop_back();
}

void Builder::replaceWindow(Item item, size_t before) {
    items_.resize(windowBegin() - before);
    push(std::move(item));
}

void Builder::checkHeight(const ast::Expr& expr) const {
    if (expr.height > ast::kMaxExprHeight) {
        fail(expr.span.begin, "the expression nests more than " + std::to_string(ast::kMaxExprHeight) +
                                  " operators and calls; split it into simpler parts");
    }
}

void Builder::push(Item item) {
    if (const auto* expr = std::get_if<ast::ExprPtr>(&item)) checkHeight(**expr);
    items_.push_back(std::move(item));
}

namespace {

/// For SQL that stopped at a double quote: the hint for the quoted text there (SQLite and DuckDB users write
/// "text" for names, MySQL users for strings; Flink SQL takes neither), and its span. Nullopt elsewhere.
std::optional<std::pair<std::string, SourceSpan>> doubleQuoteHint(std::string_view text, uint32_t offset) {
    if (offset >= text.size() || text[offset] != '"') return std::nullopt;
    const size_t close = text.find('"', offset + 1);
    if (close == std::string_view::npos || text.substr(offset, close - offset).find('\n') != std::string_view::npos)
        return std::nullopt;
    const std::string inside(text.substr(offset + 1, close - offset - 1));
    return std::pair{"\"" + inside + "\" is not a string in Flink SQL: write '" + inside + "' for text, or `" + inside +
                         "` for a name",
                     SourceSpan{offset, static_cast<uint32_t>(close + 1)}};
}

}  // namespace

void Builder::fail(uint32_t offset, std::string message) const {
    const bool sql = dialect_ == Dialect::Sql;
    if (sql) {
        if (auto hint = doubleQuoteHint(text_, offset))
            throw ParseError(std::move(hint->first), hint->second, makeErrorSource(text_));
    }
    if (offset >= input_.begin && onlyBlanks(text_, offset, std::max(offset, input_.end), sql)) {
        const uint32_t last = contentEnd(text_, input_.begin, std::min(offset, input_.end), sql);
        if (text_.substr(last, offset - last).find('\n') != std::string_view::npos) offset = last;
    }
    throw ParseError(std::move(message), SourceSpan{offset, offset}, makeErrorSource(text_));
}

const Token* Builder::nearestToken(TokenKind kind) const {
    for (auto it = items_.rbegin(); it != items_.rend(); ++it) {
        const auto* token = std::get_if<Token>(&*it);
        if (token && token->kind == kind) return token;
    }
    return nullptr;
}

void Builder::failWithTemplate(uint32_t offset, std::string_view message_template) const {
    std::string message;
    size_t i = 0;
    while (i < message_template.size()) {
        const auto open = message_template.find('{', i);
        if (open == std::string_view::npos) break;
        const auto close = message_template.find('}', open);
        message.append(message_template.substr(i, open - i));
        const auto key = message_template.substr(open + 1, close - open - 1);
        if (key == "op" || key == "name") {
            const Token* token = nearestToken(key == "op" ? TokenKind::Operator : TokenKind::Name);
            message += token ? token->text : std::string("?");
        } else {
            message += tokenAt(text_, offset);
        }
        i = close + 1;
    }
    message.append(message_template.substr(i));
    fail(offset, std::move(message));
}

ast::ExprPtr& exprItem(std::span<Item> items, size_t i) { return std::get<ast::ExprPtr>(items[i]); }

const Token& tokenItem(std::span<Item> items, size_t i) { return std::get<Token>(items[i]); }

std::vector<ast::ExprPtr> exprsOf(std::span<const Item> items) {
    std::vector<ast::ExprPtr> out;
    for (const Item& item : items)
        if (const auto* expr = std::get_if<ast::ExprPtr>(&item)) out.push_back(*expr);
    return out;
}

const Token* findToken(std::span<const Item> items, TokenKind kind, std::string_view name) {
    for (const Item& item : items) {
        const auto* token = std::get_if<Token>(&item);
        if (token && token->kind == kind && token->name == name) return token;
    }
    return nullptr;
}

std::vector<std::string> wordsOf(std::span<const Item> items) {
    std::vector<std::string> out;
    for (const Item& item : items) {
        const auto* token = std::get_if<Token>(&item);
        if (token && token->kind == TokenKind::Word) out.push_back(token->name);
    }
    return out;
}

}  // namespace tabula::parser
