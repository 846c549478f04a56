// What the commit points shared by all grammars expected, as the user reads it, and the sentences several
// grammars reuse. Every rule under must<> has an entry in this file or in <grammar>_error_messages.hpp
// (control.hpp refuses to compile one without). {op} is the operator just read, {name} the function or
// method whose arguments are being read, {next} the offending token.
#pragma once

#include "parser/control.hpp"
#include "parser/lexical_grammar.hpp"

namespace tabula::parser {

namespace messages {
inline constexpr char kOperand[] = "expected an expression after '{op}'";
inline constexpr char kAfterComma[] = "expected an expression after ','";
inline constexpr char kAfterParen[] = "expected an expression after '('";
inline constexpr char kCloseArgs[] = "expected ')' to close the argument list of '{name}'";
inline constexpr char kTimeUnit[] =
    "expected a time unit: YEAR, QUARTER, MONTH, WEEK, DAY, HOUR, MINUTE or SECOND (or a range such as "
    "DAY_TO_SECOND)";
inline constexpr char kTypeName[] = "expected a type name such as INT, BIGINT, DOUBLE, STRING or DECIMAL(10, 2)";
inline constexpr char kNoChain[] = "comparisons do not chain; combine them with AND, as in a < b AND b < c";
inline constexpr char kIsWhat[] = "expected NULL, NOT NULL, TRUE, FALSE, NOT TRUE or NOT FALSE after IS";
}  // namespace messages

// clang-format off

// ---- Lexical
template<char Q> inline constexpr const char* error_message<lex::quoted_tail<Q>> = "unterminated string literal";
template<> inline constexpr const char* error_message<lex::quoted_tail<'`'>> =
    "unterminated quoted name (missing closing `)";
template<> inline constexpr const char* error_message<lex::block_comment_tail> = "unterminated comment (missing */)";
template<char Q> inline constexpr bool error_at_enclosing_start<lex::quoted_tail<Q>> = true;
template<> inline constexpr bool error_at_enclosing_start<lex::block_comment_tail> = true;

// clang-format on

}  // namespace tabula::parser
