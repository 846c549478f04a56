// The shell's side of running a statement: the facade runs it, pipelines included; the shell decides what to
// show, and has every error placed in the script.
#include "cli/statement_runner.hpp"

namespace tabula::cli {
namespace {

/// INSERT and DELETE run silently in the shell, as CREATE and DROP do: a script of many is not a wall of counts.
bool showsRows(const ScriptStatement& statement, const TableResult& result) {
    return result.getResultKind() == ResultKind::SuccessWithContent && statement.kind() != StatementKind::Insert &&
           statement.kind() != StatementKind::Delete;
}

/// EXPLAIN's result holds the plan text in its one row.
std::string planText(TableResult& result) {
    const Row* row = result.next();
    return row ? row->values().at(0).toString() : std::string();
}

}  // namespace

StatementOutcome runStatement(TableEnvironment& env, const ScriptStatement& statement,
                              const std::filesystem::path& base_dir) {
    StatementOutcome outcome;
    withStatementPositions(statement, [&] {
        TableResult result = env.executeStatement(statement, {base_dir});
        if (statement.kind() == StatementKind::Explain) {
            outcome.text = planText(result);
        } else if (showsRows(statement, result)) {
            outcome.result = std::move(result);
        }
    });
    return outcome;
}

void withStatementPositions(const ScriptStatement& statement, const std::function<void()>& action) {
    try {
        action();
    } catch (ValidationError& error) {
        statement.locate(error);
        throw;
    } catch (ExecutionError& error) {
        statement.locate(error);
        throw;
    } catch (IoError& error) {
        statement.locate(error);
        throw;
    }
}

}  // namespace tabula::cli
