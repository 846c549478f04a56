// Calls of user-defined table functions joined with a table row by row: SQL's LATERAL TABLE(f(...)) and the
// Table API's joinLateral, leftOuterJoinLateral and flatMap; and map, a scalar function returning rows.
#pragma once

#include <string>
#include <vector>

#include "parser/ast.hpp"
#include "planner/binder/bind_context.hpp"
#include "planner/binder/scope.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// The Correlate of `left` (whose columns `scope` names) with `call`, a call of a table function bound over
/// `scope` — with `map`, of a scalar function returning rows —, its columns named `names` (none given: f0, f1,
/// ...). `type` is Inner or Left. Throws ValidationError at the call for an unknown function (suggesting the
/// closest table function), a function of another kind, arguments no overload takes (listing the overloads), and
/// a count of names that differs from the function's columns.
LogicalPtr bindCorrelate(LogicalPtr left, const Scope& scope, const ast::Expr& call, JoinType type,
                         std::vector<std::string> names, const BindContext& context, bool map);

/// The Table API's form: `call` may name the columns with an alias (`split(line).as(word, length)`), and they
/// must differ from `left`'s fields. `operation` is the method's name, for errors.
LogicalPtr bindLateralJoin(const FunctionCatalog& functions, LogicalPtr left, const ast::Expr& call, JoinType type,
                           std::string_view text, std::string_view operation);

/// flatMap(call): the rows of the table function's calls alone, one call per row of `input`; an alias may name
/// the columns.
LogicalPtr bindFlatMap(const FunctionCatalog& functions, LogicalPtr input, const ast::Expr& call,
                       std::string_view text);

/// map(call): one row per row of `input`, the columns of the call's row alone — for a scalar function returning
/// rows its columns (f0, f1, ... or the alias's names; NULLs where a NULL argument gave no row), for any other
/// expression its value (f0 or the alias's name).
LogicalPtr bindMap(const FunctionCatalog& functions, LogicalPtr input, const ast::Expr& call, std::string_view text);

}  // namespace tabula::planner
