// join_reorder: a whole-plan pass that chooses the order of each tree of inner joins from the estimates of
// planner/cardinality.*. A tree is a maximal set of inner joins directly over one another; its leaves are what lies
// below (scans, filters, outer joins, anything else: outer joins are barriers, and their inputs form trees of their
// own). The leaves and the conjuncts of every condition of the tree are reassembled as a left-deep chain: by dynamic
// programming over the sets of leaves for trees of up to kMostDynamicLeaves leaves (the best order exactly), greedily
// beyond (first the best pair, then one leaf at a time). Orders compare first by their joins without a key equality
// (cross products and nested loops, whose cost grows with the product of their inputs however small the estimates
// at hand), then by their cost, the sum of the estimated rows of their joins; a join's rows come from the distinct
// counts of its key columns (innerJoinRows). Each conjunct goes to the first join where every leaf it reads is
// present. The chosen order replaces the written one only when it is better; a Project on top restores the column
// order. A tree keeps its order when a leaf has no estimate, a conjunct is non-deterministic (moving it could change
// how often it runs), or it has more leaves than kMostLeaves. Greedy work per tree is quadratic in its leaves, so
// that many joins plan in milliseconds.
#include <algorithm>
#include <optional>
#include <vector>

#include "planner/cardinality.hpp"
#include "planner/expr/conjuncts.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/expr/join_sides.hpp"
#include "planner/optimizer/rewrite_rule.hpp"

namespace tabula::planner {
namespace {

using LeafSet = uint64_t;  // bit i: leaf i of the tree
constexpr size_t kMostLeaves = 64;
/// Trees of at most this many leaves are ordered by dynamic programming (2^10 sets), larger ones greedily.
constexpr size_t kMostDynamicLeaves = 10;

LeafSet leafBit(size_t leaf) { return LeafSet{1} << leaf; }

bool isInnerJoin(const LogicalNode& node) {
    const auto* join = node.as<JoinNode>();
    return join && join->type() == JoinType::Inner;
}

/// One input of a tree of inner joins, where its columns are in the tree's written row.
struct Leaf {
    LogicalPtr node;
    size_t offset;
    size_t width;
    uint64_t rows;
};

/// One conjunct of a condition of the tree, over the tree's written row, with the leaves it reads.
struct Conjunct {
    BoundExprPtr expr;
    LeafSet reads = 0;
    LeafSet left_reads = 0;   // of an equality: what its first operand reads
    LeafSet right_reads = 0;  // and its second
    bool equality = false;
    bool placed = false;
};

/// Whether `conjunct` is an equality of an expression of `joined` with one of `leaf` alone: a hash join key.
bool isKeyBetween(const Conjunct& conjunct, LeafSet joined, LeafSet leaf) {
    if (!conjunct.equality) return false;
    auto within = [](LeafSet reads, LeafSet set) { return reads != 0 && (reads & ~set) == 0; };
    return (within(conjunct.left_reads, joined) && conjunct.right_reads == leaf) ||
           (within(conjunct.right_reads, joined) && conjunct.left_reads == leaf);
}

/// The leaves and conjuncts of one tree of inner joins, and the greedy order over them.
class JoinTree {
public:
    JoinTree(const LogicalPtr& root, const FunctionCatalog& functions, CardinalityEstimator& estimator)
        : root_(root), functions_(functions), estimator_(estimator) {
        collect(root_, 0);
    }

    /// The written joins' estimated cost; nullopt when one is unknown.
    std::optional<double> writtenCost() const {
        double cost = 0;
        for (const LogicalNode* join : joins_) {
            std::optional<uint64_t> rows = estimator_.estimatedRows(*join);
            if (!rows) return std::nullopt;
            cost += static_cast<double>(*rows);
        }
        return cost;
    }

    /// How many written joins have no key equality in their condition.
    size_t writtenUnkeyedJoins() const {
        size_t unkeyed = 0;
        for (const JoinNode* join : joins_) {
            const size_t left_width = join->left()->schema().getFieldCount();
            const size_t width = join->schema().getFieldCount();
            bool keyed = false;
            if (join->condition()) {
                for (const BoundExprPtr& c : splitConjuncts(join->condition(), functions_))
                    keyed |= joinKeyOf(*c, left_width, width).has_value();
            }
            unkeyed += keyed ? 0 : 1;
        }
        return unkeyed;
    }

    /// The tree with each leaf replaced by `rewrite`(leaf), reordered when that is estimated cheaper.
    template <typename Rewrite>
    LogicalPtr reordered(Rewrite&& rewrite) {
        bool leaves_changed = false;
        for (Leaf& leaf : leaves_) {
            LogicalPtr rewritten = rewrite(leaf.node);
            leaves_changed |= rewritten != leaf.node;
            leaf.node = std::move(rewritten);
        }
        LogicalPtr chain = orderedChain();
        if (chain) return chain;
        return leaves_changed ? rebuilt(root_) : root_;
    }

private:
    /// Walks the joins of the tree; `offset`: where `node`'s columns start in the tree's written row.
    void collect(const LogicalPtr& node, size_t offset) {
        if (!isInnerJoin(*node)) {
            leaves_.push_back({node, offset, node->schema().getFieldCount(), 0});
            return;
        }
        const auto& join = *node->as<JoinNode>();
        joins_.push_back(&join);
        collect(join.left(), offset);
        collect(join.right(), offset + join.left()->schema().getFieldCount());
        if (!join.condition()) return;
        std::vector<int> to_tree(join.schema().getFieldCount());
        for (size_t i = 0; i < to_tree.size(); ++i) to_tree[i] = static_cast<int>(offset + i);
        for (const BoundExprPtr& c : splitConjuncts(join.condition(), functions_))
            conjuncts_.push_back({remapColumns(c, to_tree)});
    }

    /// The written tree over the rewritten leaves, in the order `collect` met them.
    LogicalPtr rebuilt(const LogicalPtr& node) {
        size_t next_leaf = 0;
        return rebuiltFrom(node, next_leaf);
    }
    LogicalPtr rebuiltFrom(const LogicalPtr& node, size_t& next_leaf) {
        if (!isInnerJoin(*node)) return leaves_[next_leaf++].node;
        LogicalPtr left = rebuiltFrom(node->inputs()[0], next_leaf);
        LogicalPtr right = rebuiltFrom(node->inputs()[1], next_leaf);
        return node->withInputs({std::move(left), std::move(right)});
    }

    LeafSet readsOf(const BoundExpr& expr) const {
        std::vector<bool> used(width(), false);
        collectColumns(expr, used);
        LeafSet reads = 0;
        for (size_t l = 0; l < leaves_.size(); ++l) {
            for (size_t i = 0; i < leaves_[l].width; ++i) {
                if (used[leaves_[l].offset + i]) reads |= leafBit(l);
            }
        }
        return reads;
    }

    size_t width() const { return root_->schema().getFieldCount(); }

    /// Fills in the leaves' estimates and the conjuncts' leaf sets; false when the tree must keep its order.
    bool prepare() {
        if (leaves_.size() < 3 || leaves_.size() > kMostLeaves) return false;
        for (Leaf& leaf : leaves_) {
            std::optional<uint64_t> rows = estimator_.estimatedRows(*leaf.node);
            if (!rows) return false;
            leaf.rows = *rows;
        }
        for (Conjunct& c : conjuncts_) {
            if (!isDeterministic(*c.expr)) return false;
            c.reads = readsOf(*c.expr);
            c.equality = c.expr->kind == BoundKind::Call && c.expr->function->name() == "equals";
            if (c.equality) {
                c.left_reads = readsOf(*c.expr->args[0]);
                c.right_reads = readsOf(*c.expr->args[1]);
            }
        }
        return true;
    }

    /// The key equalities, with their operands' distinct counts, and the other conjuncts that become placeable
    /// when `leaf` joins `joined` (those that read `joined` alone were placed before).
    struct Step {
        std::vector<JoinKeyEstimate> keys;
        size_t others = 0;
    };
    Step stepOf(LeafSet joined, size_t leaf, double joined_rows) {
        Step step;
        const LeafSet after = joined | leafBit(leaf);
        for (const Conjunct& c : conjuncts_) {
            if ((c.reads & ~after) != 0 || (c.reads & ~joined) == 0) continue;
            if (!isKeyBetween(c, joined, leafBit(leaf))) {
                ++step.others;
                continue;
            }
            const bool leaf_first = c.left_reads == leafBit(leaf);
            const BoundExpr& joined_side = *c.expr->args[leaf_first ? 1 : 0];
            const BoundExpr& leaf_side = *c.expr->args[leaf_first ? 0 : 1];
            std::optional<double> joined_distinct = distinctOf(joined_side);
            if (joined_distinct) joined_distinct = std::min(*joined_distinct, joined_rows);
            step.keys.push_back({joined_distinct, distinctOf(leaf_side)});
        }
        return step;
    }

    /// The distinct values of an operand that is one column of a leaf, as estimated over that leaf.
    std::optional<double> distinctOf(const BoundExpr& operand) {
        if (operand.kind != BoundKind::Column) return std::nullopt;
        for (const Leaf& leaf : leaves_) {
            if (operand.column >= leaf.offset && operand.column < leaf.offset + leaf.width)
                return estimator_.column(*leaf.node, operand.column - leaf.offset).distinct;
        }
        return std::nullopt;
    }

    /// A left-deep order and what it is estimated to cost: joins without a key equality first (cross products
    /// and nested loops, whose cost grows with the product of their inputs however small the estimates at
    /// hand), then the sum of the estimated rows of its joins.
    struct Plan {
        size_t unkeyed = 0;
        double cost = 0;
        double rows = 0;
        std::vector<size_t> order;
        bool betterThan(const Plan& other) const {
            return unkeyed != other.unkeyed ? unkeyed < other.unkeyed : cost < other.cost;
        }
    };

    /// The plan of one leaf alone.
    Plan single(size_t leaf) const {
        return {.unkeyed = 0, .cost = 0, .rows = static_cast<double>(leaves_[leaf].rows), .order = {leaf}};
    }

    /// `plan` with `leaf` joined last.
    Plan extended(const Plan& plan, LeafSet joined, size_t leaf) {
        const Step step = stepOf(joined, leaf, plan.rows);
        Plan next = plan;
        next.rows = static_cast<double>(
            innerJoinRows(plan.rows, static_cast<double>(leaves_[leaf].rows), step.keys, step.others));
        next.cost += next.rows;
        next.unkeyed += step.keys.empty() ? 1 : 0;
        next.order.push_back(leaf);
        return next;
    }

    /// The best left-deep order by dynamic programming over the sets of leaves: each set's best plan is the best
    /// of its sets with one leaf fewer, that leaf joined last. Exact, and 2^leaves sets: for small trees.
    Plan dynamicOrder() {
        const size_t count = leaves_.size();
        std::vector<std::optional<Plan>> best(size_t{1} << count);
        for (size_t l = 0; l < count; ++l) best[leafBit(l)] = single(l);
        for (LeafSet set = 1; set < best.size(); ++set) {
            if (!best[set]) continue;
            for (size_t l = 0; l < count; ++l) {
                if (set & leafBit(l)) continue;
                Plan candidate = extended(*best[set], set, l);
                std::optional<Plan>& slot = best[set | leafBit(l)];
                if (!slot || candidate.betterThan(*slot)) slot = std::move(candidate);
            }
        }
        return *best.back();
    }

    /// A left-deep order built greedily, for trees too large for dynamicOrder: first the pair with the best
    /// plan, then, one step at a time, the leaf whose join gives the best plan.
    Plan greedyOrder() {
        Plan plan = extended(single(0), leafBit(0), 1);
        for (size_t i = 0; i < leaves_.size(); ++i) {
            for (size_t j = i + 1; j < leaves_.size(); ++j) {
                Plan pair = extended(single(i), leafBit(i), j);
                if (pair.betterThan(plan)) plan = std::move(pair);
            }
        }
        LeafSet joined = leafBit(plan.order[0]) | leafBit(plan.order[1]);
        while (plan.order.size() < leaves_.size()) {
            Plan next;
            for (size_t l = 0; l < leaves_.size(); ++l) {
                if (joined & leafBit(l)) continue;
                Plan candidate = extended(plan, joined, l);
                if (next.order.empty() || candidate.betterThan(next)) next = std::move(candidate);
            }
            joined |= leafBit(next.order.back());
            plan = std::move(next);
        }
        return plan;
    }

    /// The chosen chain with a Project restoring the written columns, or nullptr when the written order stays.
    LogicalPtr orderedChain() {
        if (!prepare()) return nullptr;
        std::optional<double> written_cost = writtenCost();
        if (!written_cost) return nullptr;
        const Plan written{.unkeyed = writtenUnkeyedJoins(), .cost = *written_cost, .rows = 0, .order = {}};
        const Plan chosen = leaves_.size() <= kMostDynamicLeaves ? dynamicOrder() : greedyOrder();
        if (!chosen.betterThan(written)) return nullptr;
        return chainOf(chosen.order);
    }

    /// The left-deep chain of `order`, each conjunct at its first join, under a Project to the written columns.
    LogicalPtr chainOf(const std::vector<size_t>& order) {
        std::vector<int> to_chain(width(), -1);  // a written column's position in the chain's row
        int chain_width = 0;
        auto place = [&](size_t leaf) {
            for (size_t i = 0; i < leaves_[leaf].width; ++i) to_chain[leaves_[leaf].offset + i] = chain_width++;
        };
        place(order[0]);
        LogicalPtr chain = leaves_[order[0]].node;
        LeafSet joined = leafBit(order[0]);
        for (size_t k = 1; k < order.size(); ++k) {
            place(order[k]);
            joined |= leafBit(order[k]);
            std::vector<BoundExprPtr> condition;
            for (Conjunct& c : conjuncts_) {
                if (c.placed || (c.reads & ~joined) != 0) continue;
                c.placed = true;
                condition.push_back(remapColumns(c.expr, to_chain));
            }
            chain = std::make_shared<JoinNode>(std::move(chain), leaves_[order[k]].node, JoinType::Inner,
                                               condition.empty() ? nullptr : joinConjuncts(condition, functions_));
        }
        const TableSchema& written = root_->schema();
        std::vector<BoundExprPtr> columns;
        for (size_t i = 0; i < width(); ++i) {
            columns.push_back(
                makeColumnRef(static_cast<uint32_t>(to_chain[i]), written.getFieldType(i), written.getFieldName(i)));
        }
        return std::make_shared<ProjectNode>(std::move(chain), std::move(columns), written.getFieldNames());
    }

    const LogicalPtr& root_;
    const FunctionCatalog& functions_;
    CardinalityEstimator& estimator_;
    std::vector<Leaf> leaves_;            // in the written order
    std::vector<const JoinNode*> joins_;  // the written joins
    std::vector<Conjunct> conjuncts_;
};

class JoinReorder final : public PlanPass {
public:
    std::string_view name() const override { return "join_reorder"; }

    LogicalPtr run(const LogicalPtr& root, RuleContext& context) const override {
        CardinalityEstimator estimator;  // lives for the run: the nodes it is asked about all stay in a plan
        return rewrite(root, context.functions, estimator);
    }

private:
    static LogicalPtr rewrite(const LogicalPtr& node, const FunctionCatalog& functions,
                              CardinalityEstimator& estimator) {
        if (isInnerJoin(*node)) {
            JoinTree tree(node, functions, estimator);
            return tree.reordered([&](const LogicalPtr& leaf) { return rewrite(leaf, functions, estimator); });
        }
        return withRewrittenInputs(node, [&](const LogicalPtr& input) { return rewrite(input, functions, estimator); });
    }
};

}  // namespace

std::unique_ptr<PlanPass> makeJoinReorder() { return std::make_unique<JoinReorder>(); }

}  // namespace tabula::planner
