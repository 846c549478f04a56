// The JSON lines scan source: reads the file in chunks, parses each line with nlohmann_json's SAX interface
// into the text of each top-level value, converts the requested fields with the CSV field converters and pushes
// one row at a time; reports malformed lines as path:line, or skips and counts them when lenient; places a row's
// failure further on (a user function's) at path:line.
#include <algorithm>
#include <charconv>
#include <cstring>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "exec/csv/csv_field_converters.hpp"
#include "exec/csv/csv_input.hpp"
#include "exec/csv/csv_scan.hpp"
#include "exec/operators.hpp"
#include "exec/pipeline/state_cast.hpp"
#include "exec/row_failure.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

/// What one line said about one field.
enum class Found : uint8_t {
    Missing,  // no key: NULL
    Null,     // null: NULL
    Text,     // a string, number or boolean, as text
    Nested,   // an object or an array, which no column type holds
};

/// One field's value in the current line: its text (memory reused from line to line) and what it was.
struct FieldValue {
    Found found = Found::Missing;
    std::string text;
};

/// Marks a step that only checks its field: a lenient scan validates the fields a query does not read too, so
/// whether a line is skipped never depends on the projection (as in the CSV scan).
constexpr uint32_t kCheckOnly = UINT32_MAX;

/// A conversion of a row: the file field, its converter and the output cell (or kCheckOnly).
struct JsonStep {
    uint32_t field;
    DataType type;
    FieldConverter convert;
    uint32_t cell;
    bool not_null;
};

/// Everything a run needs to know, fixed when the scan is built.
struct JsonSpec {
    std::string path;
    TableSchema schema;
    CsvOptions options;
    std::vector<JsonStep> steps;  // the requested columns; in file order when lenient, with the check-only fields
    size_t cell_count;            // cells per output row
    std::unordered_map<std::string, uint32_t> field_of_key;
};

/// The SAX events of one line, turned into a FieldValue per field of the schema. A top-level value that is not
/// an object, or a syntax error, ends the parse with `error` set.
class LineHandler {
public:
    LineHandler(const JsonSpec& spec, std::vector<FieldValue>& values) : spec_(spec), values_(values) {}

    void reset() {
        depth_ = 0;
        current_ = nullptr;
        error_.clear();
        for (FieldValue& value : values_) value.found = Found::Missing;
    }
    const std::string& error() const { return error_; }

    bool null() { return scalar(Found::Null, {}); }
    bool boolean(bool value) { return scalar(Found::Text, value ? "true" : "false"); }
    bool number_integer(int64_t value) { return integer(value); }
    bool number_unsigned(uint64_t value) { return integer(value); }
    /// The number as written, so that DECIMAL digits stay exact.
    bool number_float(double, const std::string& raw) { return scalar(Found::Text, raw); }
    bool string(std::string& value) { return scalar(Found::Text, value); }
    bool binary(nlohmann::json::binary_t&) { return notAnObject(); }
    bool start_object(size_t) { return open(); }
    bool end_object() { return close(); }
    bool start_array(size_t) { return depth_ == 0 ? notAnObject() : open(); }
    bool end_array() { return close(); }
    bool key(std::string& name) {
        if (depth_ == 1) {
            auto found = spec_.field_of_key.find(name);
            current_ = found == spec_.field_of_key.end() ? nullptr : &values_[found->second];
        }
        return true;
    }
    bool parse_error(size_t, const std::string&, const nlohmann::json::exception& error) {
        // "[json.exception.parse_error.101] parse error at line 1, column 5: syntax error ..." -> "syntax error ..."
        std::string_view what = error.what();
        size_t column = what.find("column ");
        size_t colon = column == std::string_view::npos ? what.npos : what.find(": ", column);
        error_ = "malformed JSON: " + std::string(colon == what.npos ? what : what.substr(colon + 2));
        return false;
    }

private:
    template <class Integer>
    bool integer(Integer value) {
        char digits[24];
        char* end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        return scalar(Found::Text, std::string_view(digits, static_cast<size_t>(end - digits)));
    }

    bool scalar(Found found, std::string_view text) {
        if (depth_ == 0) return notAnObject();
        if (depth_ == 1 && current_) {
            current_->found = found;
            current_->text.assign(text);
        }
        return true;
    }

    bool open() {
        if (depth_ == 1 && current_) current_->found = Found::Nested;
        ++depth_;
        return true;
    }

    bool close() {
        --depth_;
        return true;
    }

    bool notAnObject() {
        error_ = "expected a JSON object per line";
        return false;
    }

    const JsonSpec& spec_;
    std::vector<FieldValue>& values_;
    int depth_ = 0;
    FieldValue* current_ = nullptr;  // the field the last key at depth 1 names, or nullptr for an unknown key
    std::string error_;
};

/// One pass over the file (the scan's local state).
class JsonScanRun final : public LocalState {
public:
    JsonScanRun(const JsonSpec& spec, QueryContext& ctx)
        : spec_(spec),
          ctx_(ctx),
          input_(spec.path, kCsvChunkSize),
          values_(spec.schema.getFieldCount()),
          handler_(spec, values_),
          cells_(spec.cell_count) {}

    /// Pushes the rows of the complete lines read so far, then reads the next chunk (so the Executor checks for
    /// cancellation every chunk). Done at the end of the file or when `out` refused a row.
    PhysicalOperator::Produced produceChunk(Downstream& out) {
        for (;;) {
            const char* begin = input_.begin();
            const char* end = input_.end();
            if (begin == end && input_.eof()) break;
            if (at_file_start_) {
                if (end - begin < 3 && !input_.eof()) return fill();
                at_file_start_ = false;
                if (end - begin >= 3 && std::memcmp(begin, "\xEF\xBB\xBF", 3) == 0) input_.consume(begin + 3);
                continue;
            }
            const char* newline = static_cast<const char*>(std::memchr(begin, '\n', static_cast<size_t>(end - begin)));
            if (!newline && !input_.eof()) return fill();
            const char* line_end = newline ? newline : end;
            input_.consume(newline ? newline + 1 : end);
            if (!line(begin, line_end, out)) break;
        }
        if (skipped_ > 0)
            ctx_.warn("skipped " + std::to_string(skipped_) + " malformed line(s) in " + spec_.path +
                      "; first: " + first_error_);
        return PhysicalOperator::Produced::Done;
    }

private:
    PhysicalOperator::Produced fill() {
        input_.fill();
        return PhysicalOperator::Produced::More;
    }

    /// Parses and pushes one line; false when the consumer wants no more rows.
    bool line(const char* begin, const char* end, Downstream& out) {
        uint64_t number = line_++;
        if (end > begin && end[-1] == '\r') --end;
        const char* first = begin;
        while (first != end && (*first == ' ' || *first == '\t')) ++first;
        if (first == end) return true;  // a blank line
        handler_.reset();
        if (!nlohmann::json::sax_parse(begin, end, &handler_)) {
            report(number, handler_.error());
            return true;
        }
        for (const JsonStep& step : spec_.steps) {
            const FieldValue& value = values_[step.field];
            const std::string& name = spec_.schema.getFieldName(step.field);
            Cell& cell = step.cell == kCheckOnly ? checked_ : cells_[step.cell];
            switch (value.found) {
                case Found::Missing:
                case Found::Null:
                    if (step.not_null) {
                        report(number, "NULL (" + std::string(value.found == Found::Null ? "null" : "no key") +
                                           ") in NOT NULL column '" + name + "'");
                        return true;
                    }
                    cell.null = true;
                    continue;
                case Found::Nested:
                    report(number, "column '" + name + "' holds a JSON object or array; a column of type " +
                                       step.type.toString() + " takes a string, number or boolean");
                    return true;
                case Found::Text: break;
            }
            ConvertStatus status = step.convert(value.text, step.type, cell);
            if (status != ConvertStatus::Ok) {
                report(number, conversionError(status, value.text, step));
                return true;
            }
        }
        return pushTracingFailures(
            cells_.data(), cells_.size(), 1, [&] { return out.push(RowView(cells_)); },
            [&](RowFailure& failure, size_t) { failure.place(spec_.path + ":" + std::to_string(number)); });
    }

    std::string conversionError(ConvertStatus status, const std::string& text, const JsonStep& step) const {
        std::string in_column = " in column '" + spec_.schema.getFieldName(step.field) + "'";
        std::string shown = text.size() <= 40 ? text : text.substr(0, 40) + "...";
        switch (status) {
            case ConvertStatus::OutOfRange:
                return "value '" + shown + "' is out of range for " + step.type.toString() + in_column;
            case ConvertStatus::InvalidUtf8: return "invalid UTF-8" + in_column;
            case ConvertStatus::TooManyFractionalDigits:
                return "value '" + shown + "' has more digits after the point than " + step.type.toString() + " holds" +
                       in_column;
            default: return "cannot parse '" + shown + "' as " + step.type.toString() + in_column;
        }
    }

    void report(uint64_t line, const std::string& what) {
        std::string message = spec_.path + ":" + std::to_string(line) + ": " + what;
        if (!spec_.options.ignore_parse_errors) throw IoError(message, spec_.path, line);
        if (skipped_++ == 0) first_error_ = std::move(message);
    }

    const JsonSpec& spec_;
    QueryContext& ctx_;
    CsvInput input_;
    std::vector<FieldValue> values_;  // per field of the file, for the current line
    LineHandler handler_;
    std::vector<Cell> cells_;
    Cell checked_;       // where check-only fields are converted to, and forgotten
    uint64_t line_ = 1;  // the line the next line() call reads
    bool at_file_start_ = true;
    uint64_t skipped_ = 0;
    std::string first_error_;
};

struct JsonScanGlobal final : GlobalState {
    explicit JsonScanGlobal(QueryContext& context) : ctx(context) {}
    QueryContext& ctx;
};

class JsonScan final : public PhysicalOperator {
public:
    JsonScan(JsonSpec spec, std::vector<DataType> types, ExplainParams params)
        : PhysicalOperator(std::move(types), {}), spec_(std::move(spec)), params_(std::move(params)) {}

    OperatorDescription describe() const override { return {"JsonScan", params_, std::nullopt}; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext& ctx) const override {
        return std::make_unique<JsonScanGlobal>(ctx);
    }
    std::unique_ptr<LocalState> makeSourceState(GlobalState* global) const override {
        return std::make_unique<JsonScanRun>(spec_, stateAs<JsonScanGlobal>(global).ctx);
    }
    Produced produce(Downstream& out, GlobalState*, LocalState* local) const override {
        return stateAs<JsonScanRun>(local).produceChunk(out);
    }

private:
    JsonSpec spec_;
    ExplainParams params_;
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeJsonScan(std::string path, TableSchema file_schema, CsvOptions options,
                                               std::vector<uint32_t> columns, ExplainParams params) {
    JsonSpec spec{std::move(path), std::move(file_schema), std::move(options), {}, columns.size(), {}};
    const size_t field_count = spec.schema.getFieldCount();
    std::vector<bool> not_null(field_count, false);
    for (uint32_t field : spec.options.not_null_fields) not_null.at(field) = true;
    for (uint32_t field = 0; field < field_count; ++field) spec.field_of_key[spec.schema.getFieldName(field)] = field;
    std::vector<DataType> types;
    for (uint32_t c = 0; c < columns.size(); ++c) {
        uint32_t field = columns[c];
        if (field >= field_count)
            throw ExecutionError("JSON scan of '" + spec.path + "' asks for field " + std::to_string(field) +
                                 " but the file has " + std::to_string(field_count) + " fields");
        const DataType& type = spec.schema.getFieldType(field);
        spec.steps.push_back(JsonStep{field, type, fieldConverterFor(type), c, not_null[field]});
        types.push_back(type);
    }
    if (spec.options.ignore_parse_errors) {
        for (uint32_t field = 0; field < field_count; ++field) {
            if (std::find(columns.begin(), columns.end(), field) != columns.end()) continue;
            const DataType& type = spec.schema.getFieldType(field);
            spec.steps.push_back(JsonStep{field, type, fieldConverterFor(type), kCheckOnly, not_null[field]});
        }
        // In file order, so the error a skipped line is reported with is its first one.
        std::stable_sort(spec.steps.begin(), spec.steps.end(),
                         [](const JsonStep& a, const JsonStep& b) { return a.field < b.field; });
    }
    return std::make_unique<JsonScan>(std::move(spec), std::move(types), std::move(params));
}

}  // namespace tabula::exec
