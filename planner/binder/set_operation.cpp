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

/// `input` with its columns cast to `types`, or `input` itself when it has them already.
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

}  // namespace

AlignedInputs alignSetInputs(const std::vector<LogicalPtr>& left, const std::vector<std::string>& left_names,
                             const LogicalPtr& right, std::string_view operation) {
    const TableSchema left_schema(left_names, left.at(0)->schema().getFieldTypes());
    const TableSchema& right_schema = right->schema();
    const std::string op(operation);
    if (left_schema.getFieldCount() != right_schema.getFieldCount())
        throw ValidationError(op + " needs inputs with the same number of fields, but the left has " +
                              std::to_string(left_schema.getFieldCount()) + " (" + describeFields(left_schema) +
                              ") and the right has " + std::to_string(right_schema.getFieldCount()) + " (" +
                              describeFields(right_schema) + ")");
    std::vector<DataType> types;
    for (size_t i = 0; i < left_schema.getFieldCount(); ++i) {
        const DataType& l = left_schema.getFieldType(i);
        const DataType& r = right_schema.getFieldType(i);
        std::optional<DataType> common = commonType(l, r);
        if (!common)
            throw ValidationError(op + " cannot combine " + l.toString() + " and " + r.toString() + " in field " +
                                  std::to_string(i + 1) + " ('" + left_schema.getFieldName(i) + "' on the left, '" +
                                  right_schema.getFieldName(i) + "' on the right)");
        types.push_back(*common);
    }
    AlignedInputs aligned{{}, left_names};
    for (const auto& input : left) aligned.inputs.push_back(castColumns(input, types));
    aligned.inputs.push_back(castColumns(right, types));
    return aligned;
}

LogicalPtr bindUnionAll(const LogicalPtr& left, const LogicalPtr& right, std::string_view operation) {
    std::vector<LogicalPtr> left_inputs = left->as<UnionAllNode>() ? left->inputs() : std::vector<LogicalPtr>{left};
    AlignedInputs aligned = alignSetInputs(left_inputs, left->schema().getFieldNames(), right, operation);
    return std::make_shared<UnionAllNode>(std::move(aligned.inputs), std::move(aligned.names));
}

LogicalPtr bindUnion(const LogicalPtr& left, const LogicalPtr& right, std::string_view operation) {
    return std::make_shared<DistinctNode>(bindUnionAll(left, right, operation));
}

LogicalPtr bindSetOperation(const LogicalPtr& left, const LogicalPtr& right, SetOperationType type,
                            std::string_view operation) {
    AlignedInputs aligned = alignSetInputs({left}, left->schema().getFieldNames(), right, operation);
    return std::make_shared<SetOperationNode>(aligned.inputs[0], aligned.inputs[1], type, std::move(aligned.names));
}

LogicalPtr bindSetOperation(const ast::SetOperation& operation, const Catalog& catalog, std::string_view text) {
    LogicalPtr left = bindQuery(*operation.left, catalog, text);
    LogicalPtr right = bindQuery(*operation.right, catalog, text);
    try {
        switch (operation.op) {
            case ast::SetOperator::UnionAll: return bindUnionAll(left, right, "UNION ALL");
            case ast::SetOperator::Union: return bindUnion(left, right, "UNION");
            case ast::SetOperator::Intersect:
                return bindSetOperation(left, right, SetOperationType::Intersect, "INTERSECT");
            case ast::SetOperator::IntersectAll:
                return bindSetOperation(left, right, SetOperationType::IntersectAll, "INTERSECT ALL");
            case ast::SetOperator::Except: return bindSetOperation(left, right, SetOperationType::Minus, "EXCEPT");
            case ast::SetOperator::ExceptAll:
                return bindSetOperation(left, right, SetOperationType::MinusAll, "EXCEPT ALL");
        }
        throw InternalError("unknown set operator");
    } catch (const ValidationError& e) {
        // The operator's own complaints (field counts, types) have no position: they belong under the operator.
        if (e.span()) throw;
        throw bindError(text, operation.span, e.message());
    }
}

}  // namespace tabula::planner
