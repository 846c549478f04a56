// The public Script and ScriptStatement over the parser's script grammar, and TableEnvironment::executeStatement,
// which runs a parsed statement as executeSql does, with Table API pipelines allowed.
#include "tabula/script.hpp"

#include "internals.hpp"
#include "parser/parse.hpp"
#include "pipeline_evaluator.hpp"
#include "script_slice.hpp"
#include "statement_execution.hpp"

namespace tabula {

ScriptStatement::ScriptStatement(std::shared_ptr<const detail::ParsedStatement> parsed) : parsed_(std::move(parsed)) {}

StatementKind ScriptStatement::kind() const {
    const auto& body = parsed_->statement.body;
    if (std::holds_alternative<ast::QueryPtr>(body)) return StatementKind::Query;
    if (const auto* pipeline = std::get_if<std::shared_ptr<const ast::Pipeline>>(&body)) {
        switch (detail::pipelineEnd(**pipeline)) {
            case detail::PipelineEnd::Table: return StatementKind::Pipeline;
            case detail::PipelineEnd::Explain:
            case detail::PipelineEnd::PrintSchema: return StatementKind::Explain;
            case detail::PipelineEnd::InsertInto: return StatementKind::Insert;
            case detail::PipelineEnd::GetSchema: return StatementKind::Other;
        }
    }
    if (std::holds_alternative<ast::Explain>(body)) return StatementKind::Explain;
    if (std::holds_alternative<ast::Insert>(body) || std::holds_alternative<ast::Copy>(body))
        return StatementKind::Insert;
    if (std::holds_alternative<ast::Delete>(body)) return StatementKind::Delete;
    return StatementKind::Other;
}

SourceSpan ScriptStatement::span() const { return parsed_->statement.span; }

std::string_view ScriptStatement::scriptText() const { return *parsed_->text; }

void ScriptStatement::locate(Error& error) const {
    const detail::ScriptContext script{*parsed_->text, {}};
    if (error.span() && error.source()) {
        if (error.source()->text == script.text) return;
        // A run-time error carries the text its expression was parsed from: a string argument of the pipeline.
        if (const ast::PipelineArg* arg = detail::stringArgumentHolding(parsed_->statement, error.source()->text)) {
            detail::ScriptSlice(script.text, *arg).moveIntoScript(error, script.errorSource());
            return;
        }
    }
    error.relocate(script.errorSource(), span());
}

Script::Script(std::string text)
    : text_(std::make_shared<const std::string>(std::move(text))), pieces_(parser::splitScript(*text_)) {}

std::optional<ScriptStatement> Script::parse(SourceSpan piece) const {
    std::optional<ast::Statement> statement = parser::parseStatement(*text_, piece);
    if (!statement) return std::nullopt;
    return detail::Internals::statement(text_, std::move(*statement));
}

bool Script::isComplete(std::string_view text) { return parser::isCompleteStatement(text); }

TableResult TableEnvironment::executeStatement(const ScriptStatement& statement, const StatementOptions& options) {
    const detail::ParsedStatement& parsed = detail::Internals::parsed(statement);
    const detail::ScriptContext script{*parsed.text, options.base_dir};
    const detail::StatementSource source{script.text, script.base_dir, [&](const ast::Pipeline& pipeline) {
                                             return detail::evaluatePipeline(*this, pipeline, script);
                                         }};
    return detail::executeStatement(*this, parsed.statement, source);
}

}  // namespace tabula
