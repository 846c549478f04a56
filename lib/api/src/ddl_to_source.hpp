// Maps Flink's CREATE TABLE ... WITH ('connector' = 'filesystem', 'format' = 'csv', ...) onto a CsvTableSource.
#pragma once

#include <string>
#include <vector>

#include "cli/script_context.hpp"
#include "parser/ast.hpp"
#include "tabula/csv_table_source.hpp"

namespace tabula::cli {

/// The WITH option keys the shell understands, sorted.
const std::vector<std::string>& knownTableOptions();

/// The CSV source `ddl` describes. A relative 'path' resolves against script.base_dir. Throws ValidationError,
/// with a caret under the offending key in script.text, for an unknown key (naming the closest known one), a
/// repeated key, a bad value, or a missing 'connector' or 'path'.
CsvTableSource csvSourceFromDdl(const ast::CreateTable& ddl, const ScriptContext& script);

}  // namespace tabula::cli
