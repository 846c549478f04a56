// Files named in queries without DDL (FROM 'people.csv', DESCRIBE 'people.csv'): the sniffer's table, its errors
// located at the file's name.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "parser/ast.hpp"
#include "planner/csv_sniffer.hpp"
#include "planner/logical/logical_node.hpp"
#include "tabula/csv_table_source.hpp"

namespace tabula::planner {

/// The name a file read without DDL goes by in its query when it has no alias: the file's name without its
/// folder and extension ('data/people.csv' is people), as in DuckDB.
std::string fileTableName(const std::string& file);

/// Where a file a statement names is: a relative `file` starts at `base_dir` (the script's folder in the shell;
/// the current directory when empty), as CREATE TABLE's 'path', FROM 'file', COPY and LOAD take it.
std::filesystem::path inputPath(const std::string& file, const std::filesystem::path& base_dir);

/// The table sniffCsvFile (planner/csv_sniffer.hpp) makes of `file`, a relative name starting at `base_dir` (the
/// current directory when empty), as CREATE TABLE's 'path' does. Throws its ValidationError under `span` of
/// `text`, the text the file was named in; `options` fix what is not to be sniffed.
CsvTableSource sniffedFile(const std::string& file, const std::filesystem::path& base_dir, SourceSpan span,
                           std::string_view text, const SniffOptions& options = {});

/// A scan of every column of sniffedFile(file, base_dir, span, text, options).
LogicalPtr sniffedFileScan(const std::string& file, const std::filesystem::path& base_dir, SourceSpan span,
                           std::string_view text, const SniffOptions& options = {});

}  // namespace tabula::planner
