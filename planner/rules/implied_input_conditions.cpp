// implied_input_conditions: a whole-plan pass that finds, in an OR over several inputs of a tree of inner joins,
// the condition it implies on one input alone. `(n1 = 'FRANCE' AND n2 = 'GERMANY') OR (n1 = 'GERMANY' AND n2 =
// 'FRANCE')`, over two nation tables, holds only where `n1 = 'FRANCE' OR n1 = 'GERMANY'` does, and likewise for
// n2: each such condition is added beside the OR (which stays, since it says more), so that pushdown moves it into
// its input and the join order sees two nations instead of 25 on each side (TPC-H q07). For each input of the
// tree, every branch of the OR must hold conjuncts that read that input alone; the implied condition is the OR of
// those conjuncts, branch by branch. An OR whose branches read one input only goes down whole without this pass; an
// OR with a non-deterministic part is left alone (the implied condition would evaluate it once more). Runs once,
// before pushdown, over filters and inner joins' conditions.
#include <algorithm>
#include <utility>
#include <vector>

#include "planner/expr/conjuncts.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/optimizer/rewrite_rule.hpp"

namespace tabula::planner {
namespace {

/// The columns [begin, end) of one input of a tree of inner joins, in the row its top node gives or reads.
struct ColumnRange {
    size_t begin;
    size_t end;
};

/// The inputs of the tree of inner joins `node` heads (itself, when it is no inner join), whose columns start at
/// `offset` of the row it gives.
void collectInputs(const LogicalNode& node, size_t offset, std::vector<ColumnRange>& inputs) {
    const auto* join = node.as<JoinNode>();
    if (!join || join->type() != JoinType::Inner) {
        inputs.push_back({offset, offset + node.schema().getFieldCount()});
        return;
    }
    collectInputs(*join->left(), offset, inputs);
    collectInputs(*join->right(), offset + join->left()->schema().getFieldCount(), inputs);
}

/// Which of `inputs` an expression over their row reads: the index of the one it reads alone, kNone when it reads
/// no column, kSeveral when it reads more than one.
constexpr size_t kNone = SIZE_MAX;
constexpr size_t kSeveral = SIZE_MAX - 1;
size_t inputRead(const BoundExpr& expr, const std::vector<ColumnRange>& inputs, size_t width) {
    std::vector<bool> used(width, false);
    collectColumns(expr, used);
    size_t read = kNone;
    for (size_t i = 0; i < inputs.size(); ++i) {
        if (!std::any_of(used.begin() + static_cast<ptrdiff_t>(inputs[i].begin),
                         used.begin() + static_cast<ptrdiff_t>(inputs[i].end), [](bool u) { return u; }))
            continue;
        if (read != kNone) return kSeveral;
        read = i;
    }
    return read;
}

/// `predicate`, over the row of `inputs` (`width` columns), with the conditions its ORs imply on single inputs
/// added; nullptr when it implies none that is not there already.
BoundExprPtr withImpliedConditions(const BoundExprPtr& predicate, const std::vector<ColumnRange>& inputs, size_t width,
                                   const FunctionCatalog& functions) {
    std::vector<BoundExprPtr> conjuncts = splitConjuncts(predicate, functions);
    const size_t written = conjuncts.size();
    for (size_t c = 0; c < written; ++c) {
        const BoundExprPtr conjunct = conjuncts[c];
        const std::vector<BoundExprPtr> branches = splitDisjuncts(conjunct, functions);
        if (branches.size() < 2 || !isDeterministic(*conjunct) || inputRead(*conjunct, inputs, width) != kSeveral)
            continue;
        // Per input, per branch: the branch's conjuncts that read that input alone.
        std::vector<std::vector<std::vector<BoundExprPtr>>> parts(
            inputs.size(), std::vector<std::vector<BoundExprPtr>>(branches.size()));
        for (size_t b = 0; b < branches.size(); ++b) {
            for (const BoundExprPtr& part : splitConjuncts(branches[b], functions)) {
                const size_t read = inputRead(*part, inputs, width);
                if (read < inputs.size()) parts[read][b].push_back(part);
            }
        }
        for (const auto& per_branch : parts) {
            if (std::any_of(per_branch.begin(), per_branch.end(), [](const auto& p) { return p.empty(); })) continue;
            std::vector<BoundExprPtr> alternatives;
            for (const auto& p : per_branch) alternatives.push_back(joinConjuncts(p, functions));
            BoundExprPtr implied = joinDisjuncts(alternatives, functions);
            if (!containsEqual(conjuncts, *implied)) conjuncts.push_back(std::move(implied));
        }
    }
    return conjuncts.size() == written ? nullptr : joinConjuncts(conjuncts, functions);
}

class ImpliedInputConditions final : public PlanPass {
public:
    std::string_view name() const override { return "implied_input_conditions"; }

    LogicalPtr run(const LogicalPtr& root, RuleContext& context) const override {
        LogicalPtr node = withRewrittenInputs(root, [&](const LogicalPtr& input) { return run(input, context); });
        std::vector<ColumnRange> ranges;
        if (const auto* filter = node->as<FilterNode>()) {
            collectInputs(*filter->input(), 0, ranges);
            if (ranges.size() < 2) return node;
            BoundExprPtr predicate = withImpliedConditions(
                filter->predicate(), ranges, filter->input()->schema().getFieldCount(), context.functions);
            return predicate ? std::make_shared<FilterNode>(filter->input(), std::move(predicate)) : node;
        }
        if (const auto* join = node->as<JoinNode>(); join && join->type() == JoinType::Inner && join->condition()) {
            collectInputs(*node, 0, ranges);
            BoundExprPtr condition =
                withImpliedConditions(join->condition(), ranges, join->conditionWidth(), context.functions);
            return condition ? std::make_shared<JoinNode>(join->left(), join->right(), join->type(), condition) : node;
        }
        return node;
    }
};

}  // namespace

std::unique_ptr<PlanPass> makeImpliedInputConditions() { return std::make_unique<ImpliedInputConditions>(); }

}  // namespace tabula::planner
