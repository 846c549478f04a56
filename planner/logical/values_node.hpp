// Values: rows held in memory.
#pragma once

#include <optional>

#include "exec/row_store.hpp"
#include "exec/statistics/table_statistics.hpp"
#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// Reads rows held in memory (fromValues, cache(), an emptied branch).
class ValuesNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::Values;
    static constexpr std::string_view kName = "Values";
    /// `statistics`, when given, is kept up to date with `rows` by whoever adds rows to them (an in-memory table,
    /// cache()); without it, statistics() computes them from the rows when there are few.
    ValuesNode(std::string label, TableSchema schema, std::shared_ptr<const exec::RowStore> rows,
               std::shared_ptr<const exec::StatisticsBuilder> statistics = nullptr);
    /// What the rows are, for EXPLAIN ("(empty)", a table name).
    const std::string& label() const { return label_; }
    const std::shared_ptr<const exec::RowStore>& rows() const { return rows_; }
    /// The statistics of the rows, for estimates; nullopt for many rows that came without them.
    std::optional<exec::TableStatistics> statistics() const;
    /// The most rows statistics() computes statistics of when none came with them.
    static constexpr size_t kComputedStatisticsRows = 10000;

    std::vector<ExplainParam> params() const override;
    LogicalPtr withInputs(std::vector<LogicalPtr>) const override;
    TableSchema expressionInput() const override { return schema(); }
    TableSchema deriveSchema() const override;
    /// Rows in memory are kept whole.
    ColumnUse columnUse(const ColumnSet& wanted) const override;
    std::string check() const override { return ""; }
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    std::string label_;
    std::shared_ptr<const exec::RowStore> rows_;
    std::shared_ptr<const exec::StatisticsBuilder> statistics_;
};

}  // namespace tabula::planner
