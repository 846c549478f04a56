// What each commit point of the string-expression grammar expected, as the user reads it.
#pragma once

#include "parser/error_messages.hpp"
#include "parser/expression_grammar.hpp"

namespace tabula::parser {

// clang-format off

// ---- String expressions
template<> inline constexpr const char* error_message<flink::type_spec> = messages::kTypeName;
template<> inline constexpr const char* error_message<flink::close_type> = "expected ')' after the type name";
template<> inline constexpr const char* error_message<flink::close_args> = messages::kCloseArgs;
template<> inline constexpr const char* error_message<flink::close_empty> =
    "expected ')': '{name}' takes no arguments here";
template<> inline constexpr const char* error_message<flink::close_paren> = "expected ')' to match '('";
template<> inline constexpr const char* error_message<flink::comma> = "expected ',' and the next argument of '{name}'";
template<> inline constexpr const char* error_message<flink::first_argument> = messages::kAfterParen;
template<> inline constexpr const char* error_message<flink::next_argument> = messages::kAfterComma;
template<> inline constexpr const char* error_message<flink::cast_separator> = "expected AS or ',' and a type in cast";
template<> inline constexpr const char* error_message<flink::trim_arguments> =
    "expected trim(LEADING|TRAILING|BOTH, characters, text) or trim(text)";
template<> inline constexpr const char* error_message<flink::operand_after_from> = "expected an expression after FROM";
template<> inline constexpr const char* error_message<flink::extract_arguments> =
    "expected extract(value, UNIT) or extract(UNIT FROM value)";
template<> inline constexpr const char* error_message<flink::time_unit_spec> = messages::kTimeUnit;
template<> inline constexpr const char* error_message<flink::alias_name> = "expected a name";
template<> inline constexpr const char* error_message<flink::case_condition> = "expected a condition after WHEN";
template<> inline constexpr const char* error_message<flink::case_then> = "expected THEN after the WHEN condition";
template<> inline constexpr const char* error_message<flink::case_result> = "expected an expression after THEN";
template<> inline constexpr const char* error_message<flink::else_result> = "expected an expression after ELSE";
template<> inline constexpr const char* error_message<flink::first_when> = "expected WHEN after CASE";
template<> inline constexpr const char* error_message<flink::case_end> =
    "expected WHEN, ELSE or END to continue the CASE";
template<> inline constexpr const char* error_message<flink::suffix_body> = "expected a function name after '.'";
template<> inline constexpr const char* error_message<flink::trim_suffix_close> =
    "expected ')', or LEADING, TRAILING or BOTH and the characters to trim";
template<> inline constexpr const char* error_message<flink::window_name> = "expected a window name after 'over'";
template<> inline constexpr const char* error_message<flink::unary> = messages::kOperand;
template<> inline constexpr const char* error_message<flink::product> = messages::kOperand;
template<> inline constexpr const char* error_message<flink::term> = messages::kOperand;
template<> inline constexpr const char* error_message<flink::logic_not> = messages::kOperand;
template<> inline constexpr const char* error_message<flink::logic_and> = messages::kOperand;
template<> inline constexpr const char* error_message<flink::is_what> = messages::kIsWhat;
template<> inline constexpr const char* error_message<flink::between_bound_and> =
    "expected AND between the bounds of BETWEEN";
template<> inline constexpr const char* error_message<flink::in_list_open> =
    "expected '(' and a list of values after IN";
template<> inline constexpr const char* error_message<flink::in_list_close> = "expected ')' to close the IN list";
template<> inline constexpr const char* error_message<flink::no_chain> =
    "comparisons do not chain; combine them with && or AND, as in a < b && b < c";
template<> inline constexpr const char* error_message<flink::range_end> =
    "expected a field name or a column number after 'to'";
template<> inline constexpr const char* error_message<flink::nulls_spec> = "expected FIRST or LAST after NULLS";
template<> inline constexpr const char* error_message<flink::alias_list_close> =
    "expected ')' to close the list of names";
template<> inline constexpr const char* error_message<flink::alias_target> =
    "expected a name or a parenthesised list of names after 'as'";
template<> inline constexpr const char* error_message<flink::end_of_expression> =
    "unexpected '{next}' after the end of the expression";
template<> inline constexpr const char* error_message<flink::required_expression> = "expected an expression";
template<> inline constexpr const char* error_message<flink::list_next> = messages::kAfterComma;

// clang-format on

}  // namespace tabula::parser
