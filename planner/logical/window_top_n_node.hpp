// WindowTopN: Flink's Top-N pattern, a Window of ranking functions of which only the rows ranked within a limit
// are wanted (`WHERE rn <= 3` over ROW_NUMBER() OVER (...)). Rule rank_filter_to_top_n makes it.
#pragma once

#include "planner/logical/window_node.hpp"

namespace tabula::planner {

/// The rows of `window` whose `limit.kind` call ranks them at most `limit.limit` in their partition: the Window's
/// columns, its rows filtered on that ranking. Shares the Window's partition keys, order keys and calls, and so
/// its expressions and schema.
class WindowTopNNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::WindowTopN;
    static constexpr std::string_view kName = "WindowTopN";
    /// REQUIRES: every call of `window` and limit.kind are ROW_NUMBER, RANK or DENSE_RANK (check() says so).
    WindowTopNNode(std::shared_ptr<const WindowNode> window, exec::RankLimit limit);
    const WindowNode& window() const { return *window_; }
    exec::RankLimit limit() const { return limit_; }

    /// The Window's parameters, then rank=[ROW_NUMBER] and limit=[3].
    std::vector<ExplainParam> params() const override;
    std::vector<BoundExprPtr> expressions() const override { return window_->expressions(); }
    LogicalPtr withExpressions(std::vector<BoundExprPtr> exprs) const override;
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
    TableSchema deriveSchema() const override { return window_->deriveSchema(); }
    /// As the Window's, but it keeps every call: the rankings come from the kept rows at no cost.
    ColumnUse columnUse(const ColumnSet& wanted) const override;
    std::string check() const override;
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

    /// Whether the operator computes `kind` from the kept rows alone: ROW_NUMBER, RANK and DENSE_RANK, which
    /// depend only on the rows before a row, never on the partition's size or its later rows.
    static bool isTopNRanking(exec::WindowFunctionKind kind);

private:
    std::shared_ptr<const WindowNode> window_;  // over this node's input; not itself an input
    exec::RankLimit limit_;
};

}  // namespace tabula::planner
