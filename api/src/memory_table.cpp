// In-memory tables over exec::RowStore. An INSERT appends only its own rows (a table filled by a thousand
// single-row INSERTs is never copied); a DELETE computes the rows it keeps, then refills the store with them.
#include "memory_table.hpp"

#include "exec/evaluator.hpp"
#include "internals.hpp"
#include "planner/expr/bound_expr.hpp"
#include "planner/logical/project_node.hpp"
#include "planner/logical/values_node.hpp"
#include "query_execution.hpp"

namespace tabula::detail {
namespace {

/// The in-memory table `name`, for a statement that changes its rows (`verb`: "insert into", "delete from").
/// This is where a kind of table that takes rows in another way would be dispatched.
CatalogEntry& tableToChange(EnvironmentState& state, std::string_view name, std::string_view verb) {
    CatalogEntry& entry = state.entry(name);
    if (entry.rows) return entry;
    throw ValidationError("cannot " + std::string(verb) + " '" + std::string(name) + "': " +
                          (entry.view ? "it is a view"
                                      : "it is a CSV table; only in-memory tables (CREATE TABLE without WITH) "
                                        "take INSERT and DELETE"));
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

/// Appends `rows` to the table's store and its statistics.
void appendAll(CatalogEntry& table, const exec::RowStore& rows) {
    for (size_t i = 0; i < rows.rowCount(); ++i) {
        table.rows->append(rows.row(i));
        table.statistics->add(rows.row(i));
    }
}

std::shared_ptr<exec::RowStore> computeRows(const EnvironmentState& state, const planner::LogicalPtr& plan) {
    std::vector<std::string> warnings;
    return materializePlan(state, plan, warnings);
}

}  // namespace

void createMemoryTable(EnvironmentState& state, const std::string& name, const TableSchema& schema) {
    auto rows = std::make_shared<exec::RowStore>(schema.getFieldTypes());
    auto statistics = std::make_shared<exec::StatisticsBuilder>(schema.getFieldTypes());
    state.add(name, {.plan = std::make_shared<planner::ValuesNode>(name, schema, rows, statistics),
                     .view = false,
                     .sink = std::nullopt,
                     .rows = rows,
                     .statistics = statistics});
}

int64_t insertIntoMemoryTable(EnvironmentState& state, std::string_view name, const std::vector<Table>& sources,
                              const std::vector<size_t>& columns) {
    CatalogEntry& table = tableToChange(state, name, "insert into");
    const TableSchema target = state.entry(name).plan->schema();
    std::vector<std::shared_ptr<exec::RowStore>> computed;
    for (const Table& source : sources)
        computed.push_back(computeRows(state, shapedRows(source, target, columns, name)));
    int64_t inserted = 0;
    for (const auto& rows : computed) {
        appendAll(table, *rows);
        inserted += static_cast<int64_t>(rows->rowCount());
    }
    return inserted;
}

int64_t appendMadeRows(EnvironmentState& state, std::string_view name,
                       const std::function<bool(std::span<exec::Cell>)>& next_row) {
    CatalogEntry& table = tableToChange(state, name, "insert into");
    std::vector<exec::Cell> row(table.rows->width());
    int64_t appended = 0;
    for (; next_row(row); ++appended) {
        table.rows->append(row);
        table.statistics->add(row);
    }
    return appended;
}

int64_t deleteRows(EnvironmentState& state, std::string_view name, const Table& keep) {
    CatalogEntry& table = tableToChange(state, name, "delete from");
    std::shared_ptr<exec::RowStore> kept = computeRows(state, Internals::plan(keep));
    const auto deleted = static_cast<int64_t>(table.rows->rowCount() - kept->rowCount());
    table.rows->clear();
    *table.statistics = exec::StatisticsBuilder(table.rows->types());
    appendAll(table, *kept);
    return deleted;
}

}  // namespace tabula::detail
