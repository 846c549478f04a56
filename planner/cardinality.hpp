// Row-count estimates of logical plans: shown by EXPLAIN, and what join ordering will compare. Every rule of
// estimation is here, in one place:
// - Values: its row count (exact);
// - CSV Scan: the file's size divided by the average width of its first rows (a sample of at most 64 KiB, read
//   once per file per estimator; exact for files that fit in the sample); unknown when the file cannot be read;
//   a pushed-down filter counts like a Filter;
// - Filter: the input times kConjunctSelectivity for each conjunct of its condition (a fixed guess: nothing is
//   known about the values);
// - Project, Sort: the input;
// - Aggregate without keys: 1; with keys, and Distinct: the input times kGroupRatio (a guess), at least 1 when the
//   input has rows;
// - Limit, TopN: what is left of the input after the offset, at most the fetch (the fetch when the input is
//   unknown);
// - UnionAll: the sum of its inputs (unknown when one is);
// - SetOperation: intersectAll the smaller input (either when one is unknown), minusAll the left input; the
//   distinct kinds that times kGroupRatio;
// - Join: the product of its inputs; with an equality of the two sides, the larger input (as along a foreign
//   key); each other conjunct of the condition keeps kConjunctSelectivity; an outer join at least its preserved
//   input(s).
// Fractions round up, so that a guess for a non-empty input is never 0.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>

#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// Estimates for the nodes of one plan; the nodes asked about must outlive the estimator (answers are kept by
/// node address).
class CardinalityEstimator {
public:
    /// The share of rows one conjunct of a filter is guessed to keep.
    static constexpr double kConjunctSelectivity = 0.25;
    /// The number of groups per input row guessed for a grouped aggregate or a distinct.
    static constexpr double kGroupRatio = 0.1;
    /// The most bytes read from the start of a CSV file to measure its rows.
    static constexpr size_t kSampleBytes = 64 * 1024;

    /// The estimated number of rows `node` produces, or nullopt when nothing sensible can be said. Remembers each
    /// node's answer, so that asking again, or for a plan that shares subplans, costs nothing.
    std::optional<uint64_t> estimatedRows(const LogicalNode& node);
    /// The estimated number of data rows of a CSV file (header and comment lines not counted), or nullopt when it
    /// cannot be read. Samples each file once.
    std::optional<uint64_t> fileRows(const CsvTableSource& source);

private:
    std::unordered_map<const LogicalNode*, std::optional<uint64_t>> nodes_;
    std::map<std::string, std::optional<uint64_t>> files_;  // by path
};

/// `rows` times a fraction, rounded up.
uint64_t scaledRows(uint64_t rows, double fraction);

/// The estimated rows of an inner join of `left` and `right` rows whose condition has `key_equalities`
/// equalities of an expression of each side and `other_conjuncts` other conjuncts (the Join rule above; join
/// ordering compares candidate joins with it).
uint64_t innerJoinRows(uint64_t left, uint64_t right, size_t key_equalities, size_t other_conjuncts);

}  // namespace tabula::planner
