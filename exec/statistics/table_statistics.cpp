// HyperLogLog estimation and the per-column gathering of statistics.
#include "exec/statistics/table_statistics.hpp"

#include <algorithm>
#include <cmath>

#include "exec/row_store.hpp"

namespace tabula::exec {
namespace {

double integerNumber(const Cell& cell, int) { return static_cast<double>(cell.i); }
double floatNumber(const Cell& cell, int) { return static_cast<double>(cell.f); }
double doubleNumber(const Cell& cell, int) { return cell.d; }
/// 10^0 .. 10^38 (exact up to 10^22), so that a DECIMAL's scale costs a division, not a pow(), per value.
const std::array<double, 39> kPowersOfTen = [] {
    std::array<double, 39> powers{};
    double power = 1;
    for (double& entry : powers) {
        entry = power;
        power *= 10;
    }
    return powers;
}();

double decimalNumber(const Cell& cell, int scale) { return static_cast<double>(cell.decimal()) / kPowersOfTen[scale]; }

/// How a column's values become the numbers of its range; null for types without one.
double (*numberOf(TypeId id))(const Cell&, int) {
    switch (id) {
        case TypeId::TinyInt:
        case TypeId::SmallInt:
        case TypeId::Int:
        case TypeId::BigInt:
        case TypeId::Date:
        case TypeId::Time:
        case TypeId::Timestamp: return integerNumber;
        case TypeId::Float: return floatNumber;
        case TypeId::Double: return doubleNumber;
        case TypeId::Decimal: return decimalNumber;
        case TypeId::Null:
        case TypeId::Boolean:
        case TypeId::String: return nullptr;
    }
    return nullptr;
}

}  // namespace

std::optional<double> rangeNumber(const Cell& cell, const DataType& type) {
    const auto number = numberOf(type.id());
    if (number == nullptr) return std::nullopt;
    return number(cell, type.id() == TypeId::Decimal ? type.scale() : 0);
}

uint64_t DistinctSketch::estimate() const {
    constexpr double kRegisters = static_cast<double>(size_t{1} << kIndexBits);
    double inverse_sum = 0;
    size_t zeros = 0;
    for (uint8_t rank : registers_) {
        inverse_sum += std::ldexp(1.0, -rank);
        zeros += rank == 0 ? 1 : 0;
    }
    // The bias correction of the original HyperLogLog paper for m >= 128 registers, and linear counting while
    // the raw estimate is small and some registers are still empty (it is far more accurate there).
    const double alpha = 0.7213 / (1 + 1.079 / kRegisters);
    const double raw = alpha * kRegisters * kRegisters / inverse_sum;
    if (raw <= 2.5 * kRegisters && zeros > 0) {
        return static_cast<uint64_t>(std::llround(kRegisters * std::log(kRegisters / static_cast<double>(zeros))));
    }
    return static_cast<uint64_t>(std::llround(raw));
}

void DistinctSketch::merge(const DistinctSketch& other) {
    for (size_t i = 0; i < registers_.size(); ++i) registers_[i] = std::max(registers_[i], other.registers_[i]);
}

StatisticsBuilder::StatisticsBuilder(const std::vector<DataType>& types) {
    columns_.reserve(types.size());
    for (const DataType& type : types) {
        Column column{};
        column.ops = cellOps(type);
        column.numeric = numberOf(type.id());
        column.scale = type.id() == TypeId::Decimal ? type.scale() : 0;
        columns_.push_back(column);
    }
}

void StatisticsBuilder::merge(const StatisticsBuilder& other) {
    for (size_t c = 0; c < columns_.size(); ++c) {
        Column& mine = columns_[c];
        const Column& theirs = other.columns_[c];
        mine.sketch.merge(theirs.sketch);
        mine.nulls += theirs.nulls;
        if (theirs.min) mine.widen(*theirs.min);
        if (theirs.max) mine.widen(*theirs.max);
    }
    rows_ += other.rows_;
}

TableStatistics StatisticsBuilder::statistics() const {
    TableStatistics statistics{.rows = rows_, .columns = {}};
    for (const Column& column : columns_) {
        // The sketch may overshoot by a little: a column never has more values than rows.
        const uint64_t values = rows_ >= column.nulls ? rows_ - column.nulls : 0;
        statistics.columns.push_back({.distinct = std::min(column.sketch.estimate(), values),
                                      .nulls = column.nulls,
                                      .min = column.min,
                                      .max = column.max});
    }
    return statistics;
}

StatisticsBuilder StatisticsBuilder::of(const RowStore& rows) {
    StatisticsBuilder builder(rows.types());
    for (size_t i = 0; i < rows.rowCount(); ++i) builder.add(rows.row(i));
    return builder;
}

}  // namespace tabula::exec
