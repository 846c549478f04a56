// GroupWindow: rows assigned to group windows.
#include "planner/logical/group_window_node.hpp"

#include "planner/expr/expr_util.hpp"

namespace tabula::planner {
namespace {

TableSchema groupWindowSchema(const TableSchema& input, exec::GroupWindowUnit unit, std::string start_name,
                              std::string end_name) {
    std::vector<std::string> names = input.getFieldNames();
    std::vector<DataType> types = input.getFieldTypes();
    const DataType bound = unit == exec::GroupWindowUnit::Time ? Types::TIMESTAMP() : Types::BIGINT();
    names.push_back(std::move(start_name));
    names.push_back(std::move(end_name));
    types.push_back(bound);
    types.push_back(bound);
    return TableSchema(std::move(names), std::move(types));
}

}  // namespace

GroupWindowNode::GroupWindowNode(LogicalPtr input, exec::GroupWindow window, BoundExprPtr time,
                                 std::vector<BoundExprPtr> partition_keys, std::string start_name, std::string end_name)
    : LogicalNode(kKind, kName,
                  groupWindowSchema(input->schema(), window.unit, std::move(start_name), std::move(end_name)), {input}),
      window_(window),
      time_(std::move(time)),
      partition_keys_(std::move(partition_keys)) {}

std::string GroupWindowNode::startName() const { return schema().getFieldName(schema().getFieldCount() - 2); }

std::string GroupWindowNode::endName() const { return schema().getFieldName(schema().getFieldCount() - 1); }

std::vector<ExplainParam> GroupWindowNode::params() const {
    const TableSchema input_schema = expressionInput();
    std::vector<ExplainParam> params{{"window", exec::describeGroupWindow(window_)},
                                     {"time", renderExpr(*time_, input_schema)}};
    if (!partition_keys_.empty()) {
        std::vector<std::string> partition;
        for (const auto& key : partition_keys_) partition.push_back(renderExpr(*key, input_schema));
        params.push_back({"partition", joinList(partition)});
    }
    return params;
}

std::vector<BoundExprPtr> GroupWindowNode::expressions() const {
    std::vector<BoundExprPtr> exprs{time_};
    exprs.insert(exprs.end(), partition_keys_.begin(), partition_keys_.end());
    return exprs;
}

LogicalPtr GroupWindowNode::withExpressions(std::vector<BoundExprPtr> exprs) const {
    if (exprs.size() != 1 + partition_keys_.size())
        throw InternalError("a GroupWindow takes " + std::to_string(1 + partition_keys_.size()) + " expressions, not " +
                            std::to_string(exprs.size()));
    BoundExprPtr time = exprs.front();
    exprs.erase(exprs.begin());
    return std::make_shared<GroupWindowNode>(input(), window_, std::move(time), std::move(exprs), startName(),
                                             endName());
}

LogicalPtr GroupWindowNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<GroupWindowNode>(inputs.at(0), window_, time_, partition_keys_, startName(), endName());
}

TableSchema GroupWindowNode::deriveSchema() const {
    return groupWindowSchema(input()->schema(), window_.unit, startName(), endName());
}

ColumnUse GroupWindowNode::columnUse(const ColumnSet& wanted) const {
    const size_t width = input()->schema().getFieldCount();
    ColumnSet needed(wanted.begin(), wanted.begin() + static_cast<ptrdiff_t>(width));
    collectColumns(*time_, needed);
    for (const auto& key : partition_keys_) collectColumns(*key, needed);
    return {{needed}, [this](std::vector<LogicalPtr> inputs, const std::vector<std::vector<int>>& mappings) {
                const std::vector<int>& input_mapping = mappings[0];
                const auto kept_width = static_cast<int>(inputs[0]->schema().getFieldCount());
                std::vector<int> mapping(input_mapping.begin(), input_mapping.end());
                mapping.push_back(kept_width);
                mapping.push_back(kept_width + 1);
                if (inputs[0] == input()) return Narrowed{nullptr, mapping};
                std::vector<BoundExprPtr> partition;
                for (const auto& key : partition_keys_) partition.push_back(remapColumns(key, input_mapping));
                return Narrowed{
                    std::make_shared<GroupWindowNode>(inputs[0], window_, remapColumns(time_, input_mapping),
                                                      std::move(partition), startName(), endName()),
                    mapping};
            }};
}

}  // namespace tabula::planner
