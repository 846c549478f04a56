// Errors as data and their one renderer (position, source line, caret under the span), and "did you mean"
// suggestions.
#include "tabula/error.hpp"

#include <algorithm>
#include <cctype>
#include <utility>

namespace tabula {

namespace {

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
    std::string_view source_line = text.substr(line_start, line_end - line_start);
    if (!source_line.empty() && source_line.back() == '\r') source_line.remove_suffix(1);
    e.column = static_cast<uint32_t>(begin - line_start + 1);

    // The caret line copies tabs so the caret lines up, and skips UTF-8 continuation bytes, which take no column.
    std::string carets;
    for (size_t i = line_start; i < begin; ++i) {
        char c = text[i];
        if ((static_cast<unsigned char>(c) & 0xC0) == 0x80) continue;
        carets += c == '\t' ? '\t' : ' ';
    }
    carets += '^';
    for (size_t i = begin + 1; i < std::min(end, line_end); ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) carets += '~';
    e.text = std::string(source_line) + "\n" + carets;
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
