// The state every grammar action works on: a stack of partial results (items) with one frame per rule being
// matched, so a rule that fails discards exactly what it pushed, and an action sees what its rule produced.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "parser/ast.hpp"
#include "tabula/error.hpp"
#include "tabula/type.hpp"

namespace tabula::parser {

/// What a token item stands for.
enum class TokenKind : uint8_t {
    Operator,  // an operator or operator keyword; `name` is the canonical call name
    Name,      // the name of a function or method being called
    Word,      // an identifier: alias, table, window or column name (unescaped)
    Marker,    // a keyword that changes the meaning of what follows (DISTINCT, WHEN, ELSE, ASC, ...)
};

/// A matched token kept for the action that consumes it.
struct Token {
    TokenKind kind = TokenKind::Word;
    std::string name;  // canonical name (Operator, Marker); the text for Name and Word
    std::string text;  // as written
    SourceSpan span;
};

/// A type name resolved by parseTypeName.
struct TypeItem {
    DataType type;
    SourceSpan span;
};

/// A non-negative integer of a clause (LIMIT 10).
struct NumberItem {
    int64_t value = 0;
    SourceSpan span;
};

enum class ClauseKind : uint8_t { Select, Where, GroupBy, Having, OrderBy, Limit, Offset, Fetch };

/// One clause of a SELECT, collected until the query's action assembles the Query.
struct Clause {
    ClauseKind kind = ClauseKind::Select;
    std::vector<ast::ExprPtr> exprs;  // Select, Where, GroupBy, Having, OrderBy
    int64_t number = 0;               // Limit, Offset, Fetch
    SourceSpan span;
};

/// One 'key' = 'value' of a WITH clause.
struct OptionItem {
    std::string key;
    std::string value;
    SourceSpan key_span;
};

using PipelinePtr = std::shared_ptr<const ast::Pipeline>;

/// Anything an action may leave for an enclosing rule's action.
using Item = std::variant<ast::ExprPtr, Token, TypeItem, NumberItem, Clause, ast::FromItem, ast::QueryPtr,
                          ast::ColumnDef, ast::PrimaryKey, OptionItem, PipelinePtr, ast::MethodCall, ast::PipelineArg,
                          ast::Statement, ast::WindowSpecPtr, ast::NamedWindow>;

/// Which whitespace the text uses: string expressions have no comments, SQL and scripts do.
enum class Dialect : uint8_t { Expression, Sql };

/// Parse state. Invariant kept by the grammars: an action only consumes items pushed while its own rule was
/// being matched, plus (for suffix forms) the one operand item just before, and only on rules after which no
/// enclosing rule that started after that operand can fail. Then truncating to a failed rule's frame restores
/// exactly the state before the rule started.
class Builder {
public:
    /// Parses `input`, a part of `text`; offsets and error positions are those of `text`.
    Builder(std::string_view text, SourceSpan input, Dialect dialect);

    std::string_view text() const { return text_; }
    uint32_t offsetOf(const char* p) const { return static_cast<uint32_t>(p - text_.data()); }

    /// Span of text[begin, end) without trailing blanks or comments.
    SourceSpan trimmed(uint32_t begin, uint32_t end) const;
    /// Span of what an action input matched, without trailing blanks or comments.
    template <typename ActionInput>
    SourceSpan spanOf(const ActionInput& in) const {
        return trimmed(offsetOf(in.begin()), offsetOf(in.end()));
    }

    // Frames, driven by the control class: one per rule being matched.
    void enter(const char* at);
    void leave();
    void rollback();
    /// Offset where the rule containing a failed must<> started (the must<> itself is the innermost frame).
    uint32_t mustOwnerOffset() const { return frames_[frames_.size() - 2].offset; }

    // Items.
    std::vector<Item>& items() { return items_; }
    /// Index of the first item pushed by the rule whose action runs now. REQUIRES: called from an action.
    size_t windowBegin() const { return frames_.back().items; }
    /// The items pushed by the rule whose action runs now.
    std::span<Item> window() { return std::span<Item>(items_).subspan(windowBegin()); }
    /// Pushes `item`; an expression too high is an error.
    void push(Item item);
    /// Replaces the window (and `before` items preceding it) by `item`; an expression too high is an error.
    void replaceWindow(Item item, size_t before = 0);

    /// Refuses an expression higher than ast::kMaxExprHeight (a long chain of operators or calls).
    void checkHeight(const ast::Expr& expr) const;

    /// Throws ParseError at `offset`. An error after the input's last significant byte, with only blanks and
    /// comments left, is reported just past that byte when a line break lies between: under the end of the text
    /// rather than on an empty line after it. SQL stopped at a double-quoted text gets a hint instead, under it:
    /// `"Germany" is not a string in Flink SQL: write 'Germany' for text, or `Germany` for a name`.
    [[noreturn]] void fail(uint32_t offset, std::string message) const;
    /// Throws ParseError for a message template: {op} is replaced by the nearest pending operator as written,
    /// {name} by the nearest pending function name, {next} by the token at `offset`.
    [[noreturn]] void failWithTemplate(uint32_t offset, std::string_view message_template) const;

private:
    struct Frame {
        uint32_t items;
        uint32_t offset;
    };
    const Token* nearestToken(TokenKind kind) const;

    std::string_view text_;
    SourceSpan input_;
    Dialect dialect_;
    std::vector<Item> items_;
    std::vector<Frame> frames_;
};

// Accessors for actions. They assume the grammar put the right kind of item there.
ast::ExprPtr& exprItem(std::span<Item> items, size_t i);
const Token& tokenItem(std::span<Item> items, size_t i);
/// The expression items of `items`, in order (tokens and other items skipped).
std::vector<ast::ExprPtr> exprsOf(std::span<const Item> items);
/// The token of kind `kind` and name `name` in `items`, or nullptr.
const Token* findToken(std::span<const Item> items, TokenKind kind, std::string_view name);
/// The word tokens of `items`, in order.
std::vector<std::string> wordsOf(std::span<const Item> items);

}  // namespace tabula::parser
