// Binds syntax-tree expressions against a scope: resolves field names (with closest-name suggestions),
// types literals, resolves functions, inserts the implicit casts functions ask for.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "parser/ast.hpp"
#include "planner/binder/bind_context.hpp"
#include "planner/binder/expr_collector.hpp"
#include "planner/binder/scope.hpp"
#include "planner/expr/bound_expr.hpp"

namespace tabula::planner {

/// GROUPING(key, ...): which of the keys a row of GROUPING SETS, ROLLUP or CUBE is not grouped by (see
/// AggregateCollector); no function of the registry.
inline constexpr char kGroupingFunction[] = "grouping";
/// GROUP_ID(): how many grouping sets before a row's are the same set (0 for the first; GROUPING SETS ((a), (a))
/// gives a's groups twice, numbered 0 and 1), as in Flink; bound by AggregateCollector too.
inline constexpr char kGroupIdFunction[] = "group_id";

/// Binds expressions of one clause. Errors are ValidationErrors with an excerpt of the context's text when the
/// tree came from text (spans index it), or naming the expression when it came from the C++ DSL (text empty).
class ExpressionBinder {
public:
    /// `scope` and the collectors must outlive the binder. Every node is offered to the collectors, in order,
    /// before it is bound; an aggregate call no collector claims is an error naming `clause`.
    ExpressionBinder(const Scope& scope, const BindContext& context, std::vector<ExprCollector*> collectors = {});

    /// Where the expression stands, for "aggregate function 'sum' is not allowed in <clause>".
    std::string clause = "this expression";
    /// False where no rule can turn a subquery into a join (ON, GROUP BY, aggregate arguments): one is an error.
    bool allows_subqueries = true;

    BoundExprPtr bind(const ast::Expr& expr);
    /// Binds and checks that the result is BOOLEAN (or NULL).
    BoundExprPtr bindPredicate(const ast::Expr& expr);

    /// Resolves a field name to its position in the scope; throws ValidationError suggesting the closest field,
    /// and for a reference to an outer scope, which needs correlated subqueries.
    uint32_t resolveField(const ast::Expr& field) const;

    /// A ValidationError located at `node` (excerpt when text is known).
    ValidationError error(const ast::Expr& node, const std::string& message) const {
        return context_.error(node, message);
    }
    /// The user's spelling of `node`: the text it was parsed from, else its rendering.
    std::string sourceText(const ast::Expr& node) const { return context_.sourceText(node); }
    /// Where `node` was written, for the run-time errors of what it binds to; empty for C++ DSL trees.
    ExprLocation locationOf(const ast::Expr& node) const { return context_.locationOf(node); }

    /// True when a collector other than `asking` claims `node` or a node inside it (ExprCollector::claimsWithin).
    bool claimedWithin(const ast::Expr& node, const ExprCollector* asking) const;

    const Scope& scope() const { return scope_; }
    const BindContext& context() const { return context_; }
    const FunctionCatalog& functions() const { return context_.functions; }
    std::string_view text() const { return context_.text; }
    NameMode mode() const { return context_.mode; }

private:
    BoundExprPtr bindLiteral(const ast::Expr& expr) const;
    /// A column of the scope, or (in a subquery) of the query just around it, as an OuterColumn.
    BoundExprPtr bindField(const ast::Expr& field) const;
    BoundExprPtr bindCall(const ast::Expr& expr);
    /// `t + interval`, `interval + t` and `t - interval` as timestampAdd(unit, count, t); null for other calls.
    BoundExprPtr bindIntervalArithmetic(const ast::Expr& expr);
    BoundExprPtr bindCase(const ast::Expr& expr);
    /// CAST: the conversion must exist, and a quoted literal operand must convert.
    BoundExprPtr bindCast(const ast::Expr& expr);
    /// SQL's `+`: throws under the first STRING operand.
    void rejectStringOperands(const ast::Expr& plus, const std::vector<BoundExprPtr>& args) const;
    /// A comparison (=, <, IN, BETWEEN, ...) of a DATE, TIME or TIMESTAMP with quoted literals (`d > '2020-01-01'`)
    /// compares with the literals cast to that type, as Flink SQL and DuckDB do; a literal that is no such value
    /// is an error under it.
    void castLiteralsToTimeOperands(const ast::Expr& comparison, std::vector<BoundExprPtr>& args) const;
    std::vector<BoundExprPtr> bindArgs(const ast::Expr& expr);

    const Scope& scope_;
    BindContext context_;
    std::vector<ExprCollector*> collectors_;
};

/// Resolves `name` against a list of names: exact match first, then (CaseInsensitive mode) the single
/// case-insensitive match. Returns -1 when absent, -2 when ambiguous.
int findName(const std::vector<std::string>& names, std::string_view name, NameMode mode);

/// True when the tree contains a call of an aggregate function of `functions`.
bool containsAggregate(const ast::Expr& expr, const FunctionCatalog& functions);

}  // namespace tabula::planner
