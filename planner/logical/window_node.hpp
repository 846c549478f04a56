// Window: window functions over partitions of its input, each row's partition ordered by the window's keys.
#pragma once

#include "exec/window_function.hpp"
#include "planner/logical/aggregate_node.hpp"
#include "planner/logical/sort_node.hpp"

namespace tabula::planner {

/// One window function a WindowNode computes.
struct WindowCall {
    exec::WindowFunctionKind kind = exec::WindowFunctionKind::Aggregate;
    const exec::AggregateFunction* aggregate = nullptr;  // Aggregate: registry-owned
    exec::Signature signature;                           // Aggregate: params (args already cast) and result
    /// Aggregate: its argument (none for count(*)); LAG, LEAD, FIRST_VALUE, LAST_VALUE, NTH_VALUE: the value, then
    /// LAG's and LEAD's default (already cast to the value's type) when given.
    std::vector<BoundExprPtr> args;
    int64_t parameter = 0;    // NTILE's buckets, LAG's and LEAD's offset, NTH_VALUE's n
    exec::WindowFrame frame;  // the frame written, or the default
    DataType type;            // of the result
    std::string text;         // as written, for EXPLAIN and errors
    ExprLocation location{};  // where the call was written, for run-time errors
};

/// Outputs every input column, then one column per call. The rows of a partition (equal partition keys, NULLs
/// equal) are ordered by the order keys for the calls; the node itself promises no order of its output.
class WindowNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::Window;
    static constexpr std::string_view kName = "Window";
    WindowNode(LogicalPtr input, std::vector<BoundExprPtr> partition_keys, std::vector<SortSpec> order_keys,
               std::vector<WindowCall> calls, std::vector<std::string> call_names);
    const std::vector<BoundExprPtr>& partitionKeys() const { return partition_keys_; }
    const std::vector<SortSpec>& orderKeys() const { return order_keys_; }
    const std::vector<WindowCall>& calls() const { return calls_; }

    std::vector<ExplainParam> params() const override;
    /// The partition keys, the order keys, then every call's arguments in call order.
    std::vector<BoundExprPtr> expressions() const override;
    LogicalPtr withExpressions(std::vector<BoundExprPtr> exprs) const override;
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
    TableSchema deriveSchema() const override;
    /// Keeps the keys and the wanted calls; needs the wanted input columns and what those read.
    ColumnUse columnUse(const ColumnSet& wanted) const override;
    std::string check() const override { return ""; }
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    std::vector<std::string> callNames() const;

    std::vector<BoundExprPtr> partition_keys_;
    std::vector<SortSpec> order_keys_;
    std::vector<WindowCall> calls_;
};

}  // namespace tabula::planner
