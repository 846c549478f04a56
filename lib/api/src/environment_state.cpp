// Catalog lookups of the environment.
#include "environment_state.hpp"

#include "planner/binder/expression_binder.hpp"

namespace tabula::detail {

planner::LogicalPtr EnvironmentState::lookup(std::string_view name) const {
    std::optional<std::string> registered = registeredName(name);
    if (!registered) return nullptr;
    const CatalogEntry& entry = tables.at(*registered);
    if (!entry.plan)
        throw ValidationError("table '" + *registered +
                              "' is a sink (registerTableSink): rows can be written to it with insertInto, but it "
                              "cannot be read");
    return entry.plan;
}

std::optional<std::string> EnvironmentState::registeredName(std::string_view name) const {
    if (tables.count(std::string(name)) > 0) return std::string(name);
    std::vector<std::string> all = names();
    int found = planner::findName(all, name, planner::NameMode::CaseInsensitive);
    if (found < 0) return std::nullopt;
    return all[static_cast<size_t>(found)];
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
