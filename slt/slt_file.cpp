// The reader walks the file line by line: condition lines, a header line, then the record's body up to a blank
// line (for queries split at "----").
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

std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    size_t pos = 0;
    while (pos < line.size()) {
        size_t begin = line.find_first_not_of(" \t", pos);
        if (begin == std::string_view::npos) break;
        size_t end = line.find_first_of(" \t", begin);
        if (end == std::string_view::npos) end = line.size();
        out.push_back(line.substr(begin, end - begin));
        pos = end;
    }
    return out;
}

bool isBlank(std::string_view line) { return line.find_first_not_of(" \t") == std::string_view::npos; }

/// Reads the query header's words after `query` into `record`; false when they are malformed.
bool readQueryHeader(const std::vector<std::string_view>& header, Record& record) {
    if (header.size() < 2 || header.size() > 4) return false;
    record.types = std::string(header[1]);
    for (char type : record.types)
        if (type != 'I' && type != 'T' && type != 'R') return false;
    if (header.size() >= 3) {
        if (header[2] == "nosort") record.sort = SortMode::NoSort;
        else if (header[2] == "rowsort") record.sort = SortMode::RowSort;
        else if (header[2] == "valuesort") record.sort = SortMode::ValueSort;
        else return false;
    }
    if (header.size() == 4) record.label = std::string(header[3]);
    return true;
}

/// The record whose header is lines[i]; advances i past its body.
Record readRecord(const std::vector<std::string_view>& lines, size_t& i, bool skipped) {
    Record record;
    record.line = static_cast<uint32_t>(i + 1);
    record.skipped = skipped;
    const std::vector<std::string_view> header = words(lines[i++]);
    auto readSql = [&](bool stop_at_dashes) {
        std::string sql;
        for (; i < lines.size() && !isBlank(lines[i]); ++i) {
            if (stop_at_dashes && lines[i] == "----") break;
            if (!sql.empty()) sql += '\n';
            sql += lines[i];
        }
        return sql;
    };
    if (header[0] == "statement" && header.size() == 2 && (header[1] == "ok" || header[1] == "error")) {
        record.kind = header[1] == "ok" ? RecordKind::StatementOk : RecordKind::StatementError;
        record.sql = readSql(false);
    } else if (header[0] == "query") {
        record.kind = RecordKind::Query;
        if (!readQueryHeader(header, record)) {
            record.kind = RecordKind::Invalid;
            record.error = "malformed query header: expected query <types I/T/R> [nosort|rowsort|valuesort] [label]";
        }
        record.sql = readSql(true);
        if (i < lines.size() && lines[i] == "----") {
            for (++i; i < lines.size() && !isBlank(lines[i]); ++i) record.expected.emplace_back(lines[i]);
        }
    } else if (header[0] == "hash-threshold" && header.size() == 2) {
        record.kind = RecordKind::HashThreshold;
        auto [end, error] = std::from_chars(header[1].data(), header[1].data() + header[1].size(), record.threshold);
        if (error != std::errc() || end != header[1].data() + header[1].size()) {
            record.kind = RecordKind::Invalid;
            record.error = "hash-threshold takes a number, not '" + std::string(header[1]) + "'";
        }
    } else if (header[0] == "halt" && header.size() == 1) {
        record.kind = RecordKind::Halt;
    } else {
        record.error = "unknown record '" + std::string(lines[record.line - 1]) + "'";
    }
    // Whatever the record holds up to the next blank line belongs to it.
    while (i < lines.size() && !isBlank(lines[i])) ++i;
    return record;
}

}  // namespace

std::vector<Record> parseFile(std::string_view text) {
    std::vector<std::string_view> lines = splitLines(text);
    std::vector<Record> records;
    size_t i = 0;
    bool skipped = false;
    while (i < lines.size()) {
        if (isBlank(lines[i]) || lines[i].front() == '#') {
            ++i;
            continue;
        }
        std::vector<std::string_view> line = words(lines[i]);
        if ((line[0] == "skipif" || line[0] == "onlyif") && line.size() >= 2) {
            const bool this_engine = line[1] == kEngineName;
            if (line[0] == "skipif" ? this_engine : !this_engine) skipped = true;
            ++i;
            continue;
        }
        records.push_back(readRecord(lines, i, skipped));
        skipped = false;
    }
    return records;
}

}  // namespace tabula::slt
