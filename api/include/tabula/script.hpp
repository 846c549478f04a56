// Scripts as the tabula shell runs them: text cut into statements (SQL, Table API pipelines, DDL, SET, EXPLAIN,
// SHOW TABLES, DESCRIBE), each parsed on its own and run against a TableEnvironment.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tabula/error.hpp"

namespace tabula {

namespace detail {
struct ParsedStatement;
struct Internals;
}  // namespace detail

/// What a statement does, as much as a client deciding what to show of its result needs to know.
enum class StatementKind {
    Query,     ///< SELECT, VALUES, WITH: its rows
    Pipeline,  ///< a Table API pipeline such as `scan('t').groupBy('a').select('a, b.count')`: its rows
    Explain,   ///< EXPLAIN, a pipeline ending in explain() or printSchema(): one row holding the text
    Insert,    ///< INSERT, COPY, a pipeline ending in insertInto('t'): one row, the number of rows copied
    Delete,    ///< DELETE: one row, the number of rows deleted
    Other,     ///< CREATE, DROP, SET, RESET ("OK", or SET's listing), SHOW TABLES, DESCRIBE and a pipeline ending
               ///< in getSchema() (their listings)
};

/// One statement of a script, parsed. It shares the script's text, so it stays valid after the Script is gone;
/// its span and the spans of the errors running it raises are byte offsets into that text. Cheap to copy.
class ScriptStatement {
public:
    StatementKind kind() const;
    /// Where the statement stands in the script's text, from its first word to its end (the ';' excluded).
    SourceSpan span() const;
    /// The whole text of the script the statement was parsed from.
    std::string_view scriptText() const;

    /// Puts `error`, raised by running this statement or reading its result, at its place in the script's text:
    /// it stays where it points when that is the script already; an error inside a pipeline's string argument
    /// (`filter('a > x')`) moves to that spot of the argument as written; any other error (one with no position,
    /// or one pointing into the text of a view defined earlier) is put under the whole statement.
    void locate(Error& error) const;

private:
    friend struct detail::Internals;
    explicit ScriptStatement(std::shared_ptr<const detail::ParsedStatement> parsed);
    std::shared_ptr<const detail::ParsedStatement> parsed_;
};

/// A script's text cut into pieces that parse on their own, so a statement that does not parse spoils only itself:
///
///     Script script(text);
///     for (SourceSpan piece : script.pieces())
///         if (std::optional<ScriptStatement> statement = script.parse(piece))  // throws ParseError
///             TableResult result = env.executeStatement(*statement);
class Script {
public:
    explicit Script(std::string text);

    const std::string& text() const { return *text_; }
    /// The pieces of the text, in order: each runs to just past its ';' (outside quotes and comments); what follows
    /// the last ';' is a last piece unless it is only blanks and comments.
    const std::vector<SourceSpan>& pieces() const { return pieces_; }
    /// The statement in `piece` (one of pieces()), or nullopt when the piece holds none (only blanks, comments and
    /// a ';'). Throws ParseError carrying the span of the error in text().
    std::optional<ScriptStatement> parse(SourceSpan piece) const;

    /// True when `text` holds at least one complete statement ending in ';' outside quotes and comments (and only
    /// blanks and comments after it): an interactive reader of lines knows from it when to stop reading.
    static bool isComplete(std::string_view text);

private:
    std::shared_ptr<const std::string> text_;
    std::vector<SourceSpan> pieces_;
};

/// How TableEnvironment::executeStatement runs a statement.
struct StatementOptions {
    /// Relative paths of CREATE TABLE ... WITH ('path' = ...) and LOAD resolve here; empty: the current directory.
    std::filesystem::path base_dir;
};

}  // namespace tabula
