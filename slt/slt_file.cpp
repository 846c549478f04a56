// The reader walks the file line by line: condition and mode lines, a header line, then the record's body up to
// a blank line (split at "----" into the statement text and what is expected of it).
#include "slt/slt_file.hpp"

#include <charconv>

namespace tabula::slt {
namespace {

std::vector<std::string_view> splitLines(std::string_view text) {
    std::vector<std::string_view> lines;
    size_t begin = 0;
    while (begin < text.size()) {
        size_t end = text.find('\n', begin);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(begin, end - begin);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        begin = end + 1;
    }
    return lines;
}

std::vector<std::string> words(std::string_view line) {
    std::vector<std::string> out;
    size_t pos = 0;
    while (pos < line.size()) {
        size_t begin = line.find_first_not_of(" \t", pos);
        if (begin == std::string_view::npos) break;
        size_t end = line.find_first_of(" \t", begin);
        if (end == std::string_view::npos) end = line.size();
        out.emplace_back(line.substr(begin, end - begin));
        pos = end;
    }
    return out;
}

bool isBlank(std::string_view line) { return line.find_first_not_of(" \t") == std::string_view::npos; }

void makeInvalid(Record& record, std::string error) {
    record.kind = RecordKind::Invalid;
    record.error = std::move(error);
}

/// Walks the lines of one file.
class Reader {
public:
    Reader(std::string_view text, Dialect dialect) : lines_(splitLines(text)), dialect_(dialect) {}

    std::vector<Record> records() {
        std::vector<Record> out;
        bool skipping = false;  // between `mode skip` and `mode unskip`
        bool excluded = false;  // a condition before the next record excludes this engine
        while (next_ < lines_.size()) {
            const std::string_view line = lines_[next_];
            if (isBlank(line) || line.front() == '#') {
                ++next_;
                continue;
            }
            const std::vector<std::string> w = words(line);
            const bool condition = (w[0] == "skipif" || w[0] == "onlyif") && w.size() >= 2;
            if (condition) {
                if ((w[0] == "skipif") == (w[1] == kEngineName)) excluded = true;
                ++next_;
                continue;
            }
            if (dialect_ == Dialect::DuckDb && isSuiteControl(w, skipping)) {
                ++next_;
                continue;
            }
            Record record = readRecord(w);
            record.skipped = skipping || excluded;
            excluded = false;
            out.push_back(std::move(record));
        }
        return out;
    }

private:
    /// True for the suite's lines that are no record: `require ...`, `mode output_result`, and `mode skip` /
    /// `mode unskip`, which set `skipping`.
    static bool isSuiteControl(const std::vector<std::string>& w, bool& skipping) {
        if (w[0] == "require") return true;
        if (w[0] != "mode" || w.size() != 2) return false;
        if (w[1] == "skip" || w[1] == "unskip") skipping = w[1] == "skip";
        return w[1] == "skip" || w[1] == "unskip" || w[1] == "output_result";
    }

    /// Lines up to a blank line (or "----" when `stop_at_dashes`), consumed.
    std::vector<std::string_view> block(bool stop_at_dashes) {
        std::vector<std::string_view> out;
        while (next_ < lines_.size() && !isBlank(lines_[next_]) && !(stop_at_dashes && lines_[next_] == "----"))
            out.push_back(lines_[next_++]);
        return out;
    }

    /// Reads the statement text up to "----" or a blank line; true when a "----" line follows it (consumed).
    bool readSql(Record& record) {
        record.sql_line = static_cast<uint32_t>(next_ + 1);
        for (std::string_view line : block(true)) {
            if (!record.sql.empty()) record.sql += '\n';
            record.sql += line;
        }
        if (record.sql.empty()) makeInvalid(record, "the record has no statement text");
        const bool dashes = next_ < lines_.size() && lines_[next_] == "----";
        if (dashes) ++next_;
        return dashes;
    }

    /// The record whose header is the current line; consumes it up to the next blank line.
    Record readRecord(const std::vector<std::string>& w) {
        Record record;
        record.line = static_cast<uint32_t>(next_ + 1);
        const std::string_view header = lines_[next_++];
        if (w[0] == "statement")
            readStatement(w, header, record);
        else if (w[0] == "query")
            readQuery(w, record);
        else if (w[0] == "hash-threshold")
            readHashThreshold(w, record);
        else if (w[0] == "halt")
            record.kind = RecordKind::Halt;
        else if (w[0] == "skipif" || w[0] == "onlyif")
            makeInvalid(record, w[0] + " needs an engine name");
        else
            makeInvalid(record, "unknown command '" + w[0] + "'");
        // Whatever the record holds up to the next blank line belongs to it.
        while (next_ < lines_.size() && !isBlank(lines_[next_])) ++next_;
        return record;
    }

    void readStatement(const std::vector<std::string>& w, std::string_view header, Record& record) {
        if (w.size() < 2 || (w[1] != "ok" && w[1] != "error"))
            return makeInvalid(record, "expected 'statement ok' or 'statement error [message]'");
        if (w[1] == "ok" && w.size() > 2) return makeInvalid(record, "'statement ok' takes nothing after it");
        record.kind = w[1] == "ok" ? RecordKind::StatementOk : RecordKind::StatementError;
        if (record.kind == RecordKind::StatementError) {
            const size_t message = header.find_first_not_of(" \t", header.find("error") + 5);
            if (message != std::string_view::npos) record.expected_error = header.substr(message);
        }
        if (!readSql(record)) return;
        // The expected message may instead stand on the lines after "----" (DuckDB's newer form).
        if (record.kind == RecordKind::StatementOk)
            return makeInvalid(record, "'statement ok' has no expected output after ----");
        const std::vector<std::string_view> message = block(false);
        for (size_t i = 0; i < message.size(); ++i) {
            if (i > 0) record.expected_error += '\n';
            record.expected_error += message[i];
        }
    }

    void readQuery(const std::vector<std::string>& w, Record& record) {
        if (w.size() < 2 || w.size() > 4)
            return makeInvalid(record, "expected 'query <types> [nosort|rowsort|valuesort] [label]'");
        record.kind = RecordKind::Query;
        record.types = w[1];
        if (dialect_ == Dialect::Sqlite) {
            for (char type : record.types)
                if (type != 'I' && type != 'T' && type != 'R')
                    return makeInvalid(record, "unknown column type '" + std::string(1, type) + "' in '" +
                                                   record.types + "': the types are I, T and R");
        }
        if (w.size() >= 3) {
            if (w[2] == "rowsort")
                record.sort = SortMode::RowSort;
            else if (w[2] == "valuesort")
                record.sort = SortMode::ValueSort;
            else if (w[2] != "nosort")
                return makeInvalid(record, "unknown sort mode '" + w[2] + "'");
        }
        if (w.size() == 4) record.label = w[3];
        if (!readSql(record)) return;
        for (std::string_view line : block(false)) record.expected.emplace_back(line);
    }

    static void readHashThreshold(const std::vector<std::string>& w, Record& record) {
        record.kind = RecordKind::HashThreshold;
        const std::string count = w.size() == 2 ? w[1] : "";
        auto [end, error] = std::from_chars(count.data(), count.data() + count.size(), record.threshold);
        if (count.empty() || error != std::errc() || end != count.data() + count.size())
            makeInvalid(record, "hash-threshold takes a number, not '" + count + "'");
    }

    std::vector<std::string_view> lines_;
    Dialect dialect_;
    size_t next_ = 0;
};

}  // namespace

std::vector<Record> parseFile(std::string_view text, Dialect dialect) { return Reader(text, dialect).records(); }

}  // namespace tabula::slt
