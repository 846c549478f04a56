// Select lists: star expansion, output naming, and binding of projections and aggregations.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "planner/binder/expression_binder.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// One select item after `*` expansion and alias removal.
struct SelectItem {
    ast::ExprPtr expr;  // without the Alias node
    std::string name;   // output field name
};

/// Expands `*` (and SQL `t.*`) into the fields of the binder's scope, strips aliases and names every item: the
/// alias, else the field name, else a name generated as the context's dialect does. In the Table API, duplicate
/// output names are a ValidationError.
std::vector<SelectItem> expandSelectItems(const std::vector<ast::ExprPtr>& items, const ExpressionBinder& binder);

/// Checks the group keys of a Table API groupBy at the call (as Flink does): they must bind against `input`.
void checkGroupKeys(const FunctionCatalog& functions, const LogicalPtr& input, const std::vector<ast::ExprPtr>& keys,
                    std::string_view key_text, NameMode mode);

/// Binds a select list to a projection (no aggregates) or, when it has aggregate calls, to a global aggregation
/// followed by a projection.
LogicalPtr bindSelectList(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& items,
                          std::string_view text, NameMode mode, Dialect dialect);

/// Binds the select list of a table with over windows (Table API window(Over...).select()): its `x over w` calls
/// to Window nodes over `input`, then a projection.
LogicalPtr bindOverWindowSelect(const FunctionCatalog& functions, LogicalPtr input,
                                const std::vector<ast::NamedWindow>& windows, const std::vector<ast::ExprPtr>& items,
                                std::string_view text, NameMode mode, Dialect dialect);

/// Binds a grouped select (Table API groupBy().select(), SQL GROUP BY) to Aggregate + Project.
LogicalPtr bindGroupedSelect(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& keys,
                             std::string_view key_text, const std::vector<ast::ExprPtr>& items, std::string_view text,
                             NameMode mode, Dialect dialect);

}  // namespace tabula::planner
