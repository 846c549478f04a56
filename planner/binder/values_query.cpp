#include "planner/binder/values_query.hpp"

#include <optional>
#include <string>

#include "planner/binder/expression_binder.hpp"
#include "planner/binder/from_binder.hpp"

namespace tabula::planner {

LogicalPtr bindValues(const std::vector<std::vector<ast::ExprPtr>>& rows, const BindContext& context) {
    const Scope no_columns({});
    ExpressionBinder binder(no_columns, context);
    binder.clause = "VALUES";
    const size_t width = rows.front().size();
    std::vector<std::vector<BoundExprPtr>> bound;
    std::vector<DataType> types;
    for (const std::vector<ast::ExprPtr>& row : rows) {
        if (row.size() != width)
            throw bindError(context.text, SourceSpan{row.front()->span.begin, row.back()->span.end},
                            "every row of VALUES must have " + std::to_string(width) +
                                " values, as the first has; this one has " + std::to_string(row.size()));
        std::vector<BoundExprPtr>& values = bound.emplace_back();
        for (size_t c = 0; c < width; ++c) {
            values.push_back(binder.bind(*row[c]));
            if (types.size() <= c) {
                types.push_back(values.back()->type);
                continue;
            }
            std::optional<DataType> common = commonType(types[c], values.back()->type);
            if (!common)
                throw context.error(*row[c], "VALUES column " + std::to_string(c + 1) + " mixes " +
                                                 types[c].toString() + " and " + values.back()->type.toString());
            types[c] = *common;
        }
    }
    std::vector<std::string> names;
    for (size_t c = 0; c < width; ++c) names.push_back("EXPR$" + std::to_string(c));
    std::vector<LogicalPtr> inputs;
    for (std::vector<BoundExprPtr>& values : bound) {
        for (size_t c = 0; c < width; ++c) {
            if (values[c]->type != types[c]) values[c] = makeCastExpr(values[c], types[c], values[c]->text);
        }
        inputs.push_back(std::make_shared<ProjectNode>(oneEmptyRow(), std::move(values), names));
    }
    if (inputs.size() == 1) return inputs.front();
    return std::make_shared<UnionAllNode>(std::move(inputs), std::move(names));
}

}  // namespace tabula::planner
