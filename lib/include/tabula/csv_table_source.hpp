// CsvTableSource: a CSV file registered as a table, with Flink's constructor and builder.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tabula/schema.hpp"
#include "tabula/type.hpp"

namespace tabula {

/// How a table's file lays out its rows.
enum class FileFormat {
    Csv,   // delimited text, RFC 4180 by default
    Json,  // one JSON object per line, keyed by field name ('format' = 'json' in the shell's CREATE TABLE)
};

/// How a CSV file is read. Defaults follow RFC 4180 (quote '"'), not Flink's "no quoting".
struct CsvOptions {
    /// Json: the file is JSON lines; of the options below only not_null_fields and ignore_parse_errors apply.
    FileFormat format = FileFormat::Csv;
    std::string field_delimiter = ",";          // one or more characters
    std::string line_delimiter = "\n";          // "\n" also accepts "\r\n"; any other string is matched exactly
    std::optional<char> quote_character = '"';  // nullopt switches quoting off
    bool ignore_first_line = false;             // skip a header line
    std::optional<std::string> comment_prefix;  // lines starting with it are skipped
    bool ignore_parse_errors = false;           // skip (and count) malformed lines instead of failing
    /// An unquoted field holding exactly this text reads as NULL too (Flink's 'csv.null-literal', e.g. \N);
    /// writers write it for NULL.
    std::optional<std::string> null_literal;
    /// Positions of the NOT NULL fields: an empty unquoted field there is a malformed line, like a bad value.
    std::vector<uint32_t> not_null_fields;
    /// Set when the column types were sniffed (FROM 'file.csv'): appended to the error for a value that does not
    /// convert, to say where its type came from and how to declare the file instead.
    std::string sniffed_note;
};

/// A CSV file with a fixed schema. An empty unquoted field reads as NULL; a quoted empty field ("") as the
/// empty string. Copyable value type; the file is opened only when a query runs.
class CsvTableSource {
public:
    /// Flink's constructor: path, field names, field types (same length).
    CsvTableSource(std::string path, std::vector<std::string> field_names, std::vector<DataType> field_types,
                   CsvOptions options = {});

    class Builder;
    /// Flink's builder: CsvTableSource::builder().path(p).field("id", Types::INT()).ignoreFirstLine().build().
    static Builder builder();

    const std::string& path() const { return path_; }
    const TableSchema& getSchema() const { return schema_; }
    const CsvOptions& options() const { return options_; }

private:
    std::string path_;
    TableSchema schema_;
    CsvOptions options_;
};

class CsvTableSource::Builder {
public:
    Builder& path(std::string p);
    Builder& field(std::string name, DataType type);
    /// Declares the field added last NOT NULL (see CsvOptions::not_null_fields).
    Builder& notNull();
    Builder& fieldDelimiter(std::string d);
    Builder& lineDelimiter(std::string d);
    Builder& quoteCharacter(char q);
    Builder& noQuoteCharacter();
    Builder& ignoreFirstLine();
    Builder& commentPrefix(std::string prefix);
    Builder& ignoreParseErrors();
    /// See CsvOptions::null_literal.
    Builder& nullLiteral(std::string literal);
    /// The file's format (CSV by default); FileFormat::Json reads JSON lines.
    Builder& format(FileFormat f);
    /// Throws ValidationError when the path or the fields are missing, a field name repeats, a delimiter is
    /// empty, or notNull() came before any field.
    CsvTableSource build() const;

private:
    std::string path_;
    std::vector<std::string> names_;
    std::vector<DataType> types_;
    CsvOptions options_;
};

}  // namespace tabula
