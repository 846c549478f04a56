// The share of rows a condition keeps, from what is estimated of the columns it reads: the Filter rule of
// planner/cardinality.hpp.
#pragma once

#include <functional>

#include "planner/cardinality.hpp"
#include "planner/expr/bound_expr.hpp"

namespace tabula::planner {

/// What is estimated of the input's column at a position.
using ColumnLookup = std::function<const ColumnEstimate&(size_t column)>;

/// The share of input rows `condition` keeps, its conjuncts taken as independent. For a column c (read directly
/// or through a cast between number types) and constants k:
/// - c = k: 1/distinct(c); c <> k: 1 − 1/distinct(c); c IN (k1..kn): n/distinct(c), at most 1;
/// - c < k, c <= k, c > k, c >= k, c BETWEEN k1 AND k2: the share of c's range they keep, the bounds on one
///   column taken together (a lower and an upper bound keep what lies between them);
/// - c1 = c2: 1/max(distinct(c1), distinct(c2));
/// - c IS NULL: the column's NULL share; IS NOT NULL: the rest;
/// - a OR b: a + b − a·b; NOT a: 1 − a;
/// - anything else, or a column without the estimate needed: CardinalityEstimator::kConjunctSelectivity.
/// Comparisons other than IS NULL never keep a NULL: they keep a share of the non-NULL rows.
double selectivity(const BoundExpr& condition, const ColumnLookup& column);

/// The distinct values left of a column with `distinct` values over `rows` rows once a filter keeps `kept` of
/// the rows, each value's rows equally likely to be kept: distinct·(1 − (1 − kept/rows)^(rows/distinct)).
double filteredDistinct(double distinct, double rows, double kept);

}  // namespace tabula::planner
