// The functions a query can call, per TableEnvironment: the built-ins and the user's functions. The binder
// resolves calls through it and the rules build calls (AND of pushed-down conjuncts) from it, so two
// environments never see each other's additions.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "exec/function_registry.hpp"
#include "exec/user_table_function.hpp"

namespace tabula::planner {

/// Scalar, aggregate and (user-defined) table functions by name, matched case-insensitively (aliases included). Holds pointers: the
/// built-ins live for the program, and whoever adds an entry keeps its function alive as long as the catalog.
class FunctionCatalog {
public:
    /// The built-in functions of exec's registry, under their canonical names and aliases.
    static const FunctionCatalog& builtins();

    /// nullptr when unknown.
    const exec::ScalarFunction* scalar(std::string_view name) const;
    const exec::AggregateFunction* aggregate(std::string_view name) const;
    const exec::UserTableFunction* table(std::string_view name) const;
    /// Every name (aliases included) in the order added, for "did you mean" suggestions.
    std::vector<std::string> names() const { return names_; }

    /// Adds `function` under `name`. REQUIRES: `name` is not taken by a scalar function (case-insensitively).
    void addScalar(std::string_view name, const exec::ScalarFunction& function);
    /// Adds `function` under `name`. REQUIRES: `name` is not taken by an aggregate function (case-insensitively).
    void addAggregate(std::string_view name, const exec::AggregateFunction& function);
    /// Adds `function` under `name`. REQUIRES: `name` is not taken by a table function (case-insensitively).
    void addTable(std::string_view name, const exec::UserTableFunction& function);
    /// Puts `function` in the place of the function `name` (a variant a session setting chooses).
    /// REQUIRES: `name` is there.
    void replaceScalar(std::string_view name, const exec::ScalarFunction& function);
    void replaceAggregate(std::string_view name, const exec::AggregateFunction& function);
    void replaceTable(std::string_view name, const exec::UserTableFunction& function);
    /// Takes the scalar (aggregate) function `name` out. REQUIRES: `name` is there.
    void removeScalar(std::string_view name);
    void removeAggregate(std::string_view name);
    void removeTable(std::string_view name);

private:
    /// Takes `name` out of `index`, and out of names() unless a function of another kind has it too.
    template <class Index>
    void remove(Index& index, std::string_view name);

    std::map<std::string, const exec::ScalarFunction*, std::less<>> scalars_;        // by lower-case name
    std::map<std::string, const exec::AggregateFunction*, std::less<>> aggregates_;  // by lower-case name
    std::map<std::string, const exec::UserTableFunction*, std::less<>> tables_;      // by lower-case name
    std::vector<std::string> names_;
};

}  // namespace tabula::planner
