// Project: computes one output column per expression.
#include "planner/logical/project_node.hpp"

#include "planner/expr/expr_util.hpp"

namespace tabula::planner {

ProjectNode::ProjectNode(LogicalPtr input, std::vector<BoundExprPtr> exprs, std::vector<std::string> names)
    : LogicalNode(kKind, kName, TableSchema(std::move(names), typesOf(exprs)), {std::move(input)}),
      exprs_(std::move(exprs)) {}

std::vector<ExplainParam> ProjectNode::params() const {
    TableSchema input_schema = expressionInput();
    std::vector<std::string> parts;
    for (size_t i = 0; i < exprs_.size(); ++i) {
        std::string e = renderExpr(*exprs_[i], input_schema);
        const std::string& name = schema().getFieldName(i);
        parts.push_back(e == name ? e : e + " AS " + name);
    }
    return {{"select", joinList(parts)}};
}

LogicalPtr ProjectNode::withExpressions(std::vector<BoundExprPtr> exprs) const {
    if (exprs.size() != exprs_.size())
        throw InternalError("Project takes " + std::to_string(exprs_.size()) + " expressions, not " +
                            std::to_string(exprs.size()));
    return std::make_shared<ProjectNode>(input(), std::move(exprs), schema().getFieldNames());
}

LogicalPtr ProjectNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<ProjectNode>(inputs.at(0), exprs_, schema().getFieldNames());
}

ColumnUse ProjectNode::columnUse(const ColumnSet& wanted) const {
    ColumnSet needed(input()->schema().getFieldCount(), false);
    for (size_t i = 0; i < exprs_.size(); ++i) {
        if (wanted[i]) collectColumns(*exprs_[i], needed);
    }
    return {{needed}, [this, wanted](std::vector<LogicalPtr> inputs, const std::vector<std::vector<int>>& mappings) {
                std::vector<int> mapping(wanted.size(), -1);
                std::vector<BoundExprPtr> kept;
                std::vector<std::string> names;
                for (size_t i = 0; i < wanted.size(); ++i) {
                    if (!wanted[i]) continue;
                    mapping[i] = static_cast<int>(kept.size());
                    kept.push_back(remapColumns(exprs_[i], mappings[0]));
                    names.push_back(schema().getFieldName(i));
                }
                if (kept.size() == exprs_.size() && inputs[0] == input()) return Narrowed{nullptr, mapping};
                LogicalPtr source = inputs[0];
                // A narrowed input may come back as a selection of its columns (a join's output): select through
                // it, so that two projections do not stack.
                const auto* selection = source != input() ? source->as<ProjectNode>() : nullptr;
                if (selection != nullptr) {
                    std::vector<int> through;
                    for (const BoundExprPtr& expr : selection->exprs()) {
                        if (expr->kind != BoundKind::Column) break;
                        through.push_back(static_cast<int>(expr->column));
                    }
                    if (through.size() == selection->exprs().size()) {
                        for (BoundExprPtr& expr : kept) expr = remapColumns(expr, through);
                        source = selection->input();
                    }
                }
                return Narrowed{std::make_shared<ProjectNode>(std::move(source), std::move(kept), std::move(names)),
                                mapping};
            }};
}

TableSchema ProjectNode::deriveSchema() const { return TableSchema(schema().getFieldNames(), typesOf(exprs_)); }

LogicalPtr selectColumns(const LogicalPtr& input, const std::vector<int>& columns) {
    const TableSchema& schema = input->schema();
    std::vector<BoundExprPtr> exprs;
    std::vector<std::string> names;
    for (int c : columns) {
        const auto column = static_cast<size_t>(c);
        exprs.push_back(
            makeColumnRef(static_cast<uint32_t>(c), schema.getFieldType(column), schema.getFieldName(column)));
        names.push_back(schema.getFieldName(column));
    }
    return std::make_shared<ProjectNode>(input, std::move(exprs), std::move(names));
}

}  // namespace tabula::planner
