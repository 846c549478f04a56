// rank_filter_to_top_n: Flink's Top-N pattern. A Filter (directly, or through a Project of column references)
// over a Window whose calls are all ROW_NUMBER, RANK or DENSE_RANK, with a conjunct that bounds one of those calls
// by an integer constant (rn <= 3, rn < 4, 3 >= rn, rn = 1, rn BETWEEN 1 AND 3), becomes a WindowTopN that keeps
// only the rows ranked within the bound, instead of sorting every row for the Window. The bound's conjunct goes
// when it says exactly "rank <= N" (a ranking is never below 1); other conjuncts, and bounds that say more
// (rn = 2, rn BETWEEN 2 AND 3), stay in the Filter above. Refused: a Window with any other call (aggregates,
// PERCENT_RANK, CUME_DIST, NTILE, LAG, LEAD, ... need whole partitions), bounds that are not integer constants,
// and lower bounds alone (rn > 3). Runs after filter pushdown, which leaves such conditions right above the Window.
#include <optional>

#include "planner/expr/conjuncts.hpp"
#include "planner/optimizer/rewrite_rule.hpp"

namespace tabula::planner {
namespace {

/// What a conjunct says of a column: its rows have the column at most `limit`; `exact` when that is all it says
/// of a ranking (at least 1).
struct RankBound {
    uint32_t column;
    uint64_t limit;
    bool exact;
};

RankBound bounded(uint32_t column, int64_t at_most, bool exact) {
    return {column, at_most < 0 ? 0 : static_cast<uint64_t>(at_most), exact};
}

/// The value of an integer constant, also under the cast to BIGINT that a comparison with a ranking puts on it
/// (left there when constant folding is disabled).
std::optional<int64_t> integerConstant(const BoundExpr& expr) {
    if (expr.kind == BoundKind::Cast && expr.type.id() == TypeId::BigInt) return integerConstant(*expr.args.at(0));
    if (expr.kind != BoundKind::Constant || expr.constant.isNull() || !expr.type.isInteger()) return std::nullopt;
    return expr.constant.asInt64();
}

/// The relation with its operands swapped: k >= c is c <= k.
std::string_view swapped(std::string_view relation) {
    if (relation == "greaterThan") return "lessThan";
    if (relation == "greaterThanOrEqual") return "lessThanOrEqual";
    if (relation == "lessThan") return "greaterThan";
    if (relation == "lessThanOrEqual") return "greaterThanOrEqual";
    return relation;
}

/// The upper bound `conjunct` puts on a column, when it is a comparison of a column with an integer constant.
std::optional<RankBound> upperBound(const BoundExpr& conjunct) {
    if (conjunct.kind != BoundKind::Call || conjunct.function == nullptr) return std::nullopt;
    const std::string_view name = conjunct.function->name();
    const auto& args = conjunct.args;
    if (name == "between" && args.size() == 3) {
        const std::optional<int64_t> low = integerConstant(*args[1]);
        const std::optional<int64_t> high = integerConstant(*args[2]);
        if (args[0]->kind != BoundKind::Column || !low || !high) return std::nullopt;
        return bounded(args[0]->column, *high, *low <= 1);
    }
    if (args.size() != 2) return std::nullopt;
    const bool column_first = args[0]->kind == BoundKind::Column;
    const BoundExpr& column = *args[column_first ? 0 : 1];
    const std::optional<int64_t> k = integerConstant(*args[column_first ? 1 : 0]);
    if (column.kind != BoundKind::Column || !k) return std::nullopt;
    const std::string_view relation = column_first ? name : swapped(name);
    if (relation == "lessThanOrEqual") return bounded(column.column, *k, true);
    if (relation == "lessThan") return bounded(column.column, *k <= 0 ? 0 : *k - 1, true);
    if (relation == "equals") return bounded(column.column, *k, *k <= 1);
    return std::nullopt;
}

class RankFilterToTopN final : public RewriteRule {
public:
    std::string_view name() const override { return "rank_filter_to_top_n"; }

    LogicalPtr apply(const LogicalPtr& node, RuleContext& context) const override {
        const auto* filter = node->as<FilterNode>();
        if (!filter) return nullptr;
        const LogicalPtr& child = filter->input();
        const auto* project = child->as<ProjectNode>();
        const LogicalPtr& below = project ? child->input() : child;
        const auto* window = below->as<WindowNode>();
        if (!window) return nullptr;
        for (const WindowCall& call : window->calls()) {
            if (!WindowTopNNode::isTopNRanking(call.kind)) return nullptr;
        }
        const size_t width = window->input()->schema().getFieldCount();
        std::vector<BoundExprPtr> conjuncts = splitConjuncts(filter->predicate(), context.functions);
        for (size_t i = 0; i < conjuncts.size(); ++i) {
            const std::optional<RankBound> bound = upperBound(*conjuncts[i]);
            if (!bound) continue;
            uint32_t column = bound->column;  // of the Window's output
            if (project) {
                const BoundExprPtr& projected = project->exprs().at(column);
                if (projected->kind != BoundKind::Column) continue;
                column = projected->column;
            }
            if (column < width) continue;  // an input column, not a call
            const exec::RankLimit limit{window->calls().at(column - width).kind, bound->limit};
            LogicalPtr top = std::make_shared<WindowTopNNode>(std::static_pointer_cast<const WindowNode>(below), limit);
            if (project) top = child->withInputs({top});
            if (bound->exact) conjuncts.erase(conjuncts.begin() + static_cast<ptrdiff_t>(i));
            return filtered(std::move(top), conjuncts, context.functions);
        }
        return nullptr;
    }
};

}  // namespace

std::unique_ptr<RewriteRule> makeRankFilterToTopN() { return std::make_unique<RankFilterToTopN>(); }

}  // namespace tabula::planner
