// The shell's side of running a statement: the engine (detail::executeStatement) runs it, with the shell's
// pipelines; the shell decides what to show, and moves errors to their place in the script.
#include "cli/statement_runner.hpp"

#include "cli/pipeline_evaluator.hpp"
#include "cli/script_slice.hpp"
#include "api/src/statement_execution.hpp"

namespace tabula::cli {
namespace {

/// INSERT and DELETE run silently in the shell, as CREATE and DROP do: a script of many is not a wall of counts.
bool showsRows(const ast::Statement& statement, const TableResult& result) {
    return result.getResultKind() == ResultKind::SuccessWithContent &&
           !std::holds_alternative<ast::Insert>(statement.body) && !std::holds_alternative<ast::Delete>(statement.body);
}

/// EXPLAIN's result holds the plan text in its one row.
std::string planText(TableResult& result) {
    const Row* row = result.next();
    return row ? row->values().at(0).toString() : std::string();
}

/// Where the expression a run-time error names stands in the statement: the engine quotes it as written, as in
/// "division by zero in '1 / 0'". The whole statement when the message quotes nothing found in it.
SourceSpan failedExpressionSpan(std::string_view text, SourceSpan statement, std::string_view message) {
    std::string_view statement_text = text.substr(statement.begin, statement.end - statement.begin);
    constexpr std::string_view kIn = "in '";
    for (size_t open = message.find(kIn); open != std::string_view::npos; open = message.find(kIn, open + 1)) {
        size_t begin = open + kIn.size();
        // The quoted text may hold quotes itself: try the longest candidate first.
        for (size_t close = message.rfind('\''); close != std::string_view::npos && close > begin;
             close = message.rfind('\'', close - 1)) {
            size_t found = statement_text.find(message.substr(begin, close - begin));
            if (found == std::string_view::npos) continue;
            auto expression_begin = static_cast<uint32_t>(statement.begin + found);
            return {expression_begin, static_cast<uint32_t>(expression_begin + close - begin)};
        }
    }
    return statement;
}

}  // namespace

StatementOutcome runStatement(TableEnvironment& env, const ast::Statement& statement, const ScriptContext& script) {
    detail::StatementSource source{script.text, script.base_dir, [&](const ast::Pipeline& pipeline) {
                                       return evaluatePipeline(env, pipeline, script);
                                   }};
    StatementOutcome outcome;
    withStatementPositions(statement, script, [&] {
        TableResult result = detail::executeStatement(env, statement, source);
        if (std::holds_alternative<ast::Explain>(statement.body)) {
            outcome.text = planText(result);
        } else if (showsRows(statement, result)) {
            outcome.result = std::move(result);
        }
    });
    return outcome;
}

void withStatementPositions(const ast::Statement& statement, const ScriptContext& script,
                            const std::function<void()>& action) {
    try {
        action();
    } catch (const ValidationError& error) {
        if (hasPosition(error.what())) throw;
        throw validationErrorAt(script.text, statement.span, error.what());
    } catch (const ExecutionError& error) {
        throw ExecutionError(formatExcerpt(script.text, failedExpressionSpan(script.text, statement.span, error.what()),
                                           error.what()));
    } catch (const IoError& error) {
        throw IoError(formatExcerpt(script.text, statement.span, error.what()), error.path(), error.line(),
                      error.column());
    }
}

}  // namespace tabula::cli
