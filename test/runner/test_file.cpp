// Parses sqllogictest files: records separated by blank lines, control lines, comments.
#include "test/runner/test_file.hpp"

#include <sstream>
#include <stdexcept>

namespace tabula::slt {
namespace {

std::vector<std::string> splitLines(std::string_view text) {
    std::vector<std::string> lines;
    size_t begin = 0;
    while (begin < text.size()) {
        size_t end = text.find('\n', begin);
        if (end == std::string_view::npos) end = text.size();
        std::string line(text.substr(begin, end - begin));
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(std::move(line));
        begin = end + 1;
    }
    return lines;
}

std::vector<std::string> words(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> out;
    for (std::string word; in >> word;) out.push_back(word);
    return out;
}

bool blank(const std::string& line) { return line.find_first_not_of(" \t") == std::string::npos; }

/// Walks the lines of one file.
class Reader {
public:
    Reader(std::string_view text, std::string name) : lines_(splitLines(text)), name_(std::move(name)) {}

    std::vector<Record> records() {
        std::vector<Record> out;
        bool skipping = false;    // between `mode skip` and `mode unskip`
        bool skip_next = false;   // after `skipif tabula` / `onlyif <other>`
        while (next_ < lines_.size()) {
            const std::string& line = lines_[next_];
            if (blank(line) || line[0] == '#') {
                ++next_;
                continue;
            }
            std::vector<std::string> w = words(line);
            uint32_t line_number = static_cast<uint32_t>(next_ + 1);
            ++next_;
            if (w[0] == "halt") break;
            if (w[0] == "require" || w[0] == "hash-threshold") continue;
            if (w[0] == "mode") {
                if (w.size() == 2 && (w[1] == "skip" || w[1] == "unskip")) skipping = w[1] == "skip";
                else if (w.size() != 2 || w[1] != "output_result") fail(line_number, "unknown mode '" + line + "'");
                continue;
            }
            if (w[0] == "skipif" || w[0] == "onlyif") {
                if (w.size() < 2) fail(line_number, w[0] + " needs an engine name");
                skip_next = (w[0] == "skipif") == (w[1] == "tabula");
                continue;
            }
            Record record = w[0] == "statement" ? statement(w, line, line_number)
                            : w[0] == "query"   ? query(w, line_number)
                                                : fail(line_number, "unknown command '" + w[0] + "'");
            if (!skipping && !skip_next) out.push_back(std::move(record));
            skip_next = false;
        }
        return out;
    }

private:
    [[noreturn]] Record fail(uint32_t line, const std::string& message) const {
        throw std::runtime_error(name_ + ":" + std::to_string(line) + ": " + message);
    }

    /// Lines up to a blank line (or "----" when `stop_at_dashes`), consumed.
    std::vector<std::string> block(bool stop_at_dashes) {
        std::vector<std::string> out;
        while (next_ < lines_.size() && !blank(lines_[next_]) && !(stop_at_dashes && lines_[next_] == "----"))
            out.push_back(lines_[next_++]);
        return out;
    }

    /// Reads the statement text; true when a "----" line follows it (consumed).
    bool readSql(Record& record) {
        record.sql_line = static_cast<uint32_t>(next_ + 1);
        std::vector<std::string> sql = block(true);
        if (sql.empty()) fail(record.line, "the record has no statement text");
        for (const std::string& line : sql) record.sql += line + "\n";
        bool dashes = next_ < lines_.size() && lines_[next_] == "----";
        if (dashes) ++next_;
        return dashes;
    }

    Record statement(const std::vector<std::string>& w, const std::string& line, uint32_t line_number) {
        Record record;
        record.line = line_number;
        if (w.size() < 2 || (w[1] != "ok" && w[1] != "error"))
            fail(line_number, "expected 'statement ok' or 'statement error [message]'");
        if (w[1] == "ok" && w.size() > 2) fail(line_number, "'statement ok' takes nothing after it");
        record.expect_error = w[1] == "error";
        if (record.expect_error) {
            size_t message = line.find("error") + 5;
            size_t start = line.find_first_not_of(" \t", message);
            if (start != std::string::npos) record.expected_error = line.substr(start);
        }
        if (readSql(record)) {
            if (!record.expect_error) fail(line_number, "'statement ok' has no expected output after ----");
            std::vector<std::string> message = block(false);
            for (size_t i = 0; i < message.size(); ++i) record.expected_error += (i ? "\n" : "") + message[i];
        }
        return record;
    }

    Record query(const std::vector<std::string>& w, uint32_t line_number) {
        Record record;
        record.kind = Record::Kind::Query;
        record.line = line_number;
        if (w.size() < 2 || w.size() > 4)
            fail(line_number, "expected 'query <types> [nosort|rowsort|valuesort] [label]'");
        record.column_types = w[1];
        if (w.size() >= 3) {
            if (w[2] == "rowsort") record.sort = SortMode::RowSort;
            else if (w[2] == "valuesort") record.sort = SortMode::ValueSort;
            else if (w[2] != "nosort") fail(line_number, "unknown sort mode '" + w[2] + "'");
        }
        if (w.size() == 4) record.label = w[3];
        if (readSql(record)) record.expected = block(false);
        return record;
    }

    std::vector<std::string> lines_;
    std::string name_;
    size_t next_ = 0;
};

}  // namespace

std::vector<Record> parseTestFile(std::string_view text, const std::string& name) {
    return Reader(text, name).records();
}

}  // namespace tabula::slt
