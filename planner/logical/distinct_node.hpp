// Distinct: removes duplicate rows.
#pragma once

#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// Removes duplicate rows (NULLs equal).
class DistinctNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::Distinct;
    static constexpr std::string_view kName = "Distinct";
    explicit DistinctNode(LogicalPtr input);

    std::vector<ExplainParam> params() const override { return {}; }
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
    TableSchema deriveSchema() const override { return input()->schema(); }
    /// Every column takes part in the comparison: all are needed, whatever is wanted.
    ColumnUse columnUse(const ColumnSet& wanted) const override;
    std::string check() const override { return ""; }
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }
};

}  // namespace tabula::planner
