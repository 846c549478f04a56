// tabula's exception hierarchy: every error a user can cause surfaces as one of these.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace tabula {

/// Base of all tabula errors. what() is a complete message a user can act on.
class Error : public std::runtime_error {
public:
    explicit Error(const std::string& message) : std::runtime_error(message) {}
};

/// Text (string expression, SQL, shell script) that does not follow the grammar. what() is the full report:
///   1:5: expected an expression after '+'
///   a + 
///       ^
class ParseError : public Error {
public:
    ParseError(std::string message, uint32_t line, uint32_t column, std::string excerpt);
    /// The bare message, without position and excerpt.
    const std::string& message() const { return message_; }
    uint32_t line() const { return line_; }      // 1-based
    uint32_t column() const { return column_; }  // 1-based, in bytes
    /// The offending source line and a caret line under the spot.
    const std::string& excerpt() const { return excerpt_; }

private:
    std::string message_;
    uint32_t line_;
    uint32_t column_;
    std::string excerpt_;
};

/// A well-formed query that makes no sense: unknown table or field, type mismatch, misplaced aggregate.
/// Carries an excerpt with a caret when the offending text is known.
class ValidationError : public Error {
public:
    using Error::Error;
};

/// A failure while running a query: overflow, division by zero, a failed cast.
class ExecutionError : public Error {
public:
    using Error::Error;
};

/// A query stopped by TableEnvironment::cancel() (Ctrl-C in the shell) before it finished. Nothing it would have
/// produced is returned; the environment and its tables are unchanged and the next query runs normally.
class QueryCancelledError : public Error {
public:
    QueryCancelledError() : Error("query cancelled") {}
};

/// A bug inside tabula (a rewrite rule that breaks a plan, a node of an unexpected kind): never the user's
/// fault. The message names what was found, so that the rule or node can be located.
class InternalError : public Error {
public:
    explicit InternalError(const std::string& message) : Error("internal error: " + message), message_(message) {}
    /// The message without the "internal error: " prefix, for wrapping in a more specific one.
    const std::string& message() const { return message_; }

private:
    std::string message_;
};

/// A file that cannot be read or written, or whose content is malformed. Names path and, for content
/// errors, line and column (1-based; 0 when not applicable).
class IoError : public Error {
public:
    IoError(const std::string& message, std::string path, uint64_t line = 0, uint64_t column = 0);
    const std::string& path() const { return path_; }
    uint64_t line() const { return line_; }
    uint64_t column() const { return column_; }

private:
    std::string path_;
    uint64_t line_;
    uint64_t column_;
};

/// Byte range [begin, end) into a query text.
struct SourceSpan {
    uint32_t begin = 0;
    uint32_t end = 0;
};

/// Renders "L:C: message\n<source line>\n<spaces>^~~~" for `span` in `text`; line and column are computed here.
std::string formatExcerpt(std::string_view text, SourceSpan span, std::string_view message);

/// True when `message` starts with a "line:column: " position, as formatExcerpt renders it.
bool hasPosition(std::string_view message);

/// Builds a ParseError for a message at a byte offset of `text`.
ParseError makeParseError(std::string_view text, uint32_t offset, std::string message);

/// The candidate closest to `name` by edit distance (case-insensitive), or "" when none is close enough
/// (distance more than max(2, name.size() / 2)).
std::string closestName(std::string_view name, const std::vector<std::string>& candidates);

}  // namespace tabula
