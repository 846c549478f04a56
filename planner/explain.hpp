// Text renderings of plans, in the shape of Flink's Table.explain(): one node per line, `+-` / `:-` connectors,
// deterministic (no addresses; names and expressions only).
#pragma once

#include <string>

#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

/// The tree under `root`, one node per line.
std::string explainLogical(const LogicalNode& root);

/// Renders a tree given a node describer and child accessor (shared by the logical and physical explains).
template <class Node, class Describe, class Children>
void renderTree(const Node& node, const Describe& describe, const Children& children, const std::string& prefix,
                bool is_root, bool is_last, std::string& out) {
    out += prefix;
    if (!is_root) out += is_last ? "+- " : ":- ";
    out += describe(node);
    out += '\n';
    const auto& kids = children(node);
    std::string child_prefix = prefix + (is_root ? "" : (is_last ? "   " : ":  "));
    for (size_t i = 0; i < kids.size(); ++i)
        renderTree(*kids[i], describe, children, child_prefix, false, i + 1 == kids.size(), out);
}

}  // namespace tabula::planner
