// Pieces of a shell script handed to the engine (a SQL statement, a string argument of a pipeline call) laid
// out so that error positions the engine reports can be moved back into the script.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "parser/ast.hpp"
#include "tabula/error.hpp"

namespace tabula::cli {

/// A piece of `script` as text for the engine: every byte before the piece is blanked (newlines kept), so a
/// line:column the engine reports is already the script's. String arguments lose their doubled quotes when
/// unescaped; toScriptOffset maps offsets after one back exactly.
class ScriptSlice {
public:
    /// The statement text at `span`, as written.
    static ScriptSlice statement(std::string_view script, SourceSpan span);
    /// The unescaped content of a string argument. REQUIRES: arg holds a string.
    static ScriptSlice stringArgument(std::string_view script, const ast::PipelineArg& arg);

    /// The text to hand to the engine.
    const std::string& text() const { return text_; }
    /// The span of the piece in the script (the whole argument, quotes included, for strings).
    SourceSpan span() const { return span_; }
    /// The script offset of byte `offset` of text().
    uint32_t toScriptOffset(uint32_t offset) const;

    /// Re-raises a ParseError or ValidationError the engine threw for text() with its position and excerpt moved
    /// into `script`. A ValidationError without a position gets this slice's span.
    [[noreturn]] void rethrowInScript(std::string_view script, const ParseError& error) const;
    [[noreturn]] void rethrowInScript(std::string_view script, const ValidationError& error) const;

    /// Runs `call(text())`, translating errors with rethrowInScript.
    template <class Call>
    auto run(std::string_view script, Call&& call) const {
        try {
            return call(std::string_view(text_));
        } catch (const ParseError& error) {
            rethrowInScript(script, error);
        } catch (const ValidationError& error) {
            rethrowInScript(script, error);
        }
    }

private:
    ScriptSlice(std::string text, SourceSpan span, std::string_view raw_content, uint32_t content_offset,
                char quote);

    std::string text_;
    SourceSpan span_;
    std::string_view raw_content_;  // the piece as written in the script (doubled quotes included)
    uint32_t content_offset_;       // script offset where the piece's content starts (== its offset in text_)
    char quote_;                    // the quote that is doubled inside raw_content_, or '\0'
};

/// Byte offset of 1-based `line`:`column` in `text` (clamped to its size).
uint32_t offsetOf(std::string_view text, uint32_t line, uint32_t column);

/// A ValidationError whose message is rendered with a caret under `span` of `script`.
ValidationError validationErrorAt(std::string_view script, SourceSpan span, std::string_view message);

}  // namespace tabula::cli
