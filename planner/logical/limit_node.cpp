// Limit: skips and keeps a number of rows.
#include "planner/logical/limit_node.hpp"

namespace tabula::planner {

LimitNode::LimitNode(LogicalPtr input, uint64_t offset, std::optional<uint64_t> fetch)
    : LogicalNode(kKind, kName, input->schema(), {input}), offset_(offset), fetch_(fetch) {}

std::vector<ExplainParam> LimitNode::params() const {
    return {{"offset", std::to_string(offset_)},
            {"fetch", fetch_ ? std::to_string(*fetch_) : std::string("unlimited")}};
}

LogicalPtr LimitNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<LimitNode>(inputs.at(0), offset_, fetch_);
}

}  // namespace tabula::planner
