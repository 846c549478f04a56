// Catalog lookups of the environment.
#include "api/environment_state.hpp"

#include "planner/binder/expression_binder.hpp"

namespace tabula::detail {

planner::LogicalPtr EnvironmentState::lookup(std::string_view name) const {
    auto exact = tables.find(std::string(name));
    if (exact != tables.end()) return exact->second;
    std::vector<std::string> all = names();
    int found = planner::findName(all, name, planner::NameMode::CaseInsensitive);
    return found >= 0 ? tables.at(all[static_cast<size_t>(found)]) : nullptr;
}

std::vector<std::string> EnvironmentState::names() const {
    std::vector<std::string> out;
    for (const auto& [name, plan] : tables) out.push_back(name);
    return out;
}

void EnvironmentState::add(const std::string& name, planner::LogicalPtr plan) {
    if (name.empty()) throw ValidationError("a table name must not be empty");
    if (lookup(name)) throw ValidationError("a table named '" + name + "' is already registered");
    tables.emplace(name, std::move(plan));
}

}  // namespace tabula::detail
