// One record at a time: statements must succeed or fail as they say; a query's values, formatted by type letter
// and sorted as asked, must equal the expected lines, or hash to the expected MD5.
#include "slt/slt_runner.hpp"

#include <functional>
#include <map>
#include <optional>
#include <regex>

#include "slt/slt_file.hpp"
#include "slt/slt_values.hpp"
#include "tabula/tabula.hpp"

namespace tabula::slt {
namespace {

/// Shown in a report: more lines than this are elided.
constexpr size_t kShownLines = 20;

bool isHashLine(const std::vector<std::string>& expected) {
    static const std::regex kHash("[0-9]+ values hashing to [0-9a-f]{32}");
    return expected.size() == 1 && std::regex_match(expected[0], kHash);
}

void writeLines(std::ostream& out, std::string_view title, const std::vector<std::string>& lines) {
    out << title << ":\n";
    for (size_t i = 0; i < lines.size() && i < kShownLines; ++i) out << "  " << lines[i] << '\n';
    if (lines.size() > kShownLines) out << "  ... (" << lines.size() - kShownLines << " more)\n";
}

class FileRun {
public:
    FileRun(std::string_view name, const RunOptions& options, std::ostream& out)
        : name_(name), options_(options), out_(out) {
        for (const auto& [key, value] : options.settings) env_.executeSql("SET '" + key + "' = '" + value + "'");
    }

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
    void pass() { ++counts_.passed; }

    /// Counts a failure and reports it; `detail` is written after the SQL.
    void fail(const Record& record, const std::string& what, const std::function<void()>& detail = {}) {
        ++counts_.failed;
        if (options_.quiet) return;
        out_ << name_ << ':' << record.line << ": " << what << '\n';
        if (!record.sql.empty()) out_ << record.sql << '\n';
        if (detail) detail();
        out_ << '\n';
    }

    void runStatement(const Record& record) {
        std::optional<std::string> error;
        try {
            env_.executeSql(record.sql).collect();
        } catch (const std::exception& e) {
            error = e.what();
        }
        if (record.kind == RecordKind::StatementOk && error) {
            fail(record, "statement failed", [&] { out_ << "error: " << *error << '\n'; });
        } else if (record.kind == RecordKind::StatementError && !error) {
            fail(record, "statement succeeded but an error was expected");
        } else {
            pass();
        }
    }

    void runQuery(const Record& record) {
        std::vector<std::string> values;
        size_t columns = 0;
        try {
            TableResult result = env_.executeSql(record.sql);
            columns = result.getSchema().getFieldCount();
            if (columns != record.types.size()) {
                return fail(record, "the query has " + std::to_string(columns) + " columns but the record's types '" +
                                        record.types + "' name " + std::to_string(record.types.size()));
            }
            for (const Row& row : result)
                for (size_t i = 0; i < columns; ++i) values.push_back(formatValue(row.values()[i], record.types[i]));
        } catch (const std::exception& e) {
            return fail(record, "query failed", [&] { out_ << "error: " << e.what() << '\n'; });
        }
        sortValues(values, columns, record.sort);
        const bool hashed = isHashLine(record.expected);
        const std::vector<std::string> actual =
            hashed || (threshold_ > 0 && values.size() > threshold_) ? std::vector<std::string>{hashLine(values)}
                                                                      : values;
        const bool matches = hashed ? actual == record.expected : values == record.expected;
        if (!matches) {
            return fail(record, "wrong result", [&] {
                writeLines(out_, "expected", record.expected);
                writeLines(out_, "actual", actual);
            });
        }
        if (!record.label.empty() && !sameAsLabel(record, hashLine(values))) return;
        pass();
    }

    /// Queries sharing a label must give the same values; false (a failure reported) when this one differs.
    bool sameAsLabel(const Record& record, const std::string& hash) {
        auto [it, first] = labels_.emplace(record.label, std::make_pair(hash, record.line));
        if (first || it->second.first == hash) return true;
        fail(record, "result differs from the query at line " + std::to_string(it->second.second) +
                         " with the same label '" + record.label + "'");
        return false;
    }

    std::string name_;
    const RunOptions& options_;
    std::ostream& out_;
    TableEnvironment env_;
    size_t threshold_ = 0;
    std::map<std::string, std::pair<std::string, uint32_t>> labels_;  // label -> hash, line of its first query
    RunCounts counts_;
};

}  // namespace

RunCounts runFile(std::string_view name, std::string_view text, const RunOptions& options, std::ostream& out) {
    return FileRun(name, options, out).run(parseFile(text));
}

}  // namespace tabula::slt
