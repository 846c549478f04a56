// Which inputs of a join an expression reads: rules use it to move conditions into one side, the physical plan to
// find equi-join keys. Expressions here read a join's concatenated row (the left's columns, then the right's).
#pragma once

#include <cstddef>
#include <optional>

#include "planner/expr/bound_expr.hpp"
#include "planner/logical/join_node.hpp"

namespace tabula::planner {

enum class JoinSides { None, Left, Right, Both };

/// The sides `expr` reads in a row of `width` columns whose first `left_width` are the left's.
JoinSides sidesRead(const BoundExpr& expr, size_t left_width, size_t width);

/// The two operands of an equality that can key a hash join, both over the concatenated row.
struct JoinKey {
    BoundExprPtr left;   // reads only the left's columns
    BoundExprPtr right;  // reads only the right's columns
};

/// `conjunct` as a join key: a deterministic `=` whose operands each read one side only, the left's operand
/// first whichever way it was written; nullopt for anything else.
std::optional<JoinKey> joinKeyOf(const BoundExpr& conjunct, size_t left_width, size_t width);

/// Whether a condition above a join (WHERE) that reads only `side` may move into that input: true when the join
/// never pads that side's columns with NULLs (the inner side of an outer join is padded, and a condition on it
/// would then also have judged the padded rows).
bool filterMayEnter(JoinType type, JoinSides side);

/// Whether a conjunct of the join's own condition (ON) that reads only `side` may move into that input: true when
/// the join does not preserve that side (filtering a preserved side would drop rows the join must keep padded).
bool conditionMayEnter(JoinType type, JoinSides side);

/// `expr`, which reads only right columns of the concatenated row, over the right input's own positions.
BoundExprPtr overRightInput(const BoundExprPtr& expr, size_t left_width, size_t width);

}  // namespace tabula::planner
