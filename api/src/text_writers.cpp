// CSV, TSV, line mode, JSON and JSON lines writers: each row is written as it comes, as one write of a reused
// buffer.
// Values print in Flink's text form (Value::toString); only NULL and escaping differ between formats.
#include <algorithm>
#include <charconv>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "display_width.hpp"
#include "row_writers.hpp"

namespace tabula::detail {
namespace {

/// The text of a non-NULL value. Strings and integers, the common cases, are not copied into a new string: a string
/// is viewed where it is, an integer printed into `scratch`, whose memory is reused from row to row.
std::string_view valueText(const Value& value, std::string& scratch) {
    switch (value.type().id()) {
        case TypeId::String: return value.asString();
        case TypeId::TinyInt:
        case TypeId::SmallInt:
        case TypeId::Int:
        case TypeId::BigInt: {
            char digits[24];
            char* end = std::to_chars(digits, digits + sizeof digits, value.asInt64()).ptr;
            scratch.assign(digits, end);
            return scratch;
        }
        default: scratch.assign(value.toString()); return scratch;
    }
}

/// RFC 4180: a field is quoted when it holds the delimiter, a quote, CR or LF, or starts or ends with a space
/// (which other readers may trim); quotes inside are doubled. The empty string is "" (an empty unquoted field is
/// NULL), so that our reader reads every value back as it was.
bool needsCsvQuotes(std::string_view text, std::string_view delimiter) {
    if (text.empty() || text.front() == ' ' || text.back() == ' ') return true;
    const auto special = [](char c) { return c == '"' || c == '\r' || c == '\n'; };
    if (delimiter.size() == 1) {  // the usual case: one pass over the text
        const char d = delimiter[0];
        return std::any_of(text.begin(), text.end(), [&](char c) { return special(c) || c == d; });
    }
    return std::any_of(text.begin(), text.end(), special) || text.find(delimiter) != std::string_view::npos;
}

/// `looks_null`: the text equals the writer's text for NULL, so it is quoted to read back as text.
void appendCsvField(std::string_view text, std::string_view delimiter, bool looks_null, std::string& out) {
    if (!looks_null && !needsCsvQuotes(text, delimiter)) {
        out += text;
        return;
    }
    out += '"';
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    out += '"';
}

/// TSV cells cannot be quoted, so tab, newline, carriage return and backslash are escaped.
/// A text equal to the NULL text stays ambiguous: TSV has no quotes to tell them apart.
void appendTsvField(std::string_view text, std::string_view /*delimiter*/, bool /*looks_null*/, std::string& out) {
    for (char c : text) {
        switch (c) {
            case '\t': out += "\\t"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\\': out += "\\\\"; break;
            default: out += c;
        }
    }
}

/// CSV and TSV: optional header line, then one line per row; NULL is an empty field. Nothing at all for a
/// result without columns.
class DelimitedWriter final : public RowWriter {
public:
    using AppendField = void (*)(std::string_view text, std::string_view delimiter, bool looks_null, std::string& out);
    DelimitedWriter(bool header, std::string delimiter, AppendField append_field, std::ostream& out,
                    std::string null_text)
        : header_(header),
          delimiter_(std::move(delimiter)),
          append_field_(append_field),
          out_(out),
          null_text_(std::move(null_text)) {}

    void begin(const TableSchema& schema) override {
        columns_ = schema.getFieldCount();
        if (!header_ || columns_ == 0) return;
        line_.clear();
        for (size_t c = 0; c < columns_; ++c) {
            if (c > 0) line_ += delimiter_;
            append_field_(schema.getFieldName(c), delimiter_, false, line_);
        }
        line_ += '\n';
        out_.write(line_.data(), static_cast<std::streamsize>(line_.size()));
    }

    void write(const Row& row) override {
        if (columns_ == 0) return;
        line_.clear();
        for (size_t c = 0; c < row.size(); ++c) {
            if (c > 0) line_ += delimiter_;
            if (!row.isNull(c)) {
                const std::string_view text = valueText(row.value(c), scratch_);
                append_field_(text, delimiter_, !null_text_.empty() && text == null_text_, line_);
            } else if (!null_text_.empty()) {
                append_field_(null_text_, delimiter_, false, line_);
            }
        }
        line_ += '\n';
        out_.write(line_.data(), static_cast<std::streamsize>(line_.size()));
    }

    void end() override {}

private:
    bool header_;
    std::string delimiter_;
    AppendField append_field_;
    std::ostream& out_;
    std::string null_text_;  // "": an empty unquoted field
    size_t columns_ = 0;
    std::string line_;     // reused for every line
    std::string scratch_;  // a value's text, reused (valueText)
};

/// Line mode, as sqlite3's and DuckDB's: each row as `name = value` lines, the names right-aligned to the widest,
/// a blank line between rows; NULL as `null_text`.
class LineWriter final : public RowWriter {
public:
    LineWriter(std::ostream& out, std::string null_text) : out_(out), null_text_(std::move(null_text)) {}

    void begin(const TableSchema& schema) override {
        labels_.clear();
        size_t widest = 0;
        for (size_t c = 0; c < schema.getFieldCount(); ++c)
            widest = std::max(widest, displayWidth(schema.getFieldName(c)));
        for (size_t c = 0; c < schema.getFieldCount(); ++c) {
            const std::string& name = schema.getFieldName(c);
            labels_.push_back(std::string(widest - displayWidth(name), ' ') + name + " = ");
        }
        first_ = true;
    }

    void write(const Row& row) override {
        if (labels_.empty()) return;
        line_.clear();
        if (!first_) line_ += '\n';
        first_ = false;
        for (size_t c = 0; c < row.size(); ++c) {
            line_ += labels_[c];
            line_ += row.isNull(c) ? std::string_view(null_text_) : valueText(row.value(c), scratch_);
            line_ += '\n';
        }
        out_.write(line_.data(), static_cast<std::streamsize>(line_.size()));
    }

    void end() override {}

private:
    std::ostream& out_;
    std::string null_text_;
    std::vector<std::string> labels_;  // "  name = ", per column
    bool first_ = true;
    std::string line_;     // a row's lines, reused
    std::string scratch_;  // a value's text, reused (valueText)
};

/// A JSON string literal. Invalid UTF-8 is replaced rather than thrown on: output must not fail mid-result.
std::string jsonString(const std::string& text) {
    return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

/// A value as JSON. Numbers are written as Value::toString prints them, which is valid JSON number text
/// (12.65, 1.0E10, exact DECIMAL digits) except NaN and infinities, which become strings.
std::string jsonValue(const Value& value) {
    if (value.isNull()) return "null";
    const DataType& type = value.type();
    std::string text = value.toString();
    if (type.id() == TypeId::Boolean) return text;
    if (type.isNumeric()) {
        bool finite = !type.isApproximate() || (text != "NaN" && text != "Infinity" && text != "-Infinity");
        return finite ? text : jsonString(text);
    }
    return jsonString(text);
}

/// JSON (`array`: "[", objects separated by ",\n", "]"; "[]" when empty) and JSON lines (one object per line).
/// Objects are written by hand rather than through nlohmann::json so duplicate column names survive and DECIMAL
/// digits stay exact; keys are in column order.
class JsonWriter final : public RowWriter {
public:
    JsonWriter(bool array, std::ostream& out) : array_(array), out_(out) {}

    void begin(const TableSchema& schema) override {
        keys_.clear();
        for (size_t c = 0; c < schema.getFieldCount(); ++c) keys_.push_back(jsonString(schema.getFieldName(c)));
        rows_ = 0;
    }

    void write(const Row& row) override {
        line_.clear();
        if (array_) line_ += rows_ == 0 ? "[\n" : ",\n";
        line_ += '{';
        for (size_t c = 0; c < row.size(); ++c) {
            if (c > 0) line_ += ',';
            line_ += keys_[c];
            line_ += ':';
            line_ += jsonValue(row.value(c));
        }
        line_ += '}';
        if (!array_) line_ += '\n';
        out_.write(line_.data(), static_cast<std::streamsize>(line_.size()));
        ++rows_;
    }

    void end() override {
        if (array_) out_ << (rows_ == 0 ? "[]\n" : "\n]\n");
    }

private:
    bool array_;
    std::ostream& out_;
    std::vector<std::string> keys_;  // the column names as JSON strings
    size_t rows_ = 0;
    std::string line_;  // reused for every row
};

}  // namespace

std::unique_ptr<RowWriter> makeCsvWriter(bool header, std::string delimiter, std::ostream& out, std::string null_text) {
    return std::make_unique<DelimitedWriter>(header, std::move(delimiter), appendCsvField, out, std::move(null_text));
}

std::unique_ptr<RowWriter> makeTsvWriter(bool header, std::ostream& out, std::string null_text) {
    return std::make_unique<DelimitedWriter>(header, "\t", appendTsvField, out, std::move(null_text));
}

std::unique_ptr<RowWriter> makeLineWriter(std::ostream& out, std::string null_text) {
    return std::make_unique<LineWriter>(out, std::move(null_text));
}

std::unique_ptr<RowWriter> makeJsonWriter(std::ostream& out) { return std::make_unique<JsonWriter>(true, out); }

std::unique_ptr<RowWriter> makeJsonLinesWriter(std::ostream& out) { return std::make_unique<JsonWriter>(false, out); }

}  // namespace tabula::detail
