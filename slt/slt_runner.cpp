// One record at a time: statements must succeed, or fail with the expected message; a query's last result,
// formatted by type letter and sorted as asked, must match the expected rows, or hash to the expected MD5.
#include "slt/slt_runner.hpp"

#include <fstream>
#include <map>
#include <sstream>
#include <utility>

#include "slt/slt_match.hpp"
#include "slt/slt_values.hpp"

namespace tabula::slt {
namespace {

/// Every line of `text`, indented for a report.
std::string indented(const std::string& text) {
    std::string out;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) out += "    " + line + "\n";
    return out;
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

/// The state of one file's run: the hash threshold, the query labels and the counts.
class FileRun {
public:
    FileRun(std::string_view name, const RunOptions& options, const Executor& execute, std::ostream& out)
        : name_(name), options_(options), execute_(execute), out_(out) {}

    RunCounts run(const std::vector<Record>& records) {
        bool halted = false;
        for (const Record& record : records) {
            if (halted || record.skipped) {
                ++counts_.skipped;
                continue;
            }
            switch (record.kind) {
                case RecordKind::Halt: halted = true; break;
                case RecordKind::HashThreshold: threshold_ = record.threshold; break;
                case RecordKind::Invalid: fail(record, record.error); break;
                case RecordKind::StatementOk:
                case RecordKind::StatementError: runStatement(record); break;
                case RecordKind::Query: runQuery(record); break;
            }
        }
        return counts_;
    }

private:
    /// Counts a failure and reports it; `details` is written after the statement text.
    void fail(const Record& record, const std::string& what, const std::string& details = "") {
        ++counts_.failed;
        if (options_.quiet) return;
        out_ << name_ << ':' << record.line << ": " << what << '\n' << indented(record.sql) << details << '\n';
    }

    void runStatement(const Record& record) {
        const Outcome outcome = execute_(record.sql, record.sql_line);
        if (!outcome.error) {
            if (record.kind == RecordKind::StatementError)
                return fail(record, "statement succeeded but an error was expected");
        } else if (record.kind == RecordKind::StatementOk) {
            return fail(record, "statement failed", "error:\n" + indented(*outcome.error));
        } else if (!errorMatches(record.expected_error, *outcome.error)) {
            return fail(record, "statement failed with another error",
                        "expected an error containing:\n" + indented(record.expected_error) + "error:\n" +
                            indented(*outcome.error));
        }
        ++counts_.passed;
    }

    void runQuery(const Record& record) {
        const Outcome outcome = execute_(record.sql, record.sql_line);
        if (outcome.error) return fail(record, "query failed", "error:\n" + indented(*outcome.error));
        if (!outcome.result) return fail(record, "the last statement of a query record returned no rows");
        const size_t columns = outcome.result->columns;
        if (columns != record.types.size()) {
            return fail(record, "wrong column count",
                        "the record declares " + std::to_string(record.types.size()) + " columns ('" + record.types +
                            "') but the result has " + std::to_string(columns) + "\n");
        }
        Rows actual;
        for (const Row& row : outcome.result->rows) {
            std::vector<std::string>& cells = actual.emplace_back();
            for (size_t c = 0; c < columns; ++c)
                cells.push_back(formatValue(row.value(c), record.types[c], options_.dialect));
        }
        sortRows(actual, record.sort);
        const bool hashed = record.expected.size() == 1 && isHashLine(record.expected[0]);
        Rows expected = hashed ? Rows{{record.expected[0]}} : expectedRows(record.expected, columns);
        sortRows(expected, record.sort);
        if (hashed ? hashLine(actual) != record.expected[0] : !rowsMatch(expected, actual)) {
            const bool show_hash = hashed || (threshold_ > 0 && valueCount(actual) > threshold_);
            return fail(record, "wrong result",
                        "expected:\n" + showRows(expected) + "actual:\n" +
                            showRows(show_hash ? Rows{{hashLine(actual)}} : actual));
        }
        if (!record.label.empty() && !sameAsLabel(record, actual)) return;
        ++counts_.passed;
    }

    /// Queries sharing a label must give the same values; false (a failure reported) when this one differs.
    bool sameAsLabel(const Record& record, const Rows& actual) {
        auto [earlier, first] = labels_.try_emplace(record.label, record.line, actual);
        if (first || earlier->second.second == actual) return true;
        fail(record,
             "result differs from the query labelled '" + record.label + "' at line " +
                 std::to_string(earlier->second.first),
             "that query gave:\n" + showRows(earlier->second.second) + "this one:\n" + showRows(actual));
        return false;
    }

    std::string name_;
    const RunOptions& options_;
    const Executor& execute_;
    std::ostream& out_;
    size_t threshold_ = 0;
    std::map<std::string, std::pair<uint32_t, Rows>> labels_;  // label -> line and result of its first query
    RunCounts counts_;
};

}  // namespace

RunCounts& RunCounts::operator+=(const RunCounts& other) {
    passed += other.passed;
    failed += other.failed;
    skipped += other.skipped;
    return *this;
}

RunCounts runText(std::string_view name, std::string_view text, const RunOptions& options, const Executor& execute,
                  std::ostream& out) {
    return FileRun(name, options, execute, out).run(parseFile(text, options.dialect));
}

RunCounts runFile(const std::filesystem::path& path, const RunOptions& options, const Executor& execute,
                  std::ostream& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        out << path.string() << ": cannot read the file\n";
        return {.failed = 1};
    }
    std::stringstream text;
    text << in.rdbuf();
    return runText(path.string(), text.str(), options, execute, out);
}

}  // namespace tabula::slt
