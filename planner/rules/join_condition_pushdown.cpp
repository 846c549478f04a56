// join_condition_pushdown: moves the conjuncts of a join's condition (ON) that read only one input into that input,
// as a filter below the join, where that is legal: into either side of an inner join, and into the side an outer
// join does not preserve (`a LEFT JOIN b ON a.k = b.k AND b.v > 1` filters b first). A conjunct on a preserved
// side stays in the condition: there it only decides which pairs match, while below it would drop rows the join
// must keep. Non-deterministic conjuncts stay where they are.
#include "planner/expr/conjuncts.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/expr/join_sides.hpp"
#include "planner/optimizer/rewrite_rule.hpp"

namespace tabula::planner {
namespace {

class JoinConditionPushdown final : public RewriteRule {
public:
    std::string_view name() const override { return "join_condition_pushdown"; }

    LogicalPtr apply(const LogicalPtr& node, RuleContext& context) const override {
        const auto* join = node->as<JoinNode>();
        if (!join || !join->condition()) return nullptr;
        const FunctionCatalog& functions = context.functions;
        const size_t left_width = join->left()->schema().getFieldCount();
        const size_t width = join->conditionWidth();
        std::vector<BoundExprPtr> to_left, to_right, kept;
        for (const BoundExprPtr& c : splitConjuncts(join->condition(), functions)) {
            JoinSides sides = isDeterministic(*c) ? sidesRead(*c, left_width, width) : JoinSides::None;
            if (sides == JoinSides::Left && conditionMayEnter(join->type(), sides)) {
                to_left.push_back(c);
            } else if (sides == JoinSides::Right && conditionMayEnter(join->type(), sides)) {
                to_right.push_back(overRightInput(c, left_width, width));
            } else {
                kept.push_back(c);
            }
        }
        if (to_left.empty() && to_right.empty()) return nullptr;
        return std::make_shared<JoinNode>(filtered(join->left(), to_left, functions),
                                          filtered(join->right(), to_right, functions), join->type(),
                                          kept.empty() ? nullptr : joinConjuncts(kept, functions));
    }
};

}  // namespace

std::unique_ptr<RewriteRule> makeJoinConditionPushdown() { return std::make_unique<JoinConditionPushdown>(); }

}  // namespace tabula::planner
