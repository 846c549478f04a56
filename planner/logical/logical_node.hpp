// The base of the logical plan: immutable, shared relational operator nodes, each knowing its output schema, its
// name and its invariants. The binder builds them, rules rewrite them (generically through inputs() and
// expressions()), the physical planner turns them into exec pipelines. Every node class lives in its own file
// beside this one and is listed in logical_node_list.hpp.
#pragma once

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "planner/expr/bound_expr.hpp"
#include "planner/logical/logical_node_list.hpp"
#include "tabula/error.hpp"
#include "tabula/schema.hpp"

namespace tabula::planner {

class LogicalNode;
using LogicalPtr = std::shared_ptr<const LogicalNode>;

/// The class of a node, one per listed class; used only by the checked casts below.
enum class LogicalKind {
#define TABULA_LOGICAL_KIND(Name) Name,
    TABULA_FOR_EACH_LOGICAL_NODE(TABULA_LOGICAL_KIND)
#undef TABULA_LOGICAL_KIND
};

/// Which columns of a row are read: one flag per column.
using ColumnSet = std::vector<bool>;

/// A node rebuilt over narrowed inputs (nullptr: the node stays as it is), and where each of its old output
/// columns went (-1: dropped).
struct Narrowed {
    LogicalPtr node;
    std::vector<int> mapping;
};

/// What projection pruning asks of a node: which columns of each input it needs to produce the `wanted` columns
/// of its output, and how to rebuild it over inputs narrowed to those (given each input's column mapping).
struct ColumnUse {
    std::vector<ColumnSet> needed;  // one per input
    std::function<Narrowed(std::vector<LogicalPtr> inputs, const std::vector<std::vector<int>>& mappings)> narrow;
};

/// One EXPLAIN parameter: shown as `key=[value]`.
struct ExplainParam {
    std::string key;
    std::string value;
};

#define TABULA_DECLARE_LOGICAL_NODE(Name) class Name##Node;
TABULA_FOR_EACH_LOGICAL_NODE(TABULA_DECLARE_LOGICAL_NODE)
#undef TABULA_DECLARE_LOGICAL_NODE

/// One visit per listed node class: a pass over plans that implements this cannot forget a class (it does not
/// compile).
class LogicalVisitor {
public:
    virtual ~LogicalVisitor() = default;
#define TABULA_VISIT_LOGICAL_NODE(Name) virtual void visit(const Name##Node& node) = 0;
    TABULA_FOR_EACH_LOGICAL_NODE(TABULA_VISIT_LOGICAL_NODE)
#undef TABULA_VISIT_LOGICAL_NODE
};

/// Base of all logical operators. A node's expressions refer by position to the columns of expressionInput().
/// How high a plan may grow (nodes on its longest path). The passes over a plan, building it and freeing it
/// recurse once per level, so a bound keeps them within the stack; SQL's own nesting stops far below it at the
/// parser's limit, but chains of views, CTEs or Table API calls, each over the one before, reach it.
inline constexpr size_t kMaxPlanHeight = 3000;

class LogicalNode {
public:
    virtual ~LogicalNode() = default;

    LogicalKind kind() const { return kind_; }
    const TableSchema& schema() const { return schema_; }
    const std::vector<LogicalPtr>& inputs() const { return inputs_; }
    /// The first input. REQUIRES: the node has one.
    const LogicalPtr& input() const { return inputs_.at(0); }
    /// The SetOperation nodes (INTERSECT, EXCEPT) on the longest path down from here, this one included: each is a
    /// level the recursive passes descend, so the binder refuses plans where they stack too deep.
    size_t setOperationDepth() const { return set_operation_depth_; }
    /// The nodes on the longest path down from here, this one included. No plan is higher than kMaxPlanHeight.
    size_t height() const { return height_; }

    /// The class name, as EXPLAIN prints it ("Filter"): the node's kName.
    std::string name() const { return std::string(name_); }
    /// EXPLAIN parameters, expressions rendered against expressionInput().
    virtual std::vector<ExplainParam> params() const = 0;

    /// Every expression the node evaluates, in a fixed order that withExpressions() takes back.
    virtual std::vector<BoundExprPtr> expressions() const { return {}; }
    /// A copy of this node with other expressions (same count, same order as expressions(); types may differ only
    /// where the node's schema follows them, e.g. a projection).
    virtual LogicalPtr withExpressions(std::vector<BoundExprPtr> exprs) const;
    /// A copy of this node over other inputs (same arity); expressions are kept as they are.
    virtual LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const = 0;

    /// The row shape the expressions read: the first input by default.
    virtual TableSchema expressionInput() const { return input()->schema(); }
    /// The schema recomputed from the inputs and expressions now, for the plan verifier to compare with schema().
    virtual TableSchema deriveSchema() const = 0;

    /// Projection pruning's question (see ColumnUse). The default suits nodes that pass their one input's
    /// columns through (Filter, Sort, TopN, Limit): they need what is wanted plus what their expressions read, and
    /// are rebuilt with remapped expressions. Nodes of another shape override it.
    virtual ColumnUse columnUse(const ColumnSet& wanted) const;

    /// What is wrong with the node's own invariants, or "" when nothing is: what only this class knows (a
    /// condition that must be BOOLEAN, inputs that must agree). The verifier calls it on every node after checking
    /// the columns and types its expressions read, and compares schema() with deriveSchema() itself.
    virtual std::string check() const = 0;

    virtual void accept(LogicalVisitor& visitor) const = 0;

    /// This node as a T, or nullptr when it is of another class.
    template <class T>
    const T* as() const {
        return kind_ == T::kKind ? static_cast<const T*>(this) : nullptr;
    }
    /// This node as a T. Throws InternalError naming both classes when it is of another class.
    template <class T>
    const T& cast() const {
        if (kind_ != T::kKind) throwBadCast(T::kName);
        return static_cast<const T&>(*this);
    }

protected:
    /// `kind` and `name` are the class's kKind and kName.
    LogicalNode(LogicalKind kind, std::string_view name, TableSchema schema, std::vector<LogicalPtr> inputs)
        : kind_(kind), name_(name), schema_(std::move(schema)), inputs_(std::move(inputs)) {
        size_t input_height = 0;
        for (const LogicalPtr& input : inputs_) {
            set_operation_depth_ = std::max(set_operation_depth_, input->set_operation_depth_);
            input_height = std::max(input_height, input->height_);
        }
        if (kind_ == LogicalKind::SetOperation) ++set_operation_depth_;
        height_ = input_height + 1;
        if (height_ > kMaxPlanHeight) throwTooHigh();
    }

private:
    [[noreturn]] void throwBadCast(std::string_view wanted) const;
    /// Throws the ValidationError of a plan higher than kMaxPlanHeight.
    [[noreturn]] static void throwTooHigh();

    LogicalKind kind_;
    std::string_view name_;  // a class's kName: a literal that lives forever
    TableSchema schema_;
    std::vector<LogicalPtr> inputs_;
    size_t set_operation_depth_ = 0;
    size_t height_ = 1;
};

/// `Name(key=[value], ...)` for one node.
std::string describeNode(const LogicalNode& node);

/// 0, 1, ..., width - 1: every column stays where it is.
std::vector<int> identityMapping(size_t width);

/// The wanted entries of a source node's column list (a scan's file fields, an in-memory table's columns), and
/// where each old output column is among them (-1: dropped).
struct WantedColumns {
    std::vector<uint32_t> columns;
    std::vector<int> mapping;
};
WantedColumns wantedColumns(const std::vector<uint32_t>& columns, const ColumnSet& wanted);

/// "the condition is INT, not BOOLEAN" (with `what` = "the condition"), or "" when `expr` is BOOLEAN.
std::string checkBoolean(std::string_view what, const BoundExpr& expr);

/// The types of `exprs`, in order.
std::vector<DataType> typesOf(const std::vector<BoundExprPtr>& exprs);

}  // namespace tabula::planner
