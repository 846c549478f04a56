// FROM binding: the plan of a query's FROM clause and the scope its columns make visible.
#pragma once

#include <vector>

#include "parser/ast.hpp"
#include "planner/binder/query_binder.hpp"
#include "planner/binder/scope.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// The plan of a FROM clause and the columns of its output, each qualified by its table's alias or name.
struct FromBinding {
    LogicalPtr plan;
    Scope scope;
};

/// Binds the items of a FROM clause (named tables, derived tables, each with an optional alias and column names,
/// joins of them, and LATERAL TABLE calls of table functions over the items before them) into one scope; several
/// items are cross-joined. An empty FROM is one row of no columns. Throws ValidationError for unknown tables, a
/// column-name list of the wrong length, a table name or alias given twice, an ON condition that is not BOOLEAN
/// or holds an aggregate, a USING column a side lacks, and a LATERAL TABLE in a join kind that cannot take one
/// (RIGHT, FULL, NATURAL, USING, LEFT with a condition other than TRUE).
FromBinding bindFrom(const std::vector<ast::FromItem>& from, const Catalog& catalog, const BindContext& context);

/// One row of no columns: what a query without FROM reads.
LogicalPtr oneEmptyRow();

/// `plan` with its columns renamed to `names` (`AS s (x, y)`, `WITH s (x, y) AS ...`). Throws ValidationError at
/// `span` when the count differs: "'s' names 2 columns, but <source> 3", `source` being e.g. "its query gives".
LogicalPtr renameColumns(LogicalPtr plan, const std::vector<std::string>& names, const std::string& alias,
                         const std::string& source, SourceSpan span, const BindContext& context);

}  // namespace tabula::planner
