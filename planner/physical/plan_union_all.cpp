// UnionAll: a fan-in operator over every input's plan; rows flow from each input straight to the operators above.
#include "exec/operators.hpp"
#include "planner/physical/physical_planner.hpp"

namespace tabula::planner {

PhysicalPtr planUnionAll(const UnionAllNode& node, PhysicalPlanner& planner) {
    std::vector<PhysicalPtr> inputs;
    for (const auto& input : node.inputs()) inputs.push_back(planner.plan(*input));
    return exec::makeUnionAll(std::move(inputs));
}

}  // namespace tabula::planner
