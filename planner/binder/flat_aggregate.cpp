// flatAggregate: keys and arguments bound over the input, the function looked up, its columns named.
#include "planner/binder/flat_aggregate.hpp"

#include "planner/binder/expression_binder.hpp"
#include "planner/binder/user_function_call.hpp"

namespace tabula::planner {

LogicalPtr bindFlatAggregate(const FunctionCatalog& functions, LogicalPtr input,
                             const std::vector<std::shared_ptr<const ast::Expr>>& keys, std::string_view key_text,
                             const ast::Expr& call, std::string_view text) {
    const Scope scope = Scope::of(input->schema());
    const BindContext key_context{functions, key_text, NameMode::Exact, Dialect::TableApi};
    ExpressionBinder key_binder(scope, key_context);
    key_binder.clause = "groupBy";
    std::vector<BoundExprPtr> bound_keys;
    std::vector<std::string> names;
    for (const auto& key : keys) {
        bound_keys.push_back(key_binder.bind(*key));
        names.push_back(key->kind == ast::ExprKind::Field ? key->text : "_c" + std::to_string(names.size()));
    }

    const BindContext context{functions, text, NameMode::Exact, Dialect::TableApi};
    const bool aliased = call.kind == ast::ExprKind::Alias;
    const ast::Expr& invocation = aliased ? *call.args.at(0) : call;
    const auto& function = calledFunction<exec::UserTableAggregateFunction>(
        invocation, context, "table aggregate function", "called by flatAggregate");
    TableAggregateCall bound{
        .function = &function, .text = context.sourceText(invocation), .location = context.locationOf(invocation)};
    bound.args = bindUserCallArguments(invocation, scope, context, "the arguments of a table aggregate function",
                                       [&](const std::vector<DataType>& types) -> const std::vector<DataType>& {
                                           function.bind(types);
                                           return function.parameters();
                                       });
    std::vector<std::string> columns =
        functionColumnNames(aliased ? call.names : std::vector<std::string>{}, function.columns().size(),
                            function.name(), invocation, context);
    names.insert(names.end(), columns.begin(), columns.end());
    const size_t key_count = bound_keys.size();
    LogicalPtr aggregate = std::make_shared<TableAggregateNode>(std::move(input), std::move(bound_keys),
                                                                std::move(bound), std::move(names));
    checkFunctionColumnsApart(aggregate->schema(), key_count, call, context, "flatAggregate");
    return aggregate;
}

}  // namespace tabula::planner
