// Filter: keeps the rows a predicate accepts; filtered() puts one over a plan.
#pragma once

#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

class FunctionCatalog;

/// Keeps rows whose BOOLEAN predicate is TRUE.
class FilterNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::Filter;
    static constexpr std::string_view kName = "Filter";
    FilterNode(LogicalPtr input, BoundExprPtr predicate);
    const BoundExprPtr& predicate() const { return predicate_; }

    std::vector<ExplainParam> params() const override;
    std::vector<BoundExprPtr> expressions() const override { return {predicate_}; }
    LogicalPtr withExpressions(std::vector<BoundExprPtr> exprs) const override;
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
    TableSchema deriveSchema() const override { return input()->schema(); }
    std::string check() const override;
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    BoundExprPtr predicate_;
};

/// `node` under a Filter of the conjunction of `conjuncts` (`functions`' `and`), or `node` itself when there are
/// none.
LogicalPtr filtered(LogicalPtr node, const std::vector<BoundExprPtr>& conjuncts, const FunctionCatalog& functions);

}  // namespace tabula::planner
