// GroupWindow: each input row once per group window it falls in (Flink's Tumble, Slide, Session and CUMULATE),
// with the window's start and end appended. An Aggregate above groups on them; the window table functions show
// them as columns.
#pragma once

#include "exec/group_window.hpp"
#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// Outputs every input column, then the window's start and end: TIMESTAMP for time windows (end exclusive), for
/// row-count windows BIGINT, both the window's number within its partition. Rows whose time is NULL are dropped.
/// The partition keys matter to sessions and row-count windows alone (time windows assign each row by its time).
class GroupWindowNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::GroupWindow;
    static constexpr std::string_view kName = "GroupWindow";
    /// REQUIRES: `time` is TIMESTAMP or BIGINT (epoch milliseconds); window sizes > 0.
    GroupWindowNode(LogicalPtr input, exec::GroupWindow window, BoundExprPtr time,
                    std::vector<BoundExprPtr> partition_keys, std::string start_name, std::string end_name);
    const exec::GroupWindow& window() const { return window_; }
    const BoundExprPtr& time() const { return time_; }
    const std::vector<BoundExprPtr>& partitionKeys() const { return partition_keys_; }

    std::vector<ExplainParam> params() const override;
    /// The time, then the partition keys.
    std::vector<BoundExprPtr> expressions() const override;
    LogicalPtr withExpressions(std::vector<BoundExprPtr> exprs) const override;
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
    TableSchema deriveSchema() const override;
    /// Needs the wanted input columns, the time and the partition keys; always keeps both window columns.
    ColumnUse columnUse(const ColumnSet& wanted) const override;
    std::string check() const override { return ""; }
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    std::string startName() const;
    std::string endName() const;

    exec::GroupWindow window_;
    BoundExprPtr time_;
    std::vector<BoundExprPtr> partition_keys_;
};

}  // namespace tabula::planner
