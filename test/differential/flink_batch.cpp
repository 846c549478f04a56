#include "test/differential/flink_batch.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "tabula/tabula.hpp"

namespace tabula::differential {
namespace {

constexpr const char* kNullLiteral = "\\N";

/// A value as Flink's CSV format reads it back: the null literal for NULL; the generated texts need no quotes.
std::string csvField(const Value& value) {
    if (value.isNull()) return kNullLiteral;
    if (value.type().id() == TypeId::String) return value.asString();
    return std::to_string(value.asInt64());
}

std::string createTable(const GeneratedTable& table, const std::filesystem::path& file) {
    std::string ddl = "CREATE TABLE " + table.name + " (";
    for (size_t c = 0; c < table.columns.size(); ++c)
        ddl += (c ? ", " : "") + table.columns[c].name + " " + table.columns[c].type.toString();
    return ddl + ") WITH ('connector' = 'filesystem', 'path' = '" + file.string() +
           "', 'format' = 'csv', 'csv.null-literal' = '" + kNullLiteral + "')";
}

/// A cell as the runner's output holds it; generated queries return integers and texts only, which print alike.
std::optional<std::string> cellText(const Value& value) {
    if (value.isNull()) return std::nullopt;
    return canonicalValue(value);
}

FlinkOutcome tabulaOutcome(TableEnvironment& env, const ScriptStatement& statement) {
    FlinkOutcome outcome;
    try {
        TableResult result = env.executeStatement(statement);
        if (statement.kind() != StatementKind::Query && statement.kind() != StatementKind::Pipeline) return outcome;
        outcome.kind = FlinkOutcome::Kind::Rows;
        outcome.columns = result.getSchema().getFieldNames();
        for (const Row& row : result.collect()) {
            std::vector<std::optional<std::string>> cells;
            for (size_t i = 0; i < row.size(); ++i) cells.push_back(cellText(row.value(i)));
            outcome.rows.push_back(std::move(cells));
        }
    } catch (const Error& e) {
        outcome.kind = FlinkOutcome::Kind::Error;
        outcome.error = e.what();
    }
    return outcome;
}

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string shellQuoted(const std::string& text) {
    std::string quoted = "'";
    for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

}  // namespace

void FlinkBatch::addTables(std::vector<GeneratedTable>& tables) {
    const std::string suffix = "_" + std::to_string(tables_sql_.size());
    std::string sql;
    for (GeneratedTable& table : tables) {
        table.name += suffix;
        const std::filesystem::path file = dir_ / (table.name + ".csv");
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        for (const std::vector<Value>& row : table.rows) {
            for (size_t c = 0; c < row.size(); ++c) out << (c ? "," : "") << csvField(row[c]);
            out << "\n";
        }
        if (!out) throw std::runtime_error("cannot write " + file.string());
        addStatement(createTable(table, file));
        sql += tableAsSql(table);
    }
    tables_sql_.push_back(std::move(sql));
}

void FlinkBatch::addQuery(std::string text, bool ordered) {
    addStatement(text);
    queries_.push_back({statements_, std::move(text), ordered, tables_sql_.size() - 1});
}

void FlinkBatch::addStatement(const std::string& text) {
    script_ += text + ";\n";
    ++statements_;
}

std::map<int, FlinkOutcome> runOnTabula(const std::string& script) {
    TableEnvironment env;
    Script parsed(script);
    std::map<int, FlinkOutcome> outcomes;
    int number = 0;
    for (SourceSpan piece : parsed.pieces()) {
        std::optional<ScriptStatement> statement;
        try {
            statement = parsed.parse(piece);
        } catch (const ParseError& e) {
            outcomes[++number] = {FlinkOutcome::Kind::Error, {}, {}, e.what()};
            continue;
        }
        if (statement) outcomes[++number] = tabulaOutcome(env, *statement);
    }
    return outcomes;
}

std::map<int, FlinkOutcome> runOnFlink(const std::string& runner, const std::string& version,
                                       const std::filesystem::path& script) {
    const std::filesystem::path out = script.string() + "." + version + ".out";
    const std::filesystem::path err = script.string() + "." + version + ".err";
    const std::string command = shellQuoted(runner) + " --flink " + version + " " + shellQuoted(script.string()) +
                                " > " + shellQuoted(out.string()) + " 2> " + shellQuoted(err.string());
    if (std::system(command.c_str()) != 0) {
        std::string log = readFile(err);
        if (log.size() > 2000) log = "..." + log.substr(log.size() - 2000);
        throw std::runtime_error("flink/run-flink failed (" + command + "):\n" + log);
    }
    return parseFlinkOutput(readFile(out));
}

CanonicalRows canonicalRows(const FlinkOutcome& outcome, bool ordered) {
    CanonicalRows rows;
    for (const std::vector<std::optional<std::string>>& record : outcome.rows) {
        std::string line;
        for (size_t i = 0; i < record.size(); ++i) line += (i ? "|" : "") + record[i].value_or("NULL");
        rows.push_back(std::move(line));
    }
    if (!ordered) std::sort(rows.begin(), rows.end());
    return rows;
}

}  // namespace tabula::differential
