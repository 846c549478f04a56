// Bound expressions: typed trees over input column positions, produced by the binder, rewritten by planner
// rules and compiled (compile_expr.hpp) into exec's evaluation trees. Immutable and shared.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "planner/expr/bound_kind_list.hpp"
#include "tabula/error.hpp"
#include "tabula/type.hpp"
#include "tabula/value.hpp"

namespace tabula::exec {
class ScalarFunction;
}  // namespace tabula::exec

namespace tabula::planner {

class LogicalNode;
struct BoundExpr;
using BoundExprPtr = std::shared_ptr<const BoundExpr>;

/// The kind of a bound expression node: which of its fields mean something (see bound_kind_list.hpp).
enum class BoundKind {
#define TABULA_BOUND_KIND(Name) Name,
    TABULA_FOR_EACH_BOUND_KIND(TABULA_BOUND_KIND)
#undef TABULA_BOUND_KIND
};

/// The forms of a subquery in an expression; NOT IN and NOT EXISTS are not() of In and Exists.
enum class SubqueryType {
    Scalar,  // the value of its one column in its at most one row (NULL when it has none)
    Exists,  // TRUE when it has a row
    In,      // args[0] = ANY (subquery)
    Any,     // args[0] <comparison> some row's value (SQL's three-valued logic)
    All,     // args[0] <comparison> every row's value
};

/// The query of a Subquery expression. Its plan may read the enclosing query's row through OuterColumn nodes
/// (`correlated`); for every type but Exists its output is one column, of the comparison's parameter type.
struct BoundSubquery {
    SubqueryType type = SubqueryType::Scalar;
    std::shared_ptr<const LogicalNode> plan;
    const exec::ScalarFunction* comparison = nullptr;  // In (equals), Any, All: applied as (args[0], value)
    bool correlated = false;
    std::string query_text;  // the query as written, for EXPLAIN
};

/// Where an expression was written: its span of the text it was parsed from, so that a run-time error can point
/// at it. Empty (no source) for trees built with the C++ DSL and for expressions the planner makes up.
struct ExprLocation {
    ErrorSourcePtr source;
    SourceSpan span;
};

struct BoundExpr {
    BoundKind kind = BoundKind::Constant;
    DataType type;                                   // result type
    std::string text;                                // how the user wrote it, for error messages and EXPLAIN
    uint32_t column = 0;                             // Column
    Value constant;                                  // Constant
    const exec::ScalarFunction* function = nullptr;  // Call; owned by the function registry (lives forever)
    std::vector<BoundExprPtr> args;                  // Call arguments, Cast operand, Subquery probe
    std::shared_ptr<const BoundSubquery> subquery;   // Subquery
    ExprLocation location;                           // Call, Cast: where it was written, when it was parsed from text
};

BoundExprPtr makeColumnRef(uint32_t column, DataType type, std::string text);
BoundExprPtr makeConstant(Value value, std::string text);
/// REQUIRES: args already have the types function->bind() asked for; `type` is what bind() returned.
BoundExprPtr makeCallExpr(const exec::ScalarFunction* function, std::vector<BoundExprPtr> args, DataType type,
                          std::string text, ExprLocation location = {});
BoundExprPtr makeCastExpr(BoundExprPtr operand, DataType type, std::string text, ExprLocation location = {});
/// A reference to column `column` of the enclosing query's row.
BoundExprPtr makeOuterColumnRef(uint32_t column, DataType type, std::string text);
/// `subquery` (over `probe` when it has one) of result `type`.
BoundExprPtr makeSubqueryExpr(std::shared_ptr<const BoundSubquery> subquery, BoundExprPtr probe, DataType type,
                              std::string text);
/// True when the tree holds a Subquery node.
bool containsSubquery(const BoundExpr& expr);

}  // namespace tabula::planner
