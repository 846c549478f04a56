// The functions a query can call, per TableEnvironment: the built-ins and the user's functions. The binder
// resolves calls through it and the rules build calls (AND of pushed-down conjuncts) from it, so two
// environments never see each other's additions.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "exec/function_registry.hpp"
#include "exec/user_table_aggregate_function.hpp"
#include "exec/user_table_function.hpp"

namespace tabula::planner {

/// Functions of four kinds by name, matched case-insensitively (aliases included): scalar and aggregate
/// functions (built-in and user-defined), user-defined table functions and table aggregate functions. A kind is
/// its class: exec::ScalarFunction, exec::AggregateFunction, exec::UserTableFunction or
/// exec::UserTableAggregateFunction. Holds pointers: the built-ins live for the program, and whoever adds an entry
/// keeps its function alive as long as the catalog.
class FunctionCatalog {
public:
    /// The built-in functions of exec's registry, under their canonical names and aliases.
    static const FunctionCatalog& builtins();

    /// The function of kind `F` named `name`; nullptr when unknown.
    template <class F>
    const F* find(std::string_view name) const;
    const exec::ScalarFunction* scalar(std::string_view name) const { return find<exec::ScalarFunction>(name); }
    const exec::AggregateFunction* aggregate(std::string_view name) const {
        return find<exec::AggregateFunction>(name);
    }
    const exec::UserTableFunction* table(std::string_view name) const { return find<exec::UserTableFunction>(name); }
    const exec::UserTableAggregateFunction* tableAggregate(std::string_view name) const {
        return find<exec::UserTableAggregateFunction>(name);
    }
    /// Every name (aliases included) in the order added, for "did you mean" suggestions.
    std::vector<std::string> names() const { return names_; }

    /// Adds `function` under `name`. REQUIRES: `name` is not taken by a function of its kind (case-insensitively).
    template <class F>
    void add(std::string_view name, const F& function);
    /// Puts `function` in the place of the function of its kind named `name` (a variant a session setting
    /// chooses, a user's replacement). REQUIRES: `name` is there.
    template <class F>
    void replace(std::string_view name, const F& function);
    /// Takes the function of kind `F` named `name` out. REQUIRES: `name` is there.
    template <class F>
    void remove(std::string_view name);

private:
    template <class F>
    using Index = std::map<std::string, const F*, std::less<>>;  // by lower-case name

    template <class F>
    const Index<F>& index() const {
        return std::get<Index<F>>(indexes_);
    }
    template <class F>
    Index<F>& index() {
        return std::get<Index<F>>(indexes_);
    }

    std::tuple<Index<exec::ScalarFunction>, Index<exec::AggregateFunction>, Index<exec::UserTableFunction>,
               Index<exec::UserTableAggregateFunction>>
        indexes_;
    std::vector<std::string> names_;
};

/// How errors name a function's kind, as its user wrote it: "scalar", "aggregate", "table" or "table aggregate" (a
/// scalar function returning rows is "scalar", an aggregate function returning rows "aggregate").
inline const char* kindName(const exec::ScalarFunction&) { return "scalar"; }
inline const char* kindName(const exec::AggregateFunction&) { return "aggregate"; }
inline const char* kindName(const exec::UserTableFunction& function) {
    return function.isScalar() ? "scalar" : "table";
}
inline const char* kindName(const exec::UserTableAggregateFunction& function) {
    return function.isAggregate() ? "aggregate" : "table aggregate";
}
/// "a scalar", "an aggregate", ...
inline std::string withArticle(std::string_view kind) {
    return (kind.front() == 'a' ? "an " : "a ") + std::string(kind);
}

/// The kind (kindName) of a function `name` names that is not of class `F` — scalar, aggregate, table, table
/// aggregate, the first found —; nullptr when none.
template <class F>
const char* otherKindNamed(const FunctionCatalog& catalog, std::string_view name);

}  // namespace tabula::planner
