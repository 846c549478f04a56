// Maps Flink's CREATE TABLE ... WITH ('connector' = 'filesystem', 'format' = 'csv', ...) onto a CsvTableSource.
#pragma once

#include <string>
#include <vector>

#include <filesystem>
#include <string_view>

#include "parser/ast.hpp"
#include "tabula/csv_table_source.hpp"

namespace tabula::detail {

/// The WITH option keys CREATE TABLE understands, sorted.
const std::vector<std::string>& knownTableOptions();

/// The CSV source `ddl`, parsed from `text`, describes. A relative 'path' resolves against base_dir (the current
/// directory when empty). Throws ValidationError, with a caret under the offending key in `text`, for an unknown
/// key (naming the closest known one), a repeated key, a bad value, or a missing 'connector' or 'path'.
CsvTableSource csvSourceFromDdl(const ast::CreateTable& ddl, std::string_view text,
                                const std::filesystem::path& base_dir);

}  // namespace tabula::detail
