// Binds syntax-tree expressions against an input schema: resolves field names (with closest-name suggestions),
// types literals, resolves functions, inserts the implicit casts functions ask for.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "exec/bound_expr.hpp"
#include "parser/ast.hpp"
#include "planner/function_catalog.hpp"
#include "tabula/schema.hpp"

namespace tabula::planner {

/// How names are matched: the Table API matches exactly (as Flink); SQL case-insensitively (as DuckDB). The
/// binder also takes CaseInsensitive as the sign of SQL for the one operator whose meaning differs: `+` with a
/// STRING operand concatenates in the Table API, as in Flink, and is a ValidationError in SQL.
enum class NameMode { Exact, CaseInsensitive };

class NameIndex;

/// Binds expressions of one clause. Errors are ValidationErrors with an excerpt of `text` when the tree came
/// from text (spans index `text`), or naming the expression when it came from the C++ DSL (`text` empty).
class ExpressionBinder {
public:
    /// `functions` and `input` must outlive the binder; calls resolve against `functions`. `qualifiers` (SQL
    /// only) gives each input column's table alias.
    ExpressionBinder(const FunctionCatalog& functions, const TableSchema& input, std::string_view text, NameMode mode,
                     std::vector<std::string> qualifiers = {});

    /// Called before binding every node; a non-null result replaces the normal binding of that node. The
    /// aggregate binder uses it to map aggregate calls and group keys onto aggregate output columns.
    std::function<exec::BoundExprPtr(const ast::Expr&)> intercept;
    /// Where the expression stands, for "aggregate functions are not allowed in <clause>".
    std::string clause = "this expression";

    exec::BoundExprPtr bind(const ast::Expr& expr);
    /// Binds and checks that the result is BOOLEAN (or NULL).
    exec::BoundExprPtr bindPredicate(const ast::Expr& expr);

    /// Resolves a field name to its position; throws ValidationError suggesting the closest field.
    uint32_t resolveField(const ast::Expr& field) const;

    /// A ValidationError located at `node` (excerpt when text is known).
    ValidationError error(const ast::Expr& node, const std::string& message) const;
    /// The user's spelling of `node`: the text it was parsed from, else its rendering.
    std::string sourceText(const ast::Expr& node) const;

    const FunctionCatalog& functions() const { return functions_; }
    const TableSchema& input() const { return input_; }
    std::string_view text() const { return text_; }
    NameMode mode() const { return mode_; }

private:
    exec::BoundExprPtr bindLiteral(const ast::Expr& expr) const;
    exec::BoundExprPtr bindCall(const ast::Expr& expr);
    exec::BoundExprPtr bindCase(const ast::Expr& expr);
    /// CAST: the conversion must exist, and a quoted literal operand must convert.
    exec::BoundExprPtr bindCast(const ast::Expr& expr);
    /// SQL's `+`: throws under the first STRING operand.
    void rejectStringOperands(const ast::Expr& plus, const std::vector<exec::BoundExprPtr>& args) const;
    std::vector<exec::BoundExprPtr> bindArgs(const ast::Expr& expr);

    const FunctionCatalog& functions_;
    const TableSchema& input_;
    std::string_view text_;
    NameMode mode_;
    std::vector<std::string> qualifiers_;
    /// Built on the first unqualified lookup, so binding n fields of a wide input takes time linear in n.
    mutable std::shared_ptr<const NameIndex> names_;
};

/// Resolves `name` against a list of names: exact match first, then (CaseInsensitive mode) the single
/// case-insensitive match. Returns -1 when absent, -2 when ambiguous.
int findName(const std::vector<std::string>& names, std::string_view name, NameMode mode);

/// Binds a call of a scalar function to already bound arguments: asks the function for its signature, casts
/// arguments to its parameter types. Throws ValidationError (from the function) when types do not fit.
exec::BoundExprPtr bindScalarCall(const exec::ScalarFunction& function, std::vector<exec::BoundExprPtr> args,
                                  std::string text);

/// Converts `expr` to `type` (a Cast node, or the expression itself when it already has the type).
exec::BoundExprPtr castTo(exec::BoundExprPtr expr, DataType type);

/// True when the tree contains a call of an aggregate function of `functions`.
bool containsAggregate(const ast::Expr& expr, const FunctionCatalog& functions);

}  // namespace tabula::planner
