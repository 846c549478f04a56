// ExprCollector: a part of a clause that the expression binder hands over to someone else — aggregate calls
// now; window functions and subqueries are further collectors.
#pragma once

#include "parser/ast.hpp"
#include "planner/expr/bound_expr.hpp"

namespace tabula::planner {

class ExpressionBinder;

/// Offered every node before the binder binds it. A collector that claims a node binds it itself (typically to
/// a column of an operator it gathers, such as an aggregate) and returns the result; it returns null to leave
/// the node to the binder, which then binds the node's children, offering each to the collectors again.
class ExprCollector {
public:
    virtual ~ExprCollector() = default;
    /// `binder` is the binder asking: its context locates errors, its clause names where the node stands.
    virtual BoundExprPtr collect(const ast::Expr& node, ExpressionBinder& binder) = 0;
    /// True when the collector would claim `node` or a node inside it, so that another collector leaves the node
    /// to the binder rather than binding all of it (an aggregation's key test must not bind `w.start + 1` whole).
    virtual bool claimsWithin(const ast::Expr&) const { return false; }
};

}  // namespace tabula::planner
