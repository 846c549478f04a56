// Sampling a file: slices read from evenly spread offsets, their lines counted, their records split and
// converted as the CSV reader would, and each column's values hashed into sets per slice.
#include "planner/csv_sampling.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>
#include <unordered_set>
#include <vector>

#include "exec/csv/csv_field_converters.hpp"
#include "exec/csv/csv_splitter.hpp"
#include "exec/file_access.hpp"
#include "exec/operators/cell_ops.hpp"
#include "exec/physical_type.hpp"

namespace tabula::planner {
namespace {

/// What the sample showed of one column.
struct ColumnSample {
    std::unordered_set<uint64_t> values;        // hashes of every sampled value
    std::unordered_set<uint64_t> slice_values;  // of the slice being read
    uint64_t slice_distinct_sum = 0;            // distinct values per slice, summed over the slices
    uint64_t values_seen = 0;
    uint64_t nulls = 0;
    std::optional<double> min;
    std::optional<double> max;

    void endSlice() {
        slice_distinct_sum += slice_values.size();
        slice_values.clear();
    }
};

/// The number of equally likely values whose `draws` draws give `distinct` different ones: the D solving
/// D·(1 − (1 − 1/D)^draws) = distinct. REQUIRES: 0 < distinct < draws.
double domainOf(double distinct, double draws) {
    auto expected = [draws](double domain) { return domain * -std::expm1(draws * std::log1p(-1 / domain)); };
    double low = distinct;
    double high = distinct * 2;
    while (expected(high) < distinct && high < 1e18) high *= 2;
    for (int step = 0; step < 100 && high - low > 0.5; ++step) {
        const double middle = (low + high) / 2;
        (expected(middle) < distinct ? low : high) = middle;
    }
    return high;
}

/// Reads the file's sample and gathers it.
class Sampler {
public:
    explicit Sampler(const CsvTableSource& source)
        : source_(source),
          schema_(source.getSchema()),
          splitter_(source.options(), schema_.getFieldCount()),
          fields_(schema_.getFieldCount()),
          columns_(schema_.getFieldCount()),
          cell_(schema_.getFieldCount()) {
        for (size_t c = 0; c < schema_.getFieldCount(); ++c) {
            const DataType& type = schema_.getFieldType(c);
            converters_.push_back(type.id() == TypeId::Null ? nullptr : exec::fieldConverterFor(type));
            ops_.push_back(exec::cellOps(type));
        }
    }

    std::optional<exec::TableStatistics> run() {
        const std::filesystem::path path(source_.path());
        std::error_code error;
        if (!std::filesystem::is_regular_file(path, error)) return std::nullopt;  // a pipe must not be read here
        const uintmax_t size = std::filesystem::file_size(path, error);
        if (error) return std::nullopt;
        exec::ReadableFile file(path.string());
        if (!file.isOpen()) return std::nullopt;
        whole_ = size <= kSampleBytes;
        const size_t slices = whole_ ? 1 : kSampleSlices;
        const size_t slice_bytes = whole_ ? static_cast<size_t>(size) : kSampleBytes / kSampleSlices;
        std::string slice;
        for (size_t s = 0; s < slices; ++s) {
            const uintmax_t offset = slices == 1 ? 0 : (size - slice_bytes) * s / (slices - 1);
            slice.assign(slice_bytes, '\0');
            const ssize_t got = file.readAt(slice.data(), slice.size(), static_cast<off_t>(offset));
            if (got < 0) return std::nullopt;  // no statistics: the planner estimates without them
            slice.resize(static_cast<size_t>(got));
            readSlice(slice, offset, offset + slice.size() == size);
            for (ColumnSample& column : columns_) column.endSlice();
        }
        return statistics(size);
    }

private:
    /// Counts the whole lines of a slice starting at byte `offset` (a line cut by its start or end is left out)
    /// and samples their records.
    void readSlice(const std::string& slice, uintmax_t offset, bool at_end) {
        const CsvOptions& options = source_.options();
        const std::string& delimiter = options.line_delimiter;
        size_t begin = 0;
        if (offset > 0) {
            begin = slice.find(delimiter);
            if (begin == std::string::npos) return;
            begin += delimiter.size();
        }
        while (begin < slice.size()) {
            size_t end = slice.find(delimiter, begin);
            if (end == std::string::npos && !at_end) break;  // a line cut by the end of the slice
            if (end == std::string::npos) end = slice.size();
            const size_t next = std::min(end + delimiter.size(), slice.size());
            std::string_view line(slice.data() + begin, end - begin);
            if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
            const bool skipped =
                (offset == 0 && begin == 0 && options.ignore_first_line) || line.empty() ||
                (options.comment_prefix && line.substr(0, options.comment_prefix->size()) == *options.comment_prefix);
            (skipped ? skipped_bytes_ : row_bytes_) += next - begin;
            if (!skipped) {
                ++rows_;
                if (options.format == FileFormat::Csv) sampleRecord(slice.data() + begin, slice.data() + next);
            }
            begin = next;
        }
    }

    /// Splits and converts one record; one that does not split or convert counts in no column.
    void sampleRecord(const char* begin, const char* end) {
        const exec::SplitResult split = splitter_.split(begin, end, true, fields_.data());
        if (split.outcome != exec::SplitOutcome::Record) return;
        for (size_t c = 0; c < fields_.size(); ++c) {
            const exec::CsvField& field = fields_[c];
            if (field.begin == field.end && !field.quoted) continue;
            if (converters_[c] == nullptr) return;
            const std::string_view text(field.begin, static_cast<size_t>(field.end - field.begin));
            if (converters_[c](text, schema_.getFieldType(c), cell_[c]) != exec::ConvertStatus::Ok) return;
        }
        for (size_t c = 0; c < fields_.size(); ++c) {
            ColumnSample& column = columns_[c];
            const exec::CsvField& field = fields_[c];
            if (field.begin == field.end && !field.quoted) {
                ++column.nulls;
                continue;
            }
            ++column.values_seen;
            const uint64_t hash = exec::hashFinish(ops_[c].hash(cell_[c]));
            column.values.insert(hash);
            column.slice_values.insert(hash);
            if (std::optional<double> number = exec::rangeNumber(cell_[c], schema_.getFieldType(c))) {
                if (!column.min || *number < *column.min) column.min = number;
                if (!column.max || *number > *column.max) column.max = number;
            }
        }
    }

    std::optional<exec::TableStatistics> statistics(uintmax_t size) const {
        exec::TableStatistics statistics;
        if (whole_) {
            statistics.rows = rows_;
        } else if (rows_ == 0) {
            return std::nullopt;  // not one whole line in the sample: no width to measure
        } else {
            const double width = static_cast<double>(row_bytes_) / static_cast<double>(rows_);
            const double data_bytes = static_cast<double>(size) - static_cast<double>(skipped_bytes_);
            statistics.rows = static_cast<uint64_t>(std::ceil(std::max(0.0, data_bytes) / width));
        }
        for (size_t c = 0; c < columns_.size(); ++c) statistics.columns.push_back(columnStatistics(c, statistics.rows));
        return statistics;
    }

    exec::ColumnStatistics columnStatistics(size_t c, uint64_t rows) const {
        const ColumnSample& column = columns_[c];
        exec::ColumnStatistics statistics{.min = column.min, .max = column.max};
        const uint64_t sampled = column.values_seen + column.nulls;
        if (sampled == 0) return statistics;
        const double null_fraction = static_cast<double>(column.nulls) / static_cast<double>(sampled);
        const double values = static_cast<double>(rows) * (1 - null_fraction);
        statistics.nulls = static_cast<uint64_t>(std::llround(static_cast<double>(rows) * null_fraction));
        const auto distinct = static_cast<double>(column.values.size());
        double domain = distinct;
        if (!whole_ && distinct > 0) {
            const auto draws = static_cast<double>(column.slice_distinct_sum);
            domain = distinct < draws ? domainOf(distinct, draws)
                                      : values * distinct / static_cast<double>(column.values_seen);
            if (exec::physicalKind(schema_.getFieldType(c).id()) == exec::PhysicalKind::Int64 && column.min) {
                domain = std::min(domain, *column.max - *column.min + 1);
            }
            domain = std::clamp(domain, distinct, std::max(values, distinct));
        }
        statistics.distinct = static_cast<uint64_t>(std::llround(domain));
        return statistics;
    }

    const CsvTableSource& source_;
    const TableSchema& schema_;
    exec::CsvSplitter splitter_;
    std::vector<exec::CsvField> fields_;
    std::vector<exec::FieldConverter> converters_;
    std::vector<exec::CellOps> ops_;
    std::vector<ColumnSample> columns_;
    std::vector<exec::Cell> cell_;  // the converted fields of the record being sampled
    bool whole_ = false;
    uint64_t rows_ = 0;
    size_t row_bytes_ = 0;      // bytes of the counted lines, delimiters included
    size_t skipped_bytes_ = 0;  // bytes of the header, comment and blank lines
};

}  // namespace

std::optional<exec::TableStatistics> sampleFileStatistics(const CsvTableSource& source) {
    return Sampler(source).run();
}

}  // namespace tabula::planner
