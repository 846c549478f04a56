// Set operations: aligning the inputs' columns (by position, widened types) and building the node.
#include "planner/binder/set_operation.hpp"

#include "planner/binder/expression_binder.hpp"
#include "planner/expr/scalar_call.hpp"

namespace tabula::planner {
namespace {

/// "id INT, name STRING".
std::string describeFields(const TableSchema& schema) {
    std::string out;
    for (size_t i = 0; i < schema.getFieldCount(); ++i)
        out += (i > 0 ? ", " : "") + schema.getFieldName(i) + " " + schema.getFieldType(i).toString();
    return out;
}

}  // namespace

std::vector<DataType> commonColumnTypes(const TableSchema& left, const TableSchema& right, std::string_view operation) {
    const std::string op(operation);
    if (left.getFieldCount() != right.getFieldCount())
        throw ValidationError(op + " needs inputs with the same number of fields, but the left has " +
                              std::to_string(left.getFieldCount()) + " (" + describeFields(left) +
                              ") and the right has " + std::to_string(right.getFieldCount()) + " (" +
                              describeFields(right) + ")");
    std::vector<DataType> types;
    for (size_t i = 0; i < left.getFieldCount(); ++i) {
        const DataType& l = left.getFieldType(i);
        const DataType& r = right.getFieldType(i);
        std::optional<DataType> common = commonType(l, r);
        if (!common)
            throw ValidationError(op + " cannot combine " + l.toString() + " and " + r.toString() + " in field " +
                                  std::to_string(i + 1) + " ('" + left.getFieldName(i) + "' on the left, '" +
                                  right.getFieldName(i) + "' on the right)");
        types.push_back(*common);
    }
    return types;
}

LogicalPtr castColumns(const LogicalPtr& input, const std::vector<DataType>& types) {
    const TableSchema& schema = input->schema();
    if (schema.getFieldTypes() == types) return input;
    std::vector<BoundExprPtr> exprs;
    for (size_t i = 0; i < types.size(); ++i) {
        BoundExprPtr column = makeColumnRef(static_cast<uint32_t>(i), schema.getFieldType(i), schema.getFieldName(i));
        exprs.push_back(castTo(std::move(column), types[i]));
    }
    return std::make_shared<ProjectNode>(input, std::move(exprs), schema.getFieldNames());
}

LogicalPtr bindUnionAll(const LogicalPtr& left, const LogicalPtr& right, std::string_view operation) {
    const std::vector<DataType> types = commonColumnTypes(left->schema(), right->schema(), operation);
    std::vector<LogicalPtr> inputs;
    for (const LogicalPtr& input : left->as<UnionAllNode>() ? left->inputs() : std::vector<LogicalPtr>{left})
        inputs.push_back(castColumns(input, types));
    inputs.push_back(castColumns(right, types));
    return std::make_shared<UnionAllNode>(std::move(inputs), left->schema().getFieldNames());
}

LogicalPtr bindUnion(const LogicalPtr& left, const LogicalPtr& right, std::string_view operation) {
    return std::make_shared<DistinctNode>(bindUnionAll(left, right, operation));
}

LogicalPtr bindSetOperation(const LogicalPtr& left, const LogicalPtr& right, SetOperationType type,
                            std::string_view operation) {
    if (std::max(left->setOperationDepth(), right->setOperationDepth()) >= kMaxSetOperationDepth)
        throw ValidationError("a query may chain or nest at most " + std::to_string(kMaxSetOperationDepth) +
                              " INTERSECT and EXCEPT operations one over another");
    const std::vector<DataType> types = commonColumnTypes(left->schema(), right->schema(), operation);
    return std::make_shared<SetOperationNode>(castColumns(left, types), castColumns(right, types), type,
                                              left->schema().getFieldNames());
}

}  // namespace tabula::planner
