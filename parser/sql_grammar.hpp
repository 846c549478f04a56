// Grammar of SQL queries: SELECT [DISTINCT] ... FROM ... [JOIN ...] WHERE ... GROUP BY ... HAVING ... ORDER BY ...
// LIMIT/OFFSET/FETCH, combined by UNION/INTERSECT/EXCEPT (MINUS) [ALL] (INTERSECT binding tighter, both
// left-associative, operands in parentheses as needed), with SQL expressions
// (OR < AND < NOT < predicates < || < + - < * / % < unary).
// Rules only; sql_actions.hpp builds the AST, error_messages.hpp says what each commit point expected.
#pragma once

#include "parser/lexical_grammar.hpp"

namespace tabula::parser::sql {

using namespace lex;

// clang-format off

struct ws : sql_blanks {};
/// A token followed by blanks and comments.
template<typename R> struct t : seq<R, ws> {};

struct or_expr;
struct concat_expr;
struct query;
struct subquery;
struct subquery_close;
struct over_clause;

// ---- Names
/// Words that cannot be an unquoted column, table or alias name (write them in backquotes).
struct reserved : sor<
    kw_all, kw_and, kw_as, kw_asc, kw_between, kw_by, kw_case, kw_cast, kw_cross, kw_desc, kw_distinct, kw_else,
    kw_end, kw_except, kw_exists, kw_false, kw_fetch, kw_from, kw_full, kw_group, kw_having, kw_in, kw_inner,
    kw_intersect, kw_is, kw_join, kw_lateral, kw_left, kw_like, kw_limit, kw_minus, kw_natural, kw_not, kw_null, kw_offset,
    kw_on, kw_or, kw_order, kw_outer, kw_over, kw_right, kw_select, kw_then, kw_true, kw_union, kw_using, kw_values,
    kw_when, kw_where, kw_window, kw_with> {};
struct plain_name : seq<not_at<reserved>, word> {};
struct quoted_name : quoted<'`'> {};
/// A column, table or alias name: unquoted (not reserved) or in backquotes.
struct name : sor<quoted_name, plain_name> {};

// ---- Literals
struct double_literal : seq<sor<seq<digits, one<'.'>, star<digit>>, seq<one<'.'>, digits>, digits>, exponent> {};
struct decimal_literal : sor<seq<digits, one<'.'>, star<digit>>, seq<one<'.'>, digits>> {};
struct integer_literal : digits {};
struct number : sor<double_literal, decimal_literal, integer_literal> {};
struct string_literal : quoted<'\''> {};
struct boolean_literal : sor<kw_true, kw_false> {};
struct null_literal : kw_null {};
struct temporal_type : sor<kw_timestamp, kw_date, kw_time> {};
/// DATE '2020-01-31', TIME '12:00:00', TIMESTAMP '2020-01-31 12:00:00'.
struct temporal_literal : seq<t<temporal_type>, t<string_literal>> {};

struct type_name : type_text<ws> {};
struct type_spec : seq<type_name, ws, opt<t<kw_without>, t<kw_time>, t<kw_zone>>> {};

// ---- Calls
template<typename R> struct call_name : R {};
struct open_paren : t<one<'('>> {};
struct close_args : t<one<')'>> {};
struct close_paren : t<one<')'>> {};
struct comma : t<one<','>> {};
struct first_argument : seq<or_expr> {};
struct next_argument : seq<or_expr> {};
struct operand_after_from : seq<or_expr> {};
struct operand_after_in : seq<or_expr> {};
struct operand_after_for : seq<or_expr> {};
struct operand_after_placing : seq<or_expr> {};
struct time_unit : time_unit_word {};
struct time_unit_spec : t<time_unit> {};
struct trim_mode : trim_mode_word {};
struct distinct_marker : kw_distinct {};
struct star_argument : one<'*'> {};

struct cast_as : t<kw_as> {};
struct cast_call : seq<
    t<call_name<kw_cast>>, open_paren, must<first_argument>, must<cast_as>, must<type_spec>, must<close_args>> {};
struct extract_from : t<kw_from> {};
struct extract_call : seq<
    t<call_name<kw_extract>>, open_paren, must<time_unit_spec>, must<extract_from>, must<operand_after_from>,
    must<close_args>> {};
struct trim_from_form : seq<opt<t<trim_mode>>, opt<not_at<kw_from>, or_expr>, t<kw_from>, must<operand_after_from>> {};
struct trim_arguments : sor<trim_from_form, first_argument> {};
struct trim_call : seq<t<call_name<kw_trim>>, open_paren, must<trim_arguments>, must<close_args>> {};
struct position_call : seq<
    t<call_name<kw_position>>, open_paren, concat_expr, t<kw_in>, must<operand_after_in>, must<close_args>> {};
struct substring_call : seq<
    t<call_name<kw_substring>>, open_paren, or_expr, t<kw_from>, must<operand_after_from>,
    opt<t<kw_for>, must<operand_after_for>>, must<close_args>> {};
/// OVERLAY(s PLACING r FROM start [FOR length]); without PLACING, OVERLAY is an ordinary call.
struct overlay_from : t<kw_from> {};
struct overlay_call : seq<
    t<call_name<kw_overlay>>, open_paren, or_expr, t<kw_placing>, must<operand_after_placing>, must<overlay_from>,
    must<operand_after_from>, opt<t<kw_for>, must<operand_after_for>>, must<close_args>> {};
struct rounding_call : seq<
    t<call_name<sor<kw_floor, kw_ceiling, kw_ceil>>>, open_paren, or_expr, t<kw_to>, must<time_unit_spec>,
    must<close_args>> {};
struct timestampdiff_call : seq<
    t<call_name<kw_timestampdiff>>, open_paren, must<time_unit_spec>, must<comma>, must<next_argument>, must<comma>,
    must<next_argument>, must<close_args>> {};
/// CURRENT_DATE and friends, written without parentheses.
struct niladic_call : seq<
    sor<kw_current_timestamp, kw_current_date, kw_current_time, kw_localtimestamp, kw_localtime>,
    not_at<ws, one<'('>>> {};
struct function_name : sor<kw_left, kw_right, seq<not_at<reserved>, word>> {};
struct function_arguments : sor<t<star_argument>, seq<or_expr, star<comma, must<next_argument>>>> {};
struct function_call : seq<
    t<call_name<function_name>>, open_paren, opt<t<sor<distinct_marker, kw_all>>>, opt<function_arguments>,
    must<close_args>> {};
struct kw_filter : keyword<TAO_PEGTL_ISTRING("filter")> {};
struct filter_where : t<kw_where> {};
struct filter_condition : seq<or_expr> {};
/// `FILTER (WHERE cond)` after an aggregate call; only with the parenthesis, so that FILTER stays usable as an alias.
struct aggregate_filter : seq<
    t<kw_filter>, open_paren, must<filter_where>, must<filter_condition>, must<close_args>> {};
struct filtered_call : seq<function_call, opt<aggregate_filter>> {};
/// A call with OVER: a window function, or an aggregate over a window.
struct windowed_call : seq<filtered_call, opt<over_clause>> {};

// ---- CASE
struct when_marker : kw_when {};
struct else_marker : kw_else {};
struct case_condition : seq<or_expr> {};
struct case_then : t<kw_then> {};
struct case_result : seq<or_expr> {};
struct else_result : seq<or_expr> {};
struct case_when : seq<t<when_marker>, must<case_condition>, must<case_then>, must<case_result>> {};
struct first_when : seq<case_when> {};
struct case_else : seq<t<else_marker>, must<else_result>> {};
struct case_end : t<kw_end> {};
struct case_expression : seq<
    t<kw_case>, opt<not_at<kw_when>, or_expr>, must<first_when>, star<case_when>, opt<case_else>, must<case_end>> {};

// ---- Subqueries as expressions: `(SELECT ...)`, EXISTS (SELECT ...); the predicate forms are below
/// A query starts here: what tells `(SELECT ...)` from a parenthesised expression.
struct query_start : at<sor<kw_select, kw_with>> {};
struct scalar_subquery : seq<open_paren, query_start, must<subquery>, must<subquery_close>> {};
struct exists_open : t<one<'('>> {};
struct exists_subquery : seq<t<kw_exists>, must<exists_open>, must<subquery>, must<subquery_close>> {};

// ---- Primaries
struct column_ref : seq<name, opt<ws, one<'.'>, ws, name>> {};
// ---- INTERVAL '3' MONTH: only before a quote, so that a column named interval stays a column
struct kw_interval : keyword<TAO_PEGTL_ISTRING("interval")> {};
struct interval_count : t<string_literal> {};
/// Flink also takes the plural units in intervals: INTERVAL '10' MINUTES.
struct interval_unit : sor<
    keyword<TAO_PEGTL_ISTRING("years")>, keyword<TAO_PEGTL_ISTRING("quarters")>, keyword<TAO_PEGTL_ISTRING("months")>,
    keyword<TAO_PEGTL_ISTRING("weeks")>, keyword<TAO_PEGTL_ISTRING("days")>, keyword<TAO_PEGTL_ISTRING("hours")>,
    keyword<TAO_PEGTL_ISTRING("minutes")>, keyword<TAO_PEGTL_ISTRING("seconds")>, time_unit_word> {};
struct interval_unit_spec : t<interval_unit> {};
struct interval_literal : seq<kw_interval, ws, at<one<'\''>>, must<interval_count>, must<interval_unit_spec>> {};
struct parenthesized : seq<open_paren, must<first_argument>, must<close_paren>> {};
struct primary : sor<
    scalar_subquery, exists_subquery, parenthesized, t<number>, t<string_literal>, t<boolean_literal>,
    t<null_literal>, temporal_literal, t<interval_literal>,
    case_expression, cast_call, extract_call, trim_call, position_call, substring_call, overlay_call, rounding_call,
    timestampdiff_call, t<niladic_call>, windowed_call, t<column_ref>> {};

// ---- Operators, loosest last
struct op_negate : one<'-'> {};
struct op_identity : one<'+'> {};
struct unary;
struct prefixed : seq<t<sor<op_negate, op_identity>>, must<unary>> {};
struct unary : sor<prefixed, primary> {};
struct op_times : one<'*'> {};
struct op_divide : one<'/'> {};
struct op_mod : one<'%'> {};
struct multiplicative : seq<unary, star<t<sor<op_times, op_divide, op_mod>>, must<unary>>> {};
struct op_plus : one<'+'> {};
struct op_minus : one<'-'> {};
struct additive : seq<multiplicative, star<t<sor<op_plus, op_minus>>, must<multiplicative>>> {};
struct op_concat : two<'|'> {};
struct concat_expr : seq<additive, star<t<op_concat>, must<additive>>> {};

struct op_equals : one<'='> {};
struct op_not_equals : sor<string<'<', '>'>, string<'!', '='>> {};
struct op_greater_equal : string<'>', '='> {};
struct op_greater : one<'>'> {};
struct op_less_equal : string<'<', '='> {};
struct op_less : one<'<'> {};
struct comparison_operator : sor<op_equals, op_not_equals, op_greater_equal, op_greater, op_less_equal, op_less> {};
struct comparison_test : seq<t<comparison_operator>, must<concat_expr>> {};
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
struct between_test : seq<t<between_operator>, must<concat_expr>, must<between_bound_and>, must<concat_expr>> {};
struct like_operator : seq<opt<t<kw_not>>, kw_like> {};
// LIKE p ESCAPE '\': the escape is a string literal, so that a column or alias named escape stays a name
struct kw_escape : keyword<TAO_PEGTL_ISTRING("escape")> {};
struct like_escape : t<string_literal> {};
struct like_test : seq<t<like_operator>, must<concat_expr>, opt<t<kw_escape>, at<one<'\''>>, must<like_escape>>> {};
struct in_operator : seq<opt<t<kw_not>>, kw_in> {};
struct in_list_open : t<one<'('>> {};
struct in_list_close : t<one<')'>> {};
struct in_test : seq<
    t<in_operator>, must<in_list_open>, must<first_argument>, star<comma, must<next_argument>>,
    must<in_list_close>> {};
// IS [NOT] DISTINCT FROM: tried before the other IS tests, which it shares its first word with
struct is_not_distinct_from : seq<t<kw_is>, t<kw_not>, t<kw_distinct>, kw_from> {};
struct is_distinct_from : seq<t<kw_is>, t<kw_distinct>, kw_from> {};
struct distinct_from_operand : seq<concat_expr> {};
struct distinct_from_test : seq<t<sor<is_not_distinct_from, is_distinct_from>>, must<distinct_from_operand>> {};
/// `x [NOT] IN (SELECT ...)`; `x IN (list)` otherwise.
struct in_subquery_test : seq<t<in_operator>, open_paren, query_start, must<subquery>, must<subquery_close>> {};
struct quantifier : sor<kw_any, kw_some, kw_all> {};
/// `x <op> ANY|SOME|ALL (SELECT ...)`.
struct quantified_test : seq<
    t<comparison_operator>, t<quantifier>, open_paren, query_start, must<subquery>, must<subquery_close>> {};
struct predicate_tail : sor<
    quantified_test, comparison_test, distinct_from_test, is_test, between_test, like_test, in_subquery_test,
    in_test> {};
struct no_chain : not_at<comparison_operator> {};
struct predicate : seq<concat_expr, opt<predicate_tail>, must<no_chain>> {};

struct op_not_word : kw_not {};
struct not_expr;
struct not_prefixed : seq<t<op_not_word>, must<not_expr>> {};
struct not_expr : sor<not_prefixed, predicate> {};
struct op_and : kw_and {};
struct and_expr : seq<not_expr, star<t<op_and>, must<not_expr>>> {};
struct op_or : kw_or {};
struct or_expr : seq<and_expr, star<t<op_or>, must<and_expr>>> {};

// ---- SELECT
struct alias_name : t<name> {};
struct item_alias : sor<seq<t<kw_as>, must<alias_name>>, t<name>> {};
struct aliased_item : seq<or_expr, opt<item_alias>> {};
struct select_star : one<'*'> {};
struct qualified_star : seq<t<name>, t<one<'.'>>, one<'*'>> {};
struct select_item : sor<t<select_star>, t<qualified_star>, aliased_item> {};
struct next_select_item : seq<select_item> {};
struct select_list : seq<select_item, star<comma, must<next_select_item>>> {};
struct select_list_spec : seq<select_list> {};

struct subquery : seq<query> {};
struct subquery_close : t<one<')'>> {};
struct column_alias : t<name> {};
struct column_aliases_close : t<one<')'>> {};
struct column_aliases : seq<
    t<one<'('>>, must<column_alias>, star<comma, must<column_alias>>, must<column_aliases_close>> {};
struct table_alias : seq<sor<seq<t<kw_as>, must<alias_name>>, t<name>>, opt<column_aliases>> {};
struct derived_table : seq<open_paren, must<subquery>, must<subquery_close>, opt<table_alias>> {};
struct named_table : seq<t<name>, opt<table_alias>> {};
struct kw_descriptor : keyword<TAO_PEGTL_ISTRING("descriptor")> {};
struct window_function_close : t<one<')'>> {};
/// SESSION's `TABLE t PARTITION BY k, ...`, which batch mode refuses (as Flink's does); the keys are skipped.
struct window_function_partition : seq<
    t<keyword<TAO_PEGTL_ISTRING("partition")>>, t<kw_by>,
    sor<seq<t<one<'('>>, t<word>, star<t<one<','>>, t<word>>, t<one<')'>>>, t<word>>> {};
struct window_function_comma : t<one<','>> {};
struct window_function_table : seq<t<kw_table>, t<name>, opt<window_function_partition>> {};
struct window_function_descriptor : seq<t<kw_descriptor>, open_paren, t<name>, window_function_close> {};
struct window_function_argument : seq<or_expr> {};
/// TABLE(TUMBLE(TABLE t, DESCRIPTOR(ts), INTERVAL '10' MINUTES)) and HOP, CUMULATE: a window table function.
struct window_function_call : seq<
    t<kw_table>, open_paren, t<name>, open_paren, must<window_function_table>, must<window_function_comma>,
    must<window_function_descriptor>, star<window_function_comma, must<window_function_argument>>,
    must<window_function_close>,
    must<window_function_close>, opt<table_alias>> {};
/// LATERAL TABLE(split(line)) [AS t (word)]: a user-defined table function's rows for each row of the items before.
struct lateral_table_open : seq<t<kw_table>, open_paren> {};
struct lateral_call : seq<or_expr> {};
struct lateral_close : t<one<')'>> {};
struct lateral_table : seq<
    t<kw_lateral>, must<lateral_table_open>, must<lateral_call>, must<lateral_close>, opt<table_alias>> {};
/// 'people.csv': a file read without DDL, its columns sniffed.
struct file_table : seq<t<string_literal>, opt<table_alias>> {};
struct table_ref : sor<derived_table, file_table, named_table> {};
struct table_primary;
struct join_tail;
struct joined_tables_close : t<one<')'>> {};
/// `(a JOIN b ON ...)`: a join tree in parentheses (at least one join, else it is taken for a subquery).
struct parenthesized_join : seq<open_paren, table_primary, plus<join_tail>, must<joined_tables_close>> {};
struct table_primary : sor<parenthesized_join, window_function_call, lateral_table, table_ref> {};

// ---- Joins: a left-deep chain after the first item
struct inner_marker : kw_inner {};
struct left_marker : kw_left {};
struct right_marker : kw_right {};
struct full_marker : kw_full {};
struct cross_marker : kw_cross {};
struct natural_marker : kw_natural {};
struct join_type : sor<t<inner_marker>, seq<t<sor<left_marker, right_marker, full_marker>>, opt<t<kw_outer>>>> {};
struct join_word : t<kw_join> {};
struct joined_table : seq<table_primary> {};
struct on_condition : seq<or_expr> {};
struct using_column : t<name> {};
struct using_open : t<one<'('>> {};
struct using_close : t<one<')'>> {};
struct using_columns : seq<
    t<kw_using>, must<using_open>, must<using_column>, star<comma, must<using_column>>, must<using_close>> {};
struct join_spec : sor<seq<t<kw_on>, must<on_condition>>, using_columns> {};
struct join_keywords : sor<
    seq<t<cross_marker>, must<join_word>>, seq<t<natural_marker>, opt<join_type>, must<join_word>>,
    seq<join_type, must<join_word>>, join_word> {};
struct cross_or_natural : at<sor<cross_marker, natural_marker>> {};
struct join_tail : sor<
    seq<cross_or_natural, join_keywords, must<joined_table>>,
    seq<join_keywords, must<joined_table>, must<join_spec>>> {};
struct table_expression : seq<table_primary, star<join_tail>> {};
struct table_spec : seq<table_expression> {};
struct next_table_spec : seq<table_expression> {};
struct from_clause : seq<t<kw_from>, must<table_spec>, star<comma, must<next_table_spec>>> {};

struct where_condition : seq<or_expr> {};
struct where_clause : seq<t<kw_where>, must<where_condition>> {};
struct group_by_word : t<kw_by> {};
struct kw_grouping : keyword<TAO_PEGTL_ISTRING("grouping")> {};
struct kw_sets : keyword<TAO_PEGTL_ISTRING("sets")> {};
struct kw_rollup : keyword<TAO_PEGTL_ISTRING("rollup")> {};
struct kw_cube : keyword<TAO_PEGTL_ISTRING("cube")> {};
struct grouping_keys : seq<or_expr, star<comma, must<next_argument>>> {};
struct grouping_open : t<one<'('>> {};
struct grouping_close : t<one<')'>> {};
struct rollup_item : seq<t<kw_rollup>, open_paren, must<grouping_keys>, must<grouping_close>> {};
struct cube_item : seq<t<kw_cube>, open_paren, must<grouping_keys>, must<grouping_close>> {};
/// `(a, b)` or `()` in GROUPING SETS; `(a + 1) * 2` is an expression instead.
struct parenthesized_set : seq<open_paren, opt<grouping_keys>, close_args, at<sor<one<','>, one<')'>>>> {};
struct grouping_set : sor<parenthesized_set, rollup_item, cube_item, or_expr> {};
struct grouping_sets_item : seq<
    t<kw_grouping>, t<kw_sets>, must<grouping_open>, must<grouping_set>, star<comma, must<grouping_set>>,
    must<grouping_close>> {};
struct group_item : sor<grouping_sets_item, rollup_item, cube_item, or_expr> {};
struct group_by_clause : seq<t<kw_group>, must<group_by_word>, must<group_item>, star<comma, must<group_item>>> {};
struct having_condition : seq<or_expr> {};
struct having_clause : seq<t<kw_having>, must<having_condition>> {};

struct order_direction : sor<kw_asc, kw_desc> {};
struct nulls_position : sor<kw_first, kw_last> {};
struct nulls_spec : t<nulls_position> {};
struct order_item : seq<or_expr, opt<t<order_direction>>, opt<t<kw_nulls>, must<nulls_spec>>> {};
struct order_item_spec : seq<order_item> {};
struct order_by_word : t<kw_by> {};
struct order_by_clause : seq<
    t<kw_order>, must<order_by_word>, must<order_item_spec>, star<comma, must<order_item_spec>>> {};

struct count_number : digits {};

// ---- Windows: OVER (PARTITION BY ... ORDER BY ... ROWS|RANGE BETWEEN ... AND ...), OVER name, WINDOW name AS (...)
struct kw_partition : keyword<TAO_PEGTL_ISTRING("partition")> {};
struct kw_range : keyword<TAO_PEGTL_ISTRING("range")> {};
struct kw_unbounded : keyword<TAO_PEGTL_ISTRING("unbounded")> {};
struct kw_preceding : keyword<TAO_PEGTL_ISTRING("preceding")> {};
struct kw_following : keyword<TAO_PEGTL_ISTRING("following")> {};
struct kw_current : keyword<TAO_PEGTL_ISTRING("current")> {};
struct partition_by_word : t<kw_by> {};
struct partition_key : seq<or_expr> {};
struct partition_by : seq<
    t<kw_partition>, must<partition_by_word>, must<partition_key>, star<comma, must<partition_key>>> {};
struct window_order : seq<
    t<kw_order>, must<order_by_word>, must<order_item_spec>, star<comma, must<order_item_spec>>> {};
struct frame_unit : sor<kw_rows, kw_range> {};
struct frame_direction : sor<kw_preceding, kw_following> {};
struct frame_direction_spec : t<frame_direction> {};
struct unbounded_marker : kw_unbounded {};
struct current_marker : kw_current {};
struct current_row_word : t<kw_row> {};
struct frame_offset : count_number {};
struct frame_bound : sor<
    seq<t<unbounded_marker>, must<frame_direction_spec>>, seq<t<current_marker>, must<current_row_word>>,
    seq<sor<t<interval_literal>, t<frame_offset>>, must<frame_direction_spec>>> {};
struct frame_bound_spec : seq<frame_bound> {};
struct frame_and : t<kw_and> {};
struct frame_extent : sor<
    seq<t<kw_between>, must<frame_bound_spec>, must<frame_and>, must<frame_bound_spec>>, frame_bound> {};
struct window_frame : seq<t<frame_unit>, must<frame_extent>> {};
struct window_close : t<one<')'>> {};
struct window_spec : seq<open_paren, opt<partition_by>, opt<window_order>, opt<window_frame>, must<window_close>> {};
struct window_name : t<name> {};
struct window_ref : sor<window_spec, window_name> {};
struct over_clause : seq<t<kw_over>, must<window_ref>> {};
struct window_definition_name : t<name> {};
struct window_as : t<kw_as> {};
struct window_definition_spec : seq<window_spec> {};
struct window_definition : seq<window_definition_name, must<window_as>, must<window_definition_spec>> {};
struct window_clause : seq<t<kw_window>, must<window_definition>, star<comma, must<window_definition>>> {};

struct limit_count : t<count_number> {};
struct limit_clause : seq<t<kw_limit>, must<limit_count>> {};
struct offset_count : t<count_number> {};
struct offset_clause : seq<t<kw_offset>, must<offset_count>, opt<t<sor<kw_rows, kw_row>>>> {};
struct fetch_first : t<sor<kw_first, kw_next>> {};
struct fetch_rows : t<sor<kw_rows, kw_row>> {};
struct fetch_only : t<kw_only> {};
struct fetch_clause : seq<t<kw_fetch>, must<fetch_first>, opt<t<count_number>>, must<fetch_rows>, must<fetch_only>> {};

struct select_query : seq<
    t<kw_select>, opt<t<sor<distinct_marker, kw_all>>>, must<select_list_spec>, opt<from_clause>, opt<where_clause>,
    opt<group_by_clause>, opt<having_clause>, opt<window_clause>> {};
// ---- Set operations: INTERSECT binds tighter than UNION and EXCEPT; each level is a left-deep chain
struct parenthesised_query : seq<open_paren, must<subquery>, must<subquery_close>> {};
// ---- VALUES (1, 'a'), (2, 'b'): a query of literal rows, also a FROM item in parentheses
struct values_row_open : t<one<'('>> {};
struct values_row_close : t<one<')'>> {};
struct values_row : seq<
    values_row_open, must<first_argument>, star<comma, must<next_argument>>, must<values_row_close>> {};
struct next_values_row : seq<values_row> {};
struct values_query : seq<t<kw_values>, must<values_row>, star<comma, must<next_values_row>>> {};
struct query_primary : sor<select_query, values_query, parenthesised_query> {};
struct set_quantifier : sor<kw_all, kw_distinct> {};
struct intersect_operator : seq<t<kw_intersect>, opt<t<set_quantifier>>> {};
struct intersect_operand : seq<query_primary> {};
struct intersect_term : seq<query_primary, star<intersect_operator, must<intersect_operand>>> {};
struct union_operator : seq<t<sor<kw_union, kw_except, kw_minus>>, opt<t<set_quantifier>>> {};
struct set_operand : seq<intersect_term> {};
struct set_expression : seq<intersect_term, star<union_operator, must<set_operand>>> {};
/// A set operator after ORDER BY / LIMIT, which end the whole query: explained rather than "unexpected UNION".
struct misplaced_set_operator : at<sor<kw_union, kw_intersect, kw_except, kw_minus>> {};
/// ORDER BY, LIMIT, OFFSET and FETCH of a single SELECT, or of the whole set operation.
struct query_body : seq<
    set_expression, opt<order_by_clause>, star<sor<limit_clause, offset_clause, fetch_clause>>,
    opt<misplaced_set_operator>> {};
// ---- WITH name [(columns)] AS (query), ...: named queries the body (and each later one) may read
struct cte_name : t<name> {};
struct cte_as : t<kw_as> {};
struct cte_open : t<one<'('>> {};
struct common_table : seq<
    cte_name, opt<column_aliases>, must<cte_as>, must<cte_open>, must<subquery>, must<subquery_close>> {};
struct next_common_table : seq<common_table> {};
struct with_body : seq<query_body> {};
struct with_query : seq<t<kw_with>, must<common_table>, star<comma, must<next_common_table>>, must<with_body>> {};
struct query : sor<with_query, query_body> {};

// ---- Entry point of sqlQuery()
struct required_query : seq<query> {};
struct end_of_query : eof {};
struct single_query : seq<ws, must<required_query>, opt<t<one<';'>>>, must<end_of_query>> {};

// clang-format on

}  // namespace tabula::parser::sql
