// insertInto: rows of a query into a registered table, whatever kind of table it is.
#pragma once

#include <string_view>

#include "environment_state.hpp"

namespace tabula::detail {

/// Writes the rows of `table` into the table registered as `name`, by the kind of its catalog entry: a file sink
/// (registerTableSink, a filesystem table of the shell) gets them through writeTableToFile. Throws ValidationError,
/// before running anything, for an unknown name (suggesting the closest), a name that cannot be written (a view, a
/// CSV source), or fields that do not match the table's (count, or a type that does not widen to the table's).
void insertInto(const EnvironmentState& state, std::string_view name, const Table& table);

}  // namespace tabula::detail
