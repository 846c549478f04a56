// Moves error positions the engine reports for a piece of a script back into the script.
#include "cli/script_slice.hpp"

#include <algorithm>
#include <cctype>
#include <optional>

namespace tabula::cli {
namespace {

/// `prefix` with every byte but '\n' replaced by a space: lines and byte columns stay where they were.
std::string blanked(std::string_view prefix) {
    std::string out(prefix.size(), ' ');
    for (size_t i = 0; i < prefix.size(); ++i) {
        if (prefix[i] == '\n') out[i] = '\n';
    }
    return out;
}

/// Reads the digits at `pos` of `text` into `value`; false when there are none.
bool readNumber(std::string_view text, size_t& pos, uint32_t& value) {
    size_t start = pos;
    value = 0;
    while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) {
        value = value * 10 + static_cast<uint32_t>(text[pos] - '0');
        ++pos;
    }
    return pos > start;
}

/// The parts of a message rendered by formatExcerpt: "L:C: message\n<source line>\n<spaces>^~~~".
struct RenderedExcerpt {
    uint32_t line = 0;
    uint32_t column = 0;
    std::string message;
    std::string_view source_line;
    uint32_t caret_length = 0;
};

std::optional<RenderedExcerpt> parseRendered(std::string_view what) {
    RenderedExcerpt parsed;
    size_t pos = 0;
    if (!readNumber(what, pos, parsed.line) || pos >= what.size() || what[pos++] != ':' ||
        !readNumber(what, pos, parsed.column) || what.substr(pos, 2) != ": ")
        return std::nullopt;
    size_t caret_start = what.rfind('\n');
    if (caret_start == std::string_view::npos || caret_start < pos) return std::nullopt;
    size_t line_start = what.rfind('\n', caret_start - 1);
    if (line_start == std::string_view::npos || line_start < pos) return std::nullopt;
    std::string_view caret = what.substr(caret_start + 1);
    size_t hat = caret.find('^');
    if (hat == std::string_view::npos || caret.find_first_not_of(' ') != hat ||
        caret.find_first_not_of('~', hat + 1) != std::string_view::npos)
        return std::nullopt;
    parsed.caret_length = static_cast<uint32_t>(caret.size() - hat);
    parsed.source_line = what.substr(line_start + 1, caret_start - line_start - 1);
    parsed.message = std::string(what.substr(pos + 2, line_start - pos - 2));
    return parsed;
}

/// Line `line` (1-based) of `text`, without its newline.
std::string_view lineOf(std::string_view text, uint32_t line) {
    size_t begin = offsetOf(text, line, 1);
    size_t end = text.find('\n', begin);
    return text.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin);
}

}  // namespace

ScriptSlice::ScriptSlice(std::string text, SourceSpan span, std::string_view raw_content, uint32_t content_offset,
                         char quote)
    : text_(std::move(text)), span_(span), raw_content_(raw_content), content_offset_(content_offset),
      quote_(quote) {}

ScriptSlice ScriptSlice::statement(std::string_view script, SourceSpan span) {
    std::string_view piece = script.substr(span.begin, span.end - span.begin);
    return ScriptSlice(blanked(script.substr(0, span.begin)) + std::string(piece), span, piece, span.begin, '\0');
}

ScriptSlice ScriptSlice::stringArgument(std::string_view script, const ast::PipelineArg& arg) {
    const std::string& content = std::get<std::string>(arg.value);
    // The span holds the quotes: content runs from content_offset to the byte before the closing quote.
    uint32_t raw_end = std::max(arg.content_offset, arg.span.end > 0 ? arg.span.end - 1 : 0);
    std::string_view raw = script.substr(arg.content_offset, raw_end - arg.content_offset);
    char quote = arg.span.end > arg.span.begin ? script[arg.span.begin] : '\0';
    return ScriptSlice(blanked(script.substr(0, arg.content_offset)) + content, arg.span, raw, arg.content_offset,
                       quote);
}

uint32_t ScriptSlice::toScriptOffset(uint32_t offset) const {
    if (offset < content_offset_) return offset;
    uint32_t wanted = offset - content_offset_;
    uint32_t raw = 0;
    uint32_t unescaped = 0;
    while (unescaped < wanted && raw < raw_content_.size()) {
        bool doubled = quote_ != '\0' && raw_content_[raw] == quote_ && raw + 1 < raw_content_.size() &&
                       raw_content_[raw + 1] == quote_;
        raw += doubled ? 2 : 1;
        ++unescaped;
    }
    return content_offset_ + raw + (wanted - unescaped);
}

void ScriptSlice::rethrowInScript(std::string_view script, const ParseError& error) const {
    uint32_t offset = toScriptOffset(offsetOf(text_, error.line(), error.column()));
    throw makeParseError(script, offset, error.message());
}

void ScriptSlice::rethrowInScript(std::string_view script, const ValidationError& error) const {
    std::optional<RenderedExcerpt> rendered = parseRendered(error.what());
    if (rendered && lineOf(text_, rendered->line) == rendered->source_line) {
        uint32_t begin = offsetOf(text_, rendered->line, rendered->column);
        uint32_t end = std::min<uint32_t>(begin + rendered->caret_length, static_cast<uint32_t>(text_.size()));
        throw validationErrorAt(script, {toScriptOffset(begin), toScriptOffset(end)}, rendered->message);
    }
    throw validationErrorAt(script, span_, error.what());
}

uint32_t offsetOf(std::string_view text, uint32_t line, uint32_t column) {
    size_t offset = 0;
    for (uint32_t l = 1; l < line; ++l) {
        size_t newline = text.find('\n', offset);
        if (newline == std::string_view::npos) return static_cast<uint32_t>(text.size());
        offset = newline + 1;
    }
    return static_cast<uint32_t>(std::min(text.size(), offset + (column > 0 ? column - 1 : 0)));
}

ValidationError validationErrorAt(std::string_view script, SourceSpan span, std::string_view message) {
    return ValidationError(formatExcerpt(script, span, message));
}

}  // namespace tabula::cli
