// scalar_subquery_to_join: a scalar subquery `(q)` in a filter or a projection becomes a column of the input:
// the input joined with q made to give one row per input row (subquery_support.hpp's joinOneRow: a cross product
// with an uncorrelated q, a left join with q's aggregation grouped by the correlation keys otherwise, COUNT over no
// rows giving 0). A q that is no aggregation without GROUP BY is first wrapped in SINGLE_VALUE, which fails at run
// time, naming q, when q gives two rows for one input row.
#include "planner/optimizer/rewrite_rule.hpp"
#include "planner/rules/subquery_support.hpp"

namespace tabula::planner {
namespace {

bool isScalar(const BoundExpr& subquery) { return subquery.subquery->type == SubqueryType::Scalar; }

class ScalarSubqueryToJoin final : public RewriteRule {
public:
    std::string_view name() const override { return "scalar_subquery_to_join"; }

    LogicalPtr apply(const LogicalPtr& node, RuleContext& context) const override {
        if (!node->as<FilterNode>() && !node->as<ProjectNode>()) return nullptr;
        // Every scalar subquery of the node at once: each join appends a column to the input, which keeps its own.
        std::vector<BoundExprPtr> exprs = node->expressions();
        LogicalPtr input = node->input();
        for (size_t i = 0; i < exprs.size();) {
            BoundExprPtr found = findSubquery(exprs[i], isScalar);
            if (!found) {
                ++i;
                continue;
            }
            const auto width = static_cast<uint32_t>(input->schema().getFieldCount());
            LogicalPtr one_row = singleRow(found->subquery->plan, context.functions, found->text);
            input = joinOneRow(input, one_row, context.functions, found->text);
            BoundExprPtr value = makeColumnRef(width, found->type, found->text);
            for (auto& e : exprs) e = replaceNode(e, found.get(), value);
        }
        if (input == node->input()) return nullptr;
        return rebuiltOver(*node, input, std::move(exprs));
    }
};

}  // namespace

std::unique_ptr<RewriteRule> makeScalarSubqueryToJoin() { return std::make_unique<ScalarSubqueryToJoin>(); }

}  // namespace tabula::planner
