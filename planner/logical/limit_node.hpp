// Limit: skips and keeps a number of rows.
#pragma once

#include <cstdint>

#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// Skips `offset` rows, then keeps `fetch` rows (all when absent).
class LimitNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::Limit;
    static constexpr std::string_view kName = "Limit";
    LimitNode(LogicalPtr input, uint64_t offset, std::optional<uint64_t> fetch);
    uint64_t offset() const { return offset_; }
    const std::optional<uint64_t>& fetch() const { return fetch_; }

    std::vector<ExplainParam> params() const override;
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
    TableSchema deriveSchema() const override { return input()->schema(); }
    std::string check() const override { return ""; }
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    uint64_t offset_;
    std::optional<uint64_t> fetch_;
};

}  // namespace tabula::planner
