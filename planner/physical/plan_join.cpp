// Join: a hash join on the condition's equalities whose operands each read one side only (the keys); a
// nested-loop join when the condition has none; a cross product when there is no condition. Keys that are
// expressions (`a + 1 = d`) are computed by a projection appending them to their side; the other conjuncts form
// the residual condition, checked on each pair whose keys match. The left input is the probe side (it streams)
// and the right is gathered.
#include "planner/expr/compile_expr.hpp"
#include "planner/expr/conjuncts.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/expr/join_sides.hpp"
#include "planner/physical/physical_support.hpp"

namespace tabula::planner {
namespace {



/// The condition taken apart: key pairs (each over its own side's columns) and what remains.
struct EquiCondition {
    std::vector<BoundExprPtr> left_keys;
    std::vector<BoundExprPtr> right_keys;
    std::vector<BoundExprPtr> residual;  // over the left's columns followed by the right's
};

EquiCondition splitCondition(const JoinNode& node) {
    EquiCondition split;
    if (!node.condition()) return split;
    const size_t left_width = node.left()->schema().getFieldCount();
    const size_t width = node.schema().getFieldCount();
    for (const BoundExprPtr& c : splitConjuncts(node.condition(), FunctionCatalog::builtins())) {
        bool equality = c->kind == BoundKind::Call && c->function->name() == "equals" && isDeterministic(*c);
        JoinSides first = equality ? sidesRead(*c->args[0], left_width, width) : JoinSides::None;
        JoinSides second = equality ? sidesRead(*c->args[1], left_width, width) : JoinSides::None;
        if (first == JoinSides::Left && second == JoinSides::Right) {
            split.left_keys.push_back(c->args[0]);
            split.right_keys.push_back(overRightInput(c->args[1], left_width, width));
        } else if (first == JoinSides::Right && second == JoinSides::Left) {
            split.left_keys.push_back(c->args[1]);
            split.right_keys.push_back(overRightInput(c->args[0], left_width, width));
        } else {
            split.residual.push_back(c);
        }
    }
    return split;
}

/// One side planned, with its keys as column positions: plain column keys are used in place, computed ones are
/// appended by a projection.
struct KeyedSide {
    PhysicalPtr plan;
    std::vector<uint32_t> keys;
    size_t width = 0;  // columns of `plan`
};

KeyedSide keyedSide(PhysicalPtr plan, const std::vector<BoundExprPtr>& keys, const TableSchema& schema) {
    KeyedSide side{std::move(plan), {}, schema.getFieldCount()};
    std::vector<BoundExprPtr> row = columnRefs(schema);
    for (const BoundExprPtr& key : keys) {
        if (key->kind == BoundKind::Column) {
            side.keys.push_back(key->column);
        } else {
            side.keys.push_back(static_cast<uint32_t>(row.size()));
            row.push_back(key);
        }
    }
    if (row.size() > side.width) {
        side.plan = makeProjectNode(std::move(side.plan), row, schema);
        side.width = row.size();
    }
    return side;
}

exec::JoinKind joinKind(JoinType type) {
    switch (type) {
        case JoinType::Inner:
            return exec::JoinKind::Inner;
        case JoinType::Left:
            return exec::JoinKind::Left;
        case JoinType::Right:
            return exec::JoinKind::Right;
        case JoinType::Full:
            return exec::JoinKind::Full;
    }
    throw InternalError("unknown join type");
}

}  // namespace

PhysicalPtr planJoin(const JoinNode& node, PhysicalPlanner& planner) {
    const TableSchema& left_schema = node.left()->schema();
    const TableSchema& right_schema = node.right()->schema();
    const TableSchema both = node.expressionInput();
    EquiCondition condition = splitCondition(node);
    KeyedSide left = keyedSide(planner.plan(*node.left()), condition.left_keys, left_schema);
    KeyedSide right = keyedSide(planner.plan(*node.right()), condition.right_keys, right_schema);

    // Positions in the operator's row (the probe side's columns, then the build side's) of each logical column.
    std::vector<int> position;
    for (size_t i = 0; i < left_schema.getFieldCount(); ++i) position.push_back(static_cast<int>(i));
    for (size_t j = 0; j < right_schema.getFieldCount(); ++j) position.push_back(static_cast<int>(left.width + j));
    exec::JoinOutput output;
    for (int p : position) output.columns.push_back(static_cast<uint32_t>(p));
    exec::ExplainParams params{{"type", std::string(joinTypeName(node.type()))}};
    if (!condition.residual.empty()) {
        BoundExprPtr residual = joinConjuncts(condition.residual, FunctionCatalog::builtins());
        output.residual = compileExpr(*remapColumns(residual, position));
        params.push_back({condition.left_keys.empty() ? "condition" : "residual", renderExpr(*residual, both)});
    }
    if (!condition.left_keys.empty()) {
        std::vector<std::string> keys;
        for (size_t k = 0; k < condition.left_keys.size(); ++k)
            keys.push_back(renderExpr(*condition.left_keys[k], left_schema) + " = " +
                           renderExpr(*condition.right_keys[k], right_schema));
        params.insert(params.begin() + 1, {"keys", joinList(keys)});
        return exec::makeHashJoin(joinKind(node.type()), std::move(left.keys), std::move(right.keys),
                                  std::move(output), std::move(params), std::move(left.plan), std::move(right.plan));
    }
    if (!node.condition() && node.type() == JoinType::Inner)
        return exec::makeCrossProduct(std::move(output.columns), {}, std::move(left.plan), std::move(right.plan));
    return exec::makeNestedLoopJoin(joinKind(node.type()), std::move(output), std::move(params), std::move(left.plan),
                                    std::move(right.plan));
}

}  // namespace tabula::planner
