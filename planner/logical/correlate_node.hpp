// Correlate: joins each row of its input with the rows a user-defined table function gives for it (Flink's
// joinLateral and LATERAL TABLE).
#pragma once

#include "exec/user_table_function.hpp"
#include "planner/logical/join_node.hpp"

namespace tabula::planner {

/// The call of a table function a Correlate makes for each input row.
struct TableFunctionCall {
    const exec::UserTableFunction* function = nullptr;  // kept alive by the environment
    size_t overload = 0;                                // the one its arguments were bound to
    std::vector<BoundExprPtr> args;                     // over the input, cast to the overload's parameters
    std::string text;                                   // as written, for EXPLAIN and errors
    ExprLocation location{};                            // where the call was written, for run-time errors
};

/// Outputs, for each input row, the row followed by each row the call gives for it, in the order they come; with
/// JoinType::Left an input row the call gives no row for comes out once with NULL function columns. The function's
/// columns are named `column_names`.
class CorrelateNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::Correlate;
    static constexpr std::string_view kName = "Correlate";
    /// REQUIRES: `type` is Inner or Left; one name per column of the function.
    CorrelateNode(LogicalPtr input, TableFunctionCall call, JoinType type, std::vector<std::string> column_names);
    const TableFunctionCall& call() const { return call_; }
    JoinType type() const { return type_; }

    std::vector<ExplainParam> params() const override;
    /// The call's arguments.
    std::vector<BoundExprPtr> expressions() const override { return call_.args; }
    LogicalPtr withExpressions(std::vector<BoundExprPtr> exprs) const override;
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
    TableSchema deriveSchema() const override;
    /// Needs the wanted input columns and what the arguments read; the function's columns are always made.
    ColumnUse columnUse(const ColumnSet& wanted) const override;
    std::string check() const override;
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    std::vector<std::string> columnNames() const;

    TableFunctionCall call_;
    JoinType type_;
};

}  // namespace tabula::planner
