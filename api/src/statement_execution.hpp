// Runs one parsed SQL statement against an environment: what executeSql does, and what the shell runs for
// every statement of a script.
#pragma once

#include <filesystem>
#include <functional>
#include <string_view>

#include "parser/ast.hpp"
#include "tabula/table_environment.hpp"

namespace tabula::detail {

/// Where a statement comes from, and how the Table API pipelines the shell allows in it become Tables.
struct StatementSource {
    std::string_view text;           // the text the statement was parsed from: its spans are offsets into it
    std::filesystem::path base_dir;  // relative CSV paths resolve here; empty: the current directory
    /// Evaluates a pipeline (`scan('t').select('a')`); empty when pipelines are refused (executeSql).
    std::function<Table(const ast::Pipeline&)> pipeline;
};

/// Runs `statement`. Queries return their rows as they are produced; SHOW TABLES, DESCRIBE, SET (listing the
/// settings) and EXPLAIN (one row holding the plan text) their listings; INSERT and DELETE one row with the
/// number of rows they changed; the other statements a Success result with the single row "OK". A
/// ValidationError carries a span in source.text: where the engine put it, else under the statement.
TableResult executeStatement(TableEnvironment& env, const ast::Statement& statement, const StatementSource& source);

}  // namespace tabula::detail
