// The Table API's flatAggregate and aggregate: a user-defined table aggregate function, or an aggregate function
// (returning rows or one value), over the groups of groupBy's keys or over every row.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "parser/ast.hpp"
#include "planner/function_catalog.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// The TableAggregate of `call` (a call of a table aggregate function, its columns optionally named by an alias:
/// `top2(v) as (v, rank)`; parsed from `text`) over the groups of `keys` (parsed from `key_text`; none: one group
/// of every row) of `input`. The result's columns are the keys — named as the fields they are, `_c<i>` for another
/// expression — then the function's, named by the alias or f0, f1, ... Throws ValidationError at the call for an
/// unknown function (suggesting the closest table aggregate function), a function of another kind, arguments its
/// accumulate does not take, a count of names other than the function's columns, and a function column named as
/// a key.
LogicalPtr bindFlatAggregate(const FunctionCatalog& functions, LogicalPtr input,
                             const std::vector<std::shared_ptr<const ast::Expr>>& keys, std::string_view key_text,
                             const ast::Expr& call, std::string_view text);

/// The Table API's aggregate: one row per group of `keys` (none: one row over every row) with the keys (named as
/// flatAggregate names them) and `call`'s value — an aggregate function returning rows gives its columns (f0, f1,
/// ... or the alias's names), any other aggregate its value (f0 or the alias's name). Throws ValidationError as
/// flatAggregate and as a grouped select do, and for a table aggregate function.
LogicalPtr bindAggregate(const FunctionCatalog& functions, LogicalPtr input,
                         const std::vector<std::shared_ptr<const ast::Expr>>& keys, std::string_view key_text,
                         const ast::Expr& call, std::string_view text);

}  // namespace tabula::planner
