// The state behind a TableEnvironment: its catalog of named plans and its configuration. Shared by every Table
// created from the environment.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "exec/column_table.hpp"
#include "file_sink.hpp"
#include "planner/binder/query_binder.hpp"
#include "tabula/table_environment.hpp"

namespace tabula::detail {

/// Where insertInto writes a registered table's rows, and the fields it takes.
struct SinkTarget {
    FileSink file;
    TableSchema schema;
};

/// One registered name: its plan, whether it is a view (registerTable) or a table (registerTableSource, CREATE
/// TABLE, registerTableSink), and where rows inserted into it go: a file (`sink`) or rows in memory (`rows`).
/// Several entries may share a plan (a view that is just a scan of a table).
struct CatalogEntry {
    planner::LogicalPtr plan;  // nullptr for a sink only (registerTableSink): it can be written, not read
    bool view = false;
    std::optional<SinkTarget> sink;  // none when the entry cannot be written
    /// The rows of an in-memory table (CREATE TABLE without WITH), which `plan` scans; null for other entries.
    /// INSERT and DELETE publish a new version of it: views and Tables over the table see the change in the
    /// queries they start afterwards, while a query already running goes on reading the version it started with.
    std::shared_ptr<exec::ColumnTable> rows;
};

struct EnvironmentState final : planner::Catalog {
    TableConfig config;
    std::map<std::string, CatalogEntry> tables;  // by registered name
    /// TableEnvironment::cancel() was called and no query has stopped for it yet. Mutable: running a query (a
    /// const operation on the state) consumes the request.
    mutable std::atomic<bool> cancel_requested{false};

    /// The plan of a readable name; nullptr for an unknown one. Throws ValidationError for a sink only.
    planner::LogicalPtr lookup(std::string_view name) const override;
    std::vector<std::string> names() const override;
    /// The functions queries bind now: the environment's own functions (changeFunctions), with the variants the
    /// session settings choose (AVG of integers as DOUBLE, division by zero as NULL) in place of the built-ins.
    /// Decided when a query is bound.
    const planner::FunctionCatalog& functions() const override;
    /// Changes the environment's own functions (the built-ins at first) by calling `change(catalog)`; every query
    /// bound afterwards sees the change, whatever was bound before.
    template <class Change>
    void changeFunctions(Change&& change) {
        std::forward<Change>(change)(function_catalog_);
        ++function_catalog_version_;
    }
    /// Adds `function` to the environment's functions under `name` (functions() sees it from now on). Throws
    /// ValidationError when `name` is empty or names a function already, unless `replace` and that function is
    /// of the same kind (scalar, aggregate, table or table aggregate). `F` is the kind's class (FunctionCatalog).
    template <class F>
    void addUserFunction(const std::string& name, std::unique_ptr<const F> function, bool replace);
    /// Takes the user function `name` out, bringing back the built-in it replaced; false when there is none.
    /// Throws ValidationError for a built-in.
    bool dropUserFunction(const std::string& name);
    /// Runs `registrations` (calls that add, replace or drop functions); when it throws, puts the environment's
    /// functions back as they were before it ran and rethrows, so that it changes all or nothing (a library's
    /// registrations, LOAD). Functions added meanwhile stay kept: a plan bound in between may still call them.
    template <class Registrations>
    void changeFunctionsAllOrNothing(Registrations&& registrations) {
        planner::FunctionCatalog saved_catalog = function_catalog_;
        std::map<std::string, UserFunction> saved_user_functions = user_functions_;
        try {
            std::forward<Registrations>(registrations)();
        } catch (...) {
            changeFunctions([&](planner::FunctionCatalog& catalog) { catalog = std::move(saved_catalog); });
            user_functions_ = std::move(saved_user_functions);
            throw;
        }
    }
    /// The registered name `name` refers to (exact name first, then case-insensitive); nullopt when none.
    std::optional<std::string> registeredName(std::string_view name) const;
    /// The entry `name` refers to (as registeredName); throws ValidationError suggesting the closest name when
    /// there is none.
    const CatalogEntry& entry(std::string_view name) const;
    /// The plan that reads `name`: throws as entry() for an unknown name, and ValidationError for a sink only.
    planner::LogicalPtr planToRead(std::string_view name) const;
    CatalogEntry& entry(std::string_view name);
    /// Throws ValidationError when `name` is empty or taken (also case-insensitively, so SQL stays unambiguous).
    void add(const std::string& name, CatalogEntry entry);

private:
    /// What the catalog functions() built was made from. The functions are counted by version, since comparing
    /// catalogs would cost a walk over every function; the settings are compared by value, since TableConfig is
    /// written through the reference getConfig() returns, where no counter sees it.
    struct SessionCatalogKey {
        uint64_t function_catalog_version = 0;
        bool avg_integer_as_double = false;
        bool division_by_zero_as_null = false;
        friend bool operator==(const SessionCatalogKey&, const SessionCatalogKey&) = default;
    };

    /// A user function as a drop undoes it: `drop` takes it out of a catalog under the name given, bringing back
    /// the built-in of its kind it took the place of, if any.
    struct UserFunction {
        std::function<void(planner::FunctionCatalog&, const std::string&)> drop;
    };

    planner::FunctionCatalog function_catalog_ = planner::FunctionCatalog::builtins();
    std::map<std::string, UserFunction> user_functions_;  // by lower-case name
    /// Every user function ever added, dropped and replaced ones too: plans bound before stay callable.
    std::vector<std::shared_ptr<const void>> kept_functions_;
    uint64_t function_catalog_version_ = 0;  // one more after every changeFunctions
    /// function_catalog_ with the settings' variants, as of session_catalog_key_ (functions()).
    mutable planner::FunctionCatalog session_catalog_;
    mutable std::optional<SessionCatalogKey> session_catalog_key_;
};

}  // namespace tabula::detail
