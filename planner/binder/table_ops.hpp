// Table API operations as logical-plan builders: each validates its arguments against the input at once (as
// Flink does at the call) and returns the new plan.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "parser/ast.hpp"
#include "planner/binder/expression_binder.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// `text` is the string the expressions were parsed from ("" for DSL expressions); it locates error carets.
/// `left` joined with `right`: `predicate` (nullptr: none) is bound over left's fields followed by right's and
/// must be BOOLEAN.
LogicalPtr bindJoin(const FunctionCatalog& functions, LogicalPtr left, LogicalPtr right, JoinType type,
                    const ast::Expr* predicate, std::string_view text);

LogicalPtr bindFilter(const FunctionCatalog& functions, LogicalPtr input, const ast::Expr& predicate,
                      std::string_view text, NameMode mode);

/// Sort keys: plain expressions (ascending) or Ordering nodes. Unless NULLS FIRST/LAST is given, NULL sorts as
/// the smallest value when the binder's dialect is SQL and as the largest in the Table API, as in Flink.
std::vector<SortSpec> bindSortKeys(const ExpressionBinder& binder, const std::vector<ast::ExprPtr>& items,
                                   const std::function<BoundExprPtr(const ast::Expr&)>& bind_key);
LogicalPtr bindOrderBy(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& items,
                       std::string_view text);

/// Renames every field by position; the count must match.
LogicalPtr bindRenameAll(LogicalPtr input, const std::vector<std::string>& names);
/// Field names from an `as("a, b")` list (each item must be a plain name).
std::vector<std::string> fieldNamesOf(const std::vector<ast::ExprPtr>& items, std::string_view text);

/// addColumns / addOrReplaceColumns: new fields go last; with `replace`, an existing name is replaced in place.
LogicalPtr bindAddColumns(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& items,
                          std::string_view text, bool replace);
/// renameColumns("a as x, b as y").
LogicalPtr bindRenameColumns(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& items,
                             std::string_view text);
/// dropColumns("a, b").
LogicalPtr bindDropColumns(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& items,
                           std::string_view text);

/// offset(n) / fetch(n): only on a sorted table (as Flink requires); n must be >= 0.
LogicalPtr bindOffset(LogicalPtr input, int64_t offset);
LogicalPtr bindFetch(LogicalPtr input, int64_t fetch);

}  // namespace tabula::planner
