// Statistics of a table's columns — rows, distinct values, NULLs, range — that the planner's estimates read
// (planner/cardinality.cpp). In-memory tables keep them up to date as rows are added (StatisticsBuilder); CSV
// files are sampled (planner/csv_sampling.cpp).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <vector>

#include "exec/cell.hpp"
#include "exec/operators/cell_ops.hpp"

namespace tabula::exec {

class RowStore;

/// What is known of one column's values.
struct ColumnStatistics {
    /// Distinct non-NULL values (an estimate, within a few percent).
    uint64_t distinct = 0;
    /// NULL values.
    uint64_t nulls = 0;
    /// The least and greatest non-NULL value, for numbers, dates, times and timestamps in the units of their
    /// cells (days, milliseconds; a DECIMAL as its numeric value); none for strings, booleans and empty columns.
    std::optional<double> min;
    std::optional<double> max;
};

/// What is known of a table: its row count and each column's statistics, in column order.
struct TableStatistics {
    uint64_t rows = 0;
    std::vector<ColumnStatistics> columns;
};

/// The number a non-NULL value of `type` counts as in a range (see ColumnStatistics::min); nullopt for types
/// without a range.
std::optional<double> rangeNumber(const Cell& cell, const DataType& type);

/// A HyperLogLog sketch of 2^12 one-byte registers (4 KiB): counts the distinct hashes added with about 1.6%
/// standard error; below a few thousand values it counts the registers hit (linear counting), off only by the
/// values whose hashes pick the same register.
class DistinctSketch {
public:
    /// Adds a well-mixed 64-bit hash (from hashFinish()).
    void add(uint64_t hash) {
        const size_t index = hash >> (64 - kIndexBits);
        const uint64_t rest = hash << kIndexBits;
        const auto rank = static_cast<uint8_t>(rest == 0 ? 64 - kIndexBits + 1 : std::countl_zero(rest) + 1);
        if (rank > registers_[index]) registers_[index] = rank;
    }
    /// The estimated number of distinct hashes added.
    uint64_t estimate() const;
    /// Adds every hash `other` has seen.
    void merge(const DistinctSketch& other);

private:
    static constexpr int kIndexBits = 12;
    std::array<uint8_t, size_t{1} << kIndexBits> registers_{};
};

/// Gathers a table's statistics as its rows are added, row by row or column by column. The work per value is
/// one call through a function pointer chosen per column from its type, a hash and a comparison.
class StatisticsBuilder {
public:
    explicit StatisticsBuilder(const std::vector<DataType>& types);
    /// A builder that has seen every row of `rows`.
    static StatisticsBuilder of(const RowStore& rows);

    /// Adds a row's values. REQUIRES: row.size() is the column count.
    void add(RowView row) {
        for (size_t c = 0; c < columns_.size(); ++c) addValue(c, row[c]);
        ++rows_;
    }
    /// Adds one value of column `column`, for a caller that adds rows column by column (then addRows()).
    void addValue(size_t column, const Cell& cell) {
        Column& state = columns_[column];
        if (cell.null) {
            ++state.nulls;
            return;
        }
        state.sketch.add(hashFinish(state.ops.hash(cell)));
        if (state.numeric != nullptr) state.widen(state.numeric(cell, state.scale));
    }
    /// Counts `count` rows whose values were added with addValue().
    void addRows(uint64_t count) { rows_ += count; }
    /// Adds everything `other` (a builder of the same types) has seen.
    void merge(const StatisticsBuilder& other);

    /// The statistics of what was added.
    TableStatistics statistics() const;

private:
    struct Column {
        CellOps ops;
        double (*numeric)(const Cell&, int scale) = nullptr;  // a value's number, for types with a range
        int scale = 0;                                        // of a DECIMAL column
        DistinctSketch sketch;
        uint64_t nulls = 0;
        std::optional<double> min;
        std::optional<double> max;
        void widen(double value) {
            if (!min || value < *min) min = value;
            if (!max || value > *max) max = value;
        }
    };
    std::vector<Column> columns_;
    uint64_t rows_ = 0;
};

}  // namespace tabula::exec
