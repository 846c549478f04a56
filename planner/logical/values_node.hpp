// Values: rows held in memory.
#pragma once

#include "exec/row_store.hpp"
#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// Reads rows held in memory (fromValues, cache(), an emptied branch).
class ValuesNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::Values;
    static constexpr std::string_view kName = "Values";
    ValuesNode(std::string label, TableSchema schema, std::shared_ptr<const exec::RowStore> rows);
    /// What the rows are, for EXPLAIN ("(empty)", a table name).
    const std::string& label() const { return label_; }
    const std::shared_ptr<const exec::RowStore>& rows() const { return rows_; }

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
};

}  // namespace tabula::planner
