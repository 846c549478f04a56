// projection_pruning: a whole-plan pass that computes, top-down, which columns each operator's consumers actually
// read, drops unused projected expressions and aggregate calls, and narrows CSV scans to the columns used, so the
// reader parses only those. Every column of the root is kept. What each node needs and how it is rebuilt is the
// node's own answer (LogicalNode::columnUse), so a new node class is pruned correctly or says how.
#include "planner/optimizer/rewrite_rule.hpp"

namespace tabula::planner {
namespace {

Narrowed prune(const LogicalPtr& node, const ColumnSet& wanted) {
    ColumnUse use = node->columnUse(wanted);
    std::vector<LogicalPtr> inputs;
    std::vector<std::vector<int>> mappings;
    for (size_t i = 0; i < node->inputs().size(); ++i) {
        Narrowed input = prune(node->inputs()[i], use.needed.at(i));
        inputs.push_back(std::move(input.node));
        mappings.push_back(std::move(input.mapping));
    }
    Narrowed narrowed = use.narrow(std::move(inputs), mappings);
    if (!narrowed.node) narrowed.node = node;
    return narrowed;
}

class ProjectionPruning final : public PlanPass {
public:
    std::string_view name() const override { return "projection_pruning"; }

    LogicalPtr run(const LogicalPtr& root, RuleContext&) const override {
        return prune(root, ColumnSet(root->schema().getFieldCount(), true)).node;
    }
};

}  // namespace

std::unique_ptr<PlanPass> makeProjectionPruning() { return std::make_unique<ProjectionPruning>(); }

}  // namespace tabula::planner
