// In-memory tables: CREATE TABLE without WITH makes one; INSERT, DELETE and Table::insertInto change its rows.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "environment_state.hpp"
#include "exec/cell.hpp"
#include "tabula/table.hpp"

namespace tabula::detail {

/// Registers an empty in-memory table. Throws ValidationError when the name is taken.
void createMemoryTable(EnvironmentState& state, const std::string& name, const TableSchema& schema);

/// Inserts the rows of every Table in `sources` (Tables of `state`) into the in-memory table `name`, all or
/// nothing: every row is computed and cast before any is stored, so an error leaves the table as it was.
/// `columns` gives, for each source column, the table column it fills (empty: the table's columns in order); the
/// other columns get NULL. Values are cast to the column types. Returns the number of rows inserted. Throws
/// ValidationError when `name` is not an in-memory table, when a source's column count differs from the columns
/// filled, or a value type cannot be cast; ExecutionError when a value does not fit.
int64_t insertIntoMemoryTable(EnvironmentState& state, std::string_view name, const std::vector<Table>& sources,
                              const std::vector<size_t>& columns = {});

/// Appends rows made one at a time to the in-memory table `name` (a new version, published once every row is
/// made), the way in for generated data (CALL dbgen): `next_row` fills the cells of a row of the table's types
/// (strings are copied, so they need to live only until the next call) and returns false when there are no more
/// rows. Returns the number of rows appended.
/// Throws as insertInto for a name that takes no INSERT.
int64_t appendMadeRows(EnvironmentState& state, std::string_view name,
                       const std::function<bool(std::span<exec::Cell>)>& next_row);

/// Deletes the rows of in-memory table `name` that `keep` (a query over the table's rows) does not return:
/// `keep` is computed in full before the table changes. Returns the number of rows deleted. Throws as
/// insertInto for a name that takes no DELETE.
int64_t deleteRows(EnvironmentState& state, std::string_view name, const Table& keep);

}  // namespace tabula::detail
