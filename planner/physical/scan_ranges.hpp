// The conditions of a filter over an in-memory table that its scan can test on the stored values before decoding
// a row: a column (or an exact widening cast of it) compared with a constant (=, <, <=, >, >=, BETWEEN) where the
// column stores integers (the
// integer types, DATE, TIME, TIMESTAMP, DECIMAL of up to 18 digits), each as a range of stored values.
#pragma once

#include <vector>

#include "exec/column_chunk.hpp"
#include "planner/expr/bound_expr.hpp"
#include "planner/logical/values_node.hpp"

namespace tabula::planner {

/// `conjuncts` (over `values`' output) split into those the scan tests, as ranges of the table's columns, and
/// the others, in their order.
struct ScanRanges {
    std::vector<exec::ScanRange> ranges;
    std::vector<BoundExprPtr> taken;  // the conjuncts the ranges stand for
    std::vector<BoundExprPtr> rest;
};

ScanRanges scanRangesOf(const std::vector<BoundExprPtr>& conjuncts, const ValuesNode& values);

}  // namespace tabula::planner
