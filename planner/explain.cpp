// Logical plan rendering: every node describes itself (name and parameters); this is only the tree walk.
#include "planner/explain.hpp"

namespace tabula::planner {

std::string explainLogical(const LogicalNode& root) {
    std::string out;
    renderTree(
        root, [](const LogicalNode& n) { return describeNode(n); },
        [](const LogicalNode& n) -> const std::vector<LogicalPtr>& { return n.inputs(); }, "", true, true, out);
    return out;
}

}  // namespace tabula::planner
