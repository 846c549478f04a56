// Helpers over bound expressions that rules, the binder and EXPLAIN share: structural equality, column
// usage, column remapping and substitution, rendering.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "planner/expr/bound_expr.hpp"
#include "tabula/schema.hpp"

namespace tabula::planner {

/// Same shape, functions, columns, constants and types (source text ignored).
bool boundEquals(const BoundExpr& a, const BoundExpr& b);
/// Whether `list` holds an expression boundEquals to `expr`.
bool containsEqual(const std::vector<BoundExprPtr>& list, const BoundExpr& expr);

/// Marks in `used` every input column the expression reads. REQUIRES: used.size() > every column index.
void collectColumns(const BoundExpr& expr, std::vector<bool>& used);

/// Rewrites column i to column mapping[i]. REQUIRES: mapping[i] >= 0 for every column the expression reads.
BoundExprPtr remapColumns(const BoundExprPtr& expr, const std::vector<int>& mapping);

/// Replaces column i by replacements[i] (used to move an expression below a projection).
BoundExprPtr substituteColumns(const BoundExprPtr& expr, const std::vector<BoundExprPtr>& replacements);

/// True when no part of the expression is a non-deterministic function (rand, uuid, current time).
bool isDeterministic(const BoundExpr& expr);

/// Each argument's value when it is a Constant node, else nullopt: what ScalarFunction::refineResult sees.
std::vector<std::optional<Value>> literalArguments(const std::vector<BoundExprPtr>& args);

/// The nodes on the longest path from the expression's root to a leaf (1 for a column or constant).
size_t exprHeight(const BoundExpr& expr);

/// True when the expression reads no column.
bool isConstantExpr(const BoundExpr& expr);

/// The same call with other arguments (other nodes are returned as they are when args is empty).
BoundExprPtr withArgs(const BoundExpr& expr, std::vector<BoundExprPtr> args);

/// "a, b, c".
std::string joinList(const std::vector<std::string>& items);

/// "INT, STRING": the types' names joined as joinList does.
std::string typeList(const std::vector<DataType>& types);

/// Renders for EXPLAIN with column names from `input`: `>(salary, 50000)` is shown as `salary > 50000`.
std::string renderExpr(const BoundExpr& expr, const TableSchema& input);

/// What is wrong with `args` as the arguments of a call taking `params` — their count or a type that is not the
/// parameter's — or "" when nothing is (the plan verifier's check of a user function's call).
std::string argumentMismatch(const std::vector<BoundExprPtr>& args, const std::vector<DataType>& params);

}  // namespace tabula::planner
