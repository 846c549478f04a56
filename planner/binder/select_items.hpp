// Select lists: star expansion, output naming, and binding of projections and aggregations.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "planner/binder/expression_binder.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// How unnamed select items are named: Flink's Table API uses `_c<i>`, its SQL `EXPR$<i>`.
enum class Dialect { TableApi, Sql };

/// One select item after `*` expansion and alias removal.
struct SelectItem {
    ast::ExprPtr expr;  // without the Alias node
    std::string name;   // output field name
};

/// Expands `*` (and SQL `t.*`) into the input's fields, strips aliases and names every item: the alias, else the
/// field name, else a generated name. In the Table API, duplicate output names are a ValidationError.
std::vector<SelectItem> expandSelectItems(const std::vector<ast::ExprPtr>& items, const ExpressionBinder& binder,
                                          Dialect dialect, const std::vector<std::string>& qualifiers = {});

/// Binds a select list over aggregation results: group keys and aggregate calls of the input become columns of
/// an AggregateNode; expressions over them are bound against that node's output.
class AggregateBinder {
public:
    /// Binds the group keys (errors refer to `key_text`).
    AggregateBinder(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& keys,
                    std::string_view key_text, NameMode mode, std::vector<std::string> qualifiers = {});

    /// Binds an expression of the select list / HAVING / ORDER BY (spans index `text`) against the aggregate's
    /// output. Throws ValidationError for fields that are neither grouped nor inside an aggregate.
    exec::BoundExprPtr bindOutput(const ast::Expr& expr, std::string_view text, const std::string& clause);

    /// The aggregate node with every aggregate call met so far. REQUIRES: all outputs bound.
    LogicalPtr aggregateNode() const;

private:
    exec::BoundExprPtr addAggregate(const ast::Expr& call, const ExpressionBinder& binder);

    const FunctionCatalog& functions_;
    LogicalPtr input_;
    NameMode mode_;
    std::vector<std::string> qualifiers_;
    std::vector<exec::BoundExprPtr> keys_;
    std::vector<std::string> key_names_;
    std::vector<AggregateCall> aggregates_;
};

/// Binds a select list to a projection (no aggregates) or, when it has aggregate calls, to a global aggregation
/// followed by a projection.
LogicalPtr bindSelectList(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& items,
                          std::string_view text, NameMode mode, Dialect dialect);

/// Binds a grouped select (Table API groupBy().select(), SQL GROUP BY) to Aggregate + Project.
LogicalPtr bindGroupedSelect(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& keys,
                             std::string_view key_text, const std::vector<ast::ExprPtr>& items, std::string_view text,
                             NameMode mode, Dialect dialect);

}  // namespace tabula::planner
