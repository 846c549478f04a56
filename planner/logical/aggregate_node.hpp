// Aggregate: groups rows by key expressions and computes aggregate calls per group.
#pragma once

#include "exec/function_registry.hpp"
#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// One aggregate call: function over argument expressions of the Aggregate's input.
struct AggregateCall {
    const exec::AggregateFunction* function = nullptr;  // registry-owned
    exec::Signature signature;                          // params (args already cast) and result type
    std::vector<BoundExprPtr> args;                     // empty for count(*)
    bool distinct = false;
    std::string text;         // e.g. "count(id)", for EXPLAIN and errors
    ExprLocation location{};  // where the call was written, for run-time errors
};

/// Groups by key expressions; outputs the keys then one column per aggregate call. No keys: one row always.
class AggregateNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::Aggregate;
    static constexpr std::string_view kName = "Aggregate";
    AggregateNode(LogicalPtr input, std::vector<BoundExprPtr> keys, std::vector<AggregateCall> aggregates,
                  std::vector<std::string> names);
    const std::vector<BoundExprPtr>& keys() const { return keys_; }
    const std::vector<AggregateCall>& aggregates() const { return aggregates_; }

    std::vector<ExplainParam> params() const override;
    /// The keys, then every call's arguments in call order.
    std::vector<BoundExprPtr> expressions() const override;
    LogicalPtr withExpressions(std::vector<BoundExprPtr> exprs) const override;
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
    TableSchema deriveSchema() const override;
    /// Keeps every key (they decide the groups) and the wanted calls; needs what those read.
    ColumnUse columnUse(const ColumnSet& wanted) const override;
    std::string check() const override;
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    std::vector<BoundExprPtr> keys_;
    std::vector<AggregateCall> aggregates_;
};

/// True when `plan` always gives exactly one row: an aggregation without keys under projections only.
bool givesOneRow(const LogicalNode& plan);

}  // namespace tabula::planner
