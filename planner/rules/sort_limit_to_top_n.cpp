// sort_limit_to_top_n: a Limit with a fetch over a Sort becomes a TopN, which keeps only offset + fetch rows
// in a heap instead of sorting everything.
#include "planner/rules/rule.hpp"

namespace tabula::planner {
namespace {

class SortLimitToTopN final : public Rule {
public:
    std::string_view name() const override { return "sort_limit_to_top_n"; }

    LogicalPtr apply(const LogicalPtr& node) const override {
        if (node->kind() != LogicalKind::Limit || node->input()->kind() != LogicalKind::Sort) return nullptr;
        const auto& limit = node->cast<LimitNode>();
        if (!limit.fetch()) return nullptr;
        const auto& sort = node->input()->cast<SortNode>();
        return std::make_shared<TopNNode>(sort.input(), sort.keys(), limit.offset(), *limit.fetch());
    }
};

}  // namespace

std::unique_ptr<Rule> makeSortLimitToTopN() { return std::make_unique<SortLimitToTopN>(); }

}  // namespace tabula::planner
