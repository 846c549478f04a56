// tabula's exception hierarchy: every error a user can cause surfaces as one of these. Errors are data — a kind,
// a message and an optional span into a named source text — and are rendered in one place, renderError.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace tabula {

/// What went wrong, one kind per error class.
enum class ErrorKind : uint8_t {
    Parse,       // ParseError
    Validation,  // ValidationError
    Execution,   // ExecutionError
    Cancelled,   // QueryCancelledError
    Internal,    // InternalError
    Io,          // IoError
};

/// Byte range [begin, end) into a source text.
struct SourceSpan {
    uint32_t begin = 0;
    uint32_t end = 0;
};

/// A text errors point into: a query string, a shell script or a piece of one. Shared by every error (and every
/// compiled expression) that points into it, so it outlives the call that parsed it.
struct ErrorSource {
    std::string name;  // printed before the position ("script.sql", "stdin", "-c"); "" for none
    std::string text;
    uint32_t first_line = 1;  // the line number of the text's first line, for a text cut from a longer input
};
using ErrorSourcePtr = std::shared_ptr<const ErrorSource>;

/// A nameless source holding a copy of `text`.
ErrorSourcePtr makeErrorSource(std::string_view text);

/// Base of all tabula errors: a kind, a message and, when the error lies somewhere in particular, a span into the
/// source attached to it. what() is the rendered error (renderError), a complete message a user can act on.
class Error : public std::runtime_error {
public:
    Error(ErrorKind kind, std::string message, std::optional<SourceSpan> span = std::nullopt,
          ErrorSourcePtr source = nullptr);

    ErrorKind kind() const { return kind_; }
    /// The bare message, without position, excerpt or source name.
    const std::string& message() const { return message_; }
    /// Where the error lies in source(); nullopt when nowhere in particular.
    const std::optional<SourceSpan>& span() const { return span_; }
    /// The text span() points into; null until one is attached.
    const ErrorSourcePtr& source() const { return source_; }

    /// Gives the error `span` when it has none: the innermost position known wins.
    void locate(SourceSpan span);
    /// Attaches the text the span points into, unless one is attached already.
    void attachSource(ErrorSourcePtr source);
    /// Moves the error to `span` of `source`, replacing both: for a text that was a piece of a larger one.
    void relocate(ErrorSourcePtr source, SourceSpan span);

    const char* what() const noexcept override { return rendered_.c_str(); }

protected:
    /// Replaces the bare message, keeping kind and position: for an error that learns more on its way out.
    void replaceMessage(std::string message);

private:
    void render();

    ErrorKind kind_;
    std::string message_;
    std::optional<SourceSpan> span_;
    ErrorSourcePtr source_;
    std::string rendered_;  // renderError(*this), redone whenever the position changes
};

/// Text (string expression, SQL, shell script) that does not follow the grammar. what() is the full report:
///   1:5: expected an expression after '+'
///   a +
///       ^
class ParseError : public Error {
public:
    ParseError(std::string message, SourceSpan span, ErrorSourcePtr source = nullptr)
        : Error(ErrorKind::Parse, std::move(message), span, std::move(source)) {}
    uint32_t line() const;    // 1-based; 0 without a source
    uint32_t column() const;  // 1-based, in bytes; 0 without a source
    /// The offending source line and a caret line under the spot; "" without a source.
    std::string excerpt() const;
};

/// A well-formed query that makes no sense: unknown table or field, type mismatch, misplaced aggregate.
/// Carries a span when the offending text is known.
class ValidationError : public Error {
public:
    explicit ValidationError(std::string message, std::optional<SourceSpan> span = std::nullopt,
                             ErrorSourcePtr source = nullptr)
        : Error(ErrorKind::Validation, std::move(message), span, std::move(source)) {}
};

/// A failure while running a query: overflow, division by zero, a failed cast. Carries the span of the expression
/// that failed when it was parsed from text.
class ExecutionError : public Error {
public:
    explicit ExecutionError(std::string message, std::optional<SourceSpan> span = std::nullopt,
                            ErrorSourcePtr source = nullptr)
        : Error(ErrorKind::Execution, std::move(message), span, std::move(source)) {}
};

/// A query stopped by TableEnvironment::cancel() (Ctrl-C in the shell) before it finished. Nothing it would have
/// produced is returned; the environment and its tables are unchanged and the next query runs normally.
class QueryCancelledError : public Error {
public:
    QueryCancelledError() : Error(ErrorKind::Cancelled, "query cancelled") {}
};

/// A bug inside tabula (a rewrite rule that breaks a plan, a node of an unexpected kind): never the user's
/// fault. The message names what was found, so that the rule or node can be located; what() starts with
/// "internal error: ", message() does not.
class InternalError : public Error {
public:
    explicit InternalError(std::string message) : Error(ErrorKind::Internal, std::move(message)) {}
};

/// A file that cannot be read or written, or whose content is malformed. Names path and, for content
/// errors, line and column in the file (1-based; 0 when not applicable).
class IoError : public Error {
public:
    IoError(std::string message, std::string path, uint64_t line = 0, uint64_t column = 0);
    const std::string& path() const { return path_; }
    uint64_t line() const { return line_; }
    uint64_t column() const { return column_; }

private:
    std::string path_;
    uint64_t line_;
    uint64_t column_;
};

/// The one renderer of errors. With a span and a source:
///   <name>:<line>:<column>: <message>
///   <the source line>
///   <spaces>^~~~        (^ under the span's first byte, ~ under the rest of it on that line)
/// where "<name>:" is left out for a nameless source and lines count from source.first_line; otherwise the
/// message alone. An InternalError's message is prefixed with "internal error: ".
std::string renderError(const Error& error);

/// The candidate closest to `name` by edit distance (case-insensitive), or "" when none is close enough
/// (distance more than max(2, name.size() / 2)).
std::string closestName(std::string_view name, const std::vector<std::string>& candidates);

}  // namespace tabula
