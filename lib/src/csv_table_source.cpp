// CsvTableSource: Flink's constructor and builder, validating the description before any file is opened.
#include "tabula/csv_table_source.hpp"

#include <unordered_set>
#include <utility>

#include "tabula/error.hpp"

namespace tabula {

namespace {

void validate(const std::string& path, const std::vector<std::string>& names, const std::vector<DataType>& types,
              const CsvOptions& options) {
    if (path.empty()) throw ValidationError("CSV table source has an empty path; give the file to read");
    std::string source = "CSV table source '" + path + "'";
    if (names.size() != types.size())
        throw ValidationError(source + " has " + std::to_string(names.size()) + " field names but " +
                              std::to_string(types.size()) + " field types; give one type per field");
    if (names.empty()) throw ValidationError(source + " has no fields; declare at least one field");
    std::unordered_set<std::string_view> seen;
    for (size_t i = 0; i < names.size(); ++i) {
        const std::string& name = names[i];
        if (name.empty()) throw ValidationError(source + " has a field with an empty name");
        if (!seen.insert(name).second)
            throw ValidationError(source + " declares field '" + name + "' twice; field names must be unique");
        if (types[i].isNull())
            throw ValidationError(source + " gives field '" + name + "' the type NULL; give it a column type");
    }
    for (uint32_t field : options.not_null_fields)
        if (field >= names.size())
            throw ValidationError(source + " declares field " + std::to_string(uint64_t{field} + 1) +
                                  " NOT NULL but has " + std::to_string(names.size()) + " fields");
    if (options.field_delimiter.empty())
        throw ValidationError(source + " has an empty field delimiter; use \",\" or another non-empty string");
    if (options.line_delimiter.empty())
        throw ValidationError(source + " has an empty line delimiter; use \"\\n\" or another non-empty string");
    if (options.comment_prefix && options.comment_prefix->empty())
        throw ValidationError(source + " has an empty comment prefix, which would skip every line");
    if (options.quote_character && (options.field_delimiter.find(*options.quote_character) != std::string::npos ||
                                    options.line_delimiter.find(*options.quote_character) != std::string::npos))
        throw ValidationError(source + " uses its quote character '" + std::string(1, *options.quote_character) +
                              "' inside a delimiter; choose another quote character or noQuoteCharacter()");
}

}  // namespace

CsvTableSource::CsvTableSource(std::string path, std::vector<std::string> field_names,
                               std::vector<DataType> field_types, CsvOptions options)
    : path_(std::move(path)), options_(std::move(options)) {
    validate(path_, field_names, field_types, options_);
    schema_ = TableSchema(std::move(field_names), std::move(field_types));
}

CsvTableSource::Builder CsvTableSource::builder() { return Builder(); }

CsvTableSource::Builder& CsvTableSource::Builder::path(std::string p) {
    path_ = std::move(p);
    return *this;
}

CsvTableSource::Builder& CsvTableSource::Builder::field(std::string name, DataType type) {
    names_.push_back(std::move(name));
    types_.push_back(type);
    return *this;
}

CsvTableSource::Builder& CsvTableSource::Builder::notNull() {
    // names_.size() - 1 wraps for a builder without fields, which build() then rejects as out of range.
    options_.not_null_fields.push_back(static_cast<uint32_t>(names_.size() - 1));
    return *this;
}

CsvTableSource::Builder& CsvTableSource::Builder::fieldDelimiter(std::string d) {
    options_.field_delimiter = std::move(d);
    return *this;
}

CsvTableSource::Builder& CsvTableSource::Builder::lineDelimiter(std::string d) {
    options_.line_delimiter = std::move(d);
    return *this;
}

CsvTableSource::Builder& CsvTableSource::Builder::quoteCharacter(char q) {
    options_.quote_character = q;
    return *this;
}

CsvTableSource::Builder& CsvTableSource::Builder::noQuoteCharacter() {
    options_.quote_character.reset();
    return *this;
}

CsvTableSource::Builder& CsvTableSource::Builder::ignoreFirstLine() {
    options_.ignore_first_line = true;
    return *this;
}

CsvTableSource::Builder& CsvTableSource::Builder::commentPrefix(std::string prefix) {
    options_.comment_prefix = std::move(prefix);
    return *this;
}

CsvTableSource::Builder& CsvTableSource::Builder::ignoreParseErrors() {
    options_.ignore_parse_errors = true;
    return *this;
}

CsvTableSource::Builder& CsvTableSource::Builder::nullLiteral(std::string literal) {
    options_.null_literal = std::move(literal);
    return *this;
}

CsvTableSource::Builder& CsvTableSource::Builder::format(FileFormat f) {
    options_.format = f;
    return *this;
}

CsvTableSource CsvTableSource::Builder::build() const { return CsvTableSource(path_, names_, types_, options_); }

}  // namespace tabula
