// Scope: the columns a FROM clause makes visible to the expressions of its query, and how names find them.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "parser/ast.hpp"
#include "planner/binder/bind_context.hpp"
#include "tabula/schema.hpp"

namespace tabula::planner {

class NameIndex;

/// One visible column: the table name or alias that qualifies it ("" when none, as in the Table API), its name
/// and type.
struct ScopeColumn {
    std::string qualifier;
    std::string name;
    DataType type;
    /// Found only through its qualifier, and left out of `*`: a side's copy of a USING column, which the merged
    /// column stands for otherwise.
    bool qualified_only = false;
    /// A USING or NATURAL join's merged column (no qualifier reaches it).
    bool merged = false;
    /// A column the binder added for itself (a group window's bounds): found by its name, which no user writes,
    /// but neither suggested nor listed in errors, nor part of `*`.
    bool hidden = false;
};

/// Where a name was found: `depth` scopes out (0 for the scope asked, 1 for its outer scope, ...) at `index`.
struct ColumnBinding {
    uint32_t depth = 0;
    uint32_t index = 0;
};

/// The columns of one FROM, in the order of its plan's output, and optionally the scope of the query around it
/// (for correlated references). Lookups follow the binder's NameMode; qualifiers match case-insensitively. A name
/// met twice under one qualifier finds the first; met under two qualifiers it is ambiguous.
class Scope {
public:
    /// `outer`, when given, must outlive this scope.
    explicit Scope(std::vector<ScopeColumn> columns, const Scope* outer = nullptr);
    /// Every field of `schema`, all qualified by `qualifier`.
    static Scope of(const TableSchema& schema, const std::string& qualifier = "", const Scope* outer = nullptr);
    Scope(Scope&&) noexcept;
    Scope& operator=(Scope&&) noexcept;
    ~Scope();

    /// Finds the column `field` (a Field node, maybe qualified, or positional) names, here or in an outer scope. Throws
    /// ValidationError for an unknown field (suggesting the closest name and listing this scope's fields), an
    /// ambiguous one (naming the tables) and an unknown qualifier (suggesting the closest table).
    ColumnBinding resolve(const ast::Expr& field, const BindContext& context) const;
    /// The columns `star` (`*`, or `t.*`) stands for, in order; `*` skips qualified-only columns. Throws
    /// ValidationError for an unknown qualifier.
    std::vector<uint32_t> expand(const ast::Expr& star, const BindContext& context) const;

    /// The column of this scope alone that `field` names, or none. Throws ValidationError for an ambiguous name.
    std::optional<uint32_t> findHere(const ast::Expr& field, const BindContext& context) const;

    const std::vector<ScopeColumn>& columns() const { return columns_; }
    const Scope* outer() const { return outer_; }

private:
    /// The column in this scope or an outer one, or none. Throws for an ambiguous name.
    std::optional<ColumnBinding> find(const ast::Expr& field, const BindContext& context) const;
    bool hasQualifier(const std::string& qualifier) const;
    /// "unknown table 't'", suggesting the closest qualifier of this scope or an outer one.
    ValidationError unknownQualifier(const ast::Expr& node, const BindContext& context) const;
    [[noreturn]] void throwNotFound(const ast::Expr& field, const BindContext& context) const;

    std::vector<ScopeColumn> columns_;
    std::vector<std::string> names_;  // the columns' names, indexed by NameIndex
    const Scope* outer_;
    /// Built on the first unqualified lookup, so binding n fields of a wide input takes time linear in n.
    mutable std::unique_ptr<NameIndex> index_;
};

}  // namespace tabula::planner
