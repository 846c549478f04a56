// The shell's filesystem tables (CREATE TABLE ... WITH ('connector' = 'filesystem', ...)): read and written.
#pragma once

#include <string>

#include "tabula/csv_table_source.hpp"
#include "tabula/table_environment.hpp"

namespace tabula::detail {

/// Registers `source` under `name` as registerTableSource does, and makes it writable: insertInto appends rows to
/// its file (atomically), as JSON lines for a JSON table. Of CSV tables, only one read with quote '"', lines ended
/// by "\n" and no comment prefix reads back what the CSV writer writes, so only such a table is writable; others
/// stay read-only. Throws ValidationError
/// when the name is taken.
void registerFilesystemTable(TableEnvironment& env, const std::string& name, const CsvTableSource& source);

}  // namespace tabula::detail
