// Action bodies shared by the grammars. A grammar's actions header maps its rule types onto these by
// deriving `action<rule>` from them; see builder.hpp for which items an action may consume.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "parser/builder.hpp"
#include "parser/control.hpp"

namespace tabula::parser::actions {

// Canonical call names of operators (see ast.hpp).
inline constexpr char kPlus[] = "plus";
inline constexpr char kMinus[] = "minus";
inline constexpr char kTimes[] = "times";
inline constexpr char kDivide[] = "divide";
inline constexpr char kMod[] = "mod";
inline constexpr char kMinusPrefix[] = "minusPrefix";
inline constexpr char kPlusPrefix[] = "plusPrefix";
inline constexpr char kEquals[] = "equals";
inline constexpr char kNotEquals[] = "notEquals";
inline constexpr char kGreaterThan[] = "greaterThan";
inline constexpr char kGreaterThanOrEqual[] = "greaterThanOrEqual";
inline constexpr char kLessThan[] = "lessThan";
inline constexpr char kLessThanOrEqual[] = "lessThanOrEqual";
inline constexpr char kAnd[] = "and";
inline constexpr char kOr[] = "or";
inline constexpr char kNot[] = "not";
inline constexpr char kIsNull[] = "isNull";
inline constexpr char kIsNotNull[] = "isNotNull";
inline constexpr char kIsTrue[] = "isTrue";
inline constexpr char kIsFalse[] = "isFalse";
inline constexpr char kIsNotTrue[] = "isNotTrue";
inline constexpr char kIsNotFalse[] = "isNotFalse";
inline constexpr char kConcat[] = "concat";

// Marker names.
inline constexpr char kDistinct[] = "distinct";
inline constexpr char kWhen[] = "when";
inline constexpr char kElse[] = "else";
inline constexpr char kAsc[] = "asc";
inline constexpr char kDesc[] = "desc";
inline constexpr char kNullsFirst[] = "nullsFirst";
inline constexpr char kNullsLast[] = "nullsLast";

// Names of negatable predicates.
inline constexpr char kBetween[] = "between";
inline constexpr char kNotBetween[] = "notBetween";
inline constexpr char kLike[] = "like";
inline constexpr char kNotLike[] = "notLike";
inline constexpr char kIn[] = "in";
inline constexpr char kNotIn[] = "notIn";
inline constexpr char kIsDistinctFrom[] = "isDistinctFrom";
inline constexpr char kIsNotDistinctFrom[] = "isNotDistinctFrom";

std::string upperCase(std::string_view text);
/// IntervalMonths or IntervalMillis for an interval unit (year[s], quarter[s], month[s], week[s], day[s],
/// hour[s], minute[s], second[s], milli[s]; any case), RowCount for rows; nullopt for anything else.
std::optional<ast::LiteralKind> intervalKind(std::string_view unit);
/// The literal of `count` (an optionally signed integer) `unit`s, as `10.days` and `INTERVAL '10' DAY` write it:
/// IntervalMonths with the months, IntervalMillis with the milliseconds (or RowCount) as its text. Fails at
/// `count_span` when the count is no whole number or the interval too large (`written` is how the user wrote it),
/// and at `span` for an unknown unit.
ast::ExprPtr intervalLiteral(const Builder& builder, std::string_view count, SourceSpan count_span,
                             std::string_view unit, const std::string& written, SourceSpan span);
std::string lowerCase(std::string_view text);
/// The content of a quoted token (quotes included in `text`), with doubled quotes undoubled.
std::string unquote(std::string_view text);
/// A number as a literal's text: `.5` becomes `0.5`, `1.` becomes `1`.
std::string normalizedNumber(std::string_view text);

/// Left-folds `e0 op e1 op e2 ...` in the window into nested binary calls.
void foldChain(Builder& builder);
/// `lhs op args...` (tokens among args skipped) into op(lhs, args...) spanning `span`.
void operatorCall(Builder& builder, SourceSpan span);
/// `op operand`: a number right after unary minus becomes a negative literal; anything else op(operand).
void unaryCall(Builder& builder, SourceSpan span);
/// `name [DISTINCT marker] args...` into name(args...).
void prefixCall(Builder& builder, SourceSpan span, std::string name, bool distinct);
/// `[operand] (WHEN marker, condition, result)... [ELSE marker, result]` into a Case; a leading operand
/// makes each condition `equals(operand, value)`.
void caseExpression(Builder& builder, SourceSpan span);
/// The window's expression and TypeItem (in either order) into Cast.
void castExpression(Builder& builder, SourceSpan span);
/// trim(mode, characters, operand); `args` holds what was written before the operand: nothing, the mode, the
/// characters, or both. The mode defaults to BOTH and the characters to a space.
ast::ExprPtr trimCall(const Token& name, const std::vector<ast::ExprPtr>& args, ast::ExprPtr operand, SourceSpan span);

/// Pushes an operator token whose canonical call name is Name.
template <const char* Name>
struct push_operator {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        builder.push(Token{TokenKind::Operator, Name, in.string(), builder.spanOf(in)});
    }
};

/// Pushes `not...` operators: the canonical name is NotName when the text starts with NOT, else Name.
template <const char* Name, const char* NotName>
struct push_negatable_operator {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        const bool negated = in.size() > 0 && (in.peek_char() == 'n' || in.peek_char() == 'N');
        builder.push(Token{TokenKind::Operator, negated ? NotName : Name, in.string(), builder.spanOf(in)});
    }
};

/// Pushes a marker token.
template <const char* Name>
struct push_marker {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        builder.push(Token{TokenKind::Marker, Name, in.string(), builder.spanOf(in)});
    }
};

/// Pushes ASC/DESC as a marker named asc/desc.
struct push_direction {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        const bool desc = in.peek_char(0) == 'd' || in.peek_char(0) == 'D';
        builder.push(Token{TokenKind::Marker, desc ? kDesc : kAsc, in.string(), builder.spanOf(in)});
    }
};

/// Pushes FIRST/LAST after NULLS as a marker named nullsFirst/nullsLast.
struct push_nulls_position {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        const bool first = in.peek_char(0) == 'f' || in.peek_char(0) == 'F';
        builder.push(Token{TokenKind::Marker, first ? kNullsFirst : kNullsLast, in.string(), builder.spanOf(in)});
    }
};

/// Pushes the name of a function being called, as written.
struct push_name {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        builder.push(Token{TokenKind::Name, in.string(), in.string(), builder.spanOf(in)});
    }
};

/// Pushes an identifier as written.
struct push_word {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        builder.push(Token{TokenKind::Word, in.string(), in.string(), builder.spanOf(in)});
    }
};

/// Pushes a keyword argument (time unit, trim mode, over bound) as an upper-case Symbol literal.
struct push_symbol {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        builder.push(ast::makeLiteral(ast::LiteralKind::Symbol, upperCase(in.string()), builder.spanOf(in)));
    }
};

/// Pushes a number literal of kind Kind; a trailing type letter (L, p, f, d) is dropped when Suffixed.
template <ast::LiteralKind Kind, bool Suffixed>
struct push_number {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        std::string_view text(in.begin(), in.size());
        if (Suffixed) text.remove_suffix(1);
        builder.push(ast::makeLiteral(Kind, normalizedNumber(text), builder.spanOf(in)));
    }
};

/// Pushes a quoted string literal.
struct push_string {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        builder.push(ast::makeLiteral(ast::LiteralKind::String, unquote(in.string_view()), builder.spanOf(in)));
    }
};

/// Pushes TRUE/FALSE as a Boolean literal.
struct push_boolean {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        builder.push(ast::makeLiteral(ast::LiteralKind::Boolean, lowerCase(in.string_view()), builder.spanOf(in)));
    }
};

/// Pushes an untyped NULL.
struct push_null {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        builder.push(ast::makeNull(DataType(), builder.spanOf(in)));
    }
};

/// Resolves a type name with parseTypeName; an unknown name is an error at the name.
struct push_type {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        const SourceSpan span = builder.spanOf(in);
        const auto type = parseTypeName(in.string_view());
        if (!type) {
            builder.fail(span.begin, "unknown type '" + in.string() +
                                         "'; expected BOOLEAN, TINYINT, SMALLINT, INT, BIGINT, FLOAT, DOUBLE, "
                                         "DECIMAL(p, s), STRING, VARCHAR(n), DATE, TIME or TIMESTAMP(3)");
        }
        builder.push(TypeItem{*type, span});
    }
};

/// `Null(TYPE)`: the window holds the type.
struct make_typed_null {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        const DataType type = std::get<TypeItem>(builder.window().back()).type;
        builder.replaceWindow(ast::makeNull(type, builder.spanOf(in)));
    }
};

/// `( expr )`: the expression's span grows to cover the parentheses.
struct take_parenthesized_span {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        auto expr = std::make_shared<ast::Expr>(*exprItem(builder.window(), 0));
        expr->span = builder.spanOf(in);
        builder.replaceWindow(std::move(expr));
    }
};

struct fold_chain {
    template <typename ActionInput>
    static void apply(const ActionInput& /*in*/, Builder& builder) {
        foldChain(builder);
    }
};

/// A predicate level: `lhs` alone stays as it is.
struct make_operator_call {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        if (builder.window().size() > 1) operatorCall(builder, builder.spanOf(in));
    }
};

struct make_unary {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        unaryCall(builder, builder.spanOf(in));
    }
};

/// A call whose name token opens the window.
template <bool Distinct>
struct make_prefix_call {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        prefixCall(builder, builder.spanOf(in), tokenItem(builder.window(), 0).text, Distinct);
    }
};

/// A call with a fixed canonical name (`?(c, a, b)` is `if`).
template <const char* Name>
struct make_named_call {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        prefixCall(builder, builder.spanOf(in), Name, false);
    }
};

struct make_case {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        caseExpression(builder, builder.spanOf(in));
    }
};

struct make_cast {
    template <typename ActionInput>
    static void apply(const ActionInput& in, Builder& builder) {
        castExpression(builder, builder.spanOf(in));
    }
};

}  // namespace tabula::parser::actions
