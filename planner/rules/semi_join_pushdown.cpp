// semi_join_pushdown: a semi or anti join whose left input is an inner join moves into the input of that join
// whose columns its condition reads, when it reads only one input's: whether a left row has a match depends on
// that input's part of the row alone, so filtering that input first keeps the same rows. An IN or EXISTS written
// over a join of several tables then filters the one table it is about before the joins (TPC-H q18's
// `o_orderkey IN (...)` filters orders, not the six million rows of lineitem joined with them), and join ordering
// sees the smaller input. It moves only where its input is estimated to give no more rows than the inner join:
// a semi join's work grows with the rows it filters.
#include <optional>
#include <vector>

#include "planner/cardinality.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/optimizer/rewrite_rule.hpp"

namespace tabula::planner {
namespace {

class SemiJoinPushdown final : public RewriteRule {
public:
    std::string_view name() const override { return "semi_join_pushdown"; }

    LogicalPtr apply(const LogicalPtr& node, RuleContext&) const override {
        const auto* semi = node->as<JoinNode>();
        if (!semi || !keepsLeftOnly(semi->type()) || !semi->condition()) return nullptr;
        const auto* inner = semi->left()->as<JoinNode>();
        if (!inner || inner->type() != JoinType::Inner) return nullptr;
        const size_t a_width = inner->left()->schema().getFieldCount();
        const size_t left_width = inner->schema().getFieldCount();
        const size_t right_width = semi->right()->schema().getFieldCount();

        std::vector<bool> used(left_width + right_width, false);
        collectColumns(*semi->condition(), used);
        bool reads_a = false, reads_b = false;
        for (size_t c = 0; c < left_width; ++c) (c < a_width ? reads_a : reads_b) |= used[c];
        if (reads_a == reads_b) return nullptr;  // both inputs, or neither: it stays above the inner join
        // Only where it then meets fewer rows: above a selective join (TPC-H q21's EXISTS over the lineitems of
        // one nation's suppliers) it stays.
        const LogicalNode& target = reads_a ? *inner->left() : *inner->right();
        CardinalityEstimator estimator;  // for this call: the nodes it is asked about outlive it
        const std::optional<uint64_t> target_rows = estimator.estimatedRows(target);
        const std::optional<uint64_t> here_rows = estimator.estimatedRows(*inner);
        if (!target_rows || !here_rows || *target_rows > *here_rows) return nullptr;

        // The condition over the one input's columns followed by the semi join's right input.
        const size_t skipped = reads_a ? left_width - a_width : a_width;  // the other input's columns
        std::vector<int> mapping(left_width + right_width, -1);
        for (size_t c = 0; c < left_width + right_width; ++c) {
            if (c >= left_width)
                mapping[c] = static_cast<int>(c - skipped);
            else if (reads_a && c < a_width)
                mapping[c] = static_cast<int>(c);
            else if (reads_b && c >= a_width)
                mapping[c] = static_cast<int>(c - a_width);
        }
        const BoundExprPtr condition = remapColumns(semi->condition(), mapping);
        if (reads_a) {
            auto filtered = std::make_shared<JoinNode>(inner->left(), semi->right(), semi->type(), condition);
            return std::make_shared<JoinNode>(filtered, inner->right(), JoinType::Inner, inner->condition());
        }
        auto filtered = std::make_shared<JoinNode>(inner->right(), semi->right(), semi->type(), condition);
        return std::make_shared<JoinNode>(inner->left(), filtered, JoinType::Inner, inner->condition());
    }
};

}  // namespace

std::unique_ptr<RewriteRule> makeSemiJoinPushdown() { return std::make_unique<SemiJoinPushdown>(); }

}  // namespace tabula::planner
