// TableEnvironment: the catalog of registered tables and the entry point for scans and SQL.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tabula/aggregate_function.hpp"
#include "tabula/csv_table_sink.hpp"
#include "tabula/csv_table_source.hpp"
#include "tabula/scalar_function.hpp"
#include "tabula/script.hpp"
#include "tabula/table.hpp"
#include "tabula/table_aggregate_function.hpp"
#include "tabula/table_function.hpp"
#include "tabula/value.hpp"

namespace tabula {

/// Session settings.
struct TableConfig {
    /// Rewrite rules to skip, by name (constant_folding, filter_pushdown, projection_pruning, sort_limit_to_top_n,
    /// ...). Results must not change; plans do.
    std::vector<std::string> disabled_rules;
    /// Checks the plan after every rewrite rule (column references, types, schemas) and fails with an
    /// InternalError naming the rule when one breaks it. On by default in debug builds; costs a walk over the
    /// plan per rewrite, nothing per row.
#ifdef NDEBUG
    bool verify_plans = false;
#else
    bool verify_plans = true;
#endif
    /// SET 'table.exec.avg-integer-as-double': AVG of an integer column returns DOUBLE (as SQLite and DuckDB do)
    /// instead of keeping the column's type (Flink's default, which truncates: AVG of 1 and 2 is 1).
    bool avg_integer_as_double = false;
    /// SET 'table.exec.division-by-zero-as-null': integer and DECIMAL division and modulo by zero give NULL (as
    /// SQLite does) instead of failing the query (Flink's default). FLOAT and DOUBLE follow IEEE either way.
    bool division_by_zero_as_null = false;
};

/// What readCsv takes as given instead of sniffing it; unset fields are sniffed.
struct CsvReadOptions {
    std::optional<bool> header = {};                // the first line names the columns
    std::optional<std::string> delimiter = {};      // the field delimiter
    std::optional<std::optional<char>> quote = {};  // the quote character; a nullopt inside switches quoting off
};

/// An embedded, in-process environment. Not thread-safe, except cancel() and clearCancel(); Tables created from it
/// keep it alive.
class TableEnvironment {
public:
    TableEnvironment();

    TableConfig& getConfig();

    /// Registers a CSV file under `name`. Throws ValidationError when the name is taken.
    void registerTableSource(const std::string& name, const CsvTableSource& source);
    /// Registers `sink` under `name` as a table that Table::insertInto writes to (it cannot be read), taking
    /// fields of these names and types. Throws ValidationError when the name is taken, the counts differ, there
    /// are no fields, or a name is empty or repeated.
    void registerTableSink(const std::string& name, std::vector<std::string> field_names,
                           std::vector<DataType> field_types, const CsvTableSink& sink);
    /// Registers a Table (view-like: its query runs each time it is read). Throws when the name is taken.
    void registerTable(const std::string& name, const Table& table);
    /// Removes a registered table or view, whichever `name` is (matched as in scan()); false when there was none.
    bool dropTable(const std::string& name);
    /// Removes a table registered with registerTableSource; false when there was none. Throws ValidationError
    /// ("cannot drop table 'v': it is a view") when `name` is a view.
    bool dropTemporaryTable(const std::string& name);
    /// Removes a view registered with registerTable; false when there was none. Throws ValidationError
    /// ("cannot drop view 't': it is a table") when `name` is a table.
    bool dropTemporaryView(const std::string& name);
    /// Table by name (exact name first, then case-insensitive). Throws ValidationError suggesting the closest.
    Table scan(std::string_view name) const;
    Table from(std::string_view name) const { return scan(name); }
    /// The file at `path` (relative to the current directory) as a Table, read as SQL's FROM 'file.csv' reads
    /// it: its delimiter, quote character, header and column types sniffed from its first 1 MiB unless `options`
    /// gives them (see docs/sql.md, "Files without DDL"). The file is sniffed now and read when the Table runs.
    /// Throws ValidationError when the name does not end in .csv, .tsv or .txt or the file cannot be read.
    Table readCsv(const std::string& path, const CsvReadOptions& options = {}) const;
    /// Registered names, sorted.
    std::vector<std::string> listTables() const;

    /// An in-memory table of literal rows with field names f0, f1, ... and types taken from the first non-null
    /// value of each column (widened across rows). Throws ValidationError on ragged or incompatible rows.
    Table fromValues(const std::vector<std::vector<Value>>& rows) const;
    /// An in-memory table with the given schema; values are converted to the field types.
    Table fromValues(const TableSchema& schema, const std::vector<std::vector<Value>>& rows) const;

    /// Registers a user-defined function under `name`, as Flink's createTemporarySystemFunction: a scalar function
    /// (tabula/scalar_function.hpp: a ScalarFunction class, a lambda, a function object or a function pointer), an
    /// aggregate function (tabula/aggregate_function.hpp), a table function (tabula/table_function.hpp) or a table
    /// aggregate function (tabula/table_aggregate_function.hpp). Queries bound afterwards call it by that name,
    /// case-insensitively: scalar and aggregate functions from string expressions, the DSL's call() and SQL; a
    /// table function in joinLateral, leftOuterJoinLateral, flatMap and LATERAL TABLE; a table aggregate function
    /// in flatAggregate. Throws ValidationError when the name is empty or already names a function, built-in or
    /// registered (replaceTemporarySystemFunction replaces one of the same kind).
    template <class F>
    void createTemporarySystemFunction(const std::string& name, F function) {
        addFunction(name, std::move(function), false);
    }
    /// Flink 1.x's name for createTemporarySystemFunction.
    template <class F>
    void registerFunction(const std::string& name, F function) {
        createTemporarySystemFunction(name, std::move(function));
    }
    /// createTemporarySystemFunction that puts `function` in the place of a function of that name and kind (scalar
    /// aggregate or table), a built-in one included (in this environment only), when there is one.
    template <class F>
    void replaceTemporarySystemFunction(const std::string& name, F function) {
        addFunction(name, std::move(function), true);
    }
    /// Removes a function registered under `name` (a replaced built-in comes back); false when there was none.
    /// Throws ValidationError for a built-in function. Tables and results made before keep calling the function.
    bool dropTemporarySystemFunction(const std::string& name);
    /// Loads a library of functions (tabula/extension.hpp): opens the shared library `file` (a bare file name is
    /// one in the current directory), checks that it was built for this tabula's binary interface and runs its
    /// registrations on this environment, as SQL's LOAD 'file' and the shell's .load do. Throws ValidationError
    /// naming the file and the problem: it cannot be opened (dlopen's reason), lacks a symbol of
    /// TABULA_EXTENSION, was built for another interface, or its registrations threw — then none of them is
    /// kept. A loaded library stays loaded until the program ends.
    void loadExtension(const std::string& file);

    /// A SQL query over registered tables (names match case-insensitively).
    Table sqlQuery(std::string_view query) const;
    Table sql(std::string_view query) const { return sqlQuery(query); }

    /// Runs one SQL statement of any kind, as Flink's executeSql: a query returns its rows (as it runs);
    /// SHOW TABLES, DESCRIBE, SET without a key and EXPLAIN their listings (EXPLAIN: one row, the plan text);
    /// INSERT and DELETE one row with the number of rows inserted or deleted, in a BIGINT column named after the
    /// table; CREATE TABLE|VIEW|INDEX, DROP, SET, RESET, CALL and LOAD a ResultKind::Success result with the
    /// single row "OK". A trailing ';' is allowed. Throws ParseError / ValidationError with line:column and a caret
    /// excerpt.
    TableResult executeSql(std::string_view statement);
    /// Flink 1.x's sqlUpdate: runs one INSERT, DELETE, CREATE, DROP, SET, RESET, CALL or LOAD statement. Throws
    /// ValidationError for a query (run those with sqlQuery or executeSql).
    void sqlUpdate(std::string_view statement);
    /// Runs one statement of a script as the tabula shell does: what executeSql runs, and Table API pipelines
    /// (`scan('t').groupBy('a').select('a, b.count')`) besides, alone or as the query of CREATE TABLE ... AS,
    /// CREATE VIEW ... AS and EXPLAIN. Returns what executeSql returns for the statement, a pipeline its rows.
    /// Errors point into statement.scriptText(); pass an error met while reading the result to
    /// statement.locate() to put it at its place there.
    TableResult executeStatement(const ScriptStatement& statement, const StatementOptions& options = {});

    /// Same as table.explain().
    std::string explain(const Table& table) const { return table.explain(); }

    /// Asks the query running on this environment (execute(), cache(), iterating a result being computed) to stop:
    /// it throws QueryCancelledError within milliseconds, from its next check (every chunk of a CSV scan, every
    /// few thousand rows or sort comparisons). The request stays until a query stops for it, so a cancel() made
    /// while no query runs stops the next one; clearCancel() withdraws it. Safe to call from any thread and from a
    /// signal handler (it only stores to a lock-free atomic flag).
    void cancel() noexcept;
    /// Withdraws a cancel() that no query has stopped for yet. Safe from any thread and from a signal handler.
    void clearCancel() noexcept;

private:
    template <class F>
    void addFunction(const std::string& name, F function, bool replace) {
        if constexpr (detail::IsAggregateFunction<std::decay_t<F>>) {
            if constexpr (detail::IsTuple<typename std::decay_t<F>::Result>::value) {
                addTableAggregateFunction(name, detail::defineRowAggregateFunction(std::move(function)), replace);
            } else {
                addAggregateFunction(name, detail::defineAggregateFunction(std::move(function)), replace);
            }
        } else if constexpr (detail::IsTableAggregateFunction<std::decay_t<F>>) {
            addTableAggregateFunction(name, detail::defineTableAggregateFunction(std::move(function)), replace);
        } else if constexpr (detail::IsTableFunction<std::decay_t<F>>) {
            addTableFunction(name, detail::defineTableFunction(std::move(function)), replace);
        } else if constexpr (detail::ReturnsRows<F>) {
            addTableFunction(name, detail::defineRowScalarFunction(std::move(function)), replace);
        } else {
            addScalarFunction(name, detail::defineScalarFunction(std::move(function)), replace);
        }
    }
    void addScalarFunction(const std::string& name, detail::ScalarFunctionDefinition definition, bool replace);
    void addAggregateFunction(const std::string& name, detail::AggregateFunctionDefinition definition, bool replace);
    void addTableFunction(const std::string& name, detail::TableFunctionDefinition definition, bool replace);
    void addTableAggregateFunction(const std::string& name, detail::TableAggregateFunctionDefinition definition,
                                   bool replace);

    /// The library reaches the environment's state through Internals alone.
    friend struct detail::Internals;

    std::shared_ptr<detail::EnvironmentState> state_;
};

}  // namespace tabula
