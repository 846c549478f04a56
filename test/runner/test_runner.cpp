// Executes sqllogictest records through the shell's statement runner and compares results as text.
#include "test/runner/test_runner.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <ostream>
#include <sstream>

#include <re2/re2.h>

#include "cli/error_report.hpp"
#include "cli/statement_runner.hpp"
#include "parser/parse.hpp"
#include "test/runner/test_file.hpp"

namespace tabula::slt {
namespace {

using Rows = std::vector<std::vector<std::string>>;

/// A temporary folder for one test file (`__TEST_DIR__`), removed with everything in it.
class TempDir {
public:
    TempDir() {
        std::string pattern = (std::filesystem::temp_directory_path() / "tabula_slt_XXXXXX").string();
        if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot create a temporary folder");
        path_ = pattern;
    }
    ~TempDir() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

std::string replaceAll(std::string text, std::string_view from, const std::string& to) {
    for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
    return text;
}

std::vector<std::string> splitTabs(const std::string& line) {
    std::vector<std::string> cells;
    size_t begin = 0;
    for (size_t tab = line.find('\t'); tab != std::string::npos; tab = line.find('\t', begin)) {
        cells.push_back(line.substr(begin, tab - begin));
        begin = tab + 1;
    }
    cells.push_back(line.substr(begin));
    return cells;
}

/// The outcome as text rows: a result's values, or the non-blank lines of EXPLAIN text as a single column.
Rows renderOutcome(cli::StatementOutcome& outcome, const std::string& types) {
    Rows rows;
    if (outcome.result) {
        for (const Row& row : *outcome.result) {
            std::vector<std::string>& cells = rows.emplace_back();
            for (size_t c = 0; c < row.size(); ++c)
                cells.push_back(renderValue(row.value(c), c < types.size() ? types[c] : 'T'));
        }
    } else if (outcome.text) {
        std::istringstream lines(*outcome.text);
        for (std::string line; std::getline(lines, line);) {
            if (line.find_first_not_of(" \t") != std::string::npos) rows.push_back({line});
        }
    }
    return rows;
}

/// Reads a statement's result into memory, so that errors further into the data fail the record that ran it.
void readResult(cli::StatementOutcome& outcome, const ast::Statement& statement, const cli::ScriptContext& script) {
    if (!outcome.result) return;
    cli::withStatementPositions(statement, script, [&] {
        auto schema = std::make_shared<const TableSchema>(outcome.result->getSchema());
        std::vector<Row> rows = outcome.result->collect();
        std::vector<std::string> warnings = outcome.result->warnings();
        outcome.result.emplace(std::move(schema), std::move(rows), std::move(warnings));
    });
}

size_t columnCount(const cli::StatementOutcome& outcome) {
    return outcome.result ? outcome.result->getSchema().getFieldCount() : 1;
}

/// Expected lines as rows: tab-separated values per row, or (DuckDB's other layout) one value per line.
Rows expectedRows(const std::vector<std::string>& lines, size_t columns) {
    Rows rows;
    for (const std::string& line : lines) rows.push_back(splitTabs(line));
    bool one_per_line = columns > 1 && !rows.empty() && rows.size() % columns == 0 &&
                        std::all_of(rows.begin(), rows.end(), [](const auto& row) { return row.size() == 1; });
    if (!one_per_line) return rows;
    Rows regrouped;
    for (size_t i = 0; i < rows.size(); i += columns) {
        std::vector<std::string>& row = regrouped.emplace_back();
        for (size_t c = 0; c < columns; ++c) row.push_back(rows[i + c][0]);
    }
    return regrouped;
}

void sortRows(Rows& rows, SortMode mode) {
    if (mode == SortMode::RowSort) std::sort(rows.begin(), rows.end());
    if (mode != SortMode::ValueSort) return;
    std::vector<std::string> values;
    for (const auto& row : rows) values.insert(values.end(), row.begin(), row.end());
    std::sort(values.begin(), values.end());
    rows.clear();
    for (std::string& value : values) rows.push_back({std::move(value)});
}

/// An expected cell matches literally, or as `<REGEX>:pattern` (found anywhere in the value) or
/// `<!REGEX>:pattern` (found nowhere).
bool cellMatches(const std::string& expected, const std::string& actual) {
    for (bool negated : {false, true}) {
        std::string prefix = negated ? "<!REGEX>:" : "<REGEX>:";
        if (expected.rfind(prefix, 0) == 0)
            return RE2::PartialMatch(actual, RE2(expected.substr(prefix.size()))) != negated;
    }
    return expected == actual;
}

bool rowsMatch(const Rows& expected, const Rows& actual) {
    if (expected.size() != actual.size()) return false;
    for (size_t r = 0; r < expected.size(); ++r) {
        if (expected[r].size() != actual[r].size()) return false;
        for (size_t c = 0; c < expected[r].size(); ++c) {
            if (!cellMatches(expected[r][c], actual[r][c])) return false;
        }
    }
    return true;
}

std::string showRows(const Rows& rows) {
    std::string out;
    for (const auto& row : rows) {
        out += "    ";
        for (size_t c = 0; c < row.size(); ++c) out += (c ? "\t" : "") + row[c];
        out += '\n';
    }
    return out.empty() ? "    (no rows)\n" : out;
}

std::string indent(const std::string& text) {
    std::string out;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) out += "    " + line + "\n";
    return out;
}

/// The state of one file's run: its environment, temporary folder and query labels.
class FileRun {
public:
    FileRun(const std::filesystem::path& path, const RunnerOptions& options, std::ostream& out)
        : path_(path), out_(out) {
        env_.getConfig().disabled_rules = options.disabled_rules;
        env_.getConfig().verify_plans = true;
    }

    void run(const Record& record) {
        ++summary_.records;
        if (record.kind == Record::Kind::Statement)
            runStatement(record);
        else
            runQuery(record);
    }

    const FileSummary& summary() const { return summary_; }

private:
    /// Runs every statement of the record's text; returns the last outcome. Throws the first error.
    cli::StatementOutcome execute(const std::string& sql) {
        std::vector<ast::Statement> statements = parser::parseScript(sql);
        cli::ScriptContext script{sql, path_.parent_path()};
        cli::StatementOutcome last;
        for (const ast::Statement& statement : statements) {
            last = cli::runStatement(env_, statement, script);
            readResult(last, statement, script);
        }
        return last;
    }

    std::string sqlOf(const Record& record) const {
        return replaceAll(record.sql, "__TEST_DIR__", temp_dir_.path().string());
    }

    std::string errorText(const std::exception& error, const Record& record) const {
        return cli::errorReport(error, {path_.string(), record.sql_line - 1});
    }

    void fail(const Record& record, const std::string& what, const std::string& details) {
        ++summary_.failures;
        out_ << path_.string() << ":" << record.line << ": " << what << "\n" << indent(record.sql) << details;
    }

    void runStatement(const Record& record) {
        try {
            execute(sqlOf(record));
        } catch (const std::exception& error) {
            std::string message = errorText(error, record);
            if (!record.expect_error)
                fail(record, "statement failed", "got the error:\n" + indent(message));
            else if (message.find(record.expected_error) == std::string::npos &&
                     !cellMatches(record.expected_error, message))
                fail(record, "statement failed with another error",
                     "expected an error containing:\n" + indent(record.expected_error) + "got:\n" + indent(message));
            return;
        }
        if (record.expect_error) fail(record, "statement succeeded but an error was expected", "");
    }

    void runQuery(const Record& record) {
        cli::StatementOutcome outcome;
        try {
            outcome = execute(sqlOf(record));
        } catch (const std::exception& error) {
            fail(record, "query failed", "got the error:\n" + indent(errorText(error, record)));
            return;
        }
        if (!outcome.result && !outcome.text) {
            fail(record, "the last statement of a query record returned no rows", "");
            return;
        }
        size_t columns = columnCount(outcome);
        if (columns != record.column_types.size()) {
            fail(record, "wrong column count",
                 "the record declares " + std::to_string(record.column_types.size()) + " columns ('" +
                     record.column_types + "') but the result has " + std::to_string(columns) + "\n");
            return;
        }
        Rows actual = renderOutcome(outcome, record.column_types);
        Rows expected = expectedRows(record.expected, columns);
        sortRows(actual, record.sort);
        sortRows(expected, record.sort);
        if (!rowsMatch(expected, actual)) {
            fail(record, "wrong result", "expected:\n" + showRows(expected) + "got:\n" + showRows(actual));
            return;
        }
        if (record.label.empty()) return;
        auto [earlier, first] = labels_.try_emplace(record.label, record.line, actual);
        if (!first && earlier->second.second != actual)
            fail(record, "result differs from the query labelled '" + record.label + "' at line " +
                             std::to_string(earlier->second.first),
                 "that query gave:\n" + showRows(earlier->second.second) + "this one:\n" + showRows(actual));
    }

    std::filesystem::path path_;
    std::ostream& out_;
    TableEnvironment env_;
    TempDir temp_dir_;
    std::map<std::string, std::pair<uint32_t, Rows>> labels_;  // label -> line and result of its first query
    FileSummary summary_;
};

}  // namespace

std::string renderValue(const Value& value, char column_type) {
    if (value.isNull()) return "NULL";
    std::string text = value.toString();
    if (value.type().id() == TypeId::String && text.empty()) return "(empty)";
    if (column_type == 'R' && value.type().isNumeric()) {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%.3f", std::strtod(text.c_str(), nullptr));
        return buffer;
    }
    return text;
}

FileSummary runTestFile(const std::filesystem::path& path, const RunnerOptions& options, std::ostream& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        out << path.string() << ": cannot read the file\n";
        return {0, 1};
    }
    std::stringstream text;
    text << in.rdbuf();
    try {
        std::vector<Record> records = parseTestFile(text.str(), path.string());
        FileRun run(path, options, out);
        for (const Record& record : records) run.run(record);
        return run.summary();
    } catch (const std::exception& error) {
        out << error.what() << "\n";
        return {0, 1};
    }
}

}  // namespace tabula::slt
