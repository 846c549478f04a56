// TopN: Sort + Limit with a fetch, executed with a bounded heap.
#pragma once

#include <cstdint>

#include "planner/logical/sort_node.hpp"

namespace tabula::planner {

/// The rows a Sort over the same keys would put at positions [offset, offset + fetch).
class TopNNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::TopN;
    static constexpr std::string_view kName = "TopN";
    TopNNode(LogicalPtr input, std::vector<SortSpec> keys, uint64_t offset, uint64_t fetch);
    const std::vector<SortSpec>& keys() const { return keys_; }
    uint64_t offset() const { return offset_; }
    uint64_t fetch() const { return fetch_; }

    std::vector<ExplainParam> params() const override;
    std::vector<BoundExprPtr> expressions() const override { return sortExpressions(keys_); }
    LogicalPtr withExpressions(std::vector<BoundExprPtr> exprs) const override;
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
    TableSchema deriveSchema() const override { return input()->schema(); }
    std::string check() const override { return ""; }
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    std::vector<SortSpec> keys_;
    uint64_t offset_;
    uint64_t fetch_;
};

}  // namespace tabula::planner
