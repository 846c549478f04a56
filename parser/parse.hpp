// Entry points of the grammars. Each throws ParseError (line:column, caret excerpt, what was expected).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "parser/ast.hpp"

namespace tabula::parser {

/// One Flink string expression, as taken by filter/where/join predicates. The whole text must be consumed.
ast::ExprPtr parseExpression(std::string_view text);

/// A comma-separated list of Flink string expressions, as taken by select/groupBy/orderBy/as/... .
/// An empty or blank text gives an empty list.
std::vector<ast::ExprPtr> parseExpressionList(std::string_view text);

/// One SQL query (SELECT ...), as taken by sqlQuery(); a trailing ';' is allowed.
ast::QueryPtr parseQuery(std::string_view text);

/// A script of statements separated by ';' (SQL, DDL, pipelines, EXPLAIN, SHOW TABLES, DESCRIBE), as the
/// shell reads it. Spans are offsets into `text`. The last statement may omit its ';'.
std::vector<ast::Statement> parseScript(std::string_view text);

/// The pieces of a script that parse on their own, in order: each runs to just past its ';' (outside quotes and
/// comments); what follows the last ';' is a last piece unless it is only blanks and comments. Splitting
/// before parsing lets a statement that does not parse spoil only itself.
std::vector<SourceSpan> splitScript(std::string_view text);

/// The statement in `piece` of `text` (a piece splitScript gave), or nullopt when the piece holds none (only
/// blanks, comments and a ';'). Spans and error positions are those of `text`.
std::optional<ast::Statement> parseStatement(std::string_view text, SourceSpan piece);

/// True when `text` holds at least one complete statement ending in ';' outside quotes and comments (and only
/// blanks and comments after it), so an interactive shell knows when to stop reading lines.
bool isCompleteStatement(std::string_view text);

}  // namespace tabula::parser
