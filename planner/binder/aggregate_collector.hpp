// AggregateCollector: gathers the aggregate calls of a select list, HAVING and ORDER BY into one AggregateNode
// (one per grouping set, under a UNION ALL, with GROUPING SETS), and maps group keys, aggregate calls, GROUPING()
// and GROUP_ID() onto that plan's output columns.
#pragma once

#include <string>
#include <vector>

#include "planner/binder/expression_binder.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// Binds `function` to the types of its bound arguments `args` and casts each to its parameter's type; a type the
/// function refuses is an error under `call`. Shared by grouped aggregates and aggregates over windows.
exec::Signature bindAggregateArguments(const exec::AggregateFunction& function, std::vector<BoundExprPtr>& args,
                                       const ast::Expr& call, const ExpressionBinder& binder);

/// Claims aggregate calls and expressions equal to a group key; what stands above them (`sum(a) + 1`) is bound
/// by the binder over the aggregate's output. A field that is neither a key nor inside an aggregate call is a
/// ValidationError.
class AggregateCollector : public ExprCollector {
public:
    /// Binds the group keys against `input_scope` (the columns of `input`); errors refer to the key context's
    /// text. `grouping_sets` lists positions in `keys` (ast::Query::grouping_sets); empty groups by all keys.
    /// `input_scope` must outlive the collector.
    AggregateCollector(const Scope& input_scope, LogicalPtr input, const std::vector<ast::ExprPtr>& keys,
                       std::vector<std::vector<size_t>> grouping_sets, const BindContext& key_context);

    BoundExprPtr collect(const ast::Expr& node, ExpressionBinder& binder) override;

    /// Binds an expression of the select list / HAVING / ORDER BY against the aggregate's output; `before` are
    /// offered each node first (a window collector).
    BoundExprPtr bindOutput(const ast::Expr& expr, const BindContext& context, const std::string& clause,
                            std::vector<ExprCollector*> before = {});

    /// The aggregate node with every aggregate call met so far; with grouping sets, the UNION ALL of one per set,
    /// NULL in the keys a set does not group by. REQUIRES: all outputs bound.
    LogicalPtr aggregateNode() const;

private:
    BoundExprPtr addAggregate(const ast::Expr& call, const ExpressionBinder& binder);
    /// GROUPING(k1, ..., kn): bit n-1-i set when key ki is not grouped by the row's grouping set.
    BoundExprPtr bindGrouping(const ast::Expr& call, const ExpressionBinder& binder);
    /// GROUP_ID() (see kGroupIdFunction).
    BoundExprPtr bindGroupId(const ast::Expr& call, const ExpressionBinder& binder);
    /// The grouping sets rows come from: one grouping by every key without GROUPING SETS.
    std::vector<std::vector<size_t>> setsOfRows() const;
    /// values[s] for a row of grouping set s: a constant when they are all alike, else a CASE on the set's number.
    BoundExprPtr perSetValue(const std::vector<int64_t>& values, const ast::Expr& call,
                             const ExpressionBinder& binder) const;
    LogicalPtr groupingSetBranch(size_t set) const;
    std::vector<std::string> outputNames() const;
    /// Output column of the first aggregate: after the keys and, with grouping sets, the set's number.
    size_t firstAggregateColumn() const { return keys_.size() + (grouping_sets_.empty() ? 0 : 1); }

    const Scope& input_scope_;
    LogicalPtr input_;
    Scope output_scope_{{}};  // what outputs see besides collected nodes: the keys that are columns (for subqueries)
    std::vector<BoundExprPtr> keys_;
    std::vector<std::string> key_names_;
    std::vector<std::vector<size_t>> grouping_sets_;
    std::vector<AggregateCall> aggregates_;
};

}  // namespace tabula::planner
