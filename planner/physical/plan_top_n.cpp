// TopN: a bounded heap keeping offset + fetch rows by the node's keys (computed keys materialised around it).
#include "planner/physical/physical_support.hpp"

namespace tabula::planner {

PhysicalPtr planTopN(const TopNNode& top, PhysicalPlanner& planner) {
    uint64_t offset = top.offset();
    uint64_t fetch = top.fetch();
    return planSorted(planner.plan(*top.input()), top, top.keys(),
                      [offset, fetch](std::vector<exec::SortKey> keys, PhysicalPtr sorted_input) {
                          return exec::makeTopN(std::move(keys), offset, fetch, std::move(sorted_input));
                      });
}

}  // namespace tabula::planner
