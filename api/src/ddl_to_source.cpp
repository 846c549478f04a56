// CREATE TABLE options -> CsvTableSource (a CSV or JSON lines file): one handler per WITH key, errors with a caret
// under the key.
#include "ddl_to_source.hpp"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <optional>

#include "option_suggestion.hpp"
#include "parser/action_helpers.hpp"
#include "planner/binder/sniffed_file.hpp"

namespace tabula::detail {
namespace {

ValidationError errorAt(std::string_view text, SourceSpan span, std::string_view message) {
    return ValidationError(std::string(message), span, makeErrorSource(text));
}

using parser::actions::lowerCase;

/// Option values may spell control characters as Flink documents: '\t', '\n', '\r', and '\\' for a backslash.
std::string unescapeControl(std::string_view value) {
    std::string out;
    for (size_t i = 0; i < value.size(); ++i) {
        if (value[i] != '\\' || i + 1 == value.size()) {
            out += value[i];
            continue;
        }
        switch (value[i + 1]) {
            case 't': out += '\t'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case '\\': out += '\\'; break;
            default: out += value[i]; continue;  // not an escape: keep the backslash and read on
        }
        ++i;
    }
    return out;
}

/// The options of one statement, read through a cursor that knows where each key stands in the script.
class OptionReader {
public:
    OptionReader(const ast::CreateTable& ddl, std::string_view text) : ddl_(ddl), text_(text) {}

    const std::string& key(size_t i) const { return ddl_.options[i].first; }
    const std::string& value(size_t i) const { return ddl_.options[i].second; }
    size_t size() const { return ddl_.options.size(); }

    [[noreturn]] void fail(size_t i, const std::string& message) const {
        SourceSpan span = i < ddl_.option_spans.size() ? ddl_.option_spans[i] : SourceSpan{};
        throw errorAt(text_, span, message);
    }

    bool boolean(size_t i) const {
        std::string lower = lowerCase(value(i));
        if (lower == "true") return true;
        if (lower == "false") return false;
        fail(i, "option '" + key(i) + "' must be 'true' or 'false', not '" + value(i) + "'.");
    }

    std::string nonEmpty(size_t i) const {
        std::string text = unescapeControl(value(i));
        if (text.empty()) fail(i, "option '" + key(i) + "' must not be empty.");
        return text;
    }

private:
    const ast::CreateTable& ddl_;
    std::string_view text_;
};

/// What the options say, before it becomes a builder (some options depend on others).
struct Settings {
    std::optional<std::string> connector;
    std::optional<std::string> path;
    CsvOptions csv;
    bool quote_set = false;
    bool quote_disabled = false;
    std::optional<bool> allow_comments;
    bool comment_prefix_set = false;
};

using OptionHandler = std::function<void(const OptionReader&, size_t, Settings&)>;

/// One handler per key; keys match case-sensitively, as in Flink.
const std::map<std::string, OptionHandler>& optionHandlers() {
    static const std::map<std::string, OptionHandler> handlers = {
        {"connector", [](const OptionReader& r, size_t i, Settings& s) { s.connector = r.value(i); }},
        {"path", [](const OptionReader& r, size_t i, Settings& s) { s.path = r.nonEmpty(i); }},
        {"format",
         [](const OptionReader& r, size_t i, Settings& s) {
             std::string format = lowerCase(r.value(i));
             if (format != "csv" && format != "json")
                 r.fail(i, "unsupported format '" + r.value(i) +
                               "'; tabula reads CSV and JSON lines files: use 'format' = 'csv' or 'json'.");
             s.csv.format = format == "json" ? FileFormat::Json : FileFormat::Csv;
         }},
        {"csv.field-delimiter",
         [](const OptionReader& r, size_t i, Settings& s) { s.csv.field_delimiter = r.nonEmpty(i); }},
        {"csv.line-delimiter",
         [](const OptionReader& r, size_t i, Settings& s) { s.csv.line_delimiter = r.nonEmpty(i); }},
        {"csv.quote-character",
         [](const OptionReader& r, size_t i, Settings& s) {
             std::string quote = unescapeControl(r.value(i));
             if (quote.size() != 1)
                 r.fail(i, "option 'csv.quote-character' must be a single character, not '" + r.value(i) + "'.");
             s.csv.quote_character = quote[0];
             s.quote_set = true;
         }},
        {"csv.disable-quote-character",
         [](const OptionReader& r, size_t i, Settings& s) { s.quote_disabled = r.boolean(i); }},
        {"csv.ignore-first-line",
         [](const OptionReader& r, size_t i, Settings& s) { s.csv.ignore_first_line = r.boolean(i); }},
        {"csv.comment-prefix",
         [](const OptionReader& r, size_t i, Settings& s) {
             s.csv.comment_prefix = r.nonEmpty(i);
             s.comment_prefix_set = true;
         }},
        {"csv.allow-comments", [](const OptionReader& r, size_t i, Settings& s) { s.allow_comments = r.boolean(i); }},
        {"csv.ignore-parse-errors",
         [](const OptionReader& r, size_t i, Settings& s) { s.csv.ignore_parse_errors = r.boolean(i); }},
        {"csv.null-literal", [](const OptionReader& r, size_t i, Settings& s) { s.csv.null_literal = r.value(i); }},
        {"json.ignore-parse-errors",
         [](const OptionReader& r, size_t i, Settings& s) { s.csv.ignore_parse_errors = r.boolean(i); }},
    };
    return handlers;
}

Settings readSettings(const OptionReader& reader) {
    const auto& handlers = optionHandlers();
    Settings settings;
    std::map<std::string, size_t> seen;
    for (size_t i = 0; i < reader.size(); ++i) {
        auto handler = handlers.find(reader.key(i));
        if (handler == handlers.end()) {
            std::string closest = suggestOptionKey(reader.key(i), knownTableOptions());
            std::string hint = closest.empty() ? ". Known options are 'connector', 'path', 'format' and the 'csv.' "
                                                 "options listed in docs/shell.md."
                                               : "; did you mean '" + closest + "'?";
            reader.fail(i, "unknown table option '" + reader.key(i) + "'" + hint);
        }
        if (!seen.emplace(reader.key(i), i).second) reader.fail(i, "option '" + reader.key(i) + "' is given twice.");
        handler->second(reader, i, settings);
    }
    // 'csv.' options belong to the CSV format and 'json.' options to JSON, as in Flink.
    std::string format = settings.csv.format == FileFormat::Json ? "json" : "csv";
    for (const auto& [key, index] : seen) {
        std::string key_format = key.substr(0, key.find('.'));
        if (key_format != key && key_format != format)
            reader.fail(index, "option '" + key + "' is for 'format' = '" + key_format + "'; this table's format is '" +
                                   format + "'.");
    }
    if (settings.quote_disabled && settings.quote_set)
        reader.fail(seen.at("csv.quote-character"),
                    "option 'csv.quote-character' cannot be set when 'csv.disable-quote-character' is 'true'.");
    return settings;
}

/// Which columns may not hold NULL: those declared NOT NULL and those of the primary key (a key implies NOT
/// NULL, as in Flink). Throws for a second primary key, or a key naming an unknown or repeated column.
std::vector<bool> notNullColumns(const ast::CreateTable& ddl, std::string_view text) {
    std::vector<bool> not_null;
    std::vector<std::string> names;
    size_t keys = 0;
    std::optional<SourceSpan> second_key;
    for (const ast::ColumnDef& column : ddl.columns) {
        not_null.push_back(column.not_null || column.primary_key);
        names.push_back(column.name);
        if (column.primary_key && keys++ == 1) second_key = column.span;
    }
    for (const ast::PrimaryKey& key : ddl.primary_keys) {
        if (keys++ == 1) second_key = key.span;
        std::vector<bool> in_key(names.size(), false);
        for (size_t i = 0; i < key.columns.size(); ++i) {
            auto found = std::find(names.begin(), names.end(), key.columns[i]);
            if (found == names.end()) {
                std::string closest = closestName(key.columns[i], names);
                throw errorAt(text, key.column_spans[i],
                              "PRIMARY KEY names column '" + key.columns[i] + "', which table '" + ddl.name +
                                  "' does not have" + (closest.empty() ? "." : "; did you mean '" + closest + "'?"));
            }
            size_t index = static_cast<size_t>(found - names.begin());
            if (in_key[index])
                throw errorAt(text, key.column_spans[i], "PRIMARY KEY names column '" + key.columns[i] + "' twice.");
            in_key[index] = not_null[index] = true;
        }
    }
    if (second_key)
        throw errorAt(text, *second_key,
                      "table '" + ddl.name + "' declares a second PRIMARY KEY; a table has at most one.");
    return not_null;
}

}  // namespace

const std::vector<std::string>& knownTableOptions() {
    static const std::vector<std::string> keys = [] {
        std::vector<std::string> out;
        for (const auto& [key, handler] : optionHandlers()) out.push_back(key);
        return out;
    }();
    return keys;
}

CsvTableSource csvSourceFromDdl(const ast::CreateTable& ddl, std::string_view text,
                                const std::filesystem::path& base_dir) {
    OptionReader reader(ddl, text);
    Settings settings = readSettings(reader);
    if (!settings.connector)
        throw ValidationError("table '" + ddl.name + "' has no 'connector' option; CSV files are read with " +
                              "WITH ('connector' = 'filesystem', 'path' = '...', 'format' = 'csv').");
    if (*settings.connector != "filesystem") {
        for (size_t i = 0; i < reader.size(); ++i) {
            if (reader.key(i) == "connector")
                reader.fail(i, "unsupported connector '" + *settings.connector +
                                   "'; tabula reads CSV files: use 'connector' = 'filesystem'.");
        }
    }
    if (!settings.path)
        throw ValidationError("table '" + ddl.name + "' has no 'path' option naming its CSV file, e.g. " +
                              "'path' = 'data/" + ddl.name + ".csv'.");
    if (settings.quote_disabled) settings.csv.quote_character.reset();
    if (settings.allow_comments.value_or(false) && !settings.comment_prefix_set) settings.csv.comment_prefix = "#";

    const std::filesystem::path path = planner::inputPath(*settings.path, base_dir);

    CsvTableSource::Builder builder = CsvTableSource::builder();
    builder.path(path.string());
    std::vector<bool> not_null = notNullColumns(ddl, text);
    for (size_t i = 0; i < ddl.columns.size(); ++i) {
        builder.field(ddl.columns[i].name, ddl.columns[i].type);
        if (not_null[i]) builder.notNull();
    }
    const CsvOptions& csv = settings.csv;
    builder.fieldDelimiter(csv.field_delimiter).lineDelimiter(csv.line_delimiter);
    if (csv.quote_character)
        builder.quoteCharacter(*csv.quote_character);
    else
        builder.noQuoteCharacter();
    if (csv.ignore_first_line) builder.ignoreFirstLine();
    if (csv.comment_prefix) builder.commentPrefix(*csv.comment_prefix);
    if (csv.ignore_parse_errors) builder.ignoreParseErrors();
    if (csv.null_literal) builder.nullLiteral(*csv.null_literal);
    builder.format(csv.format);
    return builder.build();
}

}  // namespace tabula::detail
