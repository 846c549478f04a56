// Catalog lookups of the environment.
#include "environment_state.hpp"

#include <type_traits>
#include <utility>

#include "exec/functions/setting_variants.hpp"
#include "planner/binder/expression_binder.hpp"
#include "planner/binder/name_index.hpp"

namespace tabula::detail {

namespace {

/// The plan a read of `entry` (registered as `name`) scans. Throws ValidationError for a sink only.
const planner::LogicalPtr& readablePlan(const std::string& name, const CatalogEntry& entry) {
    if (!entry.plan)
        throw ValidationError("table '" + name +
                              "' is a sink (registerTableSink): rows can be written to it with insertInto, but it "
                              "cannot be read");
    return entry.plan;
}

/// What registering and dropping user functions does with the catalog, for scalar, aggregate and table functions
/// alike.
struct ScalarKind {
    using Function = exec::ScalarFunction;
    static constexpr const char* kName = "scalar";
    static constexpr const char* kWithArticle = "a scalar";
    static const Function* find(const planner::FunctionCatalog& catalog, const std::string& name) {
        return catalog.scalar(name);
    }
    static void add(planner::FunctionCatalog& catalog, const std::string& name, const Function& function) {
        catalog.addScalar(name, function);
    }
    static void replace(planner::FunctionCatalog& catalog, const std::string& name, const Function& function) {
        catalog.replaceScalar(name, function);
    }
    static void remove(planner::FunctionCatalog& catalog, const std::string& name) { catalog.removeScalar(name); }
};

struct AggregateKind {
    using Function = exec::AggregateFunction;
    static constexpr const char* kName = "aggregate";
    static constexpr const char* kWithArticle = "an aggregate";
    static const Function* find(const planner::FunctionCatalog& catalog, const std::string& name) {
        return catalog.aggregate(name);
    }
    static void add(planner::FunctionCatalog& catalog, const std::string& name, const Function& function) {
        catalog.addAggregate(name, function);
    }
    static void replace(planner::FunctionCatalog& catalog, const std::string& name, const Function& function) {
        catalog.replaceAggregate(name, function);
    }
    static void remove(planner::FunctionCatalog& catalog, const std::string& name) { catalog.removeAggregate(name); }
};

struct TableKind {
    using Function = exec::UserTableFunction;
    static constexpr const char* kName = "table";
    static constexpr const char* kWithArticle = "a table";
    static const Function* find(const planner::FunctionCatalog& catalog, const std::string& name) {
        return catalog.table(name);
    }
    static void add(planner::FunctionCatalog& catalog, const std::string& name, const Function& function) {
        catalog.addTable(name, function);
    }
    static void replace(planner::FunctionCatalog& catalog, const std::string& name, const Function& function) {
        catalog.replaceTable(name, function);
    }
    static void remove(planner::FunctionCatalog& catalog, const std::string& name) { catalog.removeTable(name); }
};

/// The kind ("scalar", "aggregate", "table") of a function other than of `Kind` that `name` names; nullptr when
/// none does.
template <class Kind>
const char* otherKindNamed(const planner::FunctionCatalog& catalog, const std::string& name) {
    if (!std::is_same_v<Kind, ScalarKind> && ScalarKind::find(catalog, name) != nullptr) return ScalarKind::kName;
    if (!std::is_same_v<Kind, AggregateKind> && AggregateKind::find(catalog, name) != nullptr)
        return AggregateKind::kName;
    if (!std::is_same_v<Kind, TableKind> && TableKind::find(catalog, name) != nullptr) return TableKind::kName;
    return nullptr;
}

}  // namespace

template <class Kind>
void EnvironmentState::addUser(const std::string& name, std::unique_ptr<const typename Kind::Function> function,
                               bool replace) {
    if (name.empty()) throw ValidationError("a function name must not be empty");
    const std::string key = planner::lowerCase(name);
    auto user = user_functions_.find(key);
    const bool registered = user != user_functions_.end();
    if (const char* other = otherKindNamed<Kind>(function_catalog_, name)) {
        throw ValidationError("'" + name + "' is the name of " + (registered ? "a registered " : "a built-in ") +
                              other + " function; " + Kind::kWithArticle + " function cannot " +
                              (replace ? "replace" : "take") + " it");
    }
    const typename Kind::Function* current = Kind::find(function_catalog_, name);
    if (current != nullptr && !replace) {
        throw ValidationError("a function named '" + name + "' already exists" +
                              (registered ? "" : " (a built-in one)") + "; replaceTemporarySystemFunction replaces it");
    }
    const typename Kind::Function* added = function.get();
    kept_functions_.push_back(std::shared_ptr<const typename Kind::Function>(std::move(function)));
    changeFunctions([&](planner::FunctionCatalog& catalog) {
        if (current != nullptr) {
            Kind::replace(catalog, name, *added);
        } else {
            Kind::add(catalog, name, *added);
        }
    });
    if (registered) return;  // the built-in it replaced first stays the one a drop brings back
    UserFunction entry;
    if constexpr (std::is_same_v<Kind, AggregateKind>) {
        entry.kind = UserFunction::Kind::Aggregate;
        entry.replaced_aggregate = current;
    } else if constexpr (std::is_same_v<Kind, ScalarKind>) {
        entry.replaced_scalar = current;
    } else {
        entry.kind = UserFunction::Kind::Table;  // no built-in is a table function: none is replaced
    }
    user_functions_.emplace(key, entry);
}

void EnvironmentState::addUserFunction(const std::string& name, std::unique_ptr<const exec::ScalarFunction> function,
                                       bool replace) {
    addUser<ScalarKind>(name, std::move(function), replace);
}

void EnvironmentState::addUserFunction(const std::string& name, std::unique_ptr<const exec::AggregateFunction> function,
                                       bool replace) {
    addUser<AggregateKind>(name, std::move(function), replace);
}

void EnvironmentState::addUserFunction(const std::string& name, std::unique_ptr<const exec::UserTableFunction> function,
                                       bool replace) {
    addUser<TableKind>(name, std::move(function), replace);
}

bool EnvironmentState::dropUserFunction(const std::string& name) {
    auto it = user_functions_.find(planner::lowerCase(name));
    if (it == user_functions_.end()) {
        if (function_catalog_.scalar(name) != nullptr || function_catalog_.aggregate(name) != nullptr)
            throw ValidationError("'" + name + "' is a built-in function; only registered functions can be dropped");
        return false;
    }
    const UserFunction& user = it->second;
    changeFunctions([&](planner::FunctionCatalog& catalog) {
        switch (user.kind) {
            case UserFunction::Kind::Aggregate:
                user.replaced_aggregate ? AggregateKind::replace(catalog, name, *user.replaced_aggregate)
                                        : AggregateKind::remove(catalog, name);
                break;
            case UserFunction::Kind::Scalar:
                user.replaced_scalar ? ScalarKind::replace(catalog, name, *user.replaced_scalar)
                                     : ScalarKind::remove(catalog, name);
                break;
            case UserFunction::Kind::Table: TableKind::remove(catalog, name); break;
        }
    });
    user_functions_.erase(it);
    return true;
}

planner::LogicalPtr EnvironmentState::lookup(std::string_view name) const {
    std::optional<std::string> registered = registeredName(name);
    if (!registered) return nullptr;
    return readablePlan(*registered, tables.at(*registered));
}

planner::LogicalPtr EnvironmentState::planToRead(std::string_view name) const {
    const CatalogEntry& found = entry(name);
    return readablePlan(*registeredName(name), found);
}

std::optional<std::string> EnvironmentState::registeredName(std::string_view name) const {
    if (tables.count(std::string(name)) > 0) return std::string(name);
    std::vector<std::string> all = names();
    int found = planner::findName(all, name, planner::NameMode::CaseInsensitive);
    if (found < 0) return std::nullopt;
    return all[static_cast<size_t>(found)];
}

const CatalogEntry& EnvironmentState::entry(std::string_view name) const {
    std::optional<std::string> registered = registeredName(name);
    if (!registered) {
        std::string message = "unknown table '" + std::string(name) + "'";
        std::string closest = closestName(name, names());
        if (!closest.empty()) message += "; did you mean '" + closest + "'?";
        throw ValidationError(message);
    }
    return tables.at(*registered);
}

CatalogEntry& EnvironmentState::entry(std::string_view name) {
    return const_cast<CatalogEntry&>(std::as_const(*this).entry(name));
}

const planner::FunctionCatalog& EnvironmentState::functions() const {
    const SessionCatalogKey key{.function_catalog_version = function_catalog_version_,
                                .avg_integer_as_double = config.avg_integer_as_double,
                                .division_by_zero_as_null = config.division_by_zero_as_null};
    if (!key.avg_integer_as_double && !key.division_by_zero_as_null) return function_catalog_;
    if (session_catalog_key_ != key) {
        session_catalog_ = function_catalog_;
        if (key.avg_integer_as_double) session_catalog_.replaceAggregate("avg", exec::averageIntegersAsDouble());
        if (key.division_by_zero_as_null) {
            session_catalog_.replaceScalar("divide", exec::divideByZeroAsNull());
            session_catalog_.replaceScalar("mod", exec::modByZeroAsNull());
        }
        session_catalog_key_ = key;
    }
    return session_catalog_;
}

std::vector<std::string> EnvironmentState::names() const {
    std::vector<std::string> out;
    for (const auto& [name, plan] : tables) out.push_back(name);
    return out;
}

void EnvironmentState::add(const std::string& name, CatalogEntry entry) {
    if (name.empty()) throw ValidationError("a table name must not be empty");
    if (registeredName(name)) throw ValidationError("a table named '" + name + "' is already registered");
    tables.emplace(name, std::move(entry));
}

}  // namespace tabula::detail
