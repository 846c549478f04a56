// Table function calls: the function looked up, the overload chosen, the arguments cast to it, the columns named.
#include "planner/binder/lateral_call.hpp"

#include "planner/binder/select_items.hpp"
#include "planner/binder/user_function_call.hpp"

namespace tabula::planner {

LogicalPtr bindCorrelate(LogicalPtr left, const Scope& scope, const ast::Expr& call, JoinType type,
                         std::vector<std::string> names, const BindContext& context, bool map) {
    const auto& function =
        calledFunction<exec::UserTableFunction>(call, context, "table function", "joined as a table");
    if (function.isScalar() && !map)
        throw context.error(call, "'" + call.text +
                                      "' is a scalar function returning several columns: map(...) calls it; only a "
                                      "table function can be joined as a table");
    if (!function.isScalar() && map)
        throw context.error(call, "'" + call.text + "' is a table function: flatMap(...) calls it, not map(...)");
    TableFunctionCall bound{
        .function = &function, .args = {}, .text = context.sourceText(call), .location = context.locationOf(call)};
    bound.args = bindUserCallArguments(call, scope, context, "the arguments of a table function",
                                       [&](const std::vector<DataType>& types) -> const std::vector<DataType>& {
                                           bound.overload = function.bind(types);
                                           return function.parameters(bound.overload);
                                       });
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
        bindCorrelate(left, scope, invocation, type, aliased ? call.names : std::vector<std::string>{}, context, false);
    checkFunctionColumnsApart(correlate->schema(), left->schema().getFieldCount(), call, context, operation);
    return correlate;
}

namespace {

/// The columns a Correlate appends to its input, alone (flatMap, map).
LogicalPtr functionColumnsOnly(LogicalPtr correlate, size_t width) {
    const TableSchema& schema = correlate->schema();
    std::vector<BoundExprPtr> columns;
    std::vector<std::string> names;
    for (size_t i = width; i < schema.getFieldCount(); ++i) {
        columns.push_back(makeColumnRef(static_cast<uint32_t>(i), schema.getFieldType(i), schema.getFieldName(i)));
        names.push_back(schema.getFieldName(i));
    }
    return std::make_shared<ProjectNode>(std::move(correlate), std::move(columns), std::move(names));
}

}  // namespace

LogicalPtr bindFlatMap(const FunctionCatalog& functions, LogicalPtr input, const ast::Expr& call,
                       std::string_view text) {
    const size_t width = input->schema().getFieldCount();
    const BindContext context{functions, text, NameMode::Exact, Dialect::TableApi};
    const bool aliased = call.kind == ast::ExprKind::Alias;
    LogicalPtr correlate =
        bindCorrelate(input, Scope::of(input->schema()), aliased ? *call.args.at(0) : call, JoinType::Inner,
                      aliased ? call.names : std::vector<std::string>{}, context, false);
    return functionColumnsOnly(std::move(correlate), width);
}

LogicalPtr bindMap(const FunctionCatalog& functions, LogicalPtr input, const ast::Expr& call, std::string_view text) {
    const bool aliased = call.kind == ast::ExprKind::Alias;
    const ast::Expr& invocation = aliased ? *call.args.at(0) : call;
    const std::vector<std::string> names = aliased ? call.names : std::vector<std::string>{};
    const exec::UserTableFunction* rows =
        invocation.kind == ast::ExprKind::Call ? functions.table(invocation.text) : nullptr;
    if (rows == nullptr) {
        // One value per row: a select of the call alone, named f0 unless the alias names it.
        auto item = ast::makeAlias(std::make_shared<ast::Expr>(invocation),
                                   names.empty() ? std::vector<std::string>{"f0"} : names, call.span);
        return bindSelectList(functions, std::move(input), {item}, text, NameMode::Exact, Dialect::TableApi);
    }
    const size_t width = input->schema().getFieldCount();
    const BindContext context{functions, text, NameMode::Exact, Dialect::TableApi};
    // Left: a NULL argument the function does not take gives a row of NULLs, as a scalar function gives NULL.
    LogicalPtr correlate =
        bindCorrelate(input, Scope::of(input->schema()), invocation, JoinType::Left, names, context, true);
    return functionColumnsOnly(std::move(correlate), width);
}

}  // namespace tabula::planner
