// One handler per statement kind. Queries are bound from their syntax tree with the statement's text, so every
// error position is one in that text.
#include "statement_execution.hpp"

#include <algorithm>

#include "copy_statement.hpp"
#include "ddl_to_source.hpp"
#include "environment_state.hpp"
#include "filesystem_table.hpp"
#include "insert_into.hpp"
#include "internals.hpp"
#include "memory_table.hpp"
#include "pipeline_evaluator.hpp"
#include "planner/binder/expression_binder.hpp"
#include "planner/binder/sniffed_file.hpp"
#include "session_settings.hpp"
#include "tpch_procedure.hpp"

namespace tabula::detail {
namespace {

/// A result of string columns built from lists (SHOW TABLES, DESCRIBE, SET, EXPLAIN, "OK").
TableResult stringResult(std::vector<std::string> names, const std::vector<std::vector<std::string>>& rows,
                         ResultKind kind = ResultKind::SuccessWithContent) {
    std::vector<DataType> types(names.size(), Types::STRING());
    auto schema = std::make_shared<const TableSchema>(std::move(names), std::move(types));
    std::vector<Row> out;
    for (const auto& row : rows) {
        std::vector<Value> values;
        for (const std::string& text : row) values.push_back(Value::string(text));
        out.emplace_back(schema, std::move(values));
    }
    return TableResult(schema, std::move(out), {}, kind);
}

/// What Flink returns for statements that only succeed: one column `result` holding "OK".
TableResult ok() { return stringResult({"result"}, {{"OK"}}, ResultKind::Success); }

/// INSERT and DELETE: the number of rows changed, in a BIGINT column named after the table.
TableResult rowCount(const std::string& table, int64_t rows) {
    auto schema =
        std::make_shared<const TableSchema>(std::vector<std::string>{table}, std::vector<DataType>{Types::BIGINT()});
    std::vector<Row> out;
    out.emplace_back(schema, std::vector<Value>{Value::bigint(rows)});
    return TableResult(schema, std::move(out));
}

/// DESCRIBE's listing of `schema`: a row of name and type per column.
TableResult describeSchema(const TableSchema& schema) {
    std::vector<std::vector<std::string>> rows;
    for (size_t i = 0; i < schema.getFieldCount(); ++i)
        rows.push_back({schema.getFieldName(i), schema.getFieldType(i).toString()});
    return stringResult({"name", "type"}, rows);
}

/// The schema of a table CREATE TABLE ... AS makes from `rows`: a column of NULLs only becomes STRING.
TableSchema storedSchema(const TableSchema& rows) {
    std::vector<DataType> types = rows.getFieldTypes();
    for (DataType& type : types)
        if (type.isNull()) type = Types::STRING();
    return TableSchema(rows.getFieldNames(), std::move(types));
}

struct Handlers {
    TableEnvironment& env;
    const ast::Statement& statement;
    const StatementSource& source;

    EnvironmentState& state() const { return *Internals::state(env); }

    [[noreturn]] void fail(SourceSpan span, const std::string& message) const {
        throw ValidationError(message, span, makeErrorSource(source.text));
    }

    Table bind(const ast::Query& query) const {
        return Internals::table(Internals::state(env),
                                planner::bindQuery(query, state(), source.text, source.base_dir));
    }

    Table pipeline(const ast::Pipeline& pipeline) const {
        if (!source.pipeline)
            fail(pipeline.span, "Table API pipelines run in the tabula shell; executeSql takes SQL statements");
        return source.pipeline(pipeline);
    }

    /// The Table a query or pipeline describes.
    template <class Body>
    Table tableOf(const Body& body) const {
        if (const auto* query = std::get_if<ast::QueryPtr>(&body)) return bind(**query);
        return pipeline(*std::get<std::shared_ptr<const ast::Pipeline>>(body));
    }

    /// The schema of the registered table `name`; an unknown name is an error under `span`.
    TableSchema schemaAt(const std::string& name, SourceSpan span) const {
        try {
            return env.scan(name).getSchema();
        } catch (const ValidationError& error) {
            fail(span, error.message());
        }
    }

    TableResult operator()(const ast::QueryPtr& query) const { return bind(*query).execute(); }
    TableResult operator()(const std::shared_ptr<const ast::Pipeline>& body) const {
        const PipelineEnd end = pipelineEnd(*body);
        if (end == PipelineEnd::Table) return pipeline(*body).execute();
        ast::Pipeline rest = *body;
        const ast::MethodCall call = rest.calls.back();
        rest.calls.pop_back();
        if (end == PipelineEnd::InsertInto) {
            const auto* name = call.args.size() == 1 ? std::get_if<std::string>(&call.args[0].value) : nullptr;
            if (name == nullptr)
                fail(call.span, call.name + "() takes one table name, e.g. " + call.name + "('target').");
            return rowCount(*name, insertInto(state(), *name, {pipeline(rest)}));
        }
        if (!call.args.empty()) fail(call.span, call.name + "() takes no arguments.");
        const Table table = pipeline(rest);
        if (end == PipelineEnd::Explain) return stringResult({"result"}, {{table.explain()}});
        if (end == PipelineEnd::PrintSchema) return stringResult({"result"}, {{table.getSchema().toString()}});
        return describeSchema(table.getSchema());
    }

    TableResult operator()(const ast::CreateTable& ddl) const {
        if (ddl.if_not_exists && state().registeredName(ddl.name)) return ok();
        if (const auto* query = std::get_if<ast::QueryPtr>(&ddl.as_body)) return createFilled(ddl.name, bind(**query));
        if (const auto* pipe = std::get_if<std::shared_ptr<const ast::Pipeline>>(&ddl.as_body))
            return createFilled(ddl.name, pipeline(**pipe));
        if (ddl.options.empty()) {
            createMemoryTable(state(), ddl.name, declaredSchema(ddl));
        } else {
            registerFilesystemTable(env, ddl.name, csvSourceFromDdl(ddl, source.text, source.base_dir));
        }
        return ok();
    }

    /// The columns of CREATE TABLE without WITH; a name declared twice is an error.
    TableSchema declaredSchema(const ast::CreateTable& ddl) const {
        std::vector<std::string> names;
        std::vector<DataType> types;
        for (const ast::ColumnDef& column : ddl.columns) {
            if (planner::findName(names, column.name, planner::NameMode::CaseInsensitive) >= 0)
                fail(column.span, "column '" + column.name + "' is declared twice");
            names.push_back(column.name);
            types.push_back(column.type);
        }
        return TableSchema(std::move(names), std::move(types));
    }

    /// CREATE TABLE ... AS: the table exists only once its rows are stored.
    TableResult createFilled(const std::string& name, const Table& rows) const {
        createMemoryTable(state(), name, storedSchema(rows.getSchema()));
        try {
            insertInto(state(), name, {rows});
        } catch (...) {
            state().tables.erase(name);
            throw;
        }
        return ok();
    }

    TableResult operator()(const ast::CreateView& view) const {
        if (view.if_not_exists && state().registeredName(view.name)) return ok();
        env.registerTable(view.name, tableOf(view.body));
        return ok();
    }

    TableResult operator()(const ast::DropTable& drop) const {
        std::optional<std::string> name = state().registeredName(drop.name);
        if (name) {
            drop.view ? env.dropTemporaryView(*name) : env.dropTemporaryTable(*name);
        } else if (!drop.if_exists) {
            std::string closest = closestName(drop.name, env.listTables());
            fail(statement.span, std::string("cannot drop ") + (drop.view ? "view" : "table") + " '" + drop.name +
                                     "': no such table or view" +
                                     (closest.empty() ? "." : "; did you mean '" + closest + "'?"));
        }
        return ok();
    }

    TableResult operator()(const ast::ShowTables&) const {
        std::vector<std::vector<std::string>> rows;
        for (const std::string& name : env.listTables()) rows.push_back({name});
        return stringResult({"table name"}, rows);
    }

    TableResult operator()(const ast::Describe& describe) const {
        return describeSchema(
            describe.file.empty()
                ? env.scan(describe.name).getSchema()
                : planner::sniffedFile(describe.file, source.base_dir, describe.span, source.text).getSchema());
    }

    TableResult operator()(const ast::Explain& explain) const {
        const auto& body = explain.target->body;
        std::string plan;
        if (const auto* query = std::get_if<ast::QueryPtr>(&body)) {
            plan = bind(**query).explain();
        } else if (const auto* pipe = std::get_if<std::shared_ptr<const ast::Pipeline>>(&body)) {
            plan = pipeline(**pipe).explain();
        } else {
            fail(statement.span, "EXPLAIN takes a query or a Table API pipeline.");
        }
        return stringResult({"result"}, {{plan}});
    }

    TableResult operator()(const ast::Insert& insert) const {
        const TableSchema target = schemaAt(insert.table, insert.table_span);
        std::vector<size_t> columns = targetColumns(insert, target);
        const size_t width = columns.empty() ? target.getFieldCount() : columns.size();
        std::vector<Table> sources;
        if (insert.query) sources.push_back(bind(*insert.query));
        for (const ast::QueryPtr& row : insert.rows) {
            if (row->items.size() != width) {
                fail(row->span, "this row has " + std::to_string(row->items.size()) + " values, but " +
                                    std::to_string(width) + " are expected (" + columnList(target, columns) + ")");
            }
            sources.push_back(bind(*row));
        }
        return rowCount(insert.table, insertInto(state(), insert.table, sources, columns));
    }

    /// The table column each name of INSERT's column list fills; empty when there is no list.
    std::vector<size_t> targetColumns(const ast::Insert& insert, const TableSchema& target) const {
        std::vector<size_t> columns;
        for (size_t i = 0; i < insert.columns.size(); ++i) {
            const int found =
                planner::findName(target.getFieldNames(), insert.columns[i], planner::NameMode::CaseInsensitive);
            if (found < 0) {
                std::string closest = closestName(insert.columns[i], target.getFieldNames());
                fail(insert.column_spans[i], "table '" + insert.table + "' has no column '" + insert.columns[i] + "'" +
                                                 (closest.empty() ? "" : "; did you mean '" + closest + "'?"));
            }
            const auto column = static_cast<size_t>(found);
            if (std::find(columns.begin(), columns.end(), column) != columns.end())
                fail(insert.column_spans[i], "column '" + insert.columns[i] + "' is named twice");
            columns.push_back(column);
        }
        return columns;
    }

    static std::string columnList(const TableSchema& target, const std::vector<size_t>& columns) {
        std::string out;
        const size_t width = columns.empty() ? target.getFieldCount() : columns.size();
        for (size_t i = 0; i < width; ++i) {
            if (i > 0) out += ", ";
            out += target.getFieldName(columns.empty() ? i : columns[i]);
        }
        return out;
    }

    TableResult operator()(const ast::Delete& del) const {
        // The rows kept: those for which the condition is not TRUE (FALSE or NULL), or none without WHERE.
        ast::Query keep;
        keep.span = statement.span;
        keep.items = {ast::makeStar(del.table_span)};
        ast::FromItem from;
        from.span = del.table_span;
        from.name = del.table;
        keep.from = {from};
        keep.where = del.where ? ast::makeCall("isNotTrue", {del.where}, del.where->span)
                               : ast::makeLiteral(ast::LiteralKind::Boolean, "false", statement.span);
        return rowCount(del.table, deleteRows(state(), del.table, bind(keep)));
    }

    TableResult operator()(const ast::IndexStatement&) const { return ok(); }

    TableResult operator()(const ast::CallProcedure& call) const {
        callProcedure(state(), call, makeErrorSource(source.text));
        return ok();
    }

    /// A relative path resolves as CREATE TABLE's do, against the script's folder when it has one.
    TableResult operator()(const ast::Copy& copy) const {
        return rowCount(copy.query ? "rows" : copy.table, copyRows(env, state(), copy, source));
    }

    TableResult operator()(const ast::LoadExtension& load) const {
        const std::filesystem::path file = planner::inputPath(load.file, source.base_dir);
        try {
            env.loadExtension(file.string());
        } catch (const ValidationError& error) {
            fail(load.file_span, error.message());
        }
        return ok();
    }

    TableResult operator()(const ast::SetOption& option) const {
        try {
            if (option.reset) {
                resetSetting(env.getConfig(), option.key);
            } else if (option.key.empty()) {
                std::vector<std::vector<std::string>> rows;
                for (const auto& [key, value] : settingValues(env.getConfig())) rows.push_back({key, value});
                return stringResult({"key", "value"}, rows);
            } else {
                setSetting(env.getConfig(), option.key, option.value);
            }
        } catch (const ValidationError& error) {
            fail(option.key.empty() ? statement.span : option.key_span, error.message());
        }
        return ok();
    }
};

}  // namespace

TableResult executeStatement(TableEnvironment& env, const ast::Statement& statement, const StatementSource& source) {
    try {
        return std::visit(Handlers{env, statement, source}, statement.body);
    } catch (ValidationError& error) {
        if (!error.span()) error.relocate(makeErrorSource(source.text), statement.span);
        throw;
    }
}

}  // namespace tabula::detail
