// In-memory tables over exec::ColumnTable. An INSERT makes a new version that shares the table's chunks and adds
// its own rows (a table filled by a thousand single-row INSERTs is never copied); a DELETE builds a new version of
// the rows it keeps. Either publishes its version only once every row is computed.
#include "memory_table.hpp"

#include "exec/evaluator.hpp"
#include "internals.hpp"
#include "planner/expr/bound_expr.hpp"
#include "planner/logical/project_node.hpp"
#include "planner/logical/values_node.hpp"
#include "query_execution.hpp"

namespace tabula::detail {
namespace {

/// The rows of the table `name`, for a statement that changes them (`verb`: "insert into", "delete from").
/// INSERT into a file table is dispatched before it gets here (insert_into.cpp), so a file table meets only DELETE.
exec::ColumnTable& rowsToChange(EnvironmentState& state, std::string_view name, std::string_view verb) {
    CatalogEntry& entry = state.entry(name);
    if (entry.rows) return *entry.rows;
    throw ValidationError("cannot " + std::string(verb) + " '" + std::string(name) + "': " +
                          (entry.view ? "it is a view"
                                      : "it is a CSV or JSON table; rows can be deleted only from in-memory tables "
                                        "(CREATE TABLE without WITH)"));
}

/// `source`'s rows shaped as the table's: each source column cast to the type of the column it fills, NULL in
/// the others.
planner::LogicalPtr shapedRows(const Table& source, const TableSchema& target, const std::vector<size_t>& columns,
                               std::string_view name) {
    const TableSchema& schema = Internals::plan(source)->schema();
    const size_t filled = columns.empty() ? target.getFieldCount() : columns.size();
    if (schema.getFieldCount() != filled) {
        throw ValidationError("cannot insert into '" + std::string(name) + "': the rows have " +
                              std::to_string(schema.getFieldCount()) + " values, the " +
                              (columns.empty() ? "table has " : "column list names ") + std::to_string(filled) +
                              (filled == 1 ? " column" : " columns"));
    }
    // Rows that already have the table's columns and types are stored as they come, without a projection.
    if (columns.empty() && schema.getFieldTypes() == target.getFieldTypes()) return Internals::plan(source);
    std::vector<planner::BoundExprPtr> exprs;
    for (const DataType& type : target.getFieldTypes())
        exprs.push_back(planner::makeConstant(Value::null(type), "NULL"));
    for (size_t i = 0; i < filled; ++i) {
        const size_t column = columns.empty() ? i : columns[i];
        const DataType& from = schema.getFieldType(i);
        const DataType& to = target.getFieldType(column);
        planner::BoundExprPtr value = planner::makeColumnRef(static_cast<uint32_t>(i), from, schema.getFieldName(i));
        if (from == to) {
            exprs[column] = std::move(value);
            continue;
        }
        if (!exec::canCast(from, to)) {
            throw ValidationError("cannot insert a " + from.toString() + " value into column '" +
                                  target.getFieldName(column) + "' of '" + std::string(name) + "', of type " +
                                  to.toString());
        }
        exprs[column] = planner::makeCastExpr(std::move(value), to, schema.getFieldName(i));
    }
    return std::make_shared<planner::ProjectNode>(Internals::plan(source), std::move(exprs), target.getFieldNames());
}

void computeRows(const EnvironmentState& state, const planner::LogicalPtr& plan, exec::ColumnTableBuilder& table) {
    std::vector<std::string> warnings;
    materializePlan(state, plan, table, warnings);
}

}  // namespace

void createMemoryTable(EnvironmentState& state, const std::string& name, const TableSchema& schema) {
    auto rows = std::make_shared<exec::ColumnTable>(exec::emptySnapshot(schema.getFieldTypes()));
    state.add(name, {.plan = std::make_shared<planner::ValuesNode>(name, schema, rows),
                     .view = false,
                     .sink = std::nullopt,
                     .rows = rows});
}

int64_t insertIntoMemoryTable(EnvironmentState& state, std::string_view name, const std::vector<Table>& sources,
                              const std::vector<size_t>& columns) {
    exec::ColumnTable& table = rowsToChange(state, name, "insert into");
    const TableSchema target = state.entry(name).plan->schema();
    exec::ColumnTableBuilder next(table.snapshot());
    const size_t before = next.rowCount();
    for (const Table& source : sources) computeRows(state, shapedRows(source, target, columns, name), next);
    const auto inserted = static_cast<int64_t>(next.rowCount() - before);
    table.publish(next.finish());
    return inserted;
}

int64_t appendMadeRows(EnvironmentState& state, std::string_view name,
                       const std::function<bool(std::span<exec::Cell>)>& next_row) {
    exec::ColumnTable& table = rowsToChange(state, name, "insert into");
    exec::ColumnTableBuilder next(table.snapshot());
    std::vector<exec::Cell> row(table.types().size());
    int64_t appended = 0;
    for (; next_row(row); ++appended) next.append(row);
    table.publish(next.finish());
    return appended;
}

int64_t deleteRows(EnvironmentState& state, std::string_view name, const Table& keep) {
    exec::ColumnTable& table = rowsToChange(state, name, "delete from");
    exec::ColumnTableBuilder kept(table.types());
    computeRows(state, Internals::plan(keep), kept);
    const auto deleted = static_cast<int64_t>(table.snapshot()->rowCount() - kept.rowCount());
    table.publish(kept.finish());
    return deleted;
}

}  // namespace tabula::detail
