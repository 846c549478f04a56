// distinct_to_aggregate: DISTINCT becomes a grouping on every column with no aggregate calls, so it shares the
// hash aggregation's table (and any later aggregate rules).
#include "planner/optimizer/rewrite_rule.hpp"

namespace tabula::planner {
namespace {

class DistinctToAggregate final : public RewriteRule {
public:
    std::string_view name() const override { return "distinct_to_aggregate"; }

    LogicalPtr apply(const LogicalPtr& node, RuleContext&) const override {
        // A distinct over no columns yields no row for empty input; a global aggregate would yield one.
        if (!node->as<DistinctNode>() || node->schema().getFieldCount() == 0) return nullptr;
        const TableSchema& schema = node->schema();
        std::vector<BoundExprPtr> keys;
        for (size_t i = 0; i < schema.getFieldCount(); ++i)
            keys.push_back(makeColumnRef(static_cast<uint32_t>(i), schema.getFieldType(i), schema.getFieldName(i)));
        return std::make_shared<AggregateNode>(node->input(), std::move(keys), std::vector<AggregateCall>{},
                                               schema.getFieldNames());
    }
};

}  // namespace

std::unique_ptr<RewriteRule> makeDistinctToAggregate() { return std::make_unique<DistinctToAggregate>(); }

}  // namespace tabula::planner
