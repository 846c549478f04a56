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

}  // namespace

template <class F>
void EnvironmentState::addUserFunction(const std::string& name, std::unique_ptr<const F> function, bool replace) {
    if (name.empty()) throw ValidationError("a function name must not be empty");
    const std::string key = planner::lowerCase(name);
    auto user = user_functions_.find(key);
    const bool registered = user != user_functions_.end();
    const F* current = function_catalog_.find<F>(name);
    const char* other = planner::otherKindNamed<F>(function_catalog_, name);
    if (other == nullptr && current != nullptr && planner::kindName(*current) != planner::kindName(*function))
        other = planner::kindName(*current);  // the same class holds two kinds: rows or not
    if (other != nullptr) {
        throw ValidationError("'" + name + "' is the name of " + (registered ? "a registered " : "a built-in ") +
                              other + " function; " + planner::withArticle(planner::kindName(*function)) +
                              " function cannot " + (replace ? "replace" : "take") + " it");
    }
    if (current != nullptr && !replace) {
        throw ValidationError("a function named '" + name + "' already exists" +
                              (registered ? "" : " (a built-in one)") + "; replaceTemporarySystemFunction replaces it");
    }
    const F* added = function.get();
    kept_functions_.push_back(std::shared_ptr<const F>(std::move(function)));
    changeFunctions([&](planner::FunctionCatalog& catalog) {
        if (current != nullptr) {
            catalog.replace(name, *added);
        } else {
            catalog.add(name, *added);
        }
    });
    if (registered) return;  // the built-in it replaced first stays the one a drop brings back
    user_functions_.emplace(key, UserFunction{[current](planner::FunctionCatalog& catalog, const std::string& as) {
                                if (current != nullptr) {
                                    catalog.replace(as, *current);
                                } else {
                                    catalog.remove<F>(as);
                                }
                            }});
}

template void EnvironmentState::addUserFunction(const std::string&, std::unique_ptr<const exec::ScalarFunction>, bool);
template void EnvironmentState::addUserFunction(const std::string&, std::unique_ptr<const exec::AggregateFunction>,
                                                bool);
template void EnvironmentState::addUserFunction(const std::string&, std::unique_ptr<const exec::UserTableFunction>,
                                                bool);
template void EnvironmentState::addUserFunction(const std::string&,
                                                std::unique_ptr<const exec::UserTableAggregateFunction>, bool);

bool EnvironmentState::dropUserFunction(const std::string& name) {
    auto it = user_functions_.find(planner::lowerCase(name));
    if (it == user_functions_.end()) {
        if (function_catalog_.scalar(name) != nullptr || function_catalog_.aggregate(name) != nullptr)
            throw ValidationError("'" + name + "' is a built-in function; only registered functions can be dropped");
        return false;
    }
    const UserFunction& user = it->second;
    changeFunctions([&](planner::FunctionCatalog& catalog) { user.drop(catalog, name); });
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
        if (key.avg_integer_as_double) session_catalog_.replace("avg", exec::averageIntegersAsDouble());
        if (key.division_by_zero_as_null) {
            session_catalog_.replace("divide", exec::divideByZeroAsNull());
            session_catalog_.replace("mod", exec::modByZeroAsNull());
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
