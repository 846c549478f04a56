// The TPC-H tables at scale factor 0.01 (test/data/tpch): their schemas, registered through the C++ API or as the
// shell's CREATE TABLE statements, and the 22 queries.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "tabula/table_environment.hpp"

namespace tabula::tpch {

/// One column: its name and its SQL type name (as CREATE TABLE spells it).
struct TpchColumn {
    std::string name;
    std::string type;
};

/// One table: its name (also the CSV file's stem) and its columns.
struct TpchTable {
    std::string name;
    std::vector<TpchColumn> columns;
};

/// The eight tables, in the TPC-H specification's order.
const std::vector<TpchTable>& tpchTables();

/// Registers the eight tables of `data_dir` (CSV with a header line) with registerTableSource.
void registerTpchTables(TableEnvironment& env, const std::filesystem::path& data_dir);

/// The shell's CREATE TABLE statements for the eight tables of `data_dir`, with absolute paths.
std::string tpchCreateTables(const std::filesystem::path& data_dir);

/// The text of query `number` (1..22): data_dir/queries/qNN.sql.
std::string tpchQuery(const std::filesystem::path& data_dir, int number);

/// "q01" .. "q22".
std::string tpchQueryName(int number);

}  // namespace tabula::tpch
