// Filter: a streaming filter over the compiled predicate. Over an in-memory table, the conjuncts its scan can test
// on the stored values (scan_ranges.hpp) go into the scan, which then decodes only the rows that meet them; the
// filter keeps the others, and disappears when none is left.
#include "exec/operators.hpp"
#include "planner/expr/compile_expr.hpp"
#include "planner/expr/conjuncts.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/physical/physical_planner.hpp"
#include "planner/physical/scan_ranges.hpp"

namespace tabula::planner {
namespace {

/// The conjuncts, rendered over `schema` and joined by AND, as EXPLAIN shows a condition.
std::string renderConjuncts(const std::vector<BoundExprPtr>& conjuncts, const TableSchema& schema) {
    std::string text;
    for (const BoundExprPtr& conjunct : conjuncts)
        text += (text.empty() ? "" : " AND ") + renderExpr(*conjunct, schema);
    return text;
}

}  // namespace

PhysicalPtr planFilter(const FilterNode& filter, PhysicalPlanner& planner) {
    const TableSchema& schema = filter.input()->schema();
    BoundExprPtr predicate = filter.predicate();
    PhysicalPtr input;
    if (const auto* values = filter.input()->as<ValuesNode>()) {
        ScanRanges split = scanRangesOf(splitConjuncts(predicate, FunctionCatalog::builtins()), *values);
        if (!split.ranges.empty()) {
            input = exec::makeColumnTableScan(values->table()->snapshot(), values->columns(), values->label(),
                                              std::move(split.ranges), renderConjuncts(split.taken, schema));
            if (split.rest.empty()) return input;
            predicate = joinConjuncts(split.rest, FunctionCatalog::builtins());
        }
    }
    if (!input) input = planner.plan(*filter.input());
    return exec::makeFilter(compileExpr(*predicate), renderExpr(*predicate, schema), std::move(input));
}

}  // namespace tabula::planner
