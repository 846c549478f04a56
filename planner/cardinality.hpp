// Estimates of logical plans — rows and, per output column, distinct values and range — shown by EXPLAIN and
// compared by join ordering and physical planning. The rules of estimation, in one place:
// - Values: its row count (exact) and its statistics (kept with in-memory tables, computed for small inputs);
// - CSV Scan: rows and column statistics sampled from slices of the file (planner/csv_sampling.hpp); unknown
//   when the file cannot be read; a pushed-down filter counts like a Filter;
// - Filter: the input times the selectivity of each conjunct (planner/selectivity.hpp: from distinct counts and
//   ranges where the columns have them, kConjunctSelectivity where nothing is known);
// - Project, Sort: the input;
// - Aggregate without keys: 1; with keys, the product of the keys' distinct counts at most the input (the input
//   times kGroupRatio when a key's count is unknown); Distinct likewise over every column; at least 1 when the
//   input has rows;
// - Limit, TopN: what is left of the input after the offset, at most the fetch (the fetch when the input is
//   unknown);
// - UnionAll: the sum of its inputs (unknown when one is);
// - SetOperation: intersectAll the smaller input (either when one is unknown), minusAll the left input; the
//   distinct kinds as a Distinct of that;
// - Join: the product of its inputs divided, for the most selective key equality of a column of each side, by
//   the larger of the two columns' distinct counts (|L|·|R| / max(ndv)); without distinct counts, the larger
//   input (as along a foreign key); each other conjunct keeps kConjunctSelectivity; an outer join at least its
//   preserved input(s).
// A column's distinct count is at most its node's rows; it passes through column references unchanged.
// Fractions round up, so that a guess for a non-empty input is never 0.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

#include "exec/statistics/table_statistics.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// What is estimated of one output column of a node.
struct ColumnEstimate {
    std::optional<double> distinct;  // distinct non-NULL values
    std::optional<double> min;       // range, in the units of exec::ColumnStatistics
    std::optional<double> max;
    double null_fraction = 0;  // share of the rows that are NULL
};

/// Estimates for the nodes of one plan; the nodes asked about must outlive the estimator (answers are kept by
/// node address).
class CardinalityEstimator {
public:
    /// The share of rows one conjunct of a filter is guessed to keep when nothing is known of its values.
    static constexpr double kConjunctSelectivity = 0.25;
    /// The number of groups per input row guessed for a grouped aggregate or a distinct without distinct counts.
    static constexpr double kGroupRatio = 0.1;

    /// The estimated number of rows `node` produces, or nullopt when nothing sensible can be said. Remembers each
    /// node's answer, so that asking again, or for a plan that shares subplans, costs nothing.
    std::optional<uint64_t> estimatedRows(const LogicalNode& node);
    /// What is estimated of output column `column` of `node`. Remembered like estimatedRows.
    const ColumnEstimate& column(const LogicalNode& node, size_t column);
    /// The estimated number of data rows of a CSV file (header and comment lines not counted), or nullopt when it
    /// cannot be read. Samples each file once.
    std::optional<uint64_t> fileRows(const CsvTableSource& source);
    /// The sampled statistics of a CSV file, or nullptr when it cannot be read. Samples each file once.
    const exec::TableStatistics* fileStatistics(const CsvTableSource& source);

private:
    std::unordered_map<const LogicalNode*, std::optional<uint64_t>> nodes_;
    std::map<std::pair<const LogicalNode*, size_t>, ColumnEstimate> columns_;
    std::map<std::string, std::optional<exec::TableStatistics>> files_;  // by path
};

/// `rows` times a fraction, rounded up.
uint64_t scaledRows(uint64_t rows, double fraction);

/// One key equality of a join, with the distinct counts of its two operands when known.
struct JoinKeyEstimate {
    std::optional<double> left_distinct;
    std::optional<double> right_distinct;
};

/// The estimated rows of an inner join of `left` and `right` rows whose condition has the key equalities `keys`
/// (an expression of each side) and `other_conjuncts` other conjuncts (the Join rule above; join ordering
/// compares candidate joins with it).
uint64_t innerJoinRows(double left, double right, const std::vector<JoinKeyEstimate>& keys, size_t other_conjuncts);

}  // namespace tabula::planner
