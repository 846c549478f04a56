// The physical planner: a LogicalVisitor that hands each logical node to its own plan<Node> function (one
// plan_<node>.cpp per logical node class). LogicalVisitor has one pure virtual per class of logical_node_list.hpp
// and the visits here are written out, so a newly listed node without a physical plan does not compile.
#pragma once

#include <memory>

#include "exec/pipeline/physical_operator.hpp"
#include "planner/cardinality.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

using PhysicalPtr = std::unique_ptr<exec::PhysicalOperator>;

class PhysicalPlanner final : public LogicalVisitor {
public:
    /// The operator tree for `node` and everything below it; its top operator carries the node's row estimate.
    PhysicalPtr plan(const LogicalNode& node);
    /// The row estimates of the plan being planned.
    CardinalityEstimator& estimator() { return estimator_; }

    void visit(const ScanNode& node) override;
    void visit(const ValuesNode& node) override;
    void visit(const FilterNode& node) override;
    void visit(const ProjectNode& node) override;
    void visit(const AggregateNode& node) override;
    void visit(const SortNode& node) override;
    void visit(const LimitNode& node) override;
    void visit(const TopNNode& node) override;
    void visit(const DistinctNode& node) override;
    void visit(const UnionAllNode& node) override;
    void visit(const SetOperationNode& node) override;
    void visit(const JoinNode& node) override;
    void visit(const WindowNode& node) override;
    void visit(const GroupWindowNode& node) override;
    void visit(const WindowTopNNode& node) override;
    void visit(const CorrelateNode& node) override;
    void visit(const TableAggregateNode& node) override;

private:
    PhysicalPtr planned_;
    CardinalityEstimator estimator_;
};

/// One per logical node class; each plans its inputs through `planner` and chooses the node's operator.
PhysicalPtr planScan(const ScanNode& node, PhysicalPlanner& planner);
PhysicalPtr planValues(const ValuesNode& node, PhysicalPlanner& planner);
PhysicalPtr planFilter(const FilterNode& node, PhysicalPlanner& planner);
PhysicalPtr planProject(const ProjectNode& node, PhysicalPlanner& planner);
PhysicalPtr planAggregate(const AggregateNode& node, PhysicalPlanner& planner);
PhysicalPtr planSort(const SortNode& node, PhysicalPlanner& planner);
PhysicalPtr planLimit(const LimitNode& node, PhysicalPlanner& planner);
PhysicalPtr planTopN(const TopNNode& node, PhysicalPlanner& planner);
PhysicalPtr planDistinct(const DistinctNode& node, PhysicalPlanner& planner);
PhysicalPtr planUnionAll(const UnionAllNode& node, PhysicalPlanner& planner);
PhysicalPtr planSetOperation(const SetOperationNode& node, PhysicalPlanner& planner);
PhysicalPtr planJoin(const JoinNode& node, PhysicalPlanner& planner);
PhysicalPtr planWindow(const WindowNode& node, PhysicalPlanner& planner);
PhysicalPtr planGroupWindow(const GroupWindowNode& node, PhysicalPlanner& planner);
PhysicalPtr planWindowTopN(const WindowTopNNode& node, PhysicalPlanner& planner);
PhysicalPtr planCorrelate(const CorrelateNode& node, PhysicalPlanner& planner);
PhysicalPtr planTableAggregate(const TableAggregateNode& node, PhysicalPlanner& planner);
/// The join producing only `columns` of its row (positions in the node's schema, in the order given): a Project of
/// column references above a join becomes the join's own output, so the join never copies the columns dropped.
PhysicalPtr planJoinColumns(const JoinNode& node, const std::vector<uint32_t>& columns, PhysicalPlanner& planner);

}  // namespace tabula::planner
