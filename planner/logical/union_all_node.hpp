// UnionAll: the rows of every input, one after the other (bag semantics: duplicates stay).
#pragma once

#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// The rows of every input in input order, duplicates kept. Columns match by position: every input has exactly
/// the output types (the binder casts an input whose types differ); the names are the node's own (SQL and Flink
/// take them from the first input).
class UnionAllNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::UnionAll;
    static constexpr std::string_view kName = "UnionAll";
    /// REQUIRES: at least two inputs; names.size() equals each input's field count.
    UnionAllNode(std::vector<LogicalPtr> inputs, std::vector<std::string> names);

    std::vector<ExplainParam> params() const override;
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
    /// It evaluates nothing: an empty row shape.
    TableSchema expressionInput() const override { return TableSchema(); }
    /// The node's names with the first input's types (the verifier checks the other inputs separately).
    TableSchema deriveSchema() const override;
    /// The wanted columns of every input, at the same positions; an input that cannot narrow to exactly those
    /// gets a projection, so that all inputs keep the same columns.
    ColumnUse columnUse(const ColumnSet& wanted) const override;
    std::string check() const override;
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    /// Takes the inputs by reference, so that the schema is computed from them before they are moved.
    UnionAllNode(TableSchema schema, std::vector<LogicalPtr>&& inputs);
};

}  // namespace tabula::planner
