// Join: a hash join on the condition's equalities whose operands each read one side only (the keys); a
// nested-loop join when the condition has none; a cross product when there is no condition. The two operands of
// a key are cast to one type; keys that are expressions (`a + 1 = d`, or a cast) are computed by a projection
// appending them to their side. The other conjuncts form the residual condition, checked on each pair whose keys
// match. The side estimated smaller is gathered (the build side), the other streams past it (the probe side); a
// Semi or Anti join gathering its left is a RightSemi or RightAnti join. An inner join with a condition but no
// keys against a single row is a cross product and a filter.
#include "planner/expr/compile_expr.hpp"
#include "planner/expr/conjuncts.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/expr/join_sides.hpp"
#include "planner/expr/scalar_call.hpp"
#include "planner/physical/physical_support.hpp"

namespace tabula::planner {
namespace {

/// The condition taken apart: key pairs (each over its own side's columns) and what remains.
struct EquiCondition {
    std::vector<BoundExprPtr> left_keys;
    std::vector<BoundExprPtr> right_keys;
    std::vector<BoundExprPtr> residual;  // over the left's columns followed by the right's
};

/// The one type both operands of `key` are compared in (the hash join compares keys of one type). The binder has
/// given them a common type already, except DECIMALs, which `=` compares exactly at any precision and scale;
/// those meet in Flink's type for join keys, which rounds the side with more fractional digits where 38 digits
/// cannot hold both. Types without a common one stay as they are, for the hash join's check to report.
DataType keyType(const JoinKey& key) { return commonKeyType(key.left->type, key.right->type).value_or(key.left->type); }

EquiCondition splitCondition(const JoinNode& node) {
    EquiCondition split;
    if (!node.condition()) return split;
    const size_t left_width = node.left()->schema().getFieldCount();
    const size_t width = node.conditionWidth();
    for (const BoundExprPtr& c : splitConjuncts(node.condition(), FunctionCatalog::builtins())) {
        if (std::optional<JoinKey> key = joinKeyOf(*c, left_width, width)) {
            const DataType type = keyType(*key);
            split.left_keys.push_back(castTo(key->left, type));
            split.right_keys.push_back(castTo(overRightInput(key->right, left_width, width), type));
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
        case JoinType::Inner: return exec::JoinKind::Inner;
        case JoinType::Left: return exec::JoinKind::Left;
        case JoinType::Right: return exec::JoinKind::Right;
        case JoinType::Full: return exec::JoinKind::Full;
        case JoinType::Semi: return exec::JoinKind::Semi;
        case JoinType::Anti: return exec::JoinKind::Anti;
    }
    throw InternalError("unknown join type");
}

}  // namespace

/// The kind that keeps the same rows when the two sides trade places.
exec::JoinKind mirrored(exec::JoinKind kind) {
    if (kind == exec::JoinKind::Left) return exec::JoinKind::Right;
    if (kind == exec::JoinKind::Right) return exec::JoinKind::Left;
    if (kind == exec::JoinKind::Semi) return exec::JoinKind::RightSemi;
    if (kind == exec::JoinKind::Anti) return exec::JoinKind::RightAnti;
    return kind;
}

namespace {

/// The join's operator; `columns`, when given, the positions of the node's schema it produces.
PhysicalPtr planJoinOutput(const JoinNode& node, const std::vector<uint32_t>* columns, PhysicalPlanner& planner) {
    const TableSchema& left_schema = node.left()->schema();
    const TableSchema& right_schema = node.right()->schema();
    EquiCondition condition = splitCondition(node);
    KeyedSide left = keyedSide(planner.plan(*node.left()), condition.left_keys, left_schema);
    KeyedSide right = keyedSide(planner.plan(*node.right()), condition.right_keys, right_schema);

    // The operator gathers its build side (child 1) and streams the probe side past it: gather the side estimated
    // smaller, the right one when in doubt.
    const std::optional<uint64_t> left_rows = planner.estimator().estimatedRows(*node.left());
    const std::optional<uint64_t> right_rows = planner.estimator().estimatedRows(*node.right());
    // Semi and Anti gathering the left become RightSemi and RightAnti, which output the build side's rows.
    const bool build_left = left_rows && right_rows && *left_rows < *right_rows;
    KeyedSide& probe = build_left ? right : left;
    KeyedSide& build = build_left ? left : right;
    exec::JoinKind kind = build_left ? mirrored(joinKind(node.type())) : joinKind(node.type());

    // Where each column of the logical row (the left's columns, then the right's) is in the operator's row (the
    // probe side's columns, then the build side's).
    std::vector<int> position;
    for (size_t i = 0; i < left_schema.getFieldCount(); ++i)
        position.push_back(static_cast<int>(build_left ? probe.width + i : i));
    for (size_t j = 0; j < right_schema.getFieldCount(); ++j)
        position.push_back(static_cast<int>(build_left ? j : left.width + j));
    exec::JoinOutput output;
    for (int p : position) output.columns.push_back(static_cast<uint32_t>(p));
    output.columns.resize(node.schema().getFieldCount());  // Semi and Anti: the left's columns only
    std::vector<uint32_t> all_columns = output.columns;    // the filtered cross product below filters the whole row
    if (columns != nullptr) {
        std::vector<uint32_t> chosen;
        for (uint32_t c : *columns) chosen.push_back(all_columns.at(c));
        output.columns = std::move(chosen);
    }
    exec::ExplainParams params;
    if (!condition.left_keys.empty()) {
        std::vector<std::string> keys;
        for (size_t k = 0; k < condition.left_keys.size(); ++k)
            keys.push_back(renderExpr(*condition.left_keys[k], left_schema) + " = " +
                           renderExpr(*condition.right_keys[k], right_schema));
        params.push_back({"keys", joinList(keys)});
    }
    // A condition without keys against a single row (an uncorrelated scalar subquery's) filters the cross product
    // with that row: no nested loop for one row.
    const bool filtered_cross = condition.left_keys.empty() && node.type() == JoinType::Inner && node.condition() &&
                                (givesOneRow(*node.left()) || givesOneRow(*node.right()));
    if (!condition.residual.empty() && !filtered_cross) {
        BoundExprPtr residual = joinConjuncts(condition.residual, FunctionCatalog::builtins());
        output.residual = compileExpr(*remapColumns(residual, position));
        params.push_back(
            {condition.left_keys.empty() ? "condition" : "residual", renderExpr(*residual, node.expressionInput())});
    }
    if (build_left) params.push_back({"build", "left"});

    PhysicalPtr join;
    if (!condition.left_keys.empty()) {
        join = exec::makeHashJoin(kind, std::move(probe.keys), std::move(build.keys), std::move(output),
                                  std::move(params), std::move(probe.plan), std::move(build.plan));
    } else if (filtered_cross) {
        join = exec::makeCrossProduct(std::move(all_columns), std::move(params), std::move(probe.plan),
                                      std::move(build.plan));
        join->setEstimatedRows(planner.estimator().estimatedRows(node));
        join = exec::makeFilter(compileExpr(*node.condition()), renderExpr(*node.condition(), node.expressionInput()),
                                std::move(join));
        if (columns != nullptr) {
            join->setEstimatedRows(planner.estimator().estimatedRows(node));
            std::vector<BoundExprPtr> kept;
            for (uint32_t c : *columns)
                kept.push_back(makeColumnRef(c, node.schema().getFieldType(c), node.schema().getFieldName(c)));
            join = makeProjectNode(std::move(join), kept, node.schema());
        }
    } else if (!node.condition() && node.type() == JoinType::Inner) {
        join = exec::makeCrossProduct(std::move(output.columns), std::move(params), std::move(probe.plan),
                                      std::move(build.plan));
    } else {
        join = exec::makeNestedLoopJoin(kind, std::move(output), std::move(params), std::move(probe.plan),
                                        std::move(build.plan));
    }
    join->setEstimatedRows(planner.estimator().estimatedRows(node));
    return join;
}

}  // namespace

PhysicalPtr planJoin(const JoinNode& node, PhysicalPlanner& planner) { return planJoinOutput(node, nullptr, planner); }

PhysicalPtr planJoinColumns(const JoinNode& node, const std::vector<uint32_t>& columns, PhysicalPlanner& planner) {
    return planJoinOutput(node, &columns, planner);
}

}  // namespace tabula::planner
