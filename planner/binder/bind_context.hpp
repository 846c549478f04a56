// What every binder of one statement shares: the functions calls resolve against, the text the syntax trees were
// parsed from (for error carets), how names match and which dialect names unnamed columns.
#pragma once

#include <filesystem>

#include <string>
#include <string_view>

#include "parser/ast.hpp"
#include "planner/expr/bound_expr.hpp"
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
    const Catalog* catalog = nullptr;          // what subqueries read from (SQL); null where there are none (Table API)
    std::filesystem::path base_dir = {};       // where relative file names (FROM 'x.csv') start; empty: the current
                                               // directory
    mutable ErrorSourcePtr source_ = nullptr;  // source(), once made

    /// A ValidationError located at `node`: under its span of the text when there is one, else naming the
    /// expression (C++ DSL trees have no text).
    ValidationError error(const ast::Expr& node, const std::string& message) const;
    /// The text as a source for errors and compiled expressions; null for trees built with the C++ DSL. Made on
    /// first use and shared from then on.
    const ErrorSourcePtr& source() const;
    /// The user's spelling of `node`: the text it was parsed from, else its rendering.
    std::string sourceText(const ast::Expr& node) const;
    /// Where `node` stands in the text; empty for trees built with the C++ DSL.
    ExprLocation locationOf(const ast::Expr& node) const;
};

/// The binder's one way to report an error under `span` of `text`, the text the trees were parsed from: the
/// error carries the span and the text as its source. With no text (a C++ DSL tree) it carries the message alone.
ValidationError bindError(std::string_view text, SourceSpan span, std::string message);

}  // namespace tabula::planner
