// subquery_to_semi_join: a WHERE conjunct `EXISTS (q)`, `x IN (q)` or `x = ANY (q)` keeps the rows for which q
// has a (matching) row: a semi join with q's plan, on the correlation conditions pulled out of q (see
// correlation.hpp) and the comparison of x with q's column. `NOT EXISTS (q)` is the anti join on the same
// conditions. Only a conjunct of a filter qualifies: there only TRUE matters, so a NULL comparison that finds no
// match and a FALSE one are alike. (NOT IN differs, see not_in_to_anti_join; other places and comparisons, see
// subquery_to_mark_join.) A q that gives exactly one row (an aggregation without GROUP BY) is a comparison with a
// scalar subquery instead, and EXISTS of it is TRUE.
#include "planner/expr/conjuncts.hpp"
#include "planner/optimizer/rewrite_rule.hpp"
#include "planner/rules/correlation.hpp"
#include "planner/rules/subquery_support.hpp"

namespace tabula::planner {
namespace {

/// The Subquery node of a conjunct this rule takes, and whether it stands under NOT (NOT EXISTS).
struct Candidate {
    const BoundExpr* subquery = nullptr;
    bool negated = false;
};

Candidate candidateOf(const BoundExpr& conjunct) {
    const bool negated = conjunct.kind == BoundKind::Call && conjunct.function->name() == "not";
    const BoundExpr& operand = negated ? *conjunct.args.at(0) : conjunct;
    if (operand.kind != BoundKind::Subquery) return {};
    const SubqueryType type = operand.subquery->type;
    if (type == SubqueryType::Exists) return {&operand, negated};
    const bool equality =
        type == SubqueryType::In || (type == SubqueryType::Any && operand.subquery->comparison->name() == "equals");
    if (!negated && equality) return {&operand, false};
    return {};
}

/// The conjunct for a subquery that gives exactly one row: TRUE / FALSE for (NOT) EXISTS, else the comparison of
/// the probe with the subquery's value as a scalar subquery.
BoundExprPtr oneRowConjunct(const BoundExpr& subquery, bool negated) {
    if (subquery.subquery->type == SubqueryType::Exists) return makeConstant(Value::boolean(!negated), subquery.text);
    auto scalar = std::make_shared<BoundSubquery>(*subquery.subquery);
    scalar->type = SubqueryType::Scalar;
    scalar->comparison = nullptr;
    const TableSchema& schema = scalar->plan->schema();
    BoundExprPtr value = makeSubqueryExpr(std::move(scalar), nullptr, schema.getFieldType(0), subquery.text);
    return makeCallExpr(subquery.subquery->comparison, {subquery.args.at(0), value}, Types::BOOLEAN(), subquery.text);
}

class SubqueryToSemiJoin final : public RewriteRule {
public:
    std::string_view name() const override { return "subquery_to_semi_join"; }

    LogicalPtr apply(const LogicalPtr& node, RuleContext& context) const override {
        const auto* filter = node->as<FilterNode>();
        if (!filter) return nullptr;
        const FunctionCatalog& functions = context.functions;
        // Every conjunct it takes at once: each join keeps the left's columns, so the others still read them.
        LogicalPtr left = filter->input();
        std::vector<BoundExprPtr> kept;
        bool changed = false;
        for (const BoundExprPtr& conjunct : splitConjuncts(filter->predicate(), functions)) {
            const Candidate candidate = candidateOf(*conjunct);
            if (!candidate.subquery) {
                kept.push_back(conjunct);
                continue;
            }
            changed = true;
            const BoundExpr& subquery = *candidate.subquery;
            if (givesOneRow(*subquery.subquery->plan)) {
                kept.push_back(oneRowConjunct(subquery, candidate.negated));
                continue;
            }
            const auto left_width = static_cast<uint32_t>(left->schema().getFieldCount());
            Decorrelated pulled = decorrelate(subquery.subquery->plan, left, functions, subquery.text);
            std::vector<BoundExprPtr> condition = std::move(pulled.conditions);
            if (subquery.subquery->type != SubqueryType::Exists) {
                const TableSchema& schema = pulled.plan->schema();
                BoundExprPtr value = makeColumnRef(left_width, schema.getFieldType(0), schema.getFieldName(0));
                condition.push_back(makeCallExpr(subquery.subquery->comparison, {subquery.args.at(0), value},
                                                 Types::BOOLEAN(), subquery.text));
            }
            left = std::make_shared<JoinNode>(left, pulled.plan, candidate.negated ? JoinType::Anti : JoinType::Semi,
                                              condition.empty() ? nullptr : joinConjuncts(condition, functions));
        }
        if (!changed) return nullptr;
        if (left == filter->input()) return std::make_shared<FilterNode>(left, joinConjuncts(kept, functions));
        return filtered(std::move(left), kept, functions);
    }
};

}  // namespace

std::unique_ptr<RewriteRule> makeSubqueryToSemiJoin() { return std::make_unique<SubqueryToSemiJoin>(); }

}  // namespace tabula::planner
