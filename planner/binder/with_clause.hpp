// WITH: named queries (common table expressions) that the query after them, and each later one, reads like tables.
#pragma once

#include <string_view>

#include "parser/ast.hpp"
#include "planner/binder/query_binder.hpp"

namespace tabula::planner {

/// Binds `query`, which has a WITH clause: each definition in order, against context.catalog and the definitions
/// before it, then the query itself against all of them. A name defined here hides a registered table of that name; a
/// definition read several times is bound once and its plan shared. Throws ValidationError for a name defined
/// twice in one WITH clause and for a column-name list of the wrong length.
LogicalPtr bindWithQuery(const ast::Query& query, const BindContext& context);

}  // namespace tabula::planner
