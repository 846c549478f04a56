// TableAggregate: the group keys' values followed by the rows a table aggregate function emits per group.
#include "planner/logical/table_aggregate_node.hpp"

#include "planner/expr/expr_util.hpp"

namespace tabula::planner {
namespace {

TableSchema tableAggregateSchema(const std::vector<BoundExprPtr>& keys,
                                 const exec::UserTableAggregateFunction& function, std::vector<std::string> names) {
    std::vector<DataType> types;
    for (const BoundExprPtr& key : keys) types.push_back(key->type);
    types.insert(types.end(), function.columns().begin(), function.columns().end());
    return TableSchema(std::move(names), std::move(types));
}

}  // namespace

TableAggregateNode::TableAggregateNode(LogicalPtr input, std::vector<BoundExprPtr> keys, TableAggregateCall call,
                                       std::vector<std::string> names)
    : LogicalNode(kKind, kName, tableAggregateSchema(keys, *call.function, std::move(names)), {std::move(input)}),
      keys_(std::move(keys)),
      call_(std::move(call)) {}

std::vector<ExplainParam> TableAggregateNode::params() const {
    const TableSchema input_schema = expressionInput();
    std::vector<std::string> keys;
    for (const BoundExprPtr& key : keys_) keys.push_back(renderExpr(*key, input_schema));
    std::vector<std::string> args;
    for (const BoundExprPtr& arg : call_.args) args.push_back(renderExpr(*arg, input_schema));
    const auto& names = schema().getFieldNames();
    return {{"keys", joinList(keys)},
            {"invocation", call_.function->name() + "(" + joinList(args) + ")"},
            {"columns", joinList({names.begin() + static_cast<ptrdiff_t>(keys_.size()), names.end()})}};
}

std::vector<BoundExprPtr> TableAggregateNode::expressions() const {
    std::vector<BoundExprPtr> exprs = keys_;
    exprs.insert(exprs.end(), call_.args.begin(), call_.args.end());
    return exprs;
}

LogicalPtr TableAggregateNode::withExpressions(std::vector<BoundExprPtr> exprs) const {
    const auto split = exprs.begin() + static_cast<ptrdiff_t>(keys_.size());
    TableAggregateCall call = call_;
    call.args.assign(split, exprs.end());
    return std::make_shared<TableAggregateNode>(input(), std::vector<BoundExprPtr>(exprs.begin(), split),
                                                std::move(call), schema().getFieldNames());
}

LogicalPtr TableAggregateNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<TableAggregateNode>(inputs.at(0), keys_, call_, schema().getFieldNames());
}

TableSchema TableAggregateNode::deriveSchema() const {
    return tableAggregateSchema(keys_, *call_.function, schema().getFieldNames());
}

ColumnUse TableAggregateNode::columnUse(const ColumnSet& wanted) const {
    ColumnSet needed(input()->schema().getFieldCount(), false);
    for (const BoundExprPtr& expr : expressions()) collectColumns(*expr, needed);
    return {
        {needed},
        [this, width = wanted.size()](std::vector<LogicalPtr> inputs, const std::vector<std::vector<int>>& mappings) {
            const std::vector<int> mapping = identityMapping(width);
            if (inputs[0] == input()) return Narrowed{nullptr, mapping};
            std::vector<BoundExprPtr> remapped;
            for (const BoundExprPtr& expr : expressions()) remapped.push_back(remapColumns(expr, mappings[0]));
            return Narrowed{withInputs({inputs[0]})->withExpressions(std::move(remapped)), mapping};
        }};
}

std::string TableAggregateNode::check() const { return argumentMismatch(call_.args, call_.function->parameters()); }

}  // namespace tabula::planner
