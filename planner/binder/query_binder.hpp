// Binds SQL queries (SELECT ... FROM ... WHERE ... GROUP BY ... HAVING ... ORDER BY ... LIMIT) to logical plans.
#pragma once

#include <filesystem>

#include <string_view>

#include "parser/ast.hpp"
#include "planner/function_catalog.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

class Scope;
struct BindContext;

/// The names a query can read from and call.
class Catalog {
public:
    virtual ~Catalog() = default;
    /// The plan of a registered table or view, matched case-insensitively (exact spelling first). Returns null
    /// when there is none.
    virtual LogicalPtr lookup(std::string_view name) const = 0;
    /// Registered names, for "did you mean" suggestions.
    virtual std::vector<std::string> names() const = 0;
    /// The functions calls resolve against.
    virtual const FunctionCatalog& functions() const = 0;
};

/// Binds `query` (a SELECT, or SELECTs combined with UNION ALL), whose spans index `text`. Throws ValidationError
/// (with an excerpt) for unknown tables and fields, type errors, misplaced aggregates, bad ORDER BY ordinals, and
/// union operands that do not fit together. Relative file names read without DDL (FROM 'x.csv') start at
/// `base_dir`, or at the current directory when it is empty.
LogicalPtr bindQuery(const ast::Query& query, const Catalog& catalog, std::string_view text,
                     const std::filesystem::path& base_dir = {});

}  // namespace tabula::planner

namespace tabula::planner {

/// Binds a query nested in an expression of another (a subquery): its names resolve in its own FROM first, then in
/// `outer`, the scope of the query around it, whose columns it reads through OuterColumn nodes. REQUIRES:
/// context.catalog is set.
LogicalPtr bindNestedQuery(const ast::Query& query, const BindContext& context, const Scope& outer);

/// Binds a query that is a part of the statement `context` binds (a FROM subquery, an operand of a set operation, a
/// WITH definition or body) against context.catalog, with no outer scope. The parts share the context's error
/// source, so a statement of 100,000 parts copies its text once, not once per part. REQUIRES: context.catalog is
/// set.
LogicalPtr bindQueryPart(const ast::Query& query, const BindContext& context);

}  // namespace tabula::planner
