// Grammar of Flink string expressions (EXPRESSION_GRAMMAR.md) with tabula's changes: && binds tighter than
// ||, and SQL words (AND, OR, NOT, IS [NOT] NULL, BETWEEN, LIKE, IN, CASE, CAST(x AS T)) are accepted too.
// Rules only; expression_actions.hpp builds the AST, error_messages.hpp says what each commit point expected.
#pragma once

#include "parser/lexical_grammar.hpp"
#include "tabula/type.hpp"

namespace tabula::parser::flink {

using namespace lex;

// clang-format off

struct ws : star<space> {};
/// A token followed by blanks.
template<typename R> struct t : seq<R, ws> {};

struct logic_or;  // an operand of a call or a parenthesis: everything except alias, ordering and range

// ---- Literals
struct fraction : seq<one<'.'>, digits> {};
struct float_body : sor<seq<digits, fraction, opt<exponent>>, seq<fraction, opt<exponent>>, seq<digits, exponent>> {};
struct number_body : sor<float_body, digits> {};
struct suffix_end : not_at<ident_other> {};
struct decimal_literal : seq<number_body, one<'p', 'P'>, suffix_end> {};
struct float_literal : seq<number_body, one<'f', 'F'>, suffix_end> {};
struct long_literal : seq<digits, one<'l', 'L'>, suffix_end> {};
struct double_literal : sor<seq<number_body, one<'d', 'D'>, suffix_end>, float_body> {};
struct integer_literal : digits {};
struct number : sor<decimal_literal, float_literal, long_literal, double_literal, integer_literal> {};

struct single_quoted : quoted<'\''> {};
struct double_quoted : quoted<'"'> {};
struct string_literal : sor<single_quoted, double_quoted> {};
struct boolean_literal : sor<kw_true, kw_false> {};

struct type_name : type_text<ws> {};
struct type_spec : seq<type_name, ws> {};
struct close_type : t<one<')'>> {};
struct typed_null : seq<t<sor<kw_nullof, kw_null>>, t<one<'('>>, must<type_spec>, must<close_type>> {};
struct untyped_null : kw_null {};

// ---- Shared pieces of calls
/// The name of a function or method; R is what it may be (any word, or a keyword with its own syntax).
template<typename R> struct call_name : R {};
struct open_paren : t<one<'('>> {};
struct close_args : t<one<')'>> {};
struct close_empty : t<one<')'>> {};
struct close_paren : t<one<')'>> {};
struct comma : t<one<','>> {};
struct first_argument : seq<logic_or> {};
struct next_argument : seq<logic_or> {};
struct argument_list : opt<logic_or, star<comma, must<next_argument>>> {};
struct empty_parens : opt<open_paren, must<close_empty>> {};
struct time_unit : time_unit_word {};
struct time_unit_spec : t<time_unit> {};
struct trim_mode : trim_mode_word {};
struct alias_word : word {};
struct alias_name : t<alias_word> {};
struct distinct_marker : kw_distinct {};
/// DISTINCT before the arguments of an aggregate; `f(distinct)` passes a field named distinct.
struct distinct_quantifier : seq<
    t<distinct_marker>, not_at<one<',', ')', '.', '=', '<', '>', '!', '&', '|', '*', '/', '%'>>> {};
/// Words whose prefix form has its own syntax, so `x.word` cannot be the generic call word(x).
struct special_word : sor<
    kw_as, kw_cast, kw_case, kw_extract, kw_timestampdiff, kw_null, kw_nullof, kw_true, kw_false, kw_not,
    kw_current_row, kw_current_range, kw_unbounded_row, kw_unbounded_range> {};
struct method_word : seq<not_at<special_word>, word> {};

// ---- Prefix forms
struct prefix_call : seq<t<call_name<word>>, open_paren, opt<distinct_quantifier>, argument_list, must<close_args>> {};
struct distinct_call : seq<
    t<call_name<word>>, t<one<'.'>>, t<kw_distinct>, open_paren, argument_list, must<close_args>> {};
struct cast_separator : sor<t<kw_as>, comma> {};
struct cast_call : seq<
    t<call_name<kw_cast>>, open_paren, must<first_argument>, must<cast_separator>, must<type_spec>,
    must<close_args>> {};
template<typename Kw, TypeId Id> struct temporal_call : seq<
    t<call_name<Kw>>, open_paren, must<first_argument>, must<close_args>> {};
struct trim_arguments : sor<
    seq<t<trim_mode>, must<comma>, must<next_argument>, must<comma>, must<next_argument>>, first_argument> {};
struct trim_call : seq<t<call_name<kw_trim>>, open_paren, must<trim_arguments>, must<close_args>> {};
struct operand_after_from : seq<logic_or> {};
struct extract_arguments : sor<
    seq<t<time_unit>, t<kw_from>, must<operand_after_from>>,
    seq<first_argument, must<comma>, must<time_unit_spec>>> {};
struct extract_call : seq<t<call_name<kw_extract>>, open_paren, must<extract_arguments>, must<close_args>> {};
template<typename Kw> struct rounding_call : seq<
    t<call_name<Kw>>, open_paren, must<first_argument>, opt<sor<comma, t<kw_to>>, must<time_unit_spec>>,
    must<close_args>> {};
struct timestampdiff_call : seq<
    t<call_name<kw_timestampdiff>>, open_paren, must<time_unit_spec>, must<comma>, must<next_argument>, must<comma>,
    must<next_argument>, must<close_args>> {};
struct if_call : seq<t<call_name<one<'?'>>>, open_paren, argument_list, must<close_args>> {};
struct as_call : seq<
    t<call_name<kw_as>>, open_paren, must<first_argument>, must<comma>, must<alias_name>,
    star<comma, must<alias_name>>, must<close_args>> {};

// ---- CASE [operand] WHEN ... THEN ... [ELSE ...] END
struct when_marker : kw_when {};
struct else_marker : kw_else {};
struct case_condition : seq<logic_or> {};
struct case_then : t<kw_then> {};
struct case_result : seq<logic_or> {};
struct else_result : seq<logic_or> {};
struct case_when : seq<t<when_marker>, must<case_condition>, must<case_then>, must<case_result>> {};
struct first_when : seq<case_when> {};
struct case_else : seq<t<else_marker>, must<else_result>> {};
struct case_end : t<kw_end> {};
/// CASE is a keyword unless it stands alone as a field name (`case`, `case.x`).
struct case_start : seq<t<kw_case>, not_at<sor<one<',', ')', '.'>, eof>>> {};
struct case_expression : seq<
    case_start, opt<not_at<kw_when>, logic_or>, must<first_when>, star<case_when>, opt<case_else>, must<case_end>> {};

// ---- Atoms
struct over_constant : sor<kw_current_row, kw_current_range, kw_unbounded_row, kw_unbounded_range> {};
struct parenthesized : seq<open_paren, must<first_argument>, must<close_paren>> {};
/// A field name; NOT is never one (`a + NOT b` is an error, not a field named NOT).
struct field_ref : seq<not_at<kw_not>, word> {};
struct star_ref : one<'*'> {};

struct op_negate;
/// `-2` written together is one literal, as in Flink's parser: `-2.abs()` is abs(-2), while `- 2.abs()` and
/// `-a.abs()` negate the call.
struct negative_number : seq<op_negate, t<number>> {};

struct primary : sor<
    parenthesized, negative_number, t<number>, t<string_literal>, t<boolean_literal>, typed_null, t<untyped_null>, case_expression,
    t<over_constant>, cast_call, temporal_call<kw_todate, TypeId::Date>, temporal_call<kw_totime, TypeId::Time>,
    temporal_call<kw_totimestamp, TypeId::Timestamp>, trim_call, extract_call, rounding_call<kw_floor>,
    rounding_call<kw_ceil>, timestampdiff_call, if_call, as_call, distinct_call, prefix_call, t<field_ref>,
    t<star_ref>> {};

// ---- Suffix forms: operand.name[(args)]
struct interval_unit : sor<
    keyword<TAO_PEGTL_ISTRING("years")>, keyword<TAO_PEGTL_ISTRING("year")>,
    keyword<TAO_PEGTL_ISTRING("quarters")>, keyword<TAO_PEGTL_ISTRING("quarter")>,
    keyword<TAO_PEGTL_ISTRING("months")>, keyword<TAO_PEGTL_ISTRING("month")>,
    keyword<TAO_PEGTL_ISTRING("weeks")>, keyword<TAO_PEGTL_ISTRING("week")>,
    keyword<TAO_PEGTL_ISTRING("days")>, keyword<TAO_PEGTL_ISTRING("day")>,
    keyword<TAO_PEGTL_ISTRING("hours")>, keyword<TAO_PEGTL_ISTRING("hour")>,
    keyword<TAO_PEGTL_ISTRING("minutes")>, keyword<TAO_PEGTL_ISTRING("minute")>,
    keyword<TAO_PEGTL_ISTRING("seconds")>, keyword<TAO_PEGTL_ISTRING("second")>,
    keyword<TAO_PEGTL_ISTRING("millis")>, keyword<TAO_PEGTL_ISTRING("milli")>> {};
struct trim_suffix_close : t<one<')'>> {};

struct suffix_flatten : seq<t<call_name<kw_flatten>>, empty_parens> {};
struct suffix_alias : seq<
    t<call_name<kw_as>>, open_paren, must<alias_name>, star<comma, must<alias_name>>, must<close_args>> {};
/// `10.year` is an interval; `d.year()`, with parentheses, is the call year(d).
struct suffix_interval : seq<t<call_name<interval_unit>>, not_at<one<'('>>> {};
struct suffix_rows : t<call_name<kw_rows>> {};
template<typename Kw, TypeId Id> struct suffix_temporal : seq<t<call_name<Kw>>, empty_parens> {};
template<typename Kw> struct suffix_ordering : seq<t<call_name<Kw>>, empty_parens> {};
struct suffix_cast : seq<t<call_name<kw_cast>>, open_paren, must<type_spec>, must<close_args>> {};
struct suffix_trim : seq<
    t<call_name<kw_trim>>,
    opt<open_paren, opt<t<trim_mode>, must<comma>, must<next_argument>>, must<trim_suffix_close>>> {};
struct suffix_extract : seq<t<call_name<kw_extract>>, open_paren, must<time_unit_spec>, must<close_args>> {};
template<typename Kw> struct suffix_rounding : seq<t<call_name<Kw>>, open_paren, t<time_unit>, must<close_args>> {};
struct suffix_if : seq<
    t<call_name<one<'?'>>>, open_paren, must<first_argument>, must<comma>, must<next_argument>, must<close_args>> {};
struct suffix_distinct : seq<t<call_name<kw_distinct>>, empty_parens> {};
struct suffix_call : seq<t<call_name<method_word>>, open_paren, argument_list, must<close_args>> {};
struct suffix_plain : t<call_name<method_word>> {};

struct suffix_body : sor<
    suffix_flatten, suffix_alias, suffix_interval, suffix_rows, suffix_temporal<kw_totimestamp, TypeId::Timestamp>,
    suffix_temporal<kw_totime, TypeId::Time>, suffix_temporal<kw_todate, TypeId::Date>, suffix_ordering<kw_asc>,
    suffix_ordering<kw_desc>, suffix_cast, suffix_trim, suffix_extract, suffix_rounding<kw_floor>,
    suffix_rounding<kw_ceil>, suffix_if, suffix_distinct, suffix_call, suffix_plain> {};
struct suffix : seq<t<one<'.'>>, must<suffix_body>> {};
struct window_word : word {};
struct window_name : t<window_word> {};
struct over_window : seq<t<kw_over>, must<window_name>> {};
struct composite : seq<primary, star<sor<suffix, over_window>>> {};

// ---- Operators, loosest last
struct op_not : seq<one<'!'>, not_at<one<'='>>> {};
struct op_negate : one<'-'> {};
struct op_identity : one<'+'> {};
struct unary;
struct prefixed : seq<t<sor<op_not, op_negate, op_identity>>, must<unary>> {};
struct unary : sor<composite, prefixed> {};

struct op_times : one<'*'> {};
struct op_divide : one<'/'> {};
struct op_mod : one<'%'> {};
struct product : seq<unary, star<t<sor<op_times, op_divide, op_mod>>, must<unary>>> {};

struct op_plus : one<'+'> {};
struct op_minus : one<'-'> {};
struct term : seq<product, star<t<sor<op_plus, op_minus>>, must<product>>> {};

struct op_equals : sor<string<'=', '=', '='>, two<'='>, one<'='>> {};
struct op_not_equals : sor<string<'!', '=', '='>, string<'!', '='>, string<'<', '>'>> {};
struct op_greater_equal : string<'>', '='> {};
struct op_greater : one<'>'> {};
struct op_less_equal : string<'<', '='> {};
struct op_less : one<'<'> {};
struct comparison_operator : sor<op_equals, op_not_equals, op_greater_equal, op_greater, op_less_equal, op_less> {};
struct comparison_test : seq<t<comparison_operator>, must<term>> {};

struct is_not_null : seq<t<kw_not>, kw_null> {};
struct is_null : kw_null {};
struct is_not_true : seq<t<kw_not>, kw_true> {};
struct is_true : kw_true {};
struct is_not_false : seq<t<kw_not>, kw_false> {};
struct is_false : kw_false {};
struct is_what : t<sor<is_not_null, is_null, is_not_true, is_true, is_not_false, is_false>> {};
struct is_test : seq<t<kw_is>, must<is_what>> {};

struct between_operator : seq<opt<t<kw_not>>, kw_between> {};
struct between_and : kw_and {};
struct between_bound_and : t<between_and> {};
struct between_test : seq<t<between_operator>, must<term>, must<between_bound_and>, must<term>> {};
struct like_operator : seq<opt<t<kw_not>>, kw_like> {};
struct like_test : seq<t<like_operator>, must<term>> {};
struct in_operator : seq<opt<t<kw_not>>, kw_in> {};
struct in_list_open : t<one<'('>> {};
struct in_list_close : t<one<')'>> {};
struct in_test : seq<
    t<in_operator>, must<in_list_open>, must<first_argument>, star<comma, must<next_argument>>,
    must<in_list_close>> {};

struct comparison_tail : sor<comparison_test, is_test, between_test, like_test, in_test> {};
struct no_chain : not_at<comparison_operator> {};
struct comparison : seq<term, opt<comparison_tail>, must<no_chain>> {};

struct op_not_word : kw_not {};
struct logic_not;
struct not_prefixed : seq<t<op_not_word>, must<logic_not>> {};
struct logic_not : sor<not_prefixed, comparison> {};
struct op_and : sor<two<'&'>, kw_and> {};
struct logic_and : seq<logic_not, star<t<op_and>, must<logic_not>>> {};
struct op_or : sor<two<'|'>, kw_or> {};
struct logic_or : seq<logic_and, star<t<op_or>, must<logic_and>>> {};

// ---- One item of a list: a column range, or an expression with optional ordering words and alias
/// Words that read as literals where a field could stand, so they are not field names in a range.
struct literal_word : sor<kw_true, kw_false, kw_null, over_constant> {};
struct range_bound : sor<integer_literal, seq<not_at<literal_word>, field_ref>> {};
struct range_end : t<range_bound> {};
struct column_range : seq<t<range_bound>, t<kw_to>, must<range_end>> {};
struct order_direction : sor<kw_asc, kw_desc> {};
struct nulls_position : sor<kw_first, kw_last> {};
struct nulls_spec : t<nulls_position> {};
struct nulls_order : seq<t<kw_nulls>, must<nulls_spec>> {};
struct ordering_words : sor<seq<t<order_direction>, opt<nulls_order>>, nulls_order> {};
struct alias_list_close : t<one<')'>> {};
struct alias_target : sor<
    seq<open_paren, must<alias_name>, star<comma, must<alias_name>>, must<alias_list_close>>, alias_name> {};
struct alias_clause : seq<t<kw_as>, must<alias_target>> {};
struct aliased : seq<logic_or, opt<ordering_words>, opt<alias_clause>> {};
struct expression : sor<column_range, aliased> {};

// ---- Entry points
struct end_of_expression : eof {};
struct required_expression : seq<expression> {};
struct list_next : seq<expression> {};
struct single_expression : seq<ws, must<required_expression>, must<end_of_expression>> {};
struct expression_list : seq<
    ws, sor<eof, seq<must<required_expression>, star<comma, must<list_next>>, must<end_of_expression>>>> {};

// clang-format on

}  // namespace tabula::parser::flink
