// filter_pushdown: moves filter conditions towards the sources so fewer rows flow through projections, sorts and
// aggregations. A filter's predicate is split into its conjuncts and each moves on its own as far as is legal:
// - into a Filter below: the two merge into one;
// - below a Project, rewritten over the projection's input (substitution), when the projected expressions it
//   reads are deterministic and the rewritten condition nests at most kMaxMovedHeight deep (a chain of CTEs each
//   computing over the one before would otherwise grow conditions as deep as the chain, and the work with them
//   as the chain's cube);
// - below a Sort or a Distinct, when deterministic;
// - below a grouped Aggregate, rewritten over the key expressions, when it is deterministic and reads only group
//   keys (a condition on an aggregate's result must stay above: below it would filter the rows aggregated);
// - into a CSV Scan, as its filter over the file's fields, when deterministic;
// - into every input of a UnionAll, a copy each, when deterministic (the inputs have the union's columns at the
//   same positions);
// - into the left input of a SetOperation (intersect [all], minus [all]), when deterministic: a row's copies in
//   the result depend only on its own copies in each input, and p(t) is the same for every copy t, so
//   σp(L op R) = σp(L) op R. A copy goes into the right input as well when the conjunct reads no FLOAT or
//   DOUBLE column: σp(L op R) = σp(L) op σp(R) holds when p gives the same answer for rows the operation counts
//   as equal, which for floating point (0.0 = -0.0) it may not;
// - into a Join's input when it reads only that side and the join never pads that side with NULLs; into an inner
//   join's condition when it reads both sides;
// - below a Correlate (a table function joined row by row), when deterministic and reading only the input's
//   columns: the function is then called only for the rows that pass.
// What cannot move stays above, in its original order. Never below Limit/TopN, whose result depends on which
// rows reach them, nor below a global aggregate, which yields a row even for no input.
#include <algorithm>
#include <functional>

#include "planner/expr/conjuncts.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/expr/join_sides.hpp"
#include "planner/optimizer/rewrite_rule.hpp"

namespace tabula::planner {
namespace {

/// Conjuncts split by whether `movable` accepts them (each then rewritten by `rewrite`), in their order.
struct Split {
    std::vector<BoundExprPtr> moved;  // rewritten for the place below
    std::vector<BoundExprPtr> kept;   // as they were
};

Split splitBy(const std::vector<BoundExprPtr>& conjuncts, const std::function<bool(const BoundExpr&)>& movable,
              const std::function<BoundExprPtr(const BoundExprPtr&)>& rewrite) {
    Split split;
    for (const auto& c : conjuncts) {
        if (movable(*c))
            split.moved.push_back(rewrite(c));
        else
            split.kept.push_back(c);
    }
    return split;
}

/// The columns of a node's output that `expr` reads.
std::vector<bool> columnsRead(const BoundExpr& expr, size_t width) {
    std::vector<bool> used(width, false);
    collectColumns(expr, used);
    return used;
}

/// Moves `split.moved` below `child` (as a Filter over its input) and keeps the rest above it.
LogicalPtr moveBelow(const LogicalPtr& child, const Split& split, const FunctionCatalog& functions) {
    if (split.moved.empty()) return nullptr;
    return filtered(child->withInputs({filtered(child->input(), split.moved, functions)}), split.kept, functions);
}

/// How deep a condition moved below a projection may become.
constexpr size_t kMaxMovedHeight = 64;

LogicalPtr intoProject(const ProjectNode& project, const LogicalPtr& child, const std::vector<BoundExprPtr>& conjuncts,
                       const FunctionCatalog& functions) {
    const auto& exprs = project.exprs();
    std::vector<size_t> heights;  // of the projected expressions, once for every conjunct
    for (const BoundExprPtr& expr : exprs) heights.push_back(exprHeight(*expr));
    auto movable = [&](const BoundExpr& c) {
        std::vector<bool> used = columnsRead(c, exprs.size());
        size_t substituted_height = 0;
        for (size_t i = 0; i < used.size(); ++i) {
            if (!used[i]) continue;
            if (!isDeterministic(*exprs[i])) return false;
            substituted_height = std::max(substituted_height, heights[i]);
        }
        return exprHeight(c) + substituted_height <= kMaxMovedHeight + 1;
    };
    return moveBelow(child,
                     splitBy(conjuncts, movable, [&](const BoundExprPtr& c) { return substituteColumns(c, exprs); }),
                     functions);
}

LogicalPtr intoAggregate(const AggregateNode& aggregate, const LogicalPtr& child,
                         const std::vector<BoundExprPtr>& conjuncts, const FunctionCatalog& functions) {
    if (aggregate.keys().empty()) return nullptr;  // a global aggregate yields a row even when empty
    const size_t key_count = aggregate.keys().size();
    auto movable = [&](const BoundExpr& c) {
        if (!isDeterministic(c)) return false;
        std::vector<bool> used = columnsRead(c, child->schema().getFieldCount());
        for (size_t i = key_count; i < used.size(); ++i) {
            if (used[i]) return false;  // reads an aggregate's result
        }
        return true;
    };
    return moveBelow(
        child,
        splitBy(conjuncts, movable, [&](const BoundExprPtr& c) { return substituteColumns(c, aggregate.keys()); }),
        functions);
}

LogicalPtr intoScan(const ScanNode& scan, const std::vector<BoundExprPtr>& conjuncts,
                    const FunctionCatalog& functions) {
    std::vector<int> file_position(scan.columns().begin(), scan.columns().end());
    Split split = splitBy(
        conjuncts, [](const BoundExpr& c) { return isDeterministic(c); },
        [&](const BoundExprPtr& c) { return remapColumns(c, file_position); });
    if (split.moved.empty()) return nullptr;
    std::vector<BoundExprPtr> scan_conjuncts;
    if (scan.filter()) scan_conjuncts = splitConjuncts(scan.filter(), functions);
    scan_conjuncts.insert(scan_conjuncts.end(), split.moved.begin(), split.moved.end());
    LogicalPtr narrowed = std::make_shared<ScanNode>(scan.tableName(), scan.source(), scan.columns(),
                                                     joinConjuncts(scan_conjuncts, functions));
    return filtered(std::move(narrowed), split.kept, functions);
}

LogicalPtr intoUnionAll(const LogicalPtr& child, const std::vector<BoundExprPtr>& conjuncts,
                        const FunctionCatalog& functions) {
    auto deterministic = [](const BoundExpr& c) { return isDeterministic(c); };
    Split split = splitBy(conjuncts, deterministic, [](const BoundExprPtr& c) { return c; });
    if (split.moved.empty()) return nullptr;
    std::vector<LogicalPtr> inputs;
    for (const auto& input : child->inputs()) inputs.push_back(filtered(input, split.moved, functions));
    return filtered(child->withInputs(std::move(inputs)), split.kept, functions);
}

LogicalPtr intoSetOperation(const SetOperationNode& set_operation, const std::vector<BoundExprPtr>& conjuncts,
                            const FunctionCatalog& functions) {
    const TableSchema& schema = set_operation.schema();
    auto deterministic = [](const BoundExpr& c) { return isDeterministic(c); };
    Split split = splitBy(conjuncts, deterministic, [](const BoundExprPtr& c) { return c; });
    if (split.moved.empty()) return nullptr;
    std::vector<BoundExprPtr> to_right;
    for (const auto& c : split.moved) {
        std::vector<bool> read(schema.getFieldCount(), false);
        collectColumns(*c, read);
        bool exact = true;
        for (size_t i = 0; i < read.size(); ++i) exact = exact && !(read[i] && schema.getFieldType(i).isApproximate());
        if (exact) to_right.push_back(c);
    }
    LogicalPtr moved = set_operation.withInputs(
        {filtered(set_operation.left(), split.moved, functions), filtered(set_operation.right(), to_right, functions)});
    return filtered(std::move(moved), split.kept, functions);
}

/// Each deterministic conjunct reading one side moves into that input when the join never pads that side; one
/// reading both sides of an inner join joins the join's condition (a cross join and an equality above it become
/// an equi-join). The rest stays above.
LogicalPtr intoJoin(const JoinNode& join, const std::vector<BoundExprPtr>& conjuncts,
                    const FunctionCatalog& functions) {
    const size_t left_width = join.left()->schema().getFieldCount();
    const size_t width = join.schema().getFieldCount();
    std::vector<BoundExprPtr> to_left, to_right, to_condition, kept;
    for (const BoundExprPtr& c : conjuncts) {
        JoinSides sides = isDeterministic(*c) ? sidesRead(*c, left_width, width) : JoinSides::None;
        if (sides == JoinSides::Left && filterMayEnter(join.type(), sides)) {
            to_left.push_back(c);
        } else if (sides == JoinSides::Right && filterMayEnter(join.type(), sides)) {
            to_right.push_back(overRightInput(c, left_width, width));
        } else if (sides == JoinSides::Both && join.type() == JoinType::Inner) {
            to_condition.push_back(c);
        } else {
            kept.push_back(c);
        }
    }
    if (to_left.empty() && to_right.empty() && to_condition.empty()) return nullptr;
    std::vector<BoundExprPtr> condition;
    if (join.condition()) condition = splitConjuncts(join.condition(), functions);
    condition.insert(condition.end(), to_condition.begin(), to_condition.end());
    LogicalPtr joined = std::make_shared<JoinNode>(filtered(join.left(), to_left, functions),
                                                   filtered(join.right(), to_right, functions), join.type(),
                                                   condition.empty() ? nullptr : joinConjuncts(condition, functions));
    return filtered(std::move(joined), kept, functions);
}

class FilterPushdown final : public RewriteRule {
public:
    std::string_view name() const override { return "filter_pushdown"; }

    LogicalPtr apply(const LogicalPtr& node, RuleContext& context) const override {
        const auto* filter = node->as<FilterNode>();
        if (!filter) return nullptr;
        const FunctionCatalog& functions = context.functions;
        std::vector<BoundExprPtr> conjuncts = splitConjuncts(filter->predicate(), functions);
        const LogicalPtr& child = node->input();
        if (const auto* below = child->as<FilterNode>()) {
            std::vector<BoundExprPtr> merged = splitConjuncts(below->predicate(), functions);
            merged.insert(merged.end(), conjuncts.begin(), conjuncts.end());
            return filtered(child->input(), merged, functions);
        }
        if (const auto* project = child->as<ProjectNode>()) return intoProject(*project, child, conjuncts, functions);
        if (const auto* aggregate = child->as<AggregateNode>())
            return intoAggregate(*aggregate, child, conjuncts, functions);
        if (const auto* scan = child->as<ScanNode>()) return intoScan(*scan, conjuncts, functions);
        if (child->as<UnionAllNode>()) return intoUnionAll(child, conjuncts, functions);
        if (const auto* join = child->as<JoinNode>()) return intoJoin(*join, conjuncts, functions);
        if (const auto* set_operation = child->as<SetOperationNode>())
            return intoSetOperation(*set_operation, conjuncts, functions);
        if (child->as<CorrelateNode>()) {
            // The input's columns come first and pass through unchanged, for inner and left alike.
            const size_t width = child->input()->schema().getFieldCount();
            const size_t columns = child->schema().getFieldCount();
            auto onInput = [width, columns](const BoundExpr& c) {
                const std::vector<bool> used = columnsRead(c, columns);
                return isDeterministic(c) &&
                       std::find(used.begin() + static_cast<ptrdiff_t>(width), used.end(), true) == used.end();
            };
            return moveBelow(child, splitBy(conjuncts, onInput, [](const BoundExprPtr& c) { return c; }), functions);
        }
        if (child->as<SortNode>() || child->as<DistinctNode>()) {
            auto deterministic = [](const BoundExpr& c) { return isDeterministic(c); };
            return moveBelow(child, splitBy(conjuncts, deterministic, [](const BoundExprPtr& c) { return c; }),
                             functions);
        }
        return nullptr;
    }
};

}  // namespace

std::unique_ptr<RewriteRule> makeFilterPushdown() { return std::make_unique<FilterPushdown>(); }

}  // namespace tabula::planner
