// Sort: orders rows by key expressions. SortSpec is shared with TopN.
#pragma once

#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// One ORDER BY key.
struct SortSpec {
    BoundExprPtr expr;
    bool descending = false;
    bool nulls_first = false;  // resolved from NULLS FIRST/LAST or the dialect's default (table_ops.hpp)
};

/// The key expressions of `keys`, in order.
std::vector<BoundExprPtr> sortExpressions(const std::vector<SortSpec>& keys);
/// `keys` with their expressions replaced by `exprs` (same count), directions kept.
std::vector<SortSpec> withSortExpressions(std::vector<SortSpec> keys, const std::vector<BoundExprPtr>& exprs);
/// "a ASC NULLS LAST, b DESC NULLS FIRST".
std::string renderSortKeys(const std::vector<SortSpec>& keys, const TableSchema& input);

class SortNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::Sort;
    static constexpr std::string_view kName = "Sort";
    SortNode(LogicalPtr input, std::vector<SortSpec> keys);
    const std::vector<SortSpec>& keys() const { return keys_; }

    std::vector<ExplainParam> params() const override;
    std::vector<BoundExprPtr> expressions() const override { return sortExpressions(keys_); }
    LogicalPtr withExpressions(std::vector<BoundExprPtr> exprs) const override;
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
    TableSchema deriveSchema() const override { return input()->schema(); }
    std::string check() const override { return ""; }
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    std::vector<SortSpec> keys_;
};

}  // namespace tabula::planner
