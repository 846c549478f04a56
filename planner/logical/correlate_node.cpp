// Correlate: an input row followed by each row of a table function's call over it.
#include "planner/logical/correlate_node.hpp"

#include "planner/expr/expr_util.hpp"

namespace tabula::planner {
namespace {

TableSchema correlateSchema(const TableSchema& input, const exec::UserTableFunction& function,
                            const std::vector<std::string>& column_names) {
    std::vector<std::string> names = input.getFieldNames();
    std::vector<DataType> types = input.getFieldTypes();
    names.insert(names.end(), column_names.begin(), column_names.end());
    types.insert(types.end(), function.columns().begin(), function.columns().end());
    return TableSchema(std::move(names), std::move(types));
}

}  // namespace

CorrelateNode::CorrelateNode(LogicalPtr input, TableFunctionCall call, JoinType type,
                             std::vector<std::string> column_names)
    : LogicalNode(kKind, kName, correlateSchema(input->schema(), *call.function, column_names), {input}),
      call_(std::move(call)),
      type_(type) {}

std::vector<std::string> CorrelateNode::columnNames() const {
    const auto& names = schema().getFieldNames();
    return {names.begin() + static_cast<ptrdiff_t>(input()->schema().getFieldCount()), names.end()};
}

std::vector<ExplainParam> CorrelateNode::params() const {
    const TableSchema input_schema = expressionInput();
    std::vector<std::string> args;
    for (const auto& arg : call_.args) args.push_back(renderExpr(*arg, input_schema));
    return {{"invocation", call_.function->name() + "(" + joinList(args) + ")"},
            {"columns", joinList(columnNames())},
            {"joinType", std::string(joinTypeName(type_))}};
}

LogicalPtr CorrelateNode::withExpressions(std::vector<BoundExprPtr> exprs) const {
    TableFunctionCall call = call_;
    call.args = std::move(exprs);
    return std::make_shared<CorrelateNode>(input(), std::move(call), type_, columnNames());
}

LogicalPtr CorrelateNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<CorrelateNode>(inputs.at(0), call_, type_, columnNames());
}

TableSchema CorrelateNode::deriveSchema() const {
    return correlateSchema(input()->schema(), *call_.function, columnNames());
}

ColumnUse CorrelateNode::columnUse(const ColumnSet& wanted) const {
    const size_t width = input()->schema().getFieldCount();
    ColumnSet needed(wanted.begin(), wanted.begin() + static_cast<ptrdiff_t>(width));
    for (const auto& arg : call_.args) collectColumns(*arg, needed);
    return {
        {needed}, [this](std::vector<LogicalPtr> inputs, const std::vector<std::vector<int>>& mappings) {
            const std::vector<int>& input_mapping = mappings[0];
            const size_t kept_width = inputs[0]->schema().getFieldCount();
            std::vector<int> mapping(input_mapping.begin(), input_mapping.end());
            for (size_t k = 0; k < call_.function->columns().size(); ++k)
                mapping.push_back(static_cast<int>(kept_width + k));
            if (inputs[0] == input()) return Narrowed{nullptr, mapping};
            TableFunctionCall call = call_;
            for (auto& arg : call.args) arg = remapColumns(arg, input_mapping);
            return Narrowed{std::make_shared<CorrelateNode>(inputs[0], std::move(call), type_, columnNames()), mapping};
        }};
}

std::string CorrelateNode::check() const {
    if (type_ != JoinType::Inner && type_ != JoinType::Left)
        return "a Correlate is an inner or a left join, not " + std::string(joinTypeName(type_));
    return argumentMismatch(call_.args, call_.function->parameters(call_.overload));
}

}  // namespace tabula::planner
