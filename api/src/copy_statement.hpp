// COPY table TO 'file' and COPY table FROM 'file', as DuckDB spells them.
#pragma once

#include <cstdint>

#include "environment_state.hpp"
#include "parser/ast.hpp"
#include "statement_execution.hpp"

namespace tabula::detail {

/// Runs `copy`: TO writes every row of the table to the CSV file atomically (replacing it; a header line unless
/// `HEADER false`; `DELIMITER 'x'`), FROM inserts the rows of the CSV file (header, delimiter and types sniffed
/// unless `HEADER`/`DELIMITER` say) into the table, as INSERT INTO does. A relative file starts at
/// source.base_dir. Returns the number of rows copied. Throws ValidationError under the part of the statement at
/// fault: an unknown table or option, an option's bad value, a file that cannot be read.
int64_t copyRows(TableEnvironment& env, EnvironmentState& state, const ast::Copy& copy, const StatementSource& source);

}  // namespace tabula::detail
