#include "planner/physical/physical_planner.hpp"

#include <utility>

namespace tabula::planner {

PhysicalPtr PhysicalPlanner::plan(const LogicalNode& node) {
    node.accept(*this);
    PhysicalPtr planned = std::move(planned_);
    planned->setEstimatedRows(estimator_.estimatedRows(node));
    return planned;
}

void PhysicalPlanner::visit(const ScanNode& node) { planned_ = planScan(node, *this); }
void PhysicalPlanner::visit(const ValuesNode& node) { planned_ = planValues(node, *this); }
void PhysicalPlanner::visit(const FilterNode& node) { planned_ = planFilter(node, *this); }
void PhysicalPlanner::visit(const ProjectNode& node) { planned_ = planProject(node, *this); }
void PhysicalPlanner::visit(const AggregateNode& node) { planned_ = planAggregate(node, *this); }
void PhysicalPlanner::visit(const SortNode& node) { planned_ = planSort(node, *this); }
void PhysicalPlanner::visit(const LimitNode& node) { planned_ = planLimit(node, *this); }
void PhysicalPlanner::visit(const TopNNode& node) { planned_ = planTopN(node, *this); }
void PhysicalPlanner::visit(const WindowNode& node) { planned_ = planWindow(node, *this); }
void PhysicalPlanner::visit(const GroupWindowNode& node) { planned_ = planGroupWindow(node, *this); }
void PhysicalPlanner::visit(const WindowTopNNode& node) { planned_ = planWindowTopN(node, *this); }
void PhysicalPlanner::visit(const DistinctNode& node) { planned_ = planDistinct(node, *this); }
void PhysicalPlanner::visit(const UnionAllNode& node) { planned_ = planUnionAll(node, *this); }
void PhysicalPlanner::visit(const SetOperationNode& node) { planned_ = planSetOperation(node, *this); }
void PhysicalPlanner::visit(const JoinNode& node) { planned_ = planJoin(node, *this); }
void PhysicalPlanner::visit(const CorrelateNode& node) { planned_ = planCorrelate(node, *this); }
void PhysicalPlanner::visit(const TableAggregateNode& node) { planned_ = planTableAggregate(node, *this); }

}  // namespace tabula::planner
