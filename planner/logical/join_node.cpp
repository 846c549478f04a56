// Join: pairs the rows of two inputs that meet a condition.
#include "planner/logical/join_node.hpp"

#include "planner/expr/expr_util.hpp"
#include "planner/logical/project_node.hpp"

namespace tabula::planner {

std::string_view joinTypeName(JoinType type) {
    switch (type) {
        case JoinType::Inner: return "inner";
        case JoinType::Left: return "left";
        case JoinType::Right: return "right";
        case JoinType::Full: return "full";
        case JoinType::Semi: return "semi";
        case JoinType::Anti: return "anti";
    }
    return "?";
}

bool keepsLeftOnly(JoinType type) { return type == JoinType::Semi || type == JoinType::Anti; }

TableSchema concatSchemas(const TableSchema& left, const TableSchema& right) {
    std::vector<std::string> names = left.getFieldNames();
    std::vector<DataType> types = left.getFieldTypes();
    names.insert(names.end(), right.getFieldNames().begin(), right.getFieldNames().end());
    types.insert(types.end(), right.getFieldTypes().begin(), right.getFieldTypes().end());
    return TableSchema(std::move(names), std::move(types));
}

JoinNode::JoinNode(LogicalPtr left, LogicalPtr right, JoinType type, BoundExprPtr condition)
    : LogicalNode(kKind, kName, keepsLeftOnly(type) ? left->schema() : concatSchemas(left->schema(), right->schema()),
                  {left, right}),
      type_(type),
      condition_(std::move(condition)) {}

std::vector<ExplainParam> JoinNode::params() const {
    std::vector<ExplainParam> params{{"type", std::string(joinTypeName(type_))}};
    if (condition_) params.push_back({"condition", renderExpr(*condition_, expressionInput())});
    return params;
}

std::vector<BoundExprPtr> JoinNode::expressions() const {
    if (!condition_) return {};
    return {condition_};
}

LogicalPtr JoinNode::withExpressions(std::vector<BoundExprPtr> exprs) const {
    if (exprs.size() != (condition_ ? 1u : 0u))
        throw InternalError("Join takes " + std::to_string(condition_ ? 1 : 0) + " expressions, not " +
                            std::to_string(exprs.size()));
    return std::make_shared<JoinNode>(left(), right(), type_, exprs.empty() ? nullptr : std::move(exprs[0]));
}

LogicalPtr JoinNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<JoinNode>(inputs.at(0), inputs.at(1), type_, condition_);
}

TableSchema JoinNode::expressionInput() const { return concatSchemas(left()->schema(), right()->schema()); }

size_t JoinNode::conditionWidth() const { return left()->schema().getFieldCount() + right()->schema().getFieldCount(); }

TableSchema JoinNode::deriveSchema() const {
    return keepsLeftOnly(type_) ? left()->schema() : concatSchemas(left()->schema(), right()->schema());
}

Narrowed JoinNode::narrowedOutput(const LogicalPtr& join, const ColumnSet& wanted,
                                  const std::vector<int>& mapping) const {
    const LogicalNode& produced = join ? *join : *this;
    const TableSchema& schema = produced.schema();
    std::vector<int> kept_mapping(mapping.size(), -1);
    std::vector<BoundExprPtr> columns;
    std::vector<std::string> names;
    for (size_t c = 0; c < mapping.size(); ++c) {
        if (!wanted[c] || mapping[c] < 0) continue;
        const auto at = static_cast<uint32_t>(mapping[c]);
        kept_mapping[c] = static_cast<int>(columns.size());
        columns.push_back(makeColumnRef(at, schema.getFieldType(at), schema.getFieldName(at)));
        names.push_back(schema.getFieldName(at));
    }
    if (columns.empty() || columns.size() == schema.getFieldCount()) return Narrowed{join, mapping};
    LogicalPtr input = join ? join : std::make_shared<JoinNode>(*this);
    return Narrowed{std::make_shared<ProjectNode>(std::move(input), std::move(columns), std::move(names)),
                    kept_mapping};
}

ColumnUse JoinNode::columnUse(const ColumnSet& wanted) const {
    const size_t left_width = left()->schema().getFieldCount();
    ColumnSet needed = wanted;
    needed.resize(conditionWidth(), false);  // Semi and Anti output the left's columns only
    if (condition_) collectColumns(*condition_, needed);
    ColumnSet left_needed(needed.begin(), needed.begin() + static_cast<std::ptrdiff_t>(left_width));
    ColumnSet right_needed(needed.begin() + static_cast<std::ptrdiff_t>(left_width), needed.end());
    return {{left_needed, right_needed},
            [this, wanted](std::vector<LogicalPtr> inputs, const std::vector<std::vector<int>>& mappings) {
                // Where each column of the old concatenated row is in the new one.
                std::vector<int> mapping = mappings[0];
                const int new_left_width = static_cast<int>(inputs[0]->schema().getFieldCount());
                for (int m : mappings[1]) mapping.push_back(m < 0 ? -1 : new_left_width + m);
                std::vector<int> output_mapping = keepsLeftOnly(type_) ? mappings[0] : mapping;
                LogicalPtr join = nullptr;  // unchanged
                if (inputs[0] != left() || inputs[1] != right()) {
                    BoundExprPtr condition = condition_ ? remapColumns(condition_, mapping) : nullptr;
                    join = std::make_shared<JoinNode>(inputs[0], inputs[1], type_, std::move(condition));
                }
                return narrowedOutput(join, wanted, output_mapping);
            }};
}

std::string JoinNode::check() const { return condition_ ? checkBoolean("the join condition", *condition_) : ""; }

}  // namespace tabula::planner
