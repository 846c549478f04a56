// Window: window functions over partitions of its input.
#include "planner/logical/window_node.hpp"

#include "planner/expr/expr_util.hpp"

namespace tabula::planner {
namespace {

TableSchema windowSchema(const TableSchema& input, const std::vector<WindowCall>& calls,
                         const std::vector<std::string>& call_names) {
    std::vector<std::string> names = input.getFieldNames();
    std::vector<DataType> types = input.getFieldTypes();
    for (size_t k = 0; k < calls.size(); ++k) {
        names.push_back(call_names.at(k));
        types.push_back(calls[k].type);
    }
    return TableSchema(std::move(names), std::move(types));
}

}  // namespace

WindowNode::WindowNode(LogicalPtr input, std::vector<BoundExprPtr> partition_keys, std::vector<SortSpec> order_keys,
                       std::vector<WindowCall> calls, std::vector<std::string> call_names)
    : LogicalNode(kKind, kName, windowSchema(input->schema(), calls, call_names), {input}),
      partition_keys_(std::move(partition_keys)),
      order_keys_(std::move(order_keys)),
      calls_(std::move(calls)) {}

std::vector<std::string> WindowNode::callNames() const {
    const auto& names = schema().getFieldNames();
    return {names.end() - static_cast<ptrdiff_t>(calls_.size()), names.end()};
}

std::vector<ExplainParam> WindowNode::params() const {
    const TableSchema input_schema = expressionInput();
    std::vector<std::string> partition;
    for (const auto& key : partition_keys_) partition.push_back(renderExpr(*key, input_schema));
    std::vector<std::string> calls;
    for (const WindowCall& call : calls_) {
        std::string text = call.text;
        if (exec::readsFrame(call.kind)) text += " " + exec::describeFrame(call.frame);
        calls.push_back(std::move(text));
    }
    std::vector<ExplainParam> params;
    if (!partition.empty()) params.push_back({"partition", joinList(partition)});
    if (!order_keys_.empty()) params.push_back({"order", renderSortKeys(order_keys_, input_schema)});
    params.push_back({"calls", joinList(calls)});
    return params;
}

std::vector<BoundExprPtr> WindowNode::expressions() const {
    std::vector<BoundExprPtr> exprs = partition_keys_;
    for (const auto& key : order_keys_) exprs.push_back(key.expr);
    for (const WindowCall& call : calls_) exprs.insert(exprs.end(), call.args.begin(), call.args.end());
    return exprs;
}

LogicalPtr WindowNode::withExpressions(std::vector<BoundExprPtr> exprs) const {
    if (exprs.size() != expressions().size())
        throw InternalError("a Window takes " + std::to_string(expressions().size()) + " expressions, not " +
                            std::to_string(exprs.size()));
    auto next = exprs.begin();
    std::vector<BoundExprPtr> partition(next, next + static_cast<ptrdiff_t>(partition_keys_.size()));
    next += static_cast<ptrdiff_t>(partition_keys_.size());
    std::vector<SortSpec> order = order_keys_;
    for (auto& key : order) key.expr = *next++;
    std::vector<WindowCall> calls = calls_;
    for (WindowCall& call : calls)
        for (auto& arg : call.args) arg = *next++;
    return std::make_shared<WindowNode>(input(), std::move(partition), std::move(order), std::move(calls), callNames());
}

LogicalPtr WindowNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<WindowNode>(inputs.at(0), partition_keys_, order_keys_, calls_, callNames());
}

TableSchema WindowNode::deriveSchema() const { return windowSchema(input()->schema(), calls_, callNames()); }

ColumnUse WindowNode::columnUse(const ColumnSet& wanted) const {
    const size_t width = input()->schema().getFieldCount();
    ColumnSet needed(wanted.begin(), wanted.begin() + static_cast<ptrdiff_t>(width));
    for (const auto& key : partition_keys_) collectColumns(*key, needed);
    for (const auto& key : order_keys_) collectColumns(*key.expr, needed);
    for (size_t k = 0; k < calls_.size(); ++k) {
        if (!wanted[width + k]) continue;
        for (const auto& arg : calls_[k].args) collectColumns(*arg, needed);
    }
    return {{needed},
            [this, wanted, width](std::vector<LogicalPtr> inputs, const std::vector<std::vector<int>>& mappings) {
                const std::vector<int>& input_mapping = mappings[0];
                const size_t kept_width = inputs[0]->schema().getFieldCount();
                std::vector<int> mapping(input_mapping.begin(), input_mapping.end());
                std::vector<WindowCall> kept;
                std::vector<std::string> names;
                for (size_t k = 0; k < calls_.size(); ++k) {
                    mapping.push_back(-1);
                    if (!wanted[width + k]) continue;
                    mapping.back() = static_cast<int>(kept_width + kept.size());
                    kept.push_back(calls_[k]);
                    for (auto& arg : kept.back().args) arg = remapColumns(arg, input_mapping);
                    names.push_back(schema().getFieldName(width + k));
                }
                if (kept.empty()) return Narrowed{inputs[0], mapping};  // no call is read: the input alone
                if (kept.size() == calls_.size() && inputs[0] == input()) return Narrowed{nullptr, mapping};
                std::vector<BoundExprPtr> partition;
                for (const auto& key : partition_keys_) partition.push_back(remapColumns(key, input_mapping));
                std::vector<SortSpec> order = order_keys_;
                for (auto& key : order) key.expr = remapColumns(key.expr, input_mapping);
                return Narrowed{std::make_shared<WindowNode>(inputs[0], std::move(partition), std::move(order),
                                                             std::move(kept), std::move(names)),
                                mapping};
            }};
}

}  // namespace tabula::planner
