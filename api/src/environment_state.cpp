// Catalog lookups of the environment.
#include "environment_state.hpp"

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

}  // namespace

void EnvironmentState::addUserFunction(const std::string& name, std::unique_ptr<const exec::ScalarFunction> function,
                                       bool replace) {
    if (name.empty()) throw ValidationError("a function name must not be empty");
    const std::string key = planner::lowerCase(name);
    const bool user = user_functions_.contains(key);
    if (function_catalog_.aggregate(name) != nullptr) {
        throw ValidationError("'" + name + "' is the name of a built-in aggregate function; a scalar function cannot " +
                              (replace ? "replace" : "take") + " it");
    }
    const exec::ScalarFunction* current = function_catalog_.scalar(name);
    if (current != nullptr && !replace) {
        throw ValidationError("a function named '" + name + "' already exists" + (user ? "" : " (a built-in one)") +
                              "; replaceTemporarySystemFunction replaces it");
    }
    const exec::ScalarFunction* added = function.get();
    kept_functions_.push_back(std::move(function));
    changeFunctions([&](planner::FunctionCatalog& catalog) {
        if (current != nullptr) {
            catalog.replaceScalar(name, *added);
        } else {
            catalog.addScalar(name, *added);
        }
    });
    if (user) {
        user_functions_.at(key).function = added;
    } else {
        user_functions_.emplace(key, UserFunction{added, current});
    }
}

bool EnvironmentState::dropUserFunction(const std::string& name) {
    auto it = user_functions_.find(planner::lowerCase(name));
    if (it == user_functions_.end()) {
        if (function_catalog_.scalar(name) != nullptr || function_catalog_.aggregate(name) != nullptr)
            throw ValidationError("'" + name + "' is a built-in function; only registered functions can be dropped");
        return false;
    }
    const exec::ScalarFunction* builtin = it->second.replaced_builtin;
    changeFunctions([&](planner::FunctionCatalog& catalog) {
        if (builtin != nullptr) {
            catalog.replaceScalar(name, *builtin);
        } else {
            catalog.removeScalar(name);
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
