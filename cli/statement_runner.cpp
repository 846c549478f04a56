// One handler per statement kind; queries and pipelines reach the engine through ScriptSlice so that errors
// keep script positions.
#include "cli/statement_runner.hpp"

#include <algorithm>
#include <cctype>

#include "cli/ddl_to_source.hpp"
#include "cli/pipeline_evaluator.hpp"
#include "cli/script_slice.hpp"
#include "lib/api/src/filesystem_table.hpp"

namespace tabula::cli {
namespace {

bool equalsIgnoreCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](unsigned char x, unsigned char y) {
               return std::tolower(x) == std::tolower(y);
           });
}

/// The registered name `name` refers to: exact match first, then case-insensitive (SQL names).
std::optional<std::string> registeredName(const TableEnvironment& env, std::string_view name) {
    std::vector<std::string> names = env.listTables();
    if (std::find(names.begin(), names.end(), name) != names.end()) return std::string(name);
    for (const std::string& candidate : names) {
        if (equalsIgnoreCase(candidate, name)) return candidate;
    }
    return std::nullopt;
}

/// A result of string columns built by the shell itself (SHOW TABLES, DESCRIBE).
TableResult stringResult(std::vector<std::string> names, const std::vector<std::vector<std::string>>& rows) {
    std::vector<DataType> types(names.size(), Types::STRING());
    auto schema = std::make_shared<const TableSchema>(std::move(names), std::move(types));
    std::vector<Row> out;
    for (const auto& row : rows) {
        std::vector<Value> values;
        for (const std::string& text : row) values.push_back(Value::string(text));
        out.emplace_back(schema, std::move(values));
    }
    return TableResult(schema, std::move(out), {});
}

/// The Table a query or pipeline statement describes; nullopt for other statements.
std::optional<Table> queryTable(const TableEnvironment& env, const ast::Statement& statement,
                                const ScriptContext& script) {
    if (std::holds_alternative<ast::QueryPtr>(statement.body)) {
        ScriptSlice slice = ScriptSlice::statement(script.text, statement.span);
        return slice.run(script.text, [&](std::string_view text) { return env.sqlQuery(text); });
    }
    if (const auto* pipeline = std::get_if<std::shared_ptr<const ast::Pipeline>>(&statement.body))
        return evaluatePipeline(env, **pipeline, script);
    return std::nullopt;
}

/// Runs one statement kind; the visitor's call operators are the handlers.
struct Handlers {
    TableEnvironment& env;
    const ast::Statement& statement;
    const ScriptContext& script;

    [[noreturn]] void fail(const std::string& message) const {
        throw validationErrorAt(script.text, statement.span, message);
    }

    StatementOutcome runQuery() const { return {queryTable(env, statement, script)->execute(), {}}; }
    StatementOutcome operator()(const ast::QueryPtr&) const { return runQuery(); }
    StatementOutcome operator()(const std::shared_ptr<const ast::Pipeline>&) const { return runQuery(); }

    StatementOutcome operator()(const ast::CreateTable& ddl) const {
        if (ddl.if_not_exists && registeredName(env, ddl.name)) return {};
        detail::registerFilesystemTable(env, ddl.name, csvSourceFromDdl(ddl, script));
        return {};
    }

    StatementOutcome operator()(const ast::CreateView& view) const {
        if (view.if_not_exists && registeredName(env, view.name)) return {};
        std::optional<Table> table;
        if (const auto* query = std::get_if<ast::QueryPtr>(&view.body)) {
            ScriptSlice slice = ScriptSlice::statement(script.text, (*query)->span);
            table = slice.run(script.text, [&](std::string_view text) { return env.sqlQuery(text); });
        } else {
            table = evaluatePipeline(env, *std::get<std::shared_ptr<const ast::Pipeline>>(view.body), script);
        }
        env.registerTable(view.name, *table);
        return {};
    }

    StatementOutcome operator()(const ast::DropTable& drop) const {
        std::optional<std::string> name = registeredName(env, drop.name);
        if (name) {
            drop.view ? env.dropTemporaryView(*name) : env.dropTemporaryTable(*name);
        } else if (!drop.if_exists) {
            std::string closest = closestName(drop.name, env.listTables());
            fail(std::string("cannot drop ") + (drop.view ? "view" : "table") + " '" + drop.name +
                 "': no such table or view" + (closest.empty() ? "." : "; did you mean '" + closest + "'?"));
        }
        return {};
    }

    StatementOutcome operator()(const ast::ShowTables&) const {
        std::vector<std::vector<std::string>> rows;
        for (const std::string& name : env.listTables()) rows.push_back({name});
        return {stringResult({"table name"}, rows), {}};
    }

    StatementOutcome operator()(const ast::Describe& describe) const {
        const TableSchema& schema = env.scan(describe.name).getSchema();
        std::vector<std::vector<std::string>> rows;
        for (size_t i = 0; i < schema.getFieldCount(); ++i)
            rows.push_back({schema.getFieldName(i), schema.getFieldType(i).toString()});
        return {stringResult({"name", "type"}, rows), {}};
    }

    StatementOutcome operator()(const ast::Explain& explain) const {
        std::optional<Table> table = queryTable(env, *explain.target, script);
        if (!table) fail("EXPLAIN takes a query or a Table API pipeline.");
        return {{}, table->explain()};
    }
};

/// Where the expression a run-time error names stands in the statement: the engine quotes it as written, as in
/// "division by zero in '1 / 0'". The whole statement when the message quotes nothing found in it.
SourceSpan failedExpressionSpan(std::string_view text, SourceSpan statement, std::string_view message) {
    std::string_view statement_text = text.substr(statement.begin, statement.end - statement.begin);
    constexpr std::string_view kIn = "in '";
    for (size_t open = message.find(kIn); open != std::string_view::npos; open = message.find(kIn, open + 1)) {
        size_t begin = open + kIn.size();
        // The quoted text may hold quotes itself: try the longest candidate first.
        for (size_t close = message.rfind('\''); close != std::string_view::npos && close > begin;
             close = message.rfind('\'', close - 1)) {
            size_t found = statement_text.find(message.substr(begin, close - begin));
            if (found == std::string_view::npos) continue;
            auto expression_begin = static_cast<uint32_t>(statement.begin + found);
            return {expression_begin, static_cast<uint32_t>(expression_begin + close - begin)};
        }
    }
    return statement;
}

}  // namespace

StatementOutcome runStatement(TableEnvironment& env, const ast::Statement& statement, const ScriptContext& script) {
    StatementOutcome outcome;
    withStatementPositions(statement, script,
                           [&] { outcome = std::visit(Handlers{env, statement, script}, statement.body); });
    return outcome;
}

void withStatementPositions(const ast::Statement& statement, const ScriptContext& script,
                            const std::function<void()>& action) {
    try {
        action();
    } catch (const ValidationError& error) {
        if (hasPosition(error.what())) throw;
        throw validationErrorAt(script.text, statement.span, error.what());
    } catch (const ExecutionError& error) {
        throw ExecutionError(formatExcerpt(script.text, failedExpressionSpan(script.text, statement.span, error.what()),
                                           error.what()));
    } catch (const IoError& error) {
        throw IoError(formatExcerpt(script.text, statement.span, error.what()), error.path(), error.line(),
                      error.column());
    }
}

}  // namespace tabula::cli
