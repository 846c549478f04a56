// A string argument of a shell pipeline call as text for the engine, and the span arithmetic that moves errors
// the engine reports inside it back into the script.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "parser/ast.hpp"
#include "tabula/error.hpp"

namespace tabula::detail {

/// The unescaped content of a string argument (its doubled quotes made single), with the map from offsets in it
/// back to offsets in the script.
class ScriptSlice {
public:
    /// REQUIRES: arg holds a string and was parsed from `script`.
    ScriptSlice(std::string_view script, const ast::PipelineArg& arg);

    /// The text to hand to the engine.
    const std::string& text() const { return text_; }
    /// The span of the whole argument in the script, quotes included.
    SourceSpan span() const { return span_; }
    /// The script offset of byte `offset` of text(): exact across doubled quotes.
    uint32_t toScriptOffset(uint32_t offset) const;

    /// Moves `error`, raised for text(), into `script`: its span mapped through toScriptOffset, or the argument's
    /// span when it has none (or one in another text).
    void moveIntoScript(Error& error, const ErrorSourcePtr& script) const;

    /// Runs `call(text())`, moving its ParseErrors and ValidationErrors into `script` (see moveIntoScript).
    template <class Call>
    auto run(const ErrorSourcePtr& script, Call&& call) const {
        try {
            return call(std::string_view(text_));
        } catch (ParseError& error) {
            moveIntoScript(error, script);
            throw;
        } catch (ValidationError& error) {
            moveIntoScript(error, script);
            throw;
        }
    }

private:
    std::string text_;
    SourceSpan span_;
    std::string_view raw_content_;  // the content as written in the script (doubled quotes included)
    uint32_t content_offset_;       // script offset where the content starts
    char quote_;                    // the quote that is doubled inside raw_content_
};

/// The string argument, among the pipeline calls of `statement`, whose content is `content`; null when none is.
/// Run-time errors carry the text their expression was parsed from: this finds where in the script it stands.
const ast::PipelineArg* stringArgumentHolding(const ast::Statement& statement, std::string_view content);

}  // namespace tabula::detail
