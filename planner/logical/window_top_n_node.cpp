// WindowTopN: a Window of ranking functions filtered on one of them, as one node.
#include "planner/logical/window_top_n_node.hpp"

#include <algorithm>

namespace tabula::planner {

WindowTopNNode::WindowTopNNode(std::shared_ptr<const WindowNode> window, exec::RankLimit limit)
    : LogicalNode(kKind, kName, window->schema(), window->inputs()), window_(std::move(window)), limit_(limit) {}

bool WindowTopNNode::isTopNRanking(exec::WindowFunctionKind kind) {
    return kind == exec::WindowFunctionKind::RowNumber || kind == exec::WindowFunctionKind::Rank ||
           kind == exec::WindowFunctionKind::DenseRank;
}

std::vector<ExplainParam> WindowTopNNode::params() const {
    std::vector<ExplainParam> params = window_->params();
    params.push_back({"rank", exec::windowFunctionName(limit_.kind)});
    params.push_back({"limit", std::to_string(limit_.limit)});
    return params;
}

LogicalPtr WindowTopNNode::withExpressions(std::vector<BoundExprPtr> exprs) const {
    return std::make_shared<WindowTopNNode>(
        std::static_pointer_cast<const WindowNode>(window_->withExpressions(std::move(exprs))), limit_);
}

LogicalPtr WindowTopNNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<WindowTopNNode>(
        std::static_pointer_cast<const WindowNode>(window_->withInputs(std::move(inputs))), limit_);
}

ColumnUse WindowTopNNode::columnUse(const ColumnSet& wanted) const {
    // With every call wanted, the Window's narrowing keeps them all, so it never returns its bare input.
    ColumnSet every_call = wanted;
    std::fill(every_call.begin() + static_cast<ptrdiff_t>(input()->schema().getFieldCount()), every_call.end(), true);
    ColumnUse use = window_->columnUse(every_call);
    use.narrow = [narrow = std::move(use.narrow), limit = limit_](std::vector<LogicalPtr> inputs,
                                                                  const std::vector<std::vector<int>>& mappings) {
        Narrowed narrowed = narrow(std::move(inputs), mappings);
        if (narrowed.node) {
            narrowed.node =
                std::make_shared<WindowTopNNode>(std::static_pointer_cast<const WindowNode>(narrowed.node), limit);
        }
        return narrowed;
    };
    return use;
}

std::string WindowTopNNode::check() const {
    if (!isTopNRanking(limit_.kind)) return "a WindowTopN limits " + exec::windowFunctionName(limit_.kind);
    for (const WindowCall& call : window_->calls()) {
        if (!isTopNRanking(call.kind)) return "a WindowTopN cannot compute " + call.text;
    }
    return "";
}

}  // namespace tabula::planner
