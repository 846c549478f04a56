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

/// Puts `error` in the script: where it points already when that is the script or one of the statement's string
/// arguments (a run-time error carries the text its expression was parsed from), else under the whole statement.
void placeInStatement(Error& error, const ast::Statement& statement, const ScriptContext& script) {
    if (error.span() && error.source()) {
        if (error.source()->text == script.text) return;
        if (const ast::PipelineArg* arg = stringArgumentHolding(statement, error.source()->text)) {
            ScriptSlice(script.text, *arg).moveIntoScript(error, script.errorSource());
            return;
        }
    }
    error.relocate(script.errorSource(), statement.span);
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
    } catch (ValidationError& error) {
        placeInStatement(error, statement, script);
        throw;
    } catch (ExecutionError& error) {
        placeInStatement(error, statement, script);
        throw;
    } catch (IoError& error) {
        placeInStatement(error, statement, script);
        throw;
    }
}

}  // namespace tabula::cli
