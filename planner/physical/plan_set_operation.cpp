// SetOperation: the left input streams through a table of the right input's rows and their counts.
#include "exec/operators.hpp"
#include "planner/physical/physical_planner.hpp"

namespace tabula::planner {
namespace {

exec::SetOperationKind operatorKind(SetOperationType type) {
    switch (type) {
        case SetOperationType::Intersect: return exec::SetOperationKind::Intersect;
        case SetOperationType::IntersectAll: return exec::SetOperationKind::IntersectAll;
        case SetOperationType::Minus: return exec::SetOperationKind::Minus;
        case SetOperationType::MinusAll: return exec::SetOperationKind::MinusAll;
    }
    throw InternalError("unknown set operation type");
}

}  // namespace

PhysicalPtr planSetOperation(const SetOperationNode& node, PhysicalPlanner& planner) {
    return exec::makeSetOperation(operatorKind(node.type()), planner.plan(*node.left()), planner.plan(*node.right()));
}

}  // namespace tabula::planner
