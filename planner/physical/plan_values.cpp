// Values: a scan over the node's in-memory rows.
#include "exec/operators.hpp"
#include "planner/physical/physical_planner.hpp"

namespace tabula::planner {

PhysicalPtr planValues(const ValuesNode& values, PhysicalPlanner&) {
    return exec::makeRowStoreScan(values.rows(), values.label());
}

}  // namespace tabula::planner
