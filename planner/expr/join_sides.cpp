// Which inputs of a join an expression reads.
#include "planner/expr/join_sides.hpp"

#include <vector>

#include "exec/function_registry.hpp"
#include "planner/expr/expr_util.hpp"

namespace tabula::planner {

JoinSides sidesRead(const BoundExpr& expr, size_t left_width, size_t width) {
    std::vector<bool> used(width, false);
    collectColumns(expr, used);
    bool left = false;
    bool right = false;
    for (size_t i = 0; i < width; ++i) {
        if (!used[i]) continue;
        (i < left_width ? left : right) = true;
    }
    if (left && right) return JoinSides::Both;
    if (left) return JoinSides::Left;
    return right ? JoinSides::Right : JoinSides::None;
}

BoundExprPtr overRightInput(const BoundExprPtr& expr, size_t left_width, size_t width) {
    std::vector<int> mapping(width, -1);
    for (size_t i = left_width; i < width; ++i) mapping[i] = static_cast<int>(i - left_width);
    return remapColumns(expr, mapping);
}

std::optional<JoinKey> joinKeyOf(const BoundExpr& conjunct, size_t left_width, size_t width) {
    if (conjunct.kind != BoundKind::Call || conjunct.function->name() != "equals" || !isDeterministic(conjunct))
        return std::nullopt;
    const JoinSides first = sidesRead(*conjunct.args[0], left_width, width);
    const JoinSides second = sidesRead(*conjunct.args[1], left_width, width);
    if (first == JoinSides::Left && second == JoinSides::Right) return JoinKey{conjunct.args[0], conjunct.args[1]};
    if (first == JoinSides::Right && second == JoinSides::Left) return JoinKey{conjunct.args[1], conjunct.args[0]};
    return std::nullopt;
}

bool filterMayEnter(JoinType type, JoinSides side) {
    if (side == JoinSides::Left) return type != JoinType::Right && type != JoinType::Full;
    if (side == JoinSides::Right) return type == JoinType::Inner || type == JoinType::Right;
    return false;
}

bool conditionMayEnter(JoinType type, JoinSides side) {
    // Semi keeps a left row for some match: a condition on the left alone decides for all its pairs at once.
    if (side == JoinSides::Left) return type == JoinType::Inner || type == JoinType::Right || type == JoinType::Semi;
    if (side == JoinSides::Right) return type != JoinType::Right && type != JoinType::Full;
    return false;
}

}  // namespace tabula::planner
