// UnionAll: the rows of every input, one after the other.
#include "planner/logical/union_all_node.hpp"

#include "planner/expr/expr_util.hpp"
#include "planner/logical/project_node.hpp"

namespace tabula::planner {

UnionAllNode::UnionAllNode(std::vector<LogicalPtr> inputs, std::vector<std::string> names)
    : UnionAllNode(TableSchema(std::move(names), inputs.at(0)->schema().getFieldTypes()), std::move(inputs)) {}

UnionAllNode::UnionAllNode(TableSchema schema, std::vector<LogicalPtr>&& inputs)
    : LogicalNode(kKind, kName, std::move(schema), std::move(inputs)) {}

std::vector<ExplainParam> UnionAllNode::params() const { return {{"fields", joinList(schema().getFieldNames())}}; }

LogicalPtr UnionAllNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<UnionAllNode>(std::move(inputs), schema().getFieldNames());
}

TableSchema UnionAllNode::deriveSchema() const {
    return TableSchema(schema().getFieldNames(), input()->schema().getFieldTypes());
}

ColumnUse UnionAllNode::columnUse(const ColumnSet& wanted) const {
    std::vector<ColumnSet> needed(inputs().size(), wanted);
    return {needed, [this, wanted](std::vector<LogicalPtr> inputs, const std::vector<std::vector<int>>& mappings) {
                // Every input kept the same columns at the same places (all narrowed alike, or none could narrow):
                // the union takes their shape as it is.
                bool alike = true;
                for (const auto& mapping : mappings) alike = alike && mapping == mappings[0];
                if (alike) {
                    if (inputs == this->inputs()) return Narrowed{nullptr, mappings[0]};
                    std::vector<std::string> names = inputs[0]->schema().getFieldNames();
                    for (size_t i = 0; i < wanted.size(); ++i) {
                        if (mappings[0][i] >= 0) names[static_cast<size_t>(mappings[0][i])] = schema().getFieldName(i);
                    }
                    return Narrowed{std::make_shared<UnionAllNode>(std::move(inputs), std::move(names)), mappings[0]};
                }
                // Otherwise every input is brought to exactly the wanted columns, in order.
                std::vector<int> mapping(wanted.size(), -1);
                std::vector<std::string> names;
                for (size_t i = 0; i < wanted.size(); ++i) {
                    if (!wanted[i]) continue;
                    mapping[i] = static_cast<int>(names.size());
                    names.push_back(schema().getFieldName(i));
                }
                for (size_t k = 0; k < inputs.size(); ++k) {
                    std::vector<int> columns;
                    for (size_t i = 0; i < wanted.size(); ++i) {
                        if (wanted[i]) columns.push_back(mappings[k][i]);
                    }
                    if (columns == identityMapping(inputs[k]->schema().getFieldCount())) continue;
                    inputs[k] = selectColumns(inputs[k], columns);
                }
                return Narrowed{std::make_shared<UnionAllNode>(std::move(inputs), std::move(names)), mapping};
            }};
}

std::string UnionAllNode::check() const {
    if (inputs().size() < 2) return "a union needs at least two inputs";
    for (size_t i = 0; i < inputs().size(); ++i) {
        const std::vector<DataType>& types = inputs()[i]->schema().getFieldTypes();
        if (types != schema().getFieldTypes())
            return "input " + std::to_string(i) + " gives (" + typeList(types) + ") but the union outputs (" +
                   typeList(schema().getFieldTypes()) + ")";
    }
    return "";
}

}  // namespace tabula::planner
