// Actions of the string-expression grammar: how each rule of expression_grammar.hpp turns into AST nodes.
// Internal to the parser library; included only by expression_parser.cpp.
#pragma once

#include "parser/action_helpers.hpp"
#include "parser/expression_grammar.hpp"

namespace tabula::parser {

namespace flink_actions {

inline constexpr char kIf[] = "if";

/// The operand of a suffix form is the item just before the suffix's window.
inline const ast::ExprPtr& suffixOperand(Builder& builder) {
    return std::get<ast::ExprPtr>(builder.items()[builder.windowBegin() - 1]);
}

/// Replaces operand and suffix window by `result`.
inline void replaceSuffix(Builder& builder, ast::ExprPtr result) { builder.replaceWindow(std::move(result), 1); }

/// From the operand's start to the end of the suffix.
template <typename ActionInput>
SourceSpan suffixSpan(Builder& builder, const ActionInput& in) {
    return SourceSpan{suffixOperand(builder)->span.begin, builder.spanOf(in).end};
}

/// `10.minutes`, `2.years`: the operand must be an integer literal; the value is scaled to milliseconds or
/// months.
void intervalSuffix(Builder& builder, SourceSpan span);
/// a.name(args): name(a, args...), except a.log(base), which is log(base, a).
ast::ExprPtr suffixCall(const Token& name, ast::ExprPtr operand, std::vector<ast::ExprPtr> args, SourceSpan span);
/// `expr [ASC|DESC] [NULLS FIRST|LAST] [AS names]` at the top of a list item.
void finishItem(Builder& builder, SourceSpan span);

}  // namespace flink_actions

// clang-format off
template<> struct action<flink::integer_literal> : actions::push_number<ast::LiteralKind::Integer, false> {};
template<> struct action<flink::long_literal> : actions::push_number<ast::LiteralKind::Long, true> {};
template<> struct action<flink::decimal_literal> : actions::push_number<ast::LiteralKind::Decimal, true> {};
template<> struct action<flink::float_literal> : actions::push_number<ast::LiteralKind::Float, true> {};
template<> struct action<flink::double_literal> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const char last = in.string_view().back();
        if (last == 'd' || last == 'D') actions::push_number<ast::LiteralKind::Double, true>::apply(in, builder);
        else actions::push_number<ast::LiteralKind::Double, false>::apply(in, builder);
    }
};
template<> struct action<flink::single_quoted> : actions::push_string {};
template<> struct action<flink::double_quoted> : actions::push_string {};
template<> struct action<flink::boolean_literal> : actions::push_boolean {};
template<> struct action<flink::untyped_null> : actions::push_null {};
template<> struct action<flink::type_name> : actions::push_type {};
template<> struct action<flink::typed_null> : actions::make_typed_null {};
template<typename R> struct action<flink::call_name<R>> : actions::push_name {};
template<> struct action<flink::distinct_marker> : actions::push_marker<actions::kDistinct> {};
template<> struct action<flink::when_marker> : actions::push_marker<actions::kWhen> {};
template<> struct action<flink::else_marker> : actions::push_marker<actions::kElse> {};
template<> struct action<flink::time_unit> : actions::push_symbol {};
template<> struct action<flink::trim_mode> : actions::push_symbol {};
template<> struct action<flink::over_constant> : actions::push_symbol {};
template<> struct action<flink::alias_word> : actions::push_word {};
template<> struct action<flink::window_word> : actions::push_word {};

template<> struct action<flink::field_ref> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.push(ast::makeField(in.string(), builder.spanOf(in)));
    }
};
template<> struct action<flink::star_ref> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.push(ast::makeStar(builder.spanOf(in)));
    }
};

// ---- Prefix forms
template<> struct action<flink::prefix_call> : actions::make_prefix_call<false> {};
template<> struct action<flink::distinct_call> : actions::make_prefix_call<true> {};
template<> struct action<flink::rounding_call<lex::kw_floor>> : actions::make_prefix_call<false> {};
template<> struct action<flink::rounding_call<lex::kw_ceil>> : actions::make_prefix_call<false> {};
template<> struct action<flink::timestampdiff_call> : actions::make_prefix_call<false> {};
template<> struct action<flink::if_call> : actions::make_named_call<flink_actions::kIf> {};
template<> struct action<flink::cast_call> : actions::make_cast {};
template<> struct action<flink::case_expression> : actions::make_case {};
template<> struct action<flink::parenthesized> : actions::take_parenthesized_span {};

template<typename Kw, TypeId Id> struct action<flink::temporal_call<Kw, Id>> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(ast::makeCast(exprsOf(builder.window()).front(), DataType(Id), builder.spanOf(in)));
    }
};
template<> struct action<flink::trim_call> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        auto args = exprsOf(builder.window());
        ast::ExprPtr operand = args.back();
        args.pop_back();
        builder.replaceWindow(
            actions::trimCall(tokenItem(builder.window(), 0), std::move(args), operand, builder.spanOf(in)));
    }
};
template<> struct action<flink::extract_call> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        auto args = exprsOf(builder.window());
        const bool unit_last = args.back()->literal_kind == ast::LiteralKind::Symbol &&
                               args.back()->kind == ast::ExprKind::Literal;
        if (unit_last) std::swap(args.front(), args.back());
        builder.replaceWindow(ast::makeCall(tokenItem(builder.window(), 0).text, std::move(args), builder.spanOf(in)));
    }
};
template<> struct action<flink::as_call> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const auto window = builder.window();
        builder.replaceWindow(ast::makeAlias(exprsOf(window).front(), wordsOf(window), builder.spanOf(in)));
    }
};

// ---- Suffix forms (each consumes the operand before its window)
template<> struct action<flink::suffix_flatten> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const SourceSpan span = flink_actions::suffixSpan(builder, in);
        const ast::ExprPtr operand = flink_actions::suffixOperand(builder);
        flink_actions::replaceSuffix(builder, ast::makeCall(tokenItem(builder.window(), 0).text, {operand}, span));
    }
};
template<> struct action<flink::suffix_alias> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const SourceSpan span = flink_actions::suffixSpan(builder, in);
        const ast::ExprPtr operand = flink_actions::suffixOperand(builder);
        flink_actions::replaceSuffix(builder, ast::makeAlias(operand, wordsOf(builder.window()), span));
    }
};
template<> struct action<flink::suffix_interval> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        flink_actions::intervalSuffix(builder, flink_actions::suffixSpan(builder, in));
    }
};
template<> struct action<flink::suffix_rows> : action<flink::suffix_interval> {};
template<typename Kw, TypeId Id> struct action<flink::suffix_temporal<Kw, Id>> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const SourceSpan span = flink_actions::suffixSpan(builder, in);
        flink_actions::replaceSuffix(builder, ast::makeCast(flink_actions::suffixOperand(builder), DataType(Id), span));
    }
};
template<typename Kw> struct action<flink::suffix_ordering<Kw>> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const SourceSpan span = flink_actions::suffixSpan(builder, in);
        const bool descending = std::is_same_v<Kw, lex::kw_desc>;
        flink_actions::replaceSuffix(
            builder, ast::makeOrdering(flink_actions::suffixOperand(builder), descending, std::nullopt, span));
    }
};
template<> struct action<flink::suffix_cast> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const SourceSpan span = flink_actions::suffixSpan(builder, in);
        const DataType type = std::get<TypeItem>(builder.window().back()).type;
        flink_actions::replaceSuffix(builder, ast::makeCast(flink_actions::suffixOperand(builder), type, span));
    }
};
template<> struct action<flink::suffix_trim> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const SourceSpan span = flink_actions::suffixSpan(builder, in);
        const ast::ExprPtr operand = flink_actions::suffixOperand(builder);
        flink_actions::replaceSuffix(builder, actions::trimCall(tokenItem(builder.window(), 0),
                                                                      exprsOf(builder.window()), operand, span));
    }
};
/// a.extract(UNIT) is extract(UNIT, a); a.floor(UNIT) is floor(a, UNIT).
template<bool UnitFirst> struct suffix_unit_call {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const SourceSpan span = flink_actions::suffixSpan(builder, in);
        const ast::ExprPtr operand = flink_actions::suffixOperand(builder);
        const ast::ExprPtr unit = exprsOf(builder.window()).front();
        std::vector<ast::ExprPtr> args = UnitFirst ? std::vector{unit, operand} : std::vector{operand, unit};
        const std::string& name = tokenItem(builder.window(), 0).text;
        flink_actions::replaceSuffix(builder, ast::makeCall(name, std::move(args), span));
    }
};
template<> struct action<flink::suffix_extract> : suffix_unit_call<true> {};
template<typename Kw> struct action<flink::suffix_rounding<Kw>> : suffix_unit_call<false> {};
template<> struct action<flink::suffix_if> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const SourceSpan span = flink_actions::suffixSpan(builder, in);
        std::vector<ast::ExprPtr> args = exprsOf(builder.window());
        args.insert(args.begin(), flink_actions::suffixOperand(builder));
        flink_actions::replaceSuffix(builder, ast::makeCall(flink_actions::kIf, std::move(args), span));
    }
};
template<> struct action<flink::suffix_distinct> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const ast::ExprPtr& operand = flink_actions::suffixOperand(builder);
        if (operand->kind != ast::ExprKind::Call) {
            builder.fail(builder.spanOf(in).begin,
                         "'distinct' applies to an aggregate call, as in a.count.distinct or count.distinct(a)");
        }
        auto call = std::make_shared<ast::Expr>(*operand);
        call->distinct = true;
        call->span = flink_actions::suffixSpan(builder, in);
        flink_actions::replaceSuffix(builder, std::move(call));
    }
};
template<> struct action<flink::suffix_call> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const SourceSpan span = flink_actions::suffixSpan(builder, in);
        const ast::ExprPtr operand = flink_actions::suffixOperand(builder);
        flink_actions::replaceSuffix(builder, flink_actions::suffixCall(tokenItem(builder.window(), 0), operand,
                                                                        exprsOf(builder.window()), span));
    }
};
template<> struct action<flink::suffix_plain> : action<flink::suffix_call> {};
template<> struct action<flink::over_window> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        const SourceSpan span = flink_actions::suffixSpan(builder, in);
        const ast::ExprPtr operand = flink_actions::suffixOperand(builder);
        flink_actions::replaceSuffix(builder, ast::makeOver(operand, wordsOf(builder.window()).front(), span));
    }
};

// ---- Operators
template<> struct action<flink::op_not> : actions::push_operator<actions::kNot> {};
template<> struct action<flink::op_negate> : actions::push_operator<actions::kMinusPrefix> {};
template<> struct action<flink::op_identity> : actions::push_operator<actions::kPlusPrefix> {};
template<> struct action<flink::prefixed> : actions::make_unary {};
template<> struct action<flink::negative_number> : actions::make_unary {};
template<> struct action<flink::op_times> : actions::push_operator<actions::kTimes> {};
template<> struct action<flink::op_divide> : actions::push_operator<actions::kDivide> {};
template<> struct action<flink::op_mod> : actions::push_operator<actions::kMod> {};
template<> struct action<flink::product> : actions::fold_chain {};
template<> struct action<flink::op_plus> : actions::push_operator<actions::kPlus> {};
template<> struct action<flink::op_minus> : actions::push_operator<actions::kMinus> {};
template<> struct action<flink::term> : actions::fold_chain {};
template<> struct action<flink::op_equals> : actions::push_operator<actions::kEquals> {};
template<> struct action<flink::op_not_equals> : actions::push_operator<actions::kNotEquals> {};
template<> struct action<flink::op_greater_equal> : actions::push_operator<actions::kGreaterThanOrEqual> {};
template<> struct action<flink::op_greater> : actions::push_operator<actions::kGreaterThan> {};
template<> struct action<flink::op_less_equal> : actions::push_operator<actions::kLessThanOrEqual> {};
template<> struct action<flink::op_less> : actions::push_operator<actions::kLessThan> {};
template<> struct action<flink::is_not_null> : actions::push_operator<actions::kIsNotNull> {};
template<> struct action<flink::is_null> : actions::push_operator<actions::kIsNull> {};
template<> struct action<flink::is_not_true> : actions::push_operator<actions::kIsNotTrue> {};
template<> struct action<flink::is_true> : actions::push_operator<actions::kIsTrue> {};
template<> struct action<flink::is_not_false> : actions::push_operator<actions::kIsNotFalse> {};
template<> struct action<flink::is_false> : actions::push_operator<actions::kIsFalse> {};
template<> struct action<flink::between_operator>
    : actions::push_negatable_operator<actions::kBetween, actions::kNotBetween> {};
template<> struct action<flink::between_and> : actions::push_operator<actions::kAnd> {};
template<> struct action<flink::like_operator>
    : actions::push_negatable_operator<actions::kLike, actions::kNotLike> {};
template<> struct action<flink::in_operator>
    : actions::push_negatable_operator<actions::kIn, actions::kNotIn> {};
template<> struct action<flink::comparison> : actions::make_operator_call {};
template<> struct action<flink::op_not_word> : actions::push_operator<actions::kNot> {};
template<> struct action<flink::not_prefixed> : actions::make_unary {};
template<> struct action<flink::op_and> : actions::push_operator<actions::kAnd> {};
template<> struct action<flink::logic_and> : actions::fold_chain {};
template<> struct action<flink::op_or> : actions::push_operator<actions::kOr> {};
template<> struct action<flink::logic_or> : actions::fold_chain {};

// ---- List items
template<> struct action<flink::column_range> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        builder.replaceWindow(ast::makeCall("range", exprsOf(builder.window()), builder.spanOf(in)));
    }
};
template<> struct action<flink::order_direction> : actions::push_direction {};
template<> struct action<flink::nulls_position> : actions::push_nulls_position {};
template<> struct action<flink::aliased> {
    template<typename ActionInput> static void apply(const ActionInput& in, Builder& builder) {
        flink_actions::finishItem(builder, builder.spanOf(in));
    }
};
// clang-format on

}  // namespace tabula::parser
