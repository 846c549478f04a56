// Values: a scan over the version of the node's in-memory table that is current now, when the query starts.
#include "exec/operators.hpp"
#include "planner/physical/physical_planner.hpp"

namespace tabula::planner {

PhysicalPtr planValues(const ValuesNode& values, PhysicalPlanner&) {
    return exec::makeColumnTableScan(values.table()->snapshot(), values.columns(), values.label());
}

}  // namespace tabula::planner
