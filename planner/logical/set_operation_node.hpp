// SetOperation: INTERSECT [ALL] and EXCEPT [ALL] (Flink's intersect, intersectAll, minus, minusAll) of two inputs.
// Flink's union (distinct) is no node of its own: the binder plans it as a Distinct over a UnionAll.
#pragma once

#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// Which rows a set operation keeps; rows compare whole, NULLs equal.
enum class SetOperationType {
    Intersect,     ///< each distinct row found in both inputs, once
    IntersectAll,  ///< a row n times on the left and m times on the right: min(n, m) copies
    Minus,         ///< each distinct left row not found on the right, once
    MinusAll,      ///< a row n times on the left and m times on the right: max(n - m, 0) copies
};

/// "intersect", "intersectAll", "minus", "minusAll": Flink's names, as EXPLAIN shows the type.
std::string_view setOperationTypeName(SetOperationType type);

/// The left input's rows kept or dropped against the right input's. Columns match by position: both inputs have
/// exactly the output types (the binder casts an input whose types differ); the names are the node's own (the
/// left input's, as the binder gives them).
class SetOperationNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::SetOperation;
    static constexpr std::string_view kName = "SetOperation";
    /// REQUIRES: names.size() equals each input's field count.
    SetOperationNode(LogicalPtr left, LogicalPtr right, SetOperationType type, std::vector<std::string> names);
    const LogicalPtr& left() const { return inputs()[0]; }
    const LogicalPtr& right() const { return inputs()[1]; }
    SetOperationType type() const { return type_; }

    std::vector<ExplainParam> params() const override;
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
    /// It evaluates nothing: an empty row shape.
    TableSchema expressionInput() const override { return TableSchema(); }
    /// The node's names with the left input's types (the verifier checks the right input separately).
    TableSchema deriveSchema() const override;
    /// Every column of both inputs takes part in comparing rows: all are needed, whatever is wanted.
    ColumnUse columnUse(const ColumnSet& wanted) const override;
    std::string check() const override;
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    SetOperationType type_;
};

}  // namespace tabula::planner
