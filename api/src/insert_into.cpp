// insertInto: looks the target up, checks the query's fields against it, and hands the rows to its kind of storage.
#include "insert_into.hpp"

#include "memory_table.hpp"

namespace tabula::detail {
namespace {

/// "a INT, b STRING"
std::string fieldList(const TableSchema& schema) {
    std::string out;
    for (size_t i = 0; i < schema.getFieldCount(); ++i)
        out += (i > 0 ? ", " : "") + schema.getFieldName(i) + " " + schema.getFieldType(i).toString();
    return out;
}

/// Fields match by position, as in Flink: the same count, and each query type the table's or one that widens to it
/// (INT into BIGINT, DECIMAL(5, 2) into DECIMAL(10, 4)).
void checkFields(const std::string& name, const TableSchema& target, const TableSchema& query) {
    if (query.getFieldCount() != target.getFieldCount())
        throw ValidationError("cannot insert into '" + name + "': the query has " +
                              std::to_string(query.getFieldCount()) + " fields but the table has " +
                              std::to_string(target.getFieldCount()) + ": " + fieldList(target));
    for (size_t i = 0; i < query.getFieldCount(); ++i) {
        const DataType& from = query.getFieldType(i);
        const DataType& to = target.getFieldType(i);
        std::optional<DataType> common = commonType(from, to);
        if (from.isNull() || (common && *common == to)) continue;
        throw ValidationError("cannot insert into '" + name + "': query field " + std::to_string(i + 1) + " '" +
                              query.getFieldName(i) + "' has type " + from.toString() + " but table field '" +
                              target.getFieldName(i) + "' has type " + to.toString());
    }
}

/// The sources as one Table: a file is written once, however many VALUES rows or queries fill it.
Table concatenated(const std::vector<Table>& sources) {
    Table all = sources.front();
    for (size_t i = 1; i < sources.size(); ++i) all = all.unionAll(sources[i]);
    return all;
}

/// `columns` names every column of a `count`-column table once, in order (as no list at all does).
bool fillsEveryColumnInOrder(const std::vector<size_t>& columns, size_t count) {
    if (columns.empty()) return true;
    if (columns.size() != count) return false;
    for (size_t i = 0; i < count; ++i)
        if (columns[i] != i) return false;
    return true;
}

int64_t insertIntoFile(const std::string& name, const SinkTarget& sink, const std::vector<Table>& sources,
                       const std::vector<size_t>& columns) {
    if (!fillsEveryColumnInOrder(columns, sink.schema.getFieldCount()))
        throw ValidationError("cannot insert into '" + name + "': a file takes every column in order (" +
                              fieldList(sink.schema) +
                              "); a column list can only leave columns out of in-memory "
                              "tables");
    Table rows = concatenated(sources);
    checkFields(name, sink.schema, rows.getSchema());
    return writeTableToFile(rows, sink.file, sink.schema);
}

}  // namespace

int64_t insertInto(EnvironmentState& state, std::string_view name, const std::vector<Table>& sources,
                   const std::vector<size_t>& columns) {
    std::optional<std::string> registered = state.registeredName(name);
    if (!registered) {
        std::string message = "cannot insert into unknown table '" + std::string(name) + "'";
        std::string closest = closestName(name, state.names());
        if (!closest.empty()) message += "; did you mean '" + closest + "'?";
        throw ValidationError(message);
    }
    const CatalogEntry& entry = state.tables.at(*registered);
    if (entry.rows) return insertIntoMemoryTable(state, *registered, sources, columns);
    if (entry.sink) return insertIntoFile(*registered, *entry.sink, sources, columns);
    if (entry.view) throw ValidationError("cannot insert into '" + *registered + "': it is a view");
    throw ValidationError("cannot insert into '" + *registered +
                          "': it is a table that can only be read; rows can be inserted into in-memory tables, "
                          "sinks (registerTableSink) and filesystem tables");
}

}  // namespace tabula::detail
