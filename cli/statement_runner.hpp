// Runs one parsed shell statement (query, pipeline, DDL, DML, SET, SHOW TABLES, DESCRIBE, EXPLAIN) against an
// environment, through the facade's public entry for scripts (tabula/script.hpp).
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

#include "tabula/script.hpp"
#include "tabula/table_environment.hpp"

namespace tabula::cli {

/// What a statement produced: rows (queries, pipelines, SHOW TABLES, DESCRIBE, SET listing the settings), text
/// (EXPLAIN), or nothing (DDL, INSERT, DELETE, SET key = value).
struct StatementOutcome {
    std::optional<TableResult> result;
    std::optional<std::string> text;
};

/// Runs `statement` with TableEnvironment::executeStatement, relative CSV paths resolving against `base_dir`.
/// Throws the engine's errors, each placed in the statement's script text (ScriptStatement::locate).
/// A query's rows are produced while its result is read: read it inside withStatementPositions so that errors
/// met further into the data are placed too.
StatementOutcome runStatement(TableEnvironment& env, const ScriptStatement& statement,
                              const std::filesystem::path& base_dir);

/// Runs `action` (running `statement` or reading its result) and rethrows the engine's errors placed in the
/// statement's script text.
void withStatementPositions(const ScriptStatement& statement, const std::function<void()>& action);

}  // namespace tabula::cli
