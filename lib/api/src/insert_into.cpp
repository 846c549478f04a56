// insertInto: looks the target up, checks the query's fields against it, and hands the rows to its kind of storage.
#include "insert_into.hpp"

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

}  // namespace

void insertInto(const EnvironmentState& state, std::string_view name, const Table& table) {
    std::optional<std::string> registered = state.registeredName(name);
    if (!registered) {
        std::string message = "cannot insert into unknown table '" + std::string(name) + "'";
        std::string closest = closestName(name, state.names());
        if (!closest.empty()) message += "; did you mean '" + closest + "'?";
        throw ValidationError(message);
    }
    const CatalogEntry& entry = state.tables.at(*registered);
    if (entry.sink) {
        checkFields(*registered, entry.sink->schema, table.getSchema());
        writeTableToFile(table, entry.sink->file, entry.sink->schema);
        return;
    }
    throw ValidationError("cannot insert into '" + *registered + "': it is " +
                          (entry.view ? std::string("a view") : std::string("a table that can only be read")) +
                          "; rows can be inserted into sinks (registerTableSink) and filesystem tables");
}

}  // namespace tabula::detail
