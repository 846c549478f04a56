// The binding shared by calls of table-valued user functions (a table function in LATERAL TABLE and joinLateral, a
// table aggregate function in flatAggregate): the function the call names, its arguments, its columns' names.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "parser/ast.hpp"
#include "planner/binder/bind_context.hpp"
#include "planner/binder/scope.hpp"
#include "planner/expr/bound_expr.hpp"
#include "tabula/schema.hpp"

namespace tabula::planner {

/// The function of kind `F` (exec::UserTableFunction or exec::UserTableAggregateFunction) that `call` calls.
/// Throws ValidationError at `call` when it is not a call, when its name is a function of another kind ("'f' is a
/// scalar function; only a table function can be <use>"), and when it is unknown, suggesting the closest function
/// of kind `F`. `kind` names F ("table function"); `use` says what only F can be used for.
template <class F>
const F& calledFunction(const ast::Expr& call, const BindContext& context, std::string_view kind, std::string_view use);

/// The arguments of `call` bound over `scope` (in `clause`, for errors; no subqueries) and cast to the
/// parameters `choose` gives for their types. `choose` throws ValidationError without position when no signature
/// takes them; it is placed at the call.
std::vector<BoundExprPtr> bindUserCallArguments(
    const ast::Expr& call, const Scope& scope, const BindContext& context, const std::string& clause,
    const std::function<const std::vector<DataType>&(const std::vector<DataType>&)>& choose);

/// The names of `names.size()` columns of `function`, which makes `columns`: `names` when given, else f0, f1, ...
/// Throws ValidationError at `call` when the counts differ.
std::vector<std::string> functionColumnNames(std::vector<std::string> names, size_t columns,
                                             const std::string& function, const ast::Expr& call,
                                             const BindContext& context);

/// Throws ValidationError at `call` when a column of `schema` from `width` on (a function's) has the name of one
/// before it: "<operation>: the table already has a field 'w'; name the function's columns apart with .as(...)".
void checkFunctionColumnsApart(const TableSchema& schema, size_t width, const ast::Expr& call,
                               const BindContext& context, std::string_view operation);

}  // namespace tabula::planner
