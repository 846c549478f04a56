// Sort: a full sort on the node's keys (computed keys materialised around it).
#include "planner/physical/physical_support.hpp"

namespace tabula::planner {

PhysicalPtr planSort(const SortNode& sort, PhysicalPlanner& planner) {
    return planSorted(planner.plan(*sort.input()), sort, sort.keys(),
                      [](std::vector<exec::SortKey> keys, PhysicalPtr sorted_input) {
                          return exec::makeSort(std::move(keys), std::move(sorted_input));
                      });
}

}  // namespace tabula::planner
