// Small hand-written scans of source text that the grammars need outside PEGTL: where the significant text of
// a span ends (trailing blanks and comments excluded), the token at an error position, and whether a shell
// buffer ends with a complete statement.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tabula::parser {

/// Offset just past the last significant byte of text[begin, end). Trailing blanks never count; with
/// `sql_comments`, `-- ...` and `/* ... */` comments do not count either and quoted text ('...', "...",
/// `...`) is skipped whole, so a comment marker inside quotes is not mistaken for one.
/// REQUIRES: begin <= end <= text.size(); `begin` is at a token boundary.
uint32_t contentEnd(std::string_view text, uint32_t begin, uint32_t end, bool sql_comments);

/// True when text[begin, end) holds nothing but blanks (and, with `sql_comments`, closed comments).
/// REQUIRES: begin <= end <= text.size(); `begin` is at a token boundary.
bool onlyBlanks(std::string_view text, uint32_t begin, uint32_t end, bool sql_comments);

/// The token starting at `offset`, for error messages: an identifier, a number, a quote character, or one
/// (UTF-8) character. Empty at the end of the text.
std::string tokenAt(std::string_view text, uint32_t offset);

/// Where the statements of a script end: just past each ';' outside quotes and comments, then text.size() when
/// more than blanks and comments follows the last ';' (a statement without ';', or an open quote or comment).
std::vector<uint32_t> statementEnds(std::string_view text);

/// True when, outside quotes and comments, the last significant character of `text` is ';' and no quote or
/// block comment is left open.
bool endsWithStatementTerminator(std::string_view text);

}  // namespace tabula::parser
