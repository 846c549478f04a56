// Distinct: a streaming operator that passes each distinct row once.
#include "exec/operators.hpp"
#include "planner/physical/physical_planner.hpp"

namespace tabula::planner {

PhysicalPtr planDistinct(const DistinctNode& distinct, PhysicalPlanner& planner) {
    return exec::makeDistinct(planner.plan(*distinct.input()));
}

}  // namespace tabula::planner
