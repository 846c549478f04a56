// The state behind a TableEnvironment: its catalog of named plans and its configuration. Shared by every Table
// created from the environment.
#pragma once

#include <atomic>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "file_sink.hpp"
#include "planner/binder/query_binder.hpp"
#include "tabula/table_environment.hpp"

namespace tabula::detail {

/// Where insertInto writes a registered table's rows, and the fields it takes.
struct SinkTarget {
    FileSink file;
    TableSchema schema;
};

/// One registered name: its plan, whether it is a view (registerTable) or a table (registerTableSource, the shell's
/// CREATE TABLE, registerTableSink), and where rows inserted into it go. Several entries may share a plan (a view
/// that is just a scan of a table).
struct CatalogEntry {
    planner::LogicalPtr plan;  // nullptr for a sink only (registerTableSink): it can be written, not read
    bool view = false;
    std::optional<SinkTarget> sink;  // none when the entry cannot be written
};

struct EnvironmentState final : planner::Catalog {
    TableConfig config;
    std::map<std::string, CatalogEntry> tables;  // by registered name
    /// The functions this environment's queries call; starts as the built-ins.
    planner::FunctionCatalog function_catalog = planner::FunctionCatalog::builtins();
    /// TableEnvironment::cancel() was called and no query has stopped for it yet. Mutable: running a query (a
    /// const operation on the state) consumes the request.
    mutable std::atomic<bool> cancel_requested{false};

    /// The plan of a readable name; nullptr for an unknown one. Throws ValidationError for a sink only.
    planner::LogicalPtr lookup(std::string_view name) const override;
    std::vector<std::string> names() const override;
    const planner::FunctionCatalog& functions() const override { return function_catalog; }
    /// The registered name `name` refers to (exact name first, then case-insensitive); nullopt when none.
    std::optional<std::string> registeredName(std::string_view name) const;
    /// Throws ValidationError when `name` is empty or taken (also case-insensitively, so SQL stays unambiguous).
    void add(const std::string& name, CatalogEntry entry);
};

}  // namespace tabula::detail
