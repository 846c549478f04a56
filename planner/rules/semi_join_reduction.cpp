// semi_join_reduction: a whole-plan pass that lets a join on an aggregation's group key thin the aggregation's
// input first. When a conjunct of a join's condition is an equality `k = a` of a group key k of an aggregation on
// one side (reached through projections, filters and joins that keep k's rows) with a column a of the other side,
// only the groups whose k appears among a's values can ever match. When a small subplan below the other side holds
// every value a takes (a filtered scan, say) and is cheap to run again (scans, filters and projections only), the
// aggregation's input is semi-joined with it on k first: the groups that could never match are not computed. A
// decorrelated `l_quantity < (SELECT 0.2 * avg(l_quantity) FROM lineitem WHERE l_partkey = p_partkey)` over the
// few hundred parts of one brand and container then averages their few thousand lineitem rows, not all six million
// (TPC-H q17; q02 and q20 alike), as DuckDB's delim join does. It applies when the subplan is estimated to hold at
// most half as many distinct values as the key has where the semi join goes, which is below the deepest join or
// aggregation on the key's way down, so that the rows are dropped before any work is done for them.
#include <optional>
#include <vector>

#include "planner/cardinality.hpp"
#include "planner/expr/conjuncts.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/expr/join_sides.hpp"
#include "planner/expr/scalar_call.hpp"
#include "planner/optimizer/rewrite_rule.hpp"

namespace tabula::planner {
namespace {

/// The semi join goes in only when its subplan has at most this share of the key's distinct values.
constexpr double kMostKeptShare = 0.5;

/// Output column `column` of `node`; `input` is the input of the step above that led here (see keyPath).
struct ColumnAt {
    LogicalPtr node;
    uint32_t column = 0;
    size_t input = 0;
};

std::optional<uint32_t> columnRead(const BoundExpr& expr) {
    if (expr.kind != BoundKind::Column) return std::nullopt;
    return expr.column;
}

bool isAggregationStep(const LogicalNode& node) {
    return node.as<AggregateNode>() || node.as<DistinctNode>() || node.as<JoinNode>();
}

/// The input of `at.node` and its column such that dropping that input's rows whose column value lies outside a
/// set drops exactly the rows (or whole groups) of `at.node` whose column lies outside it; nullopt where no such
/// input exists (an outer join's padded side, a computed column, a set operation, ...).
std::optional<ColumnAt> rowsOrigin(const ColumnAt& at) {
    const LogicalNode& node = *at.node;
    if (node.as<FilterNode>() || node.as<DistinctNode>()) return ColumnAt{node.input(), at.column, 0};
    if (const auto* project = node.as<ProjectNode>()) {
        std::optional<uint32_t> read = columnRead(*project->exprs().at(at.column));
        if (read) return ColumnAt{node.input(), *read, 0};
        return std::nullopt;
    }
    if (const auto* aggregate = node.as<AggregateNode>()) {
        if (at.column >= aggregate->keys().size()) return std::nullopt;
        std::optional<uint32_t> read = columnRead(*aggregate->keys()[at.column]);
        if (read) return ColumnAt{node.input(), *read, 0};
        return std::nullopt;
    }
    if (const auto* join = node.as<JoinNode>()) {
        const auto left_width = static_cast<uint32_t>(join->left()->schema().getFieldCount());
        const JoinType type = join->type();
        if (at.column < left_width) {
            if (type == JoinType::Right || type == JoinType::Full) return std::nullopt;
            return ColumnAt{join->left(), at.column, 0};
        }
        if (type == JoinType::Inner || type == JoinType::Right)
            return ColumnAt{join->right(), at.column - left_width, 1};
    }
    return std::nullopt;
}

/// The way down from `start` by rowsOrigin, `start` first.
std::vector<ColumnAt> keyPath(const ColumnAt& start) {
    std::vector<ColumnAt> path{start};
    while (std::optional<ColumnAt> next = rowsOrigin(path.back())) path.push_back(std::move(*next));
    return path;
}

/// Every place below `at` (and `at` itself) whose column holds every non-NULL value `at`'s column takes: down
/// through filters, projections, group keys and the join input that gives the column, and across an inner or semi
/// join's equality of two columns.
void collectValueOrigins(const ColumnAt& at, const FunctionCatalog& functions, std::vector<ColumnAt>& origins) {
    origins.push_back(at);
    const LogicalNode& node = *at.node;
    if (const auto* join = node.as<JoinNode>()) {
        const auto left_width = static_cast<uint32_t>(join->left()->schema().getFieldCount());
        const auto side = [&](uint32_t column) {
            return column < left_width ? ColumnAt{join->left(), column} : ColumnAt{join->right(), column - left_width};
        };
        collectValueOrigins(side(at.column), functions, origins);
        if (!join->condition() || (join->type() != JoinType::Inner && join->type() != JoinType::Semi)) return;
        for (const BoundExprPtr& conjunct : splitConjuncts(join->condition(), functions)) {
            std::optional<JoinKey> key = joinKeyOf(*conjunct, left_width, join->conditionWidth());
            if (!key) continue;
            std::optional<uint32_t> left = columnRead(*key.value().left), right = columnRead(*key.value().right);
            if (!left || !right) continue;
            if (*left == at.column) collectValueOrigins(side(*right), functions, origins);
            if (*right == at.column) collectValueOrigins(side(*left), functions, origins);
        }
        return;
    }
    // Filters, projections, group keys and DISTINCT only drop or pass on values: rowsOrigin's way down.
    if (std::optional<ColumnAt> next = rowsOrigin(at)) collectValueOrigins(*next, functions, origins);
}

/// True when running `node` a second time costs about a scan and gives the same rows: scans, filters and
/// projections only, every expression deterministic.
bool cheapToRepeat(const LogicalNode& node) {
    if (!node.as<ScanNode>() && !node.as<ValuesNode>() && !node.as<FilterNode>() && !node.as<ProjectNode>())
        return false;
    for (const BoundExprPtr& expr : node.expressions())
        if (!isDeterministic(*expr) || containsSubquery(*expr)) return false;
    for (const LogicalPtr& input : node.inputs())
        if (!cheapToRepeat(*input)) return false;
    return true;
}

/// `node` with every node below it rebuilt, so that the plan stays a tree where the copy is used a second time.
LogicalPtr copied(const LogicalPtr& node) {
    std::vector<LogicalPtr> inputs;
    for (const LogicalPtr& input : node->inputs()) inputs.push_back(copied(input));
    return node->withInputs(std::move(inputs));
}

class SemiJoinReduction final : public PlanPass {
public:
    std::string_view name() const override { return "semi_join_reduction"; }

    LogicalPtr run(const LogicalPtr& root, RuleContext& context) const override { return rewritten(root, context); }

private:
    LogicalPtr rewritten(const LogicalPtr& node, RuleContext& context) const {
        LogicalPtr current =
            withRewrittenInputs(node, [&](const LogicalPtr& input) { return rewritten(input, context); });
        const auto* join = current->as<JoinNode>();
        return join && join->condition() ? reducedJoin(current, *join, context) : current;
    }

    /// `node` (the join `join`) with each input it may reduce reduced by each key equality of its condition.
    LogicalPtr reducedJoin(const LogicalPtr& node, const JoinNode& join, RuleContext& context) const {
        LogicalPtr left = join.left(), right = join.right();
        const auto left_width = static_cast<uint32_t>(left->schema().getFieldCount());
        // Only the matched rows of a side that is not preserved count: that side may lose rows that match nothing.
        const JoinType type = join.type();
        const bool right_reducible = type != JoinType::Right && type != JoinType::Full;
        const bool left_reducible = type == JoinType::Inner || type == JoinType::Right;
        for (const BoundExprPtr& conjunct : splitConjuncts(join.condition(), context.functions)) {
            std::optional<JoinKey> key = joinKeyOf(*conjunct, left_width, join.conditionWidth());
            if (!key) continue;
            std::optional<uint32_t> left_column = columnRead(*key->left), right_column = columnRead(*key->right);
            if (!left_column || !right_column) continue;
            const ColumnAt left_key{left, *left_column}, right_key{right, *right_column - left_width};
            if (right_reducible) {
                if (LogicalPtr reduced = reducedSide(right_key, left_key, *conjunct, context)) right = reduced;
            }
            if (left_reducible) {
                if (LogicalPtr reduced = reducedSide(left_key, right_key, *conjunct, context)) left = reduced;
            }
        }
        if (left == join.left() && right == join.right()) return node;
        return node->withInputs({left, right});
    }

    /// `target.node` whose rows with a `target.column` value that `values` never takes are dropped below its
    /// aggregation, or nullptr when that is not possible or not estimated worth it. `equality` is the join's
    /// conjunct comparing the two.
    LogicalPtr reducedSide(const ColumnAt& target, const ColumnAt& values, const BoundExpr& equality,
                           RuleContext& context) const {
        std::vector<ColumnAt> path = keyPath(target);
        size_t place = 0;
        bool aggregated = false;
        for (size_t i = 0; i + 1 < path.size(); ++i) {
            if (!isAggregationStep(*path[i].node)) continue;
            place = i + 1;
            aggregated |= path[i].node->as<AggregateNode>() != nullptr;
        }
        if (!aggregated) return nullptr;

        CardinalityEstimator estimator;  // lives for this call only: the nodes it is asked about outlive it
        const std::optional<double> key_distinct = estimator.column(*path[place].node, path[place].column).distinct;
        if (!key_distinct) return nullptr;
        std::vector<ColumnAt> origins;
        collectValueOrigins(values, context.functions, origins);
        std::optional<ColumnAt> best;
        double best_distinct = *key_distinct * kMostKeptShare;
        for (const ColumnAt& origin : origins) {
            if (!cheapToRepeat(*origin.node)) continue;
            const std::optional<double> distinct = estimator.column(*origin.node, origin.column).distinct;
            if (distinct && *distinct <= best_distinct) {
                best = origin;
                best_distinct = *distinct;
            }
        }
        if (!best) return nullptr;

        const ColumnAt& at = path[place];
        LogicalPtr source = copied(best->node);
        const TableSchema& target_schema = at.node->schema();
        const TableSchema& source_schema = source->schema();
        const auto width = static_cast<uint32_t>(target_schema.getFieldCount());
        BoundExprPtr condition = bindScalarCall(
            *equality.function,
            {makeColumnRef(at.column, target_schema.getFieldType(at.column), target_schema.getFieldName(at.column)),
             makeColumnRef(width + best->column, source_schema.getFieldType(best->column),
                           source_schema.getFieldName(best->column))},
            equality.text);
        LogicalPtr reduced = std::make_shared<JoinNode>(at.node, std::move(source), JoinType::Semi, condition);
        for (size_t i = place; i-- > 0;) {
            std::vector<LogicalPtr> inputs = path[i].node->inputs();
            inputs.at(path[i + 1].input) = std::move(reduced);
            reduced = path[i].node->withInputs(std::move(inputs));
        }
        return reduced;
    }
};

}  // namespace

std::unique_ptr<PlanPass> makeSemiJoinReduction() { return std::make_unique<SemiJoinReduction>(); }

}  // namespace tabula::planner
