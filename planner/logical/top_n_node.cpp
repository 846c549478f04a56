// TopN: Sort + Limit with a fetch, executed with a bounded heap.
#include "planner/logical/top_n_node.hpp"

namespace tabula::planner {

TopNNode::TopNNode(LogicalPtr input, std::vector<SortSpec> keys, uint64_t offset, uint64_t fetch)
    : LogicalNode(kKind, kName, input->schema(), {input}), keys_(std::move(keys)), offset_(offset), fetch_(fetch) {}

std::vector<ExplainParam> TopNNode::params() const {
    return {{"keys", renderSortKeys(keys_, expressionInput())},
            {"offset", std::to_string(offset_)},
            {"fetch", std::to_string(fetch_)}};
}

LogicalPtr TopNNode::withExpressions(std::vector<BoundExprPtr> exprs) const {
    return std::make_shared<TopNNode>(input(), withSortExpressions(keys_, exprs), offset_, fetch_);
}

LogicalPtr TopNNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<TopNNode>(inputs.at(0), keys_, offset_, fetch_);
}

}  // namespace tabula::planner
