// Set operations (unionAll, union, intersect [all], minus [all] and their SQL forms): the inputs' columns match
// by position, the names come from the left input, and each column takes the type both sides widen to.
#pragma once

#include <string_view>

#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// The column types of `left` `operation` `right`: each field's type both sides widen to. Throws ValidationError
/// (without a position) when the field counts differ, naming both schemas, or when a field's types have no common
/// type, naming both types, the field's position and both names. `operation` is the operation as the user wrote
/// it ("unionAll", "UNION ALL").
std::vector<DataType> commonColumnTypes(const TableSchema& left, const TableSchema& right, std::string_view operation);

/// `input` with its columns cast to `types`, or `input` itself when it has them already.
LogicalPtr castColumns(const LogicalPtr& input, const std::vector<DataType>& types);

/// `left` UNION ALL `right`: one UnionAll over both (over all of left's inputs when left is a UnionAll, so that a
/// chain becomes one node), names from the left.
LogicalPtr bindUnionAll(const LogicalPtr& left, const LogicalPtr& right, std::string_view operation);

/// `left` UNION `right` (Flink's union, distinct): a Distinct over their UnionAll.
LogicalPtr bindUnion(const LogicalPtr& left, const LogicalPtr& right, std::string_view operation);

/// INTERSECT and EXCEPT stay binary, so each one adds a level to the plan: a plan stacks at most this many.
inline constexpr size_t kMaxSetOperationDepth = 1000;

/// `left` INTERSECT [ALL] / EXCEPT [ALL] `right`: a SetOperation over the aligned inputs, names from the left.
/// Throws ValidationError (without a position) when the SetOperation would stack more than kMaxSetOperationDepth
/// deep, chained or nested.
LogicalPtr bindSetOperation(const LogicalPtr& left, const LogicalPtr& right, SetOperationType type,
                            std::string_view operation);

}  // namespace tabula::planner
