// The state behind a TableEnvironment: its catalog of named plans and its configuration. Shared by every Table
// created from the environment.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "planner/binder/query_binder.hpp"
#include "tabula/table_environment.hpp"

namespace tabula::detail {

struct EnvironmentState final : planner::Catalog {
    TableConfig config;
    std::map<std::string, planner::LogicalPtr> tables;  // by registered name

    planner::LogicalPtr lookup(std::string_view name) const override;
    std::vector<std::string> names() const override;
    /// Throws ValidationError when `name` is empty or taken (also case-insensitively, so SQL stays unambiguous).
    void add(const std::string& name, planner::LogicalPtr plan);
};

}  // namespace tabula::detail
