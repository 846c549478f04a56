// The CSV scan source: reads the file in chunks, splits records, converts the requested fields into cells and
// pushes them in batches of rows, a chunk per produce() call; reports malformed input as path:line:column, or
// skips and counts it when lenient; places a row's failure further on (a user function's) at path:line.
#include "exec/csv/csv_scan.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <span>
#include <utility>

#include "exec/csv/csv_field_converters.hpp"
#include "exec/csv/csv_input.hpp"
#include "exec/csv/csv_splitter.hpp"
#include "exec/operators.hpp"
#include "exec/pipeline/state_cast.hpp"
#include "exec/row_failure.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {

namespace {

/// Marks a step that only checks its field: a lenient scan validates the fields a query does not read, so
/// whether a line is skipped never depends on the projection.
constexpr uint32_t kCheckOnly = UINT32_MAX;

/// Rows converted before they are pushed in one batch: a grouped aggregate or a join above hashes and fetches a
/// batch's keys ahead. The batch's text cells view the read buffer, so a batch is pushed before every refill.
constexpr size_t kBatchRows = 128;

/// One conversion of a row: the file field, how it is converted, and the output cell it fills (or kCheckOnly).
struct FieldStep {
    uint32_t field;
    DataType type;
    FieldConverter convert;
    uint32_t cell;
    bool not_null;  // an empty unquoted field (NULL) is an error
};

/// Everything a run needs to know, fixed when the scan is built.
struct ScanSpec {
    std::string path;
    TableSchema schema;
    CsvOptions options;
    std::vector<FieldStep> steps;  // the requested columns; in file order when lenient, with the check-only fields
    size_t cell_count;             // cells per output row
    size_t max_repeats;            // the most times one field appears among the columns (sizes the unquoting buffer)
    size_t chunk_size;
};

std::string plural(size_t n, const char* noun) { return std::to_string(n) + " " + noun + (n == 1 ? "" : "s"); }

/// A field's text for an error message, shortened when long (never cutting a UTF-8 sequence).
std::string shown(std::string_view text) {
    constexpr size_t kMaxShown = 40;
    if (text.size() <= kMaxShown) return std::string(text);
    size_t cut = kMaxShown;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
    return std::string(text.substr(0, cut)) + "...";
}

/// Copies quoted text, collapsing each doubled quote to one, into `out`; returns the copy.
std::string_view collapseQuotes(std::string_view text, char quote, char* out) {
    size_t n = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        out[n++] = text[i];
        if (text[i] == quote) ++i;  // inside quotes every quote is doubled
    }
    return std::string_view(out, n);
}

/// One pass over the file (the scan's local state), pushing rows into the Downstream of the current produce().
class CsvScanRun final : public LocalState {
public:
    CsvScanRun(const ScanSpec& spec, QueryContext& ctx)
        : spec_(spec),
          ctx_(ctx),
          input_(spec.path, spec.chunk_size),
          splitter_(spec.options, spec.schema.getFieldCount()),
          fields_(spec.schema.getFieldCount()),
          batch_(kBatchRows * spec.cell_count),
          skip_header_(spec.options.ignore_first_line) {}

    /// Pushes the rows of the data read so far, then reads the next chunk: one chunk_size read per call, so the
    /// Executor checks for cancellation every chunk. Returns Done at the end of the file or when `out` refused.
    PhysicalOperator::Produced produceChunk(Downstream& out) {
        out_ = &out;
        for (;;) {
            if (input_.begin() == input_.end() && input_.eof()) break;
            const char* next = nullptr;
            Step step = advance(input_.begin(), input_.end(), input_.eof(), next);
            if (step == Step::NeedMoreInput) {
                if (!pushBatch()) break;
                input_.fill();
                return PhysicalOperator::Produced::More;
            }
            input_.consume(next);
            if (step == Step::Stop) break;
        }
        pushBatch();
        if (skipped_ > 0)
            ctx_.warn("skipped " + std::to_string(skipped_) + " malformed line(s) in " + spec_.path +
                      "; first: " + first_error_);
        return PhysicalOperator::Produced::Done;
    }

private:
    enum class Step : uint8_t { NeedMoreInput, Continue, Stop };

    /// Handles whatever starts at `begin`: a byte-order mark, a skipped line or a record. Sets `next` to where the
    /// following step starts. NeedMoreInput only when !eof.
    Step advance(const char* begin, const char* end, bool eof, const char*& next) {
        size_t available = static_cast<size_t>(end - begin);
        if (at_file_start_) {
            static constexpr char kByteOrderMark[] = "\xEF\xBB\xBF";
            if (available < 3 && !eof) return Step::NeedMoreInput;
            at_file_start_ = false;
            bool bom = available >= 3 && std::memcmp(begin, kByteOrderMark, 3) == 0;
            next = begin + (bom ? 3 : 0);
            return Step::Continue;
        }
        if (skip_header_) {
            Step step = skipLine(begin, end, eof, next);
            skip_header_ = step == Step::NeedMoreInput;
            return step;
        }
        if (const auto& prefix = spec_.options.comment_prefix) {
            if (available < prefix->size() && !eof) return Step::NeedMoreInput;
            if (available >= prefix->size() && std::memcmp(begin, prefix->data(), prefix->size()) == 0)
                return skipLine(begin, end, eof, next);
        }
        return record(begin, end, eof, next);
    }

    Step skipLine(const char* begin, const char* end, bool eof, const char*& next) {
        std::optional<CsvLine> line = splitter_.findLine(begin, end);
        if (!line && !eof) return Step::NeedMoreInput;
        next = line ? line->next : end;
        ++line_;
        return Step::Continue;
    }

    Step record(const char* begin, const char* end, bool eof, const char*& next) {
        SplitResult split = splitter_.split(begin, end, eof, fields_.data());
        if (split.outcome == SplitOutcome::NeedMoreInput) return Step::NeedMoreInput;
        next = split.next;
        if (split.outcome == SplitOutcome::EmptyLine) {
            // Blank lines at the end of the file are ignored, so they are only judged once a record follows.
            if (pending_empty_lines_++ == 0) first_empty_line_ = line_;
            ++line_;
            return Step::Continue;
        }
        if (pending_empty_lines_ > 0 && !flushEmptyLines()) return Step::Stop;
        uint64_t record_line = line_;
        line_ += split.multiline ? splitter_.countLines(begin, split.next) : 1;
        size_t expected = spec_.schema.getFieldCount();
        bool go_on = true;
        switch (split.outcome) {
            case SplitOutcome::Record: go_on = emit(begin, record_line); break;
            case SplitOutcome::WrongFieldCount:
                go_on =
                    reject(begin, record_line, split.error_at,
                           "expected " + plural(expected, "field") + " but found " + std::to_string(split.field_count));
                break;
            case SplitOutcome::UnterminatedQuote:
                go_on = reject(begin, record_line, split.error_at,
                               "unterminated quoted field " + fieldLabel(split.field_count));
                break;
            case SplitOutcome::TextAfterQuote:
                go_on = reject(begin, record_line, split.error_at,
                               "unexpected text after the closing quote " + fieldLabel(split.field_count));
                break;
            default: break;
        }
        return go_on ? Step::Continue : Step::Stop;
    }

    /// Blank lines followed by a record: a row of NULL in a one-column file whose column may be NULL, malformed
    /// lines otherwise.
    bool flushEmptyLines() {
        size_t count = std::exchange(pending_empty_lines_, 0);
        bool nullable =
            std::none_of(spec_.steps.begin(), spec_.steps.end(), [](const FieldStep& s) { return s.not_null; });
        if (spec_.schema.getFieldCount() == 1 && nullable) {
            for (size_t i = 0; i < count; ++i) {
                for (Cell& cell : nextRow()) cell.null = true;
                if (!rowDone(false)) return false;
            }
            return true;
        }
        size_t expected = spec_.schema.getFieldCount();
        std::string what = expected == 1 ? nullInNotNullColumn(0)
                                         : "expected " + plural(expected, "field") + " but found an empty line";
        for (size_t i = 0; i < count; ++i)
            if (!report(first_empty_line_, 1, what)) return false;
        return true;
    }

    /// Converts the requested fields into the batch's next row; false when the consumer wants no more rows.
    bool emit(const char* record_begin, uint64_t record_line) {
        char* scratch = nullptr;
        const std::span<Cell> cells = nextRow();
        for (const FieldStep& step : spec_.steps) {
            const CsvField& field = fields_[step.field];
            Cell& cell = step.cell == kCheckOnly ? checked_ : cells[step.cell];
            if (isNull(field)) {
                if (step.not_null) {
                    return reject(record_begin, record_line, field.begin, nullInNotNullColumn(step.field));
                }
                cell.null = true;
                continue;
            }
            std::string_view text(field.begin, static_cast<size_t>(field.end - field.begin));
            if (field.has_doubled_quote) {
                if (!scratch) scratch = unquotingBuffer(record_begin);
                text = collapseQuotes(text, *spec_.options.quote_character, scratch);
                scratch += text.size();
            }
            ConvertStatus status = step.convert(text, step.type, cell);
            if (status != ConvertStatus::Ok) {
                const char* at = field.quoted ? field.begin - 1 : field.begin;
                return reject(record_begin, record_line, at, conversionError(status, text, step));
            }
        }
        batch_lines_[batched_] = record_line;
        return rowDone(scratch != nullptr);
    }

    /// An empty unquoted field, or an unquoted one holding the table's null literal.
    bool isNull(const CsvField& field) const {
        if (field.quoted) return false;
        const size_t size = static_cast<size_t>(field.end - field.begin);
        const std::optional<std::string>& literal = spec_.options.null_literal;
        return size == 0 ||
               (literal && size == literal->size() && std::memcmp(field.begin, literal->data(), size) == 0);
    }

    /// The cells of the batch's next row, which rowDone() adds to the batch.
    std::span<Cell> nextRow() { return {batch_.data() + batched_ * spec_.cell_count, spec_.cell_count}; }

    /// Adds the row nextRow() gave to the batch and pushes the batch when it is full or when the row views the
    /// unquoting buffer, which the next record reuses. False when the consumer wants no more rows.
    bool rowDone(bool views_unquoted) {
        ++batched_;
        if (batched_ < kBatchRows && !views_unquoted) return true;
        return pushBatch();
    }

    /// Pushes the rows converted so far; false when the consumer wants no more rows. A row failure coming back for
    /// one of them is placed at the row's line.
    bool pushBatch() {
        if (batched_ == 0) return true;
        const size_t count = std::exchange(batched_, 0);
        return pushTracingFailures(
            batch_.data(), spec_.cell_count, count,
            [&] { return out_->pushBatch(batch_.data(), spec_.cell_count, count); },
            [&](RowFailure& failure, size_t row) {
                failure.place(spec_.path + ":" + std::to_string(batch_lines_[row]));
            });
    }

    /// Room for every unquoted copy of the current record's fields; grows only, so a warmed-up scan allocates
    /// nothing per row. Every field lies within the record, so its length bounds the copies of distinct fields.
    char* unquotingBuffer(const char* record_begin) {
        size_t record_length = static_cast<size_t>(fields_.back().end - record_begin) + 1;
        size_t needed = record_length * spec_.max_repeats;
        if (unquoted_.size() < needed) unquoted_.resize(std::max(needed, unquoted_.size() * 2));
        return unquoted_.data();
    }

    std::string nullInNotNullColumn(uint32_t field) const {
        return "NULL (an empty field) in NOT NULL column '" + spec_.schema.getFieldName(field) + "'";
    }

    std::string conversionError(ConvertStatus status, std::string_view text, const FieldStep& column) const {
        std::string message = conversionProblem(status, text, column);
        if (!spec_.options.sniffed_note.empty()) message += "; " + spec_.options.sniffed_note;
        return message;
    }

    std::string conversionProblem(ConvertStatus status, std::string_view text, const FieldStep& column) const {
        std::string in_column = " in column '" + spec_.schema.getFieldName(column.field) + "'";
        switch (status) {
            case ConvertStatus::OutOfRange:
                return "value '" + shown(text) + "' is out of range for " + column.type.toString() + in_column;
            case ConvertStatus::InvalidUtf8: return "invalid UTF-8" + in_column;
            case ConvertStatus::TooManyFractionalDigits:
                return "value '" + shown(text) + "' has more digits after the point than " + column.type.toString() +
                       " holds" + in_column;
            default: return "cannot parse '" + shown(text) + "' as " + column.type.toString() + in_column;
        }
    }

    /// "in column 'name'" for a declared field, or the field's position for one beyond them.
    std::string fieldLabel(size_t index) const {
        if (index < spec_.schema.getFieldCount()) return "in column '" + spec_.schema.getFieldName(index) + "'";
        return "in field " + std::to_string(index + 1) + " (the table has " +
               plural(spec_.schema.getFieldCount(), "column") + ")";
    }

    /// Reports an error at byte `at` of the record starting at `record_begin` on line `record_line`.
    /// Returns as report() does.
    bool reject(const char* record_begin, uint64_t record_line, const char* at, const std::string& what) {
        const char* line_start = record_begin;
        uint64_t line = record_line;
        while (auto l = splitter_.findLine(line_start, at)) {
            line_start = l->next;
            ++line;
        }
        return report(line, static_cast<uint64_t>(at - line_start) + 1, what);
    }

    /// A malformed line at `line`:`column`: when lenient, counted (the first one kept for the warning) and true;
    /// else the rows before it are pushed first, and then false if the consumer wants no more rows (the error is
    /// never seen, as when reading had stopped before the line), else IoError is thrown.
    bool report(uint64_t line, uint64_t column, const std::string& what) {
        std::string message = spec_.path + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + what;
        if (!spec_.options.ignore_parse_errors) {
            if (!pushBatch()) return false;
            throw IoError(message, spec_.path, line, column);
        }
        if (skipped_++ == 0) first_error_ = std::move(message);
        return true;
    }

    const ScanSpec& spec_;
    QueryContext& ctx_;
    CsvInput input_;
    Downstream* out_ = nullptr;  // of the current produceChunk()
    CsvSplitter splitter_;
    std::vector<CsvField> fields_;
    std::vector<Cell> batch_;  // kBatchRows rows of cell_count cells; the first batched_ are converted
    std::array<uint64_t, kBatchRows> batch_lines_{};  // the line each row of the batch starts on
    size_t batched_ = 0;
    Cell checked_;                // where check-only fields are converted to, and forgotten
    std::vector<char> unquoted_;  // unquoted copies of fields with doubled quotes, for the current row only
    uint64_t line_ = 1;           // physical line where the next step starts
    bool at_file_start_ = true;
    bool skip_header_;
    size_t pending_empty_lines_ = 0;
    uint64_t first_empty_line_ = 0;
    uint64_t skipped_ = 0;
    std::string first_error_;
};

/// The run's context, which the local states report warnings to.
struct CsvScanGlobal final : GlobalState {
    explicit CsvScanGlobal(QueryContext& context) : ctx(context) {}
    QueryContext& ctx;
};

class CsvScan final : public PhysicalOperator {
public:
    CsvScan(ScanSpec spec, std::vector<DataType> types, std::vector<std::pair<std::string, std::string>> params)
        : PhysicalOperator(std::move(types), {}), spec_(std::move(spec)), params_(std::move(params)) {}

    OperatorDescription describe() const override { return {"CsvScan", params_, std::nullopt}; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext& ctx) const override {
        return std::make_unique<CsvScanGlobal>(ctx);
    }
    std::unique_ptr<LocalState> makeSourceState(GlobalState* global) const override {
        return std::make_unique<CsvScanRun>(spec_, stateAs<CsvScanGlobal>(global).ctx);
    }
    Produced produce(Downstream& out, GlobalState*, LocalState* local) const override {
        return stateAs<CsvScanRun>(local).produceChunk(out);
    }

private:
    ScanSpec spec_;
    std::vector<std::pair<std::string, std::string>> params_;  // for EXPLAIN
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeCsvScanWithChunkSize(std::string path, TableSchema file_schema,
                                                           CsvOptions options, std::vector<uint32_t> columns,
                                                           std::vector<std::pair<std::string, std::string>> params,
                                                           size_t chunk_size) {
    // The table source's validation guards the splitter against empty delimiters and the like.
    CsvTableSource checked(path, file_schema.getFieldNames(), file_schema.getFieldTypes(), options);
    size_t field_count = file_schema.getFieldCount();
    ScanSpec spec{std::move(path), std::move(file_schema), std::move(options), {}, columns.size(), 1, chunk_size};
    std::vector<bool> not_null(field_count, false);
    for (uint32_t field : spec.options.not_null_fields) not_null.at(field) = true;
    std::vector<uint32_t> repeats(field_count, 0);
    for (uint32_t c = 0; c < columns.size(); ++c) {
        uint32_t field = columns[c];
        if (field >= field_count)
            throw ExecutionError("CSV scan of '" + spec.path + "' asks for field " + std::to_string(field) +
                                 " but the file has " + plural(field_count, "field"));
        const DataType& type = spec.schema.getFieldType(field);
        spec.steps.push_back(FieldStep{field, type, fieldConverterFor(type), c, not_null[field]});
        spec.max_repeats = std::max<size_t>(spec.max_repeats, ++repeats[field]);
    }
    if (spec.options.ignore_parse_errors) {
        for (uint32_t field = 0; field < field_count; ++field) {
            if (repeats[field] > 0) continue;
            const DataType& type = spec.schema.getFieldType(field);
            spec.steps.push_back(FieldStep{field, type, fieldConverterFor(type), kCheckOnly, not_null[field]});
        }
        // In file order, so the error a skipped line is reported with is its first one.
        std::stable_sort(spec.steps.begin(), spec.steps.end(),
                         [](const FieldStep& a, const FieldStep& b) { return a.field < b.field; });
    }
    std::vector<DataType> types;
    for (uint32_t field : columns) types.push_back(spec.schema.getFieldType(field));
    return std::make_unique<CsvScan>(std::move(spec), std::move(types), std::move(params));
}

std::unique_ptr<PhysicalOperator> makeCsvScan(std::string path, TableSchema file_schema, CsvOptions options,
                                              std::vector<uint32_t> columns,
                                              std::vector<std::pair<std::string, std::string>> params) {
    return makeCsvScanWithChunkSize(std::move(path), std::move(file_schema), std::move(options), std::move(columns),
                                    std::move(params), kCsvChunkSize);
}

}  // namespace tabula::exec
