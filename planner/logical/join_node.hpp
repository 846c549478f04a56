// Join: pairs the rows of two inputs that meet a condition; the outer types keep unmatched rows, padded with NULLs.
#pragma once

#include "planner/logical/logical_node.hpp"

namespace tabula::planner {

/// Which rows a join keeps besides the matching pairs.
enum class JoinType {
    Inner,  ///< only matching pairs
    Left,   ///< and each left row without a match, its right columns NULL
    Right,  ///< and each right row without a match, its left columns NULL
    Full,   ///< both of the above
    Semi,   ///< each left row with at least one match, once, and the left's fields only (EXISTS, IN)
    Anti,   ///< each left row without a match, and the left's fields only (NOT EXISTS)
};

/// "inner", "left", "right", "full": as EXPLAIN shows the type.
std::string_view joinTypeName(JoinType type);

/// The rows of the left input joined with those of the right: the output is the left's fields followed by the right's
/// (the left's alone for Semi and Anti). The condition reads that same concatenated row; without one every pair matches
/// (with Inner, a cross product). A pair matches only when the condition is TRUE; an outer type never drops its
/// preserved rows, so a condition on the preserved side only restricts which pairs match.
class JoinNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::Join;
    static constexpr std::string_view kName = "Join";
    /// `condition`: BOOLEAN over left's fields then right's, or nullptr for none.
    JoinNode(LogicalPtr left, LogicalPtr right, JoinType type, BoundExprPtr condition);
    const LogicalPtr& left() const { return inputs()[0]; }
    const LogicalPtr& right() const { return inputs()[1]; }
    JoinType type() const { return type_; }
    const BoundExprPtr& condition() const { return condition_; }

    std::vector<ExplainParam> params() const override;
    std::vector<BoundExprPtr> expressions() const override;
    /// Takes as many expressions as expressions() gives: the condition, or none.
    LogicalPtr withExpressions(std::vector<BoundExprPtr> exprs) const override;
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
    /// The left's fields followed by the right's.
    TableSchema expressionInput() const override;
    /// The number of the condition's input columns: the left's fields and the right's.
    size_t conditionWidth() const;
    TableSchema deriveSchema() const override;
    /// Each side needs its wanted output columns and what the condition reads of it; the output keeps only the
    /// wanted columns (narrowedOutput).
    ColumnUse columnUse(const ColumnSet& wanted) const override;
    std::string check() const override;
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    /// `join` (nullptr: this node unchanged), whose columns are this node's at `mapping`, under a Project of the
    /// `wanted` columns alone when it has others: columns read only by its condition (or by nobody) go no
    /// further. The physical plan makes such a Project the join's own output.
    Narrowed narrowedOutput(const LogicalPtr& join, const ColumnSet& wanted, const std::vector<int>& mapping) const;

    JoinType type_;
    BoundExprPtr condition_;
};

/// True for Semi and Anti, which output the left's fields only.
bool keepsLeftOnly(JoinType type);

/// The two schemas side by side: `left`'s fields, then `right`'s.
TableSchema concatSchemas(const TableSchema& left, const TableSchema& right);

}  // namespace tabula::planner
