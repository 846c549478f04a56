// sort_limit_to_top_n: a Limit with a fetch over a Sort becomes a TopN, which keeps only offset + fetch rows
// in a heap instead of sorting everything.
#include "planner/optimizer/rewrite_rule.hpp"

namespace tabula::planner {
namespace {

class SortLimitToTopN final : public RewriteRule {
public:
    std::string_view name() const override { return "sort_limit_to_top_n"; }

    LogicalPtr apply(const LogicalPtr& node, RuleContext&) const override {
        const auto* limit = node->as<LimitNode>();
        if (!limit || !limit->fetch()) return nullptr;
        const auto* sort = node->input()->as<SortNode>();
        if (!sort) return nullptr;
        return std::make_shared<TopNNode>(sort->input(), sort->keys(), limit->offset(), *limit->fetch());
    }
};

}  // namespace

std::unique_ptr<RewriteRule> makeSortLimitToTopN() { return std::make_unique<SortLimitToTopN>(); }

}  // namespace tabula::planner
