// Table function calls: the function looked up, the overload chosen, the arguments cast to it, the columns named.
#include "planner/binder/lateral_call.hpp"

#include "planner/binder/expression_binder.hpp"
#include "planner/binder/user_function_lookup.hpp"
#include "planner/expr/scalar_call.hpp"

namespace tabula::planner {

LogicalPtr bindCorrelate(LogicalPtr left, const Scope& scope, const ast::Expr& call, JoinType type,
                         std::vector<std::string> names, const BindContext& context) {
    const auto& function =
        calledFunction<exec::UserTableFunction>(call, context, "table function", "joined as a table");
    ExpressionBinder binder(scope, context);
    binder.clause = "the arguments of a table function";
    binder.allows_subqueries = false;
    TableFunctionCall bound{
        .function = &function, .text = context.sourceText(call), .location = context.locationOf(call)};
    std::vector<DataType> types;
    for (const auto& arg : call.args) {
        bound.args.push_back(binder.bind(*arg));
        types.push_back(bound.args.back()->type);
    }
    try {
        bound.overload = function.bind(types);
    } catch (const ValidationError& e) {
        throw context.error(call, e.message());
    }
    const std::vector<DataType>& params = function.parameters(bound.overload);
    for (size_t i = 0; i < params.size(); ++i) bound.args[i] = castTo(std::move(bound.args[i]), params[i]);
    names = functionColumnNames(std::move(names), function.columns().size(), function.name(), call, context);
    return std::make_shared<CorrelateNode>(std::move(left), std::move(bound), type, std::move(names));
}

LogicalPtr bindLateralJoin(const FunctionCatalog& functions, LogicalPtr left, const ast::Expr& call, JoinType type,
                           std::string_view text, std::string_view operation) {
    const BindContext context{functions, text, NameMode::Exact, Dialect::TableApi};
    const bool aliased = call.kind == ast::ExprKind::Alias;
    const ast::Expr& invocation = aliased ? *call.args.at(0) : call;
    const Scope scope = Scope::of(left->schema());
    LogicalPtr correlate =
        bindCorrelate(left, scope, invocation, type, aliased ? call.names : std::vector<std::string>{}, context);
    checkFunctionColumnsApart(correlate->schema(), left->schema().getFieldCount(), call, context, operation);
    return correlate;
}

LogicalPtr bindFlatMap(const FunctionCatalog& functions, LogicalPtr input, const ast::Expr& call,
                       std::string_view text) {
    const size_t width = input->schema().getFieldCount();
    const BindContext context{functions, text, NameMode::Exact, Dialect::TableApi};
    const bool aliased = call.kind == ast::ExprKind::Alias;
    LogicalPtr correlate = bindCorrelate(input, Scope::of(input->schema()), aliased ? *call.args.at(0) : call,
                                         JoinType::Inner, aliased ? call.names : std::vector<std::string>{}, context);
    const TableSchema& schema = correlate->schema();
    std::vector<BoundExprPtr> columns;
    std::vector<std::string> names;
    for (size_t i = width; i < schema.getFieldCount(); ++i) {
        columns.push_back(makeColumnRef(static_cast<uint32_t>(i), schema.getFieldType(i), schema.getFieldName(i)));
        names.push_back(schema.getFieldName(i));
    }
    return std::make_shared<ProjectNode>(std::move(correlate), std::move(columns), std::move(names));
}

}  // namespace tabula::planner
