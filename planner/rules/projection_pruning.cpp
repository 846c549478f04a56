// projection_pruning: a whole-plan pass that computes, top-down, which columns each operator's consumers actually
// read, drops unused projected expressions and aggregate calls, and narrows CSV scans to the columns used, so the
// reader parses only those. Every column of the root is kept. Every node class has its case: one it did not know
// would be an InternalError, never silently left as it is.
#include <functional>
#include <numeric>

#include "planner/expr_util.hpp"
#include "planner/optimizer/rewrite_rule.hpp"

namespace tabula::planner {
namespace {

using exec::BoundExprPtr;

/// A pruned subtree: the new node, and where each old output column went (-1: dropped).
struct Pruned {
    LogicalPtr node;
    std::vector<int> mapping;
};

Pruned unchanged(const LogicalPtr& node) {
    std::vector<int> identity(node->schema().getFieldCount());
    std::iota(identity.begin(), identity.end(), 0);
    return {node, identity};
}

std::vector<bool> allColumns(const LogicalNode& node) { return std::vector<bool>(node.schema().getFieldCount(), true); }

void collectSortKeys(const std::vector<SortSpec>& keys, std::vector<bool>& used) {
    for (const auto& key : keys) collectColumns(*key.expr, used);
}

std::vector<SortSpec> remapSortKeys(std::vector<SortSpec> keys, const std::vector<int>& mapping) {
    for (auto& key : keys) key.expr = remapColumns(key.expr, mapping);
    return keys;
}

Pruned prune(const LogicalPtr& node, const std::vector<bool>& required);

/// For operators that pass their input's columns through (Filter, Sort, TopN, Limit): prune the input to what
/// the consumers and the operator itself read.
Pruned prunePassThrough(const LogicalPtr& node, std::vector<bool> needed,
                        const std::function<LogicalPtr(const LogicalPtr& input, const std::vector<int>& mapping)>& rebuild) {
    Pruned input = prune(node->input(), needed);
    if (input.node == node->input()) return unchanged(node);
    return {rebuild(input.node, input.mapping), input.mapping};
}

Pruned pruneScan(const LogicalPtr& node, const std::vector<bool>& required) {
    const auto& scan = node->cast<ScanNode>();
    std::vector<uint32_t> columns;
    std::vector<int> mapping(required.size(), -1);
    for (size_t i = 0; i < required.size(); ++i) {
        if (!required[i]) continue;
        mapping[i] = static_cast<int>(columns.size());
        columns.push_back(scan.columns()[i]);
    }
    if (columns.size() == scan.columns().size()) return unchanged(node);
    // The filter reads file fields by position: it is unaffected by which fields are produced.
    return {std::make_shared<ScanNode>(scan.tableName(), scan.source(), columns, scan.filter()), mapping};
}

Pruned pruneProject(const LogicalPtr& node, const std::vector<bool>& required) {
    const auto& project = node->cast<ProjectNode>();
    std::vector<bool> needed(node->input()->schema().getFieldCount(), false);
    std::vector<int> mapping(required.size(), -1);
    std::vector<BoundExprPtr> kept;
    std::vector<std::string> names;
    for (size_t i = 0; i < required.size(); ++i) {
        if (!required[i]) continue;
        mapping[i] = static_cast<int>(kept.size());
        kept.push_back(project.exprs()[i]);
        names.push_back(node->schema().getFieldName(i));
        collectColumns(*kept.back(), needed);
    }
    Pruned input = prune(node->input(), needed);
    if (kept.size() == project.exprs().size() && input.node == node->input()) return unchanged(node);
    for (auto& e : kept) e = remapColumns(e, input.mapping);
    return {std::make_shared<ProjectNode>(input.node, std::move(kept), std::move(names)), mapping};
}

Pruned pruneAggregate(const LogicalPtr& node, const std::vector<bool>& required) {
    const auto& aggregate = node->cast<AggregateNode>();
    const size_t key_count = aggregate.keys().size();
    std::vector<bool> needed(node->input()->schema().getFieldCount(), false);
    for (const auto& key : aggregate.keys()) collectColumns(*key, needed);
    std::vector<int> mapping(required.size(), -1);
    std::iota(mapping.begin(), mapping.begin() + static_cast<ptrdiff_t>(key_count), 0);
    std::vector<AggregateCall> kept;
    std::vector<std::string> names(node->schema().getFieldNames().begin(),
                                   node->schema().getFieldNames().begin() + static_cast<ptrdiff_t>(key_count));
    for (size_t a = 0; a < aggregate.aggregates().size(); ++a) {
        if (!required[key_count + a]) continue;
        mapping[key_count + a] = static_cast<int>(key_count + kept.size());
        kept.push_back(aggregate.aggregates()[a]);
        names.push_back(node->schema().getFieldName(key_count + a));
        for (const auto& arg : kept.back().args) collectColumns(*arg, needed);
    }
    Pruned input = prune(node->input(), needed);
    if (kept.size() == aggregate.aggregates().size() && input.node == node->input()) return unchanged(node);
    std::vector<BoundExprPtr> keys;
    for (const auto& key : aggregate.keys()) keys.push_back(remapColumns(key, input.mapping));
    for (auto& call : kept) {
        for (auto& arg : call.args) arg = remapColumns(arg, input.mapping);
    }
    return {std::make_shared<AggregateNode>(input.node, std::move(keys), std::move(kept), std::move(names)), mapping};
}

Pruned prune(const LogicalPtr& node, const std::vector<bool>& required) {
    switch (node->kind()) {
        case LogicalKind::Scan:
            return pruneScan(node, required);
        case LogicalKind::Project:
            return pruneProject(node, required);
        case LogicalKind::Aggregate:
            return pruneAggregate(node, required);
        case LogicalKind::Filter: {
            std::vector<bool> needed = required;
            collectColumns(*node->cast<FilterNode>().predicate(), needed);
            return prunePassThrough(node, needed, [&](const LogicalPtr& input, const std::vector<int>& mapping) {
                return std::make_shared<FilterNode>(input, remapColumns(node->cast<FilterNode>().predicate(), mapping));
            });
        }
        case LogicalKind::Sort: {
            std::vector<bool> needed = required;
            collectSortKeys(node->cast<SortNode>().keys(), needed);
            return prunePassThrough(node, needed, [&](const LogicalPtr& input, const std::vector<int>& mapping) {
                return std::make_shared<SortNode>(input, remapSortKeys(node->cast<SortNode>().keys(), mapping));
            });
        }
        case LogicalKind::TopN: {
            const auto& top = node->cast<TopNNode>();
            std::vector<bool> needed = required;
            collectSortKeys(top.keys(), needed);
            return prunePassThrough(node, needed, [&](const LogicalPtr& input, const std::vector<int>& mapping) {
                return std::make_shared<TopNNode>(input, remapSortKeys(top.keys(), mapping), top.offset(), top.fetch());
            });
        }
        case LogicalKind::Limit:
            return prunePassThrough(node, required, [&](const LogicalPtr& input, const std::vector<int>&) {
                return node->withInputs({input});
            });
        case LogicalKind::Distinct: {
            // Every column takes part in the comparison; only the input below can shrink.
            Pruned input = prune(node->input(), allColumns(*node->input()));
            if (input.node == node->input()) return unchanged(node);
            return {node->withInputs({input.node}), input.mapping};
        }
        case LogicalKind::Values:
            return unchanged(node);
    }
    throw InternalError("projection_pruning does not know " + describeNode(*node));
}

class ProjectionPruning final : public PlanPass {
public:
    std::string_view name() const override { return "projection_pruning"; }

    LogicalPtr run(const LogicalPtr& root, RuleContext&) const override {
        return prune(root, allColumns(*root)).node;
    }
};

}  // namespace

std::unique_ptr<PlanPass> makeProjectionPruning() { return std::make_unique<ProjectionPruning>(); }

}  // namespace tabula::planner
