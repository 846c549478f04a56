// Moves error spans the engine reports inside a pipeline's string argument back into the script.
#include "script_slice.hpp"

#include <algorithm>

namespace tabula::detail {
namespace {

using PipelinePtr = std::shared_ptr<const ast::Pipeline>;

const ast::PipelineArg* argumentIn(const ast::Pipeline& pipeline, std::string_view content) {
    for (const ast::MethodCall& call : pipeline.calls) {
        for (const ast::PipelineArg& arg : call.args) {
            const auto* text = std::get_if<std::string>(&arg.value);
            if (text && *text == content) return &arg;
            const auto* nested = std::get_if<PipelinePtr>(&arg.value);
            if (nested == nullptr) continue;
            if (const ast::PipelineArg* found = argumentIn(**nested, content)) return found;
        }
    }
    return nullptr;
}

/// The pipeline `statement` runs, if any: as its body, or as the body of CREATE TABLE ... AS, CREATE VIEW and
/// EXPLAIN.
const ast::Pipeline* pipelineOf(const ast::Statement& statement) {
    auto pipeline = [](const auto& body) -> const ast::Pipeline* {
        const auto* found = std::get_if<PipelinePtr>(&body);
        return found ? found->get() : nullptr;
    };
    if (const ast::Pipeline* found = pipeline(statement.body)) return found;
    if (const auto* create = std::get_if<ast::CreateTable>(&statement.body)) return pipeline(create->as_body);
    if (const auto* view = std::get_if<ast::CreateView>(&statement.body)) return pipeline(view->body);
    if (const auto* explain = std::get_if<ast::Explain>(&statement.body)) return pipelineOf(*explain->target);
    return nullptr;
}

}  // namespace

ScriptSlice::ScriptSlice(std::string_view script, const ast::PipelineArg& arg)
    : text_(std::get<std::string>(arg.value)), span_(arg.span), content_offset_(arg.content_offset) {
    // The span holds the quotes: content runs from content_offset to the byte before the closing quote.
    uint32_t raw_end = std::max(arg.content_offset, arg.span.end > 0 ? arg.span.end - 1 : 0);
    raw_content_ = script.substr(arg.content_offset, raw_end - arg.content_offset);
    quote_ = arg.span.end > arg.span.begin ? script[arg.span.begin] : '\0';
}

uint32_t ScriptSlice::toScriptOffset(uint32_t offset) const {
    uint32_t raw = 0;
    uint32_t unescaped = 0;
    while (unescaped < offset && raw < raw_content_.size()) {
        bool doubled = quote_ != '\0' && raw_content_[raw] == quote_ && raw + 1 < raw_content_.size() &&
                       raw_content_[raw + 1] == quote_;
        raw += doubled ? 2 : 1;
        ++unescaped;
    }
    return content_offset_ + raw + (offset - unescaped);
}

void ScriptSlice::moveIntoScript(Error& error, const ErrorSourcePtr& script) const {
    if (error.span() && error.source() && error.source()->text == script->text) return;  // placed already
    if (error.span() && error.source() && error.source()->text == text_) {
        error.relocate(script, {toScriptOffset(error.span()->begin), toScriptOffset(error.span()->end)});
    } else {
        error.relocate(script, span_);
    }
}

const ast::PipelineArg* stringArgumentHolding(const ast::Statement& statement, std::string_view content) {
    const ast::Pipeline* pipeline = pipelineOf(statement);
    return pipeline ? argumentIn(*pipeline, content) : nullptr;
}

}  // namespace tabula::detail
