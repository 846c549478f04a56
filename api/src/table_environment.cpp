// TableEnvironment: registration, scans, in-memory tables, SQL.
#include "tabula/table_environment.hpp"

#include <algorithm>
#include <numeric>

#include "environment_state.hpp"
#include "exec/cell.hpp"
#include "exec/user_aggregate_function.hpp"
#include "exec/user_scalar_function.hpp"
#include "exec/user_table_function.hpp"
#include "internals.hpp"
#include "parser/parse.hpp"
#include "planner/binder/query_binder.hpp"
#include "planner/binder/sniffed_file.hpp"
#include "planner/csv_sniffer.hpp"
#include "planner/expr/compile_expr.hpp"
#include "statement_execution.hpp"

namespace tabula {
namespace {

/// `value` converted to `type` with CAST semantics (throws ExecutionError when it does not fit).
Value convertTo(const Value& value, const DataType& type) {
    if (value.type() == type) return value;
    if (value.isNull()) return Value::null(type);
    std::string text = value.toString();
    return planner::evaluateConstant(*planner::makeCastExpr(planner::makeConstant(value, text), type, text));
}

/// Drops `name` when it is a view (`view`) or a table (!`view`); throws when it is the other kind.
bool dropOfKind(detail::EnvironmentState& state, const std::string& name, bool view) {
    std::optional<std::string> registered = state.registeredName(name);
    if (!registered) return false;
    if (state.tables.at(*registered).view != view) {
        throw ValidationError(std::string("cannot drop ") + (view ? "view" : "table") + " '" + name + "': it is " +
                              (view ? "a table" : "a view"));
    }
    state.tables.erase(*registered);
    return true;
}

/// The one statement of `text`; a text with none or with more than one is an error.
ast::Statement onlyStatement(std::string_view text, std::string_view caller) {
    std::optional<ast::Statement> found;
    for (SourceSpan piece : parser::splitScript(text)) {
        std::optional<ast::Statement> statement = parser::parseStatement(text, piece);
        if (!statement) continue;
        if (found) {
            throw ValidationError(std::string(caller) + " runs one statement; this is a second one", statement->span,
                                  makeErrorSource(text));
        }
        found = std::move(statement);
    }
    if (!found) throw ValidationError(std::string(caller) + " needs a statement; the text holds none");
    return std::move(*found);
}

/// Statements that only read: sqlUpdate refuses them.
bool isReadOnly(const ast::Statement& statement) {
    return std::holds_alternative<ast::QueryPtr>(statement.body) ||
           std::holds_alternative<std::shared_ptr<const ast::Pipeline>>(statement.body) ||
           std::holds_alternative<ast::ShowTables>(statement.body) ||
           std::holds_alternative<ast::Describe>(statement.body) ||
           std::holds_alternative<ast::Explain>(statement.body);
}

}  // namespace

TableEnvironment::TableEnvironment() : state_(std::make_shared<detail::EnvironmentState>()) {}

TableConfig& TableEnvironment::getConfig() { return state_->config; }

void TableEnvironment::registerTableSource(const std::string& name, const CsvTableSource& source) {
    std::vector<uint32_t> columns(source.getSchema().getFieldCount());
    std::iota(columns.begin(), columns.end(), 0u);
    state_->add(name, {.plan = std::make_shared<planner::ScanNode>(name, source, std::move(columns)),
                       .view = false,
                       .sink = std::nullopt,
                       .rows = nullptr});
}

void TableEnvironment::registerTableSink(const std::string& name, std::vector<std::string> field_names,
                                         std::vector<DataType> field_types, const CsvTableSink& sink) {
    std::string what = "table sink '" + name + "'";
    if (field_names.size() != field_types.size())
        throw ValidationError(what + " has " + std::to_string(field_names.size()) + " field names but " +
                              std::to_string(field_types.size()) + " field types; give one type per field");
    if (field_names.empty()) throw ValidationError(what + " has no fields; declare at least one field");
    for (size_t i = 0; i < field_names.size(); ++i) {
        if (field_names[i].empty()) throw ValidationError(what + " has a field with an empty name");
        if (std::find(field_names.begin(), field_names.begin() + static_cast<std::ptrdiff_t>(i), field_names[i]) !=
            field_names.begin() + static_cast<std::ptrdiff_t>(i))
            throw ValidationError(what + " declares field '" + field_names[i] + "' twice; field names must be unique");
    }
    detail::SinkTarget target{detail::fileSinkOf(sink), TableSchema(std::move(field_names), std::move(field_types))};
    state_->add(name, {.plan = nullptr, .view = false, .sink = std::move(target), .rows = nullptr});
}

void TableEnvironment::registerTable(const std::string& name, const Table& table) {
    if (detail::Internals::environment(table) != state_)
        throw ValidationError("table '" + name + "' belongs to another TableEnvironment");
    state_->add(name, {.plan = detail::Internals::plan(table), .view = true, .sink = std::nullopt, .rows = nullptr});
}

bool TableEnvironment::dropTable(const std::string& name) {
    std::optional<std::string> registered = state_->registeredName(name);
    if (!registered) return false;
    state_->tables.erase(*registered);
    return true;
}

bool TableEnvironment::dropTemporaryTable(const std::string& name) { return dropOfKind(*state_, name, false); }

bool TableEnvironment::dropTemporaryView(const std::string& name) { return dropOfKind(*state_, name, true); }

Table TableEnvironment::scan(std::string_view name) const {
    return detail::Internals::table(state_, state_->planToRead(name));
}

// cancel() must be callable from a signal handler, which only lock-free atomics allow.
static_assert(std::atomic<bool>::is_always_lock_free);

void TableEnvironment::addScalarFunction(const std::string& name, detail::ScalarFunctionDefinition definition,
                                         bool replace) {
    state_->addUserFunction<exec::ScalarFunction>(
        name,
        exec::makeUserScalarFunction(name, std::move(definition.function), std::move(definition.overloads),
                                     definition.deterministic),
        replace);
}

void TableEnvironment::addAggregateFunction(const std::string& name, detail::AggregateFunctionDefinition definition,
                                            bool replace) {
    state_->addUserFunction<exec::AggregateFunction>(
        name, exec::makeUserAggregateFunction(name, std::move(definition.function), std::move(definition.entries)),
        replace);
}

void TableEnvironment::addTableFunction(const std::string& name, detail::TableFunctionDefinition definition,
                                        bool replace) {
    state_->addUserFunction(name,
                            std::make_unique<const exec::UserTableFunction>(
                                name, std::move(definition.function), std::move(definition.overloads),
                                std::move(definition.columns), definition.scalar),
                            replace);
}

void TableEnvironment::addTableAggregateFunction(const std::string& name,
                                                 detail::TableAggregateFunctionDefinition definition, bool replace) {
    state_->addUserFunction(
        name,
        std::make_unique<const exec::UserTableAggregateFunction>(name, std::move(definition.function),
                                                                 std::move(definition.entries), definition.aggregate),
        replace);
}

bool TableEnvironment::dropTemporarySystemFunction(const std::string& name) { return state_->dropUserFunction(name); }

void TableEnvironment::cancel() noexcept { state_->cancel_requested.store(true); }

void TableEnvironment::clearCancel() noexcept { state_->cancel_requested.store(false); }

std::vector<std::string> TableEnvironment::listTables() const { return state_->names(); }

Table TableEnvironment::fromValues(const std::vector<std::vector<Value>>& rows) const {
    if (rows.empty()) throw ValidationError("fromValues needs at least one row to infer the field types");
    const size_t width = rows.front().size();
    std::vector<DataType> types(width);
    for (const auto& row : rows) {
        if (row.size() != width)
            throw ValidationError("fromValues rows must all have " + std::to_string(width) +
                                  " values, found one with " + std::to_string(row.size()));
        for (size_t i = 0; i < width; ++i) {
            auto common = commonType(types[i], row[i].type());
            if (!common)
                throw ValidationError("fromValues column " + std::to_string(i) + " mixes " + types[i].toString() +
                                      " and " + row[i].type().toString());
            types[i] = *common;
        }
    }
    std::vector<std::string> names;
    for (size_t i = 0; i < width; ++i) {
        names.push_back("f" + std::to_string(i));
        if (types[i].isNull()) types[i] = Types::STRING();  // a column of NULLs only
    }
    return fromValues(TableSchema(std::move(names), std::move(types)), rows);
}

Table TableEnvironment::fromValues(const TableSchema& schema, const std::vector<std::vector<Value>>& rows) const {
    exec::ColumnTableBuilder store(schema.getFieldTypes());
    std::vector<exec::Cell> cells(schema.getFieldCount());
    for (const auto& row : rows) {
        if (row.size() != schema.getFieldCount())
            throw ValidationError("fromValues expects " + std::to_string(schema.getFieldCount()) +
                                  " values per row, found a row with " + std::to_string(row.size()));
        std::vector<Value> converted;
        for (size_t i = 0; i < row.size(); ++i) converted.push_back(convertTo(row[i], schema.getFieldType(i)));
        for (size_t i = 0; i < row.size(); ++i) cells[i] = exec::valueToCell(converted[i]);
        store.append(cells);
    }
    return detail::Internals::table(
        state_, std::make_shared<planner::ValuesNode>("values", schema, planner::fixedTable(store.finish())));
}

TableResult TableEnvironment::executeSql(std::string_view statement) {
    return detail::executeStatement(*this, onlyStatement(statement, "executeSql"), {statement, {}, {}});
}

void TableEnvironment::sqlUpdate(std::string_view statement) {
    ast::Statement parsed = onlyStatement(statement, "sqlUpdate");
    if (isReadOnly(parsed)) {
        throw ValidationError(
            "sqlUpdate takes INSERT, DELETE, CREATE, DROP, SET and RESET statements; run queries "
            "with sqlQuery or executeSql",
            parsed.span, makeErrorSource(statement));
    }
    detail::executeStatement(*this, parsed, {statement, {}, {}});
}

Table TableEnvironment::readCsv(const std::string& path, const CsvReadOptions& options) const {
    const planner::SniffOptions sniff{.header = options.header, .delimiter = options.delimiter, .quote = options.quote};
    return detail::Internals::table(state_, planner::sniffedFileScan(path, {}, {}, "", sniff));
}

Table TableEnvironment::sqlQuery(std::string_view query) const {
    ast::QueryPtr parsed = parser::parseQuery(query);
    return detail::Internals::table(state_, planner::bindQuery(*parsed, *state_, query));
}

}  // namespace tabula
