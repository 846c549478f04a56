// insertInto: rows of queries into a registered table, whatever kind of table it is.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "environment_state.hpp"

namespace tabula::detail {

/// Inserts the rows of `sources` (Tables of `state`, one after another) into the table registered as `name`, by
/// the kind of its catalog entry:
/// - an in-memory table (CREATE TABLE without WITH) takes them as insertIntoMemoryTable says: all or nothing,
///   `columns` naming the columns each source fills (empty: all, in order), values cast to the column types;
/// - a file sink (registerTableSink, a filesystem table) gets them through writeTableToFile: fields matched by
///   position, each type the table's or one that widens to it, every column in order.
/// Returns the number of rows inserted. Throws ValidationError, before running anything, for an unknown name
/// (suggesting the closest), a name that cannot be written (a view, a read-only CSV source), or fields that do not
/// match the table's.
int64_t insertInto(EnvironmentState& state, std::string_view name, const std::vector<Table>& sources,
                   const std::vector<size_t>& columns = {});

}  // namespace tabula::detail
