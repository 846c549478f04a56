// Table function calls: the function looked up, the overload chosen, the arguments cast to it, the columns named.
#include "planner/binder/lateral_call.hpp"

#include "planner/binder/expression_binder.hpp"
#include "planner/binder/name_index.hpp"
#include "planner/expr/scalar_call.hpp"

namespace tabula::planner {
namespace {

const exec::UserTableFunction& tableFunction(const ast::Expr& call, const BindContext& context) {
    if (call.kind != ast::ExprKind::Call)
        throw context.error(call, "'" + context.sourceText(call) + "' is not a call of a table function");
    const FunctionCatalog& functions = context.functions;
    if (const exec::UserTableFunction* function = functions.table(call.text)) return *function;
    if (functions.scalar(call.text) != nullptr || functions.aggregate(call.text) != nullptr) {
        const char* kind = functions.scalar(call.text) != nullptr ? "a scalar" : "an aggregate";
        throw context.error(
            call, "'" + call.text + "' is " + kind + " function; only a table function can be joined as a table");
    }
    std::vector<std::string> table_functions;
    for (const std::string& name : functions.names()) {
        if (functions.table(name) != nullptr) table_functions.push_back(name);
    }
    std::string message = "unknown table function '" + call.text + "'";
    std::string closest = closestName(call.text, table_functions);
    if (!closest.empty()) message += "; did you mean '" + closest + "'?";
    throw context.error(call, message);
}

}  // namespace

LogicalPtr bindCorrelate(LogicalPtr left, const Scope& scope, const ast::Expr& call, JoinType type,
                         std::vector<std::string> names, const BindContext& context) {
    const exec::UserTableFunction& function = tableFunction(call, context);
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
    const size_t columns = function.columns().size();
    if (names.empty()) {
        for (size_t i = 0; i < columns; ++i) names.push_back("f" + std::to_string(i));
    } else if (names.size() != columns) {
        throw context.error(call, std::to_string(names.size()) + (names.size() == 1 ? " name is" : " names are") +
                                      " given for the columns of '" + function.name() + "', which gives " +
                                      std::to_string(columns) + (columns == 1 ? " column" : " columns"));
    }
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
    const TableSchema& schema = correlate->schema();
    const size_t width = left->schema().getFieldCount();
    for (size_t i = width; i < schema.getFieldCount(); ++i) {
        const std::string& name = schema.getFieldName(i);
        for (size_t j = 0; j < width; ++j) {
            if (schema.getFieldName(j) != name) continue;
            throw context.error(call, std::string(operation) + ": the table already has a field '" + name +
                                          "'; name the function's columns apart with .as(...)");
        }
    }
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
