// TableAggregate: groups its input and gives each group's rows from a user-defined table aggregate function
// (Flink's flatAggregate).
#pragma once

#include "exec/user_table_aggregate_function.hpp"
#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// The call of a table aggregate function a TableAggregate makes over each group.
struct TableAggregateCall {
    const exec::UserTableAggregateFunction* function = nullptr;  // kept alive by the environment
    std::vector<BoundExprPtr> args;                              // over the input, cast to the parameters
    std::string text;                                            // as written, for EXPLAIN and errors
    ExprLocation location{};                                     // where the call was written, for run-time errors
};

/// Outputs, for each group of equal `keys` (NULLs equal; one group of every row without keys, even of none), the
/// group's key values followed by each row the call emits for the group. The output columns are named
/// `names`: one per key, then one per column of the function.
class TableAggregateNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::TableAggregate;
    static constexpr std::string_view kName = "TableAggregate";
    /// REQUIRES: names.size() == keys.size() + the function's column count.
    TableAggregateNode(LogicalPtr input, std::vector<BoundExprPtr> keys, TableAggregateCall call,
                       std::vector<std::string> names);
    const std::vector<BoundExprPtr>& keys() const { return keys_; }
    const TableAggregateCall& call() const { return call_; }

    std::vector<ExplainParam> params() const override;
    /// The keys, then the call's arguments.
    std::vector<BoundExprPtr> expressions() const override;
    LogicalPtr withExpressions(std::vector<BoundExprPtr> exprs) const override;
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
    TableSchema deriveSchema() const override;
    /// Needs what the keys and the arguments read; every output column is always made.
    ColumnUse columnUse(const ColumnSet& wanted) const override;
    std::string check() const override;
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    std::vector<BoundExprPtr> keys_;
    TableAggregateCall call_;
};

}  // namespace tabula::planner
