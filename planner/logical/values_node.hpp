// Values: rows held in memory.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "exec/chunk_reader.hpp"
#include "exec/column_table.hpp"
#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// Reads an in-memory table (CREATE TABLE, fromValues, cache(), an emptied branch): the table columns `columns`,
/// in this order. The node refers to the table, not to one of its versions: a query reads the version current when
/// it is planned physically, that is when it starts (see exec::ColumnTable).
class ValuesNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::Values;
    static constexpr std::string_view kName = "Values";
    /// Reads every column of `table`, whose columns `table_schema` names. REQUIRES: table_schema's types are the
    /// table's.
    ValuesNode(std::string label, TableSchema table_schema, std::shared_ptr<const exec::ColumnTable> table);
    /// Reads the columns `columns` of `table`.
    ValuesNode(std::string label, TableSchema table_schema, std::shared_ptr<const exec::ColumnTable> table,
               std::vector<uint32_t> columns);
    /// What the rows are, for EXPLAIN ("(empty)", a table name); a run-time error of a row names the row by its
    /// number in a label not in parentheses ("row 3 of scores").
    const std::string& label() const { return label_; }
    const std::shared_ptr<const exec::ColumnTable>& table() const { return table_; }
    /// The table columns produced, in output order.
    const std::vector<uint32_t>& columns() const { return columns_; }
    /// The statistics of the table's current version, for estimates: its row count and, per column produced (in
    /// output order), distinct values, NULLs and range. Always there, since every version keeps its own.
    std::optional<exec::TableStatistics> statistics() const;

    std::vector<ExplainParam> params() const override;
    LogicalPtr withInputs(std::vector<LogicalPtr>) const override;
    TableSchema expressionInput() const override { return schema(); }
    TableSchema deriveSchema() const override;
    /// Produces only the wanted columns.
    ColumnUse columnUse(const ColumnSet& wanted) const override;
    std::string check() const override { return ""; }
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    std::string label_;
    TableSchema table_schema_;
    std::shared_ptr<const exec::ColumnTable> table_;
    std::vector<uint32_t> columns_;
};

/// A table of one version that never changes, filled with `rows`' rows (cache(), fromValues(), the binder's
/// placeholders).
std::shared_ptr<const exec::ColumnTable> fixedTable(exec::SnapshotPtr rows);

}  // namespace tabula::planner
