// Project: computes one output column per expression.
#pragma once

#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// Computes one output column per expression.
class ProjectNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::Project;
    static constexpr std::string_view kName = "Project";
    /// REQUIRES: names.size() == exprs.size().
    ProjectNode(LogicalPtr input, std::vector<BoundExprPtr> exprs, std::vector<std::string> names);
    const std::vector<BoundExprPtr>& exprs() const { return exprs_; }

    std::vector<ExplainParam> params() const override;
    std::vector<BoundExprPtr> expressions() const override { return exprs_; }
    LogicalPtr withExpressions(std::vector<BoundExprPtr> exprs) const override;
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
    TableSchema deriveSchema() const override;
    /// Keeps only the wanted expressions; needs what they read.
    ColumnUse columnUse(const ColumnSet& wanted) const override;
    std::string check() const override { return ""; }
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    std::vector<BoundExprPtr> exprs_;
};

/// `input` reduced to its columns `columns` (positions, any order), in that order, under their own names.
LogicalPtr selectColumns(const LogicalPtr& input, const std::vector<int>& columns);

}  // namespace tabula::planner
