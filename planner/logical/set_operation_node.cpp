// SetOperation: INTERSECT [ALL] and EXCEPT [ALL] of two inputs.
#include "planner/logical/set_operation_node.hpp"

#include "planner/expr/expr_util.hpp"
#include "planner/logical/project_node.hpp"

namespace tabula::planner {

std::string_view setOperationTypeName(SetOperationType type) {
    switch (type) {
        case SetOperationType::Intersect: return "intersect";
        case SetOperationType::IntersectAll: return "intersectAll";
        case SetOperationType::Minus: return "minus";
        case SetOperationType::MinusAll: return "minusAll";
    }
    return "?";
}

SetOperationNode::SetOperationNode(LogicalPtr left, LogicalPtr right, SetOperationType type,
                                   std::vector<std::string> names)
    : LogicalNode(kKind, kName, TableSchema(std::move(names), left->schema().getFieldTypes()),
                  {left, right}),  // copies: left is still read for the schema
      type_(type) {}

std::vector<ExplainParam> SetOperationNode::params() const {
    return {{"type", std::string(setOperationTypeName(type_))}, {"fields", joinList(schema().getFieldNames())}};
}

LogicalPtr SetOperationNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<SetOperationNode>(inputs.at(0), inputs.at(1), type_, schema().getFieldNames());
}

TableSchema SetOperationNode::deriveSchema() const {
    return TableSchema(schema().getFieldNames(), left()->schema().getFieldTypes());
}

ColumnUse SetOperationNode::columnUse(const ColumnSet& wanted) const {
    const ColumnSet all(wanted.size(), true);
    return {{all, all}, [this](std::vector<LogicalPtr> inputs, const std::vector<std::vector<int>>& mappings) {
                const std::vector<int> identity = identityMapping(schema().getFieldCount());
                if (inputs == this->inputs() && mappings[0] == identity && mappings[1] == identity)
                    return Narrowed{nullptr, identity};
                // An input that kept every column but moved some is brought back to the original order.
                for (size_t k = 0; k < inputs.size(); ++k) {
                    if (mappings[k] != identity) inputs[k] = selectColumns(inputs[k], mappings[k]);
                }
                return Narrowed{withInputs(std::move(inputs)), identity};
            }};
}

std::string SetOperationNode::check() const {
    const std::vector<DataType>& types = right()->schema().getFieldTypes();
    if (types == schema().getFieldTypes()) return "";
    return "the right input gives (" + typeList(types) + ") but the set operation outputs (" +
           typeList(schema().getFieldTypes()) + ")";
}

}  // namespace tabula::planner
