// common_conjunct_extraction: takes the conjuncts that every branch of an OR shares out of it, in a filter's
// predicate and a join's condition: `(k = pk AND a = 1) OR (k = pk AND a = 2)` becomes
// `k = pk AND (a = 1 OR a = 2)`. The shared conjunct may then become a join key or move below a join (TPC-H q19
// joins lineitem and part only through such a repeated `p_partkey = l_partkey`). When a branch holds nothing but
// shared conjuncts, the OR is true whenever they hold, and only they remain. Non-deterministic conjuncts are never
// shared: each branch evaluates its own.
#include <algorithm>

#include "planner/expr/conjuncts.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/logical/filter_node.hpp"
#include "planner/logical/join_node.hpp"
#include "planner/optimizer/rewrite_rule.hpp"

namespace tabula::planner {
namespace {

/// `predicate` with the conjuncts shared by every branch of each of its ORs taken out, or nullptr when no OR
/// shares any.
BoundExprPtr extractCommonConjuncts(const BoundExprPtr& predicate, const FunctionCatalog& functions) {
    bool changed = false;
    std::vector<BoundExprPtr> result;
    for (const BoundExprPtr& conjunct : splitConjuncts(predicate, functions)) {
        const std::vector<BoundExprPtr> disjuncts = splitDisjuncts(conjunct, functions);
        if (disjuncts.size() < 2) {
            result.push_back(conjunct);
            continue;
        }
        std::vector<std::vector<BoundExprPtr>> branches;
        for (const BoundExprPtr& disjunct : disjuncts) branches.push_back(splitConjuncts(disjunct, functions));
        std::vector<BoundExprPtr> common;
        for (const BoundExprPtr& candidate : branches.front()) {
            const bool everywhere = std::all_of(branches.begin() + 1, branches.end(),
                                                [&](const auto& branch) { return containsEqual(branch, *candidate); });
            if (everywhere && isDeterministic(*candidate) && !containsEqual(common, *candidate))
                common.push_back(candidate);
        }
        if (common.empty()) {
            result.push_back(conjunct);
            continue;
        }
        changed = true;
        result.insert(result.end(), common.begin(), common.end());
        std::vector<BoundExprPtr> rests;
        bool some_branch_is_only_common = false;
        for (const std::vector<BoundExprPtr>& branch : branches) {
            std::vector<BoundExprPtr> rest;
            for (const BoundExprPtr& item : branch)
                if (!containsEqual(common, *item)) rest.push_back(item);
            if (rest.empty())
                some_branch_is_only_common = true;
            else
                rests.push_back(joinConjuncts(rest, functions));
        }
        if (!some_branch_is_only_common) result.push_back(joinDisjuncts(rests, functions));
    }
    return changed ? joinConjuncts(result, functions) : nullptr;
}

class CommonConjunctExtraction final : public RewriteRule {
public:
    std::string_view name() const override { return "common_conjunct_extraction"; }

    LogicalPtr apply(const LogicalPtr& node, RuleContext& context) const override {
        if (const auto* filter = node->as<FilterNode>()) {
            BoundExprPtr predicate = extractCommonConjuncts(filter->predicate(), context.functions);
            return predicate ? std::make_shared<FilterNode>(filter->input(), std::move(predicate)) : nullptr;
        }
        if (const auto* join = node->as<JoinNode>(); join && join->condition()) {
            BoundExprPtr condition = extractCommonConjuncts(join->condition(), context.functions);
            return condition ? std::make_shared<JoinNode>(join->left(), join->right(), join->type(), condition)
                             : nullptr;
        }
        return nullptr;
    }
};

}  // namespace

std::unique_ptr<RewriteRule> makeCommonConjunctExtraction() { return std::make_unique<CommonConjunctExtraction>(); }

}  // namespace tabula::planner
