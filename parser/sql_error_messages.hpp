// What each commit point of the SQL grammar expected, as the user reads it.
#pragma once

#include "parser/error_messages.hpp"
#include "parser/sql_grammar.hpp"

namespace tabula::parser {

// clang-format off

// ---- SQL
template<> inline constexpr const char* error_message<sql::type_spec> = messages::kTypeName;
template<> inline constexpr const char* error_message<sql::close_args> = messages::kCloseArgs;
template<> inline constexpr const char* error_message<sql::close_paren> = "expected ')' to match '('";
template<> inline constexpr const char* error_message<sql::window_function_table> =
    "expected TABLE and a table name as the first argument of a window table function";
template<> inline constexpr const char* error_message<sql::window_function_descriptor> =
    "expected DESCRIPTOR(time column) as the second argument of a window table function";
template<> inline constexpr const char* error_message<sql::window_function_argument> =
    "expected an interval argument of the window table function";
template<> inline constexpr const char* error_message<sql::window_function_close> = "expected ')' to match '('";
template<> inline constexpr const char* error_message<sql::window_function_comma> =
    "expected ',' and the next argument of the window table function";
template<> inline constexpr const char* error_message<sql::lateral_table_open> =
    "expected TABLE( and a call of a table function after LATERAL";
template<> inline constexpr const char* error_message<sql::lateral_call> =
    "expected a call of a table function in LATERAL TABLE(...)";
template<> inline constexpr const char* error_message<sql::lateral_close> = "expected ')' to match '('";
template<> inline constexpr const char* error_message<sql::comma> = "expected ',' and the next argument of '{name}'";
template<> inline constexpr const char* error_message<sql::first_argument> = messages::kAfterParen;
template<> inline constexpr const char* error_message<sql::next_argument> = messages::kAfterComma;
template<> inline constexpr const char* error_message<sql::operand_after_from> = "expected an expression after FROM";
template<> inline constexpr const char* error_message<sql::operand_after_in> = "expected an expression after IN";
template<> inline constexpr const char* error_message<sql::operand_after_for> = "expected an expression after FOR";
template<> inline constexpr const char* error_message<sql::operand_after_placing> =
    "expected an expression after PLACING";
template<> inline constexpr const char* error_message<sql::overlay_from> =
    "expected FROM and a position after the PLACING text in OVERLAY";
template<> inline constexpr const char* error_message<sql::time_unit_spec> = messages::kTimeUnit;
template<> inline constexpr const char* error_message<sql::cast_as> = "expected AS and a type in CAST";
template<> inline constexpr const char* error_message<sql::extract_from> = "expected FROM after the unit in EXTRACT";
template<> inline constexpr const char* error_message<sql::trim_arguments> =
    "expected TRIM([LEADING|TRAILING|BOTH] [characters] FROM text) or TRIM(text)";
template<> inline constexpr const char* error_message<sql::case_condition> = "expected a condition after WHEN";
template<> inline constexpr const char* error_message<sql::case_then> = "expected THEN after the WHEN condition";
template<> inline constexpr const char* error_message<sql::case_result> = "expected an expression after THEN";
template<> inline constexpr const char* error_message<sql::else_result> = "expected an expression after ELSE";
template<> inline constexpr const char* error_message<sql::first_when> = "expected WHEN after CASE";
template<> inline constexpr const char* error_message<sql::case_end> =
    "expected WHEN, ELSE or END to continue the CASE";
template<> inline constexpr const char* error_message<sql::unary> = messages::kOperand;
template<> inline constexpr const char* error_message<sql::multiplicative> = messages::kOperand;
template<> inline constexpr const char* error_message<sql::additive> = messages::kOperand;
template<> inline constexpr const char* error_message<sql::concat_expr> = messages::kOperand;
template<> inline constexpr const char* error_message<sql::not_expr> = messages::kOperand;
template<> inline constexpr const char* error_message<sql::and_expr> = messages::kOperand;
template<> inline constexpr const char* error_message<sql::is_what> = messages::kIsWhat;
template<> inline constexpr const char* error_message<sql::between_bound_and> =
    "expected AND between the bounds of BETWEEN";
template<> inline constexpr const char* error_message<sql::in_list_open> = "expected '(' and a list of values after IN";
template<> inline constexpr const char* error_message<sql::in_list_close> = "expected ')' to close the IN list";
template<> inline constexpr const char* error_message<sql::no_chain> = messages::kNoChain;
template<> inline constexpr const char* error_message<sql::alias_name> =
    "expected a name after AS (write reserved words in backquotes)";
template<> inline constexpr const char* error_message<sql::next_select_item> = "expected a select item after ','";
template<> inline constexpr const char* error_message<sql::select_list_spec> = "expected a select list after SELECT";
template<> inline constexpr const char* error_message<sql::exists_open> = "expected '(' and a query after EXISTS";
template<> inline constexpr const char* error_message<sql::subquery> = "expected a query (SELECT ...) after '('";
template<> inline constexpr const char* error_message<sql::subquery_close> = "expected ')' to close the subquery";
template<> inline constexpr const char* error_message<sql::table_spec> =
    "expected a table name or a parenthesised subquery after FROM";
template<> inline constexpr const char* error_message<sql::next_table_spec> =
    "expected a table name or a parenthesised subquery after ','";
template<> inline constexpr const char* error_message<sql::joined_tables_close> =
    "expected JOIN or ')' to close the parenthesised join";
template<> inline constexpr const char* error_message<sql::join_word> = "expected JOIN";
template<> inline constexpr const char* error_message<sql::joined_table> =
    "expected a table name, a parenthesised subquery or join after JOIN";
template<> inline constexpr const char* error_message<sql::join_spec> =
    "expected ON and a condition, or USING and a list of columns, after the joined table";
template<> inline constexpr const char* error_message<sql::on_condition> = "expected a condition after ON";
template<> inline constexpr const char* error_message<sql::using_open> =
    "expected '(' and a list of columns after USING";
template<> inline constexpr const char* error_message<sql::using_column> =
    "expected a column name in USING (write reserved words in backquotes)";
template<> inline constexpr const char* error_message<sql::using_close> =
    "expected ',' and a column name, or ')' to close the USING list";
template<> inline constexpr const char* error_message<sql::column_alias> =
    "expected a column name in the alias list (write reserved words in backquotes)";
template<> inline constexpr const char* error_message<sql::column_aliases_close> =
    "expected ',' and a column name, or ')' to close the alias list";
template<> inline constexpr const char* error_message<sql::where_condition> = "expected a condition after WHERE";
template<> inline constexpr const char* error_message<sql::group_by_word> = "expected BY after GROUP";
template<> inline constexpr const char* error_message<sql::group_item> = "expected an expression to group by";
template<> inline constexpr const char* error_message<sql::grouping_keys> = "expected an expression to group by";
template<> inline constexpr const char* error_message<sql::grouping_set> = "expected a grouping set: (a, b), a or ()";
template<> inline constexpr const char* error_message<sql::grouping_open> = "expected '(' after GROUPING SETS";
template<> inline constexpr const char* error_message<sql::grouping_close> = "expected ',' or ')'";
template<> inline constexpr const char* error_message<sql::filter_where> = "expected WHERE after FILTER (";
template<> inline constexpr const char* error_message<sql::filter_condition> =
    "expected the condition of FILTER (WHERE ...)";
template<> inline constexpr const char* error_message<sql::having_condition> = "expected a condition after HAVING";
template<> inline constexpr const char* error_message<sql::nulls_spec> = "expected FIRST or LAST after NULLS";
template<> inline constexpr const char* error_message<sql::partition_by_word> = "expected BY after PARTITION";
template<> inline constexpr const char* error_message<sql::partition_key> = "expected an expression to partition by";
template<> inline constexpr const char* error_message<sql::frame_extent> =
    "expected BETWEEN or a frame bound after ROWS or RANGE";
template<> inline constexpr const char* error_message<sql::frame_bound_spec> =
    "expected a frame bound: UNBOUNDED PRECEDING, n PRECEDING, CURRENT ROW, n FOLLOWING or UNBOUNDED FOLLOWING";
template<> inline constexpr const char* error_message<sql::frame_direction_spec> = "expected PRECEDING or FOLLOWING";
template<> inline constexpr const char* error_message<sql::current_row_word> = "expected ROW after CURRENT";
template<> inline constexpr const char* error_message<sql::frame_and> = "expected AND and the end of the frame";
template<> inline constexpr const char* error_message<sql::window_close> =
    "expected ')' to end the window: PARTITION BY, then ORDER BY, then ROWS or RANGE";
template<> inline constexpr const char* error_message<sql::window_ref> =
    "expected '(' and a window, or the name of a window of the WINDOW clause, after OVER";
template<> inline constexpr const char* error_message<sql::window_definition> =
    "expected a window name after WINDOW";
template<> inline constexpr const char* error_message<sql::window_as> = "expected AS after the window name";
template<> inline constexpr const char* error_message<sql::window_definition_spec> =
    "expected '(' and the window after AS";
template<> inline constexpr const char* error_message<sql::order_item_spec> = "expected an expression to order by";
template<> inline constexpr const char* error_message<sql::order_by_word> = "expected BY after ORDER";
template<> inline constexpr const char* error_message<sql::limit_count> = "expected a number of rows after LIMIT";
template<> inline constexpr const char* error_message<sql::offset_count> = "expected a number of rows after OFFSET";
template<> inline constexpr const char* error_message<sql::fetch_first> = "expected FIRST or NEXT after FETCH";
template<> inline constexpr const char* error_message<sql::fetch_rows> = "expected ROW or ROWS in FETCH";
template<> inline constexpr const char* error_message<sql::fetch_only> = "expected ONLY at the end of FETCH";
template<> inline constexpr const char* error_message<sql::set_operand> =
    "expected a query (SELECT ... or a query in parentheses) after {op}";
template<> inline constexpr const char* error_message<sql::intersect_operand> =
    "expected a query (SELECT ... or a query in parentheses) after {op}";
template<> inline constexpr const char* error_message<sql::like_escape> = "expected the escape character in quotes";
template<> inline constexpr const char* error_message<sql::distinct_from_operand> =
    "expected an expression after DISTINCT FROM";
template<> inline constexpr const char* error_message<sql::interval_count> =
    "expected the number of units in quotes after INTERVAL, e.g. INTERVAL '3' MONTH";
template<> inline constexpr const char* error_message<sql::interval_unit_spec> =
    "expected the unit of the interval: YEAR, QUARTER, MONTH, WEEK, DAY, HOUR, MINUTE or SECOND";
template<> inline constexpr const char* error_message<sql::values_row> =
    "expected a row in parentheses after VALUES, e.g. VALUES (1, 'a'), (2, 'b')";
template<> inline constexpr const char* error_message<sql::next_values_row> =
    "expected a row in parentheses after ',' in VALUES";
template<> inline constexpr const char* error_message<sql::values_row_close> =
    "expected ',' and a value, or ')' to close the row";
template<> inline constexpr const char* error_message<sql::common_table> =
    "expected a name after WITH, e.g. WITH t AS (SELECT ...) SELECT ... FROM t";
template<> inline constexpr const char* error_message<sql::next_common_table> =
    "expected a name after ',' in WITH, e.g. WITH a AS (SELECT ...), b AS (SELECT ...) SELECT ...";
template<> inline constexpr const char* error_message<sql::cte_as> =
    "expected AS and a query in parentheses after the name";
template<> inline constexpr const char* error_message<sql::cte_open> = "expected '(' and a query after AS";
template<> inline constexpr const char* error_message<sql::with_body> =
    "expected the query (SELECT ...) that the WITH clause names queries for";
template<> inline constexpr const char* error_message<sql::required_query> =
    "expected a query starting with SELECT, VALUES or WITH";
template<> inline constexpr const char* error_message<sql::end_of_query> =
    "unexpected '{next}' after the end of the query";

// clang-format on

}  // namespace tabula::parser
