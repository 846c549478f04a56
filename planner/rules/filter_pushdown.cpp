// filter_pushdown: moves filters towards the sources so fewer rows flow through projections, sorts and
// aggregations: merges adjacent filters, and pushes a filter below Project (substituting the projected
// expressions), Sort, Distinct, and below Aggregate when it reads only group keys. Never below Limit/TopN, whose
// result depends on which rows reach them.
#include "exec/function_registry.hpp"
#include "planner/binder/expression_binder.hpp"
#include "planner/expr_util.hpp"
#include "planner/optimizer/rewrite_rule.hpp"

namespace tabula::planner {
namespace {

using exec::BoundExprPtr;

class FilterPushdown final : public RewriteRule {
public:
    std::string_view name() const override { return "filter_pushdown"; }

    LogicalPtr apply(const LogicalPtr& node, RuleContext&) const override {
        const auto* filter = node->as<FilterNode>();
        if (!filter) return nullptr;
        const BoundExprPtr& predicate = filter->predicate();
        const LogicalPtr& child = node->input();
        switch (child->kind()) {
            case LogicalKind::Filter: {
                const auto* conjunction = exec::findScalarFunction("and");
                BoundExprPtr both = bindScalarCall(*conjunction, {child->cast<FilterNode>().predicate(), predicate},
                                                   child->cast<FilterNode>().predicate()->text + " AND " + predicate->text);
                return std::make_shared<FilterNode>(child->input(), both);
            }
            case LogicalKind::Project: {
                const auto& project = child->cast<ProjectNode>();
                for (const auto& e : project.exprs()) {
                    if (!isDeterministic(*e)) return nullptr;
                }
                BoundExprPtr below = substituteColumns(predicate, project.exprs());
                return child->withInputs({std::make_shared<FilterNode>(child->input(), below)});
            }
            case LogicalKind::Sort:
            case LogicalKind::Distinct:
                return child->withInputs({std::make_shared<FilterNode>(child->input(), predicate)});
            case LogicalKind::Aggregate: {
                const auto& aggregate = child->cast<AggregateNode>();
                std::vector<bool> used(child->schema().getFieldCount(), false);
                collectColumns(*predicate, used);
                for (size_t i = aggregate.keys().size(); i < used.size(); ++i) {
                    if (used[i]) return nullptr;
                }
                if (aggregate.keys().empty()) return nullptr;  // a global aggregate yields a row even when empty
                BoundExprPtr below = substituteColumns(predicate, aggregate.keys());
                return child->withInputs({std::make_shared<FilterNode>(child->input(), below)});
            }
            default:
                return nullptr;
        }
    }
};

}  // namespace

std::unique_ptr<RewriteRule> makeFilterPushdown() { return std::make_unique<FilterPushdown>(); }

}  // namespace tabula::planner
