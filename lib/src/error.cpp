// Errors as data and their one renderer (position, source line, caret under the span), and "did you mean"
// suggestions.
#include "tabula/error.hpp"

#include <algorithm>
#include <cctype>
#include <utility>

namespace tabula {

namespace {

/// How much of a long source line an excerpt shows: this many bytes, from kExcerptLead before the span.
constexpr size_t kExcerptWidth = 300;
constexpr size_t kExcerptLead = 100;

bool isContinuationByte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

/// Where a byte offset lies: 1-based line and byte column, the line's text and the caret line under a span.
struct Excerpt {
    uint32_t line = 1;
    uint32_t column = 1;
    std::string text;  // "<source line>\n<caret line>"
};

Excerpt makeExcerpt(std::string_view text, SourceSpan span) {
    size_t begin = std::min<size_t>(span.begin, text.size());
    size_t end = std::clamp<size_t>(span.end, begin, text.size());
    Excerpt e;
    size_t line_start = 0;
    for (size_t i = 0; i < begin; ++i) {
        if (text[i] == '\n') {
            ++e.line;
            line_start = i + 1;
        }
    }
    size_t line_end = text.find('\n', begin);
    if (line_end == std::string_view::npos) line_end = text.size();
    if (line_end > line_start && text[line_end - 1] == '\r') --line_end;
    e.column = static_cast<uint32_t>(begin - line_start + 1);

    // A long line (a generated query of a million characters on one line) is shown as a window around the span's
    // start, its cut ends marked with an ellipsis, never cutting a UTF-8 character.
    size_t shown_begin = line_start;
    size_t shown_end = line_end;
    if (line_end - line_start > kExcerptWidth) {
        shown_begin = begin - std::min(begin - line_start, kExcerptLead);
        shown_end = std::min(line_end, shown_begin + kExcerptWidth);
        while (shown_begin > line_start && isContinuationByte(text[shown_begin])) --shown_begin;
        while (shown_end < line_end && isContinuationByte(text[shown_end])) ++shown_end;
    }
    const std::string before_mark = shown_begin > line_start ? "\u2026" : "";
    const std::string after_mark = shown_end < line_end ? "\u2026" : "";

    // The caret line copies tabs so the caret lines up, and skips UTF-8 continuation bytes, which take no column.
    std::string carets(before_mark.empty() ? 0 : 1, ' ');
    for (size_t i = shown_begin; i < begin; ++i) {
        char c = text[i];
        if (isContinuationByte(c)) continue;
        carets += c == '\t' ? '\t' : ' ';
    }
    carets += '^';
    for (size_t i = begin + 1; i < std::min(end, shown_end); ++i)
        if (!isContinuationByte(text[i])) carets += '~';
    e.text = before_mark + std::string(text.substr(shown_begin, shown_end - shown_begin)) + after_mark + "\n" + carets;
    return e;
}

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

size_t editDistanceIgnoringCase(std::string_view a, std::string_view b) {
    std::vector<size_t> row(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        size_t diagonal = row[0];
        row[0] = i;
        for (size_t j = 1; j <= b.size(); ++j) {
            size_t substitution = diagonal + (lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1);
            diagonal = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, substitution});
        }
    }
    return row[b.size()];
}

}  // namespace

ErrorSourcePtr makeErrorSource(std::string_view text) {
    return std::make_shared<const ErrorSource>(ErrorSource{"", std::string(text), 1});
}

Error::Error(ErrorKind kind, std::string message, std::optional<SourceSpan> span, ErrorSourcePtr source)
    : std::runtime_error(message), kind_(kind), message_(std::move(message)), span_(span), source_(std::move(source)) {
    render();
}

void Error::locate(SourceSpan span) {
    if (span_) return;
    span_ = span;
    render();
}

void Error::attachSource(ErrorSourcePtr source) {
    if (source_) return;
    source_ = std::move(source);
    render();
}

void Error::relocate(ErrorSourcePtr source, SourceSpan span) {
    source_ = std::move(source);
    span_ = span;
    render();
}

void Error::replaceMessage(std::string message) {
    message_ = std::move(message);
    render();
}

void Error::render() { rendered_ = renderError(*this); }

uint32_t ParseError::line() const {
    return source() ? makeExcerpt(source()->text, *span()).line + source()->first_line - 1 : 0;
}

uint32_t ParseError::column() const { return source() ? makeExcerpt(source()->text, *span()).column : 0; }

std::string ParseError::excerpt() const { return source() ? makeExcerpt(source()->text, *span()).text : ""; }

IoError::IoError(std::string message, std::string path, uint64_t line, uint64_t column)
    : Error(ErrorKind::Io, std::move(message)), path_(std::move(path)), line_(line), column_(column) {}

std::string renderError(const Error& error) {
    std::string message = error.kind() == ErrorKind::Internal ? "internal error: " + error.message() : error.message();
    if (!error.span() || !error.source()) return message;
    const ErrorSource& source = *error.source();
    Excerpt e = makeExcerpt(source.text, *error.span());
    std::string name = source.name.empty() ? "" : source.name + ":";
    return name + std::to_string(e.line + source.first_line - 1) + ":" + std::to_string(e.column) + ": " + message +
           "\n" + e.text;
}

std::string closestName(std::string_view name, const std::vector<std::string>& candidates) {
    size_t limit = std::max<size_t>(2, name.size() / 2);
    std::string best;
    size_t best_distance = limit + 1;
    for (const std::string& candidate : candidates) {
        size_t d = editDistanceIgnoringCase(name, candidate);
        if (d < best_distance) {
            best_distance = d;
            best = candidate;
        }
    }
    return best;
}

}  // namespace tabula
