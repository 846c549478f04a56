// Sniffing: the sample is split with every candidate delimiter and quote by the CSV reader's own splitter, the
// columns' values are typed by the reader's own converters (planner/csv_column_guess.hpp), and the first line is
// judged against the types the other lines give.
#include "planner/csv_sniffer.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string_view>
#include <vector>

#include "exec/csv/csv_splitter.hpp"
#include "exec/file_access.hpp"
#include "planner/binder/name_index.hpp"
#include "planner/csv_column_guess.hpp"
#include "tabula/error.hpp"

namespace tabula::planner {
namespace {

/// The delimiter and quote are chosen from the records in this many first bytes of the sample.
constexpr size_t kDialectBytes = 64 * 1024;
/// A record of more fields than this ends the sample.
constexpr size_t kMaxColumns = 4096;

/// The first bytes of the file, after a UTF-8 byte-order mark (which the CSV reader skips too).
struct Sample {
    std::string text;
    bool whole_file = false;  // the file ends where the sample does
};

/// One field of a sampled record: its content, as CsvField delimits it.
struct SampledField {
    std::string_view text;
    bool quoted = false;

    bool isNull() const { return text.empty() && !quoted; }
};
/// One sampled record: its fields and where it ends in the sample.
struct SampledRecord {
    std::vector<SampledField> fields;
    size_t end = 0;  // offset of the byte after it
};

ValidationError unreadable(const std::string& path, const std::string& why) {
    return ValidationError("cannot read '" + path + "': " + why);
}

/// Whether the file's extension says tab-separated values; throws for an extension that is no delimited text.
bool tabSeparated(const std::string& path) {
    const std::string extension = lowerCase(std::filesystem::path(path).extension().string());
    if (extension == ".tsv") return true;
    if (extension == ".csv" || extension == ".txt") return false;
    throw ValidationError("cannot read '" + path +
                          "' as a table: only files ending in .csv, .tsv or .txt are read without a CREATE TABLE; "
                          "declare other files with CREATE TABLE ... WITH ('connector' = 'filesystem', ...)");
}

Sample readSample(const std::string& path, size_t bytes) {
    std::error_code error;
    const std::filesystem::file_status status = std::filesystem::status(path, error);
    if (!std::filesystem::exists(status)) {
        const std::filesystem::path absolute = std::filesystem::absolute(path, error);
        throw unreadable(path, "no such file" + (absolute.string() == path ? "" : " (" + absolute.string() + ")"));
    }
    if (!std::filesystem::is_regular_file(status)) throw unreadable(path, "it is not a regular file");
    exec::ReadableFile file(path);
    // The file is there but the system cannot read it (permissions, a failing disk): an IoError, as the scan's.
    if (!file.isOpen()) throw IoError("cannot read '" + path + "': " + std::strerror(errno), path);
    Sample sample;
    sample.text.resize(bytes + 1);  // the byte beyond the sample tells whether the file goes on
    const ssize_t got = file.readAt(sample.text.data(), sample.text.size(), 0);
    if (got < 0) throw IoError("cannot read '" + path + "': " + std::strerror(errno), path);
    const auto read = static_cast<size_t>(got);
    sample.whole_file = read <= bytes;
    sample.text.resize(std::min(read, bytes));
    if (sample.text.starts_with("\xEF\xBB\xBF")) sample.text.erase(0, 3);
    return sample;
}

/// The records of the sample's first `limit` bytes as `options` split them, of any number of fields; blank lines
/// are passed over. Stops at a record that does not split (a quote error, a record the sample's end cuts).
std::vector<SampledRecord> splitRecords(const Sample& sample, const CsvOptions& options, size_t limit) {
    const exec::CsvSplitter splitter(options, kMaxColumns);
    std::vector<exec::CsvField> fields(kMaxColumns);
    std::vector<SampledRecord> records;
    const char* const begin = sample.text.data();
    const char* const end = begin + sample.text.size();
    for (const char* p = begin; p < end && static_cast<size_t>(p - begin) < limit;) {
        const exec::SplitResult split = splitter.split(p, end, sample.whole_file, fields.data());
        const bool split_ok = split.outcome == exec::SplitOutcome::Record ||
                              split.outcome == exec::SplitOutcome::WrongFieldCount ||
                              split.outcome == exec::SplitOutcome::EmptyLine;
        if (!split_ok || split.field_count > kMaxColumns) break;
        if (split.outcome != exec::SplitOutcome::EmptyLine) {
            SampledRecord& record = records.emplace_back();
            for (size_t i = 0; i < split.field_count; ++i) {
                const exec::CsvField& field = fields[i];
                record.fields.push_back({{field.begin, static_cast<size_t>(field.end - field.begin)}, field.quoted});
            }
            record.end = static_cast<size_t>(split.next - begin);
        }
        p = split.next;
    }
    return records;
}

/// Where the records that have as many fields as the first, from the first on, end.
size_t consistentBytes(const std::vector<SampledRecord>& records) {
    size_t count = 0;
    while (count < records.size() && records[count].fields.size() == records[0].fields.size()) ++count;
    return count == 0 ? 0 : records[count - 1].end;
}

/// The delimiter and quote character whose records, from the first on, keep the same number of fields the
/// furthest into the sample (more fields breaking a tie, the candidates' order a further one). Measured in bytes,
/// not records, as a wrong quote character may split a record holding a line break into several.
CsvOptions chooseDialect(const Sample& sample, const SniffOptions& options, bool tab_separated) {
    std::vector<std::string> delimiters = {",", ";", "\t", "|"};
    if (options.delimiter) {
        delimiters = {*options.delimiter};
    } else if (tab_separated) {
        delimiters = {"\t"};
    }
    std::vector<std::optional<char>> quotes = {'"', '\'', std::nullopt};
    if (options.quote) quotes = {*options.quote};
    CsvOptions best;
    size_t best_bytes = 0;
    size_t best_fields = 0;
    bool first = true;
    for (const std::string& delimiter : delimiters) {
        for (const std::optional<char>& quote : quotes) {
            CsvOptions candidate;
            candidate.field_delimiter = delimiter;
            candidate.quote_character = quote;
            const std::vector<SampledRecord> records = splitRecords(sample, candidate, kDialectBytes);
            const size_t consistent = consistentBytes(records);
            const size_t fields = records.empty() ? 0 : records[0].fields.size();
            if (first || consistent > best_bytes || (consistent == best_bytes && fields > best_fields)) {
                best = candidate;
                best_bytes = consistent;
                best_fields = fields;
                first = false;
            }
        }
    }
    return best;
}

/// The field's text with doubled quote characters collapsed: a header's name as the reader would read it.
std::string unquoted(const SampledField& field, const std::optional<char>& quote) {
    std::string text(field.text);
    if (!field.quoted || !quote) return text;
    const std::string doubled(2, *quote);
    for (size_t at = text.find(doubled); at != std::string::npos; at = text.find(doubled, at + 1)) text.erase(at, 1);
    return text;
}

/// Whether `first` names the columns whose other records gave `types` (see sniffCsvFile).
bool looksLikeHeader(const std::vector<SampledField>& first, const std::vector<ColumnGuess>& columns) {
    for (size_t c = 0; c < first.size(); ++c) {
        if (first[c].text.empty()) return false;
        for (size_t d = 0; d < c; ++d)
            if (equalsIgnoringCase(first[c].text, first[d].text)) return false;
    }
    bool all_text = true;
    for (size_t c = 0; c < first.size(); ++c) {
        if (columns[c].type() == Types::STRING()) continue;
        all_text = false;
        if (!columns[c].fits(first[c].text)) return true;
    }
    if (!all_text) return false;
    for (const SampledField& field : first) {
        ColumnGuess alone;
        alone.add(field.text);
        if (alone.type() != Types::STRING()) return false;
    }
    return true;
}

/// The header's names, or column0, column1, ... without a header; an empty or repeated name becomes
/// column<i> too, so every column can be named.
std::vector<std::string> columnNames(const std::vector<SampledField>* header, size_t width,
                                     const std::optional<char>& quote) {
    std::vector<std::string> names;
    for (size_t c = 0; c < width; ++c) {
        std::string name = header ? unquoted((*header)[c], quote) : "";
        const bool taken = std::any_of(names.begin(), names.end(),
                                       [&](const std::string& other) { return equalsIgnoringCase(other, name); });
        names.push_back(name.empty() || taken ? "column" + std::to_string(c) : std::move(name));
    }
    return names;
}

/// `text` as a SQL string literal.
std::string sqlString(std::string_view text) {
    std::string literal = "'";
    for (const char c : text) literal += c == '\'' ? std::string("''") : std::string(1, c);
    return literal + "'";
}

/// What a value that does not convert adds to its error: where its column's type came from, and the CREATE TABLE
/// that reads the file as sniffed, for the user to change the types in.
std::string sniffedNote(const std::string& path, const std::vector<std::string>& names,
                        const std::vector<DataType>& types, const CsvOptions& options, size_t sampled_rows) {
    std::string columns;
    for (size_t c = 0; c < names.size(); ++c) columns += (c ? ", `" : "`") + names[c] + "` " + types[c].toString();
    std::string with = "'connector' = 'filesystem', 'path' = " + sqlString(path) + ", 'format' = 'csv'";
    if (options.field_delimiter != ",") with += ", 'csv.field-delimiter' = " + sqlString(options.field_delimiter);
    if (!options.quote_character) {
        with += ", 'csv.disable-quote-character' = 'true'";
    } else if (*options.quote_character != '"') {
        with += ", 'csv.quote-character' = " + sqlString(std::string(1, *options.quote_character));
    }
    if (options.ignore_first_line) with += ", 'csv.ignore-first-line' = 'true'";
    const std::string table = std::filesystem::path(path).stem().string();
    return "the type was sniffed from the first " + std::to_string(sampled_rows) +
           " rows; to read this value, declare the file with CREATE TABLE `" + table + "` (" + columns + ") WITH (" +
           with + ") and a type that holds it";
}

}  // namespace

CsvTableSource sniffCsvFile(const std::string& path, const SniffOptions& options) {
    const bool tab_separated = tabSeparated(path);
    const Sample sample = readSample(path, options.sample_bytes);
    CsvOptions csv = chooseDialect(sample, options, tab_separated);
    const std::vector<SampledRecord> records = splitRecords(sample, csv, sample.text.size());
    const size_t width = records.empty() ? 1 : records[0].fields.size();
    std::vector<ColumnGuess> columns(width);
    const auto guessFrom = [&](size_t from) {
        for (size_t r = from; r < records.size(); ++r) {
            const std::vector<SampledField>& fields = records[r].fields;
            if (fields.size() != width) continue;  // the reader refuses it: it types no column
            for (size_t c = 0; c < width; ++c)
                if (!fields[c].isNull()) columns[c].add(fields[c].text);
        }
    };
    guessFrom(1);
    const bool header = !records.empty() && options.header.value_or(looksLikeHeader(records[0].fields, columns));
    if (!header) guessFrom(0);
    csv.ignore_first_line = header;
    std::vector<std::string> names = columnNames(header ? &records[0].fields : nullptr, width, csv.quote_character);
    std::vector<DataType> types;
    for (const ColumnGuess& column : columns) types.push_back(column.type());
    const size_t sampled_rows = records.size() - (header ? 1 : 0);
    csv.sniffed_note = sniffedNote(path, names, types, csv, sampled_rows);
    return CsvTableSource(path, std::move(names), std::move(types), std::move(csv));
}

}  // namespace tabula::planner
