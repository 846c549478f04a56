// What every binder of one statement shares: the functions calls resolve against, the text the syntax trees were
// parsed from (for error carets), how names match and which dialect names unnamed columns.
#pragma once

#include <string>
#include <string_view>

#include "parser/ast.hpp"
#include "planner/function_catalog.hpp"

namespace tabula::planner {

class Catalog;

/// How names are matched: the Table API matches exactly (as Flink); SQL case-insensitively (as DuckDB). The
/// binder also takes CaseInsensitive as the sign of SQL for the one operator whose meaning differs: `+` with a
/// STRING operand concatenates in the Table API, as in Flink, and is a ValidationError in SQL.
enum class NameMode { Exact, CaseInsensitive };

/// How unnamed select items are named: Flink's Table API uses `_c<i>`, its SQL `EXPR$<i>`.
enum class Dialect { TableApi, Sql };

/// The statement-wide part of binding. Views `functions` and `text`: both must outlive the context.
struct BindContext {
    const FunctionCatalog& functions;
    std::string_view text;  // what the trees were parsed from; "" for trees built with the C++ DSL
    NameMode mode = NameMode::Exact;
    Dialect dialect = Dialect::TableApi;
    const Catalog* catalog = nullptr;  // what subqueries read from (SQL); null where there are none (Table API)

    /// A ValidationError located at `node`: a line:column and caret excerpt when the text is known, else naming
    /// the expression.
    ValidationError error(const ast::Expr& node, const std::string& message) const;
    /// The user's spelling of `node`: the text it was parsed from, else its rendering.
    std::string sourceText(const ast::Expr& node) const;
};

}  // namespace tabula::planner
