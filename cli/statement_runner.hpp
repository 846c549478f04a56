// Runs one parsed shell statement (query, pipeline, DDL, DML, SET, SHOW TABLES, DESCRIBE, EXPLAIN) against an
// environment.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "cli/script_context.hpp"
#include "parser/ast.hpp"
#include "tabula/table_environment.hpp"

namespace tabula::cli {

/// What a statement produced: rows (queries, pipelines, SHOW TABLES, DESCRIBE, SET listing the settings), text
/// (EXPLAIN), or nothing (DDL, INSERT, DELETE, SET key = value).
struct StatementOutcome {
    std::optional<TableResult> result;
    std::optional<std::string> text;
};

/// Runs `statement`, parsed from script.text, as TableEnvironment::executeSql would, pipelines included (CREATE
/// TABLE ... AS and CREATE VIEW ... AS take them too). Throws the engine's errors, each with a span in
/// script.text: a ParseError, ValidationError or ExecutionError where the engine put it (an ExecutionError under
/// the expression that failed), under the statement when it gave none; an IoError under the statement.
/// A query's rows are produced while its result is read: read it inside withStatementPositions so that errors
/// met further into the data carry positions too.
StatementOutcome runStatement(TableEnvironment& env, const ast::Statement& statement, const ScriptContext& script);

/// Runs `action` (running `statement` or reading its result) and rethrows the engine's errors with spans in
/// script.text, as runStatement describes.
void withStatementPositions(const ast::Statement& statement, const ScriptContext& script,
                            const std::function<void()>& action);

}  // namespace tabula::cli
