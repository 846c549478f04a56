// Runs one parsed shell statement (query, pipeline, DDL, SHOW TABLES, DESCRIBE, EXPLAIN) against an environment.
#pragma once

#include <optional>
#include <string>

#include "cli/script_context.hpp"
#include "parser/ast.hpp"
#include "tabula/table_environment.hpp"

namespace tabula::cli {

/// What a statement produced: rows (queries, pipelines, SHOW TABLES, DESCRIBE), text (EXPLAIN), or nothing (DDL).
struct StatementOutcome {
    std::optional<TableResult> result;
    std::optional<std::string> text;
};

/// Runs `statement`, parsed from script.text. Queries and pipelines are executed; CREATE TABLE registers a CSV
/// source, CREATE VIEW a Table, DROP removes either. Throws the engine's errors; a ParseError or ValidationError
/// always carries a position in script.text (the statement's own span when the engine gave none).
StatementOutcome runStatement(TableEnvironment& env, const ast::Statement& statement, const ScriptContext& script);

}  // namespace tabula::cli
