// Set operations (unionAll, union, intersect [all], minus [all] and their SQL forms): the inputs' columns match
// by position, the names come from the left input, and each column takes the type both sides widen to.
#pragma once

#include <string_view>

#include "parser/ast.hpp"
#include "planner/binder/query_binder.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// The two inputs of a set operation brought to common column types (a casting projection over an input whose
/// types differ), and the output names (the left input's).
struct AlignedInputs {
    std::vector<LogicalPtr> inputs;
    std::vector<std::string> names;
};

/// Aligns the inputs of `left` `operation` `right`; `left` may itself be an aligned list of several inputs (a
/// chain of the same operation). Throws ValidationError (without a position) when the field counts differ,
/// naming both schemas, or when a field's types have no common type, naming both types, the field's position and
/// both names. `operation` is the operation as the user wrote it ("unionAll", "UNION ALL").
AlignedInputs alignSetInputs(const std::vector<LogicalPtr>& left, const std::vector<std::string>& left_names,
                             const LogicalPtr& right, std::string_view operation);

/// `left` UNION ALL `right`: one UnionAll over both (over all of left's inputs when left is a UnionAll, so that a
/// chain becomes one node), names from the left.
LogicalPtr bindUnionAll(const LogicalPtr& left, const LogicalPtr& right, std::string_view operation);

/// `left` UNION `right` (Flink's union, distinct): a Distinct over their UnionAll.
LogicalPtr bindUnion(const LogicalPtr& left, const LogicalPtr& right, std::string_view operation);

/// `left` INTERSECT [ALL] / EXCEPT [ALL] `right`: a SetOperation over the aligned inputs, names from the left.
LogicalPtr bindSetOperation(const LogicalPtr& left, const LogicalPtr& right, SetOperationType type,
                            std::string_view operation);

/// A SQL set operation: both queries bound (through bindQuery), then combined; an error about how the two fit
/// together points at the operator in `text`.
LogicalPtr bindSetOperation(const ast::SetOperation& operation, const Catalog& catalog, std::string_view text);

}  // namespace tabula::planner
