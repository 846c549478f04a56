// flatAggregate: keys and arguments bound over the input, the function looked up, its columns named.
#include "planner/binder/flat_aggregate.hpp"

#include "planner/binder/expression_binder.hpp"
#include "planner/binder/select_items.hpp"
#include "planner/binder/user_function_call.hpp"

namespace tabula::planner {

namespace {

/// The TableAggregate of flatAggregate (`rows_per_group`: of aggregate, for an aggregate function returning rows).
LogicalPtr bindTableAggregate(const FunctionCatalog& functions, LogicalPtr input,
                              const std::vector<std::shared_ptr<const ast::Expr>>& keys, std::string_view key_text,
                              const ast::Expr& call, std::string_view text, bool rows_per_group) {
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
    if (function.isAggregate() && !rows_per_group)
        throw context.error(invocation, "'" + invocation.text +
                                            "' is an aggregate function returning several columns: aggregate(...) "
                                            "calls it, not flatAggregate(...)");
    if (!function.isAggregate() && rows_per_group)
        throw context.error(invocation, "'" + invocation.text +
                                            "' is a table aggregate function: flatAggregate(...) calls it, not "
                                            "aggregate(...)");
    TableAggregateCall bound{.function = &function,
                             .args = {},
                             .text = context.sourceText(invocation),
                             .location = context.locationOf(invocation)};
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
    checkFunctionColumnsApart(aggregate->schema(), key_count, call, context,
                              rows_per_group ? "aggregate" : "flatAggregate");
    return aggregate;
}

}  // namespace

LogicalPtr bindFlatAggregate(const FunctionCatalog& functions, LogicalPtr input,
                             const std::vector<std::shared_ptr<const ast::Expr>>& keys, std::string_view key_text,
                             const ast::Expr& call, std::string_view text) {
    return bindTableAggregate(functions, std::move(input), keys, key_text, call, text, false);
}

LogicalPtr bindAggregate(const FunctionCatalog& functions, LogicalPtr input,
                         const std::vector<std::shared_ptr<const ast::Expr>>& keys, std::string_view key_text,
                         const ast::Expr& call, std::string_view text) {
    const bool aliased = call.kind == ast::ExprKind::Alias;
    const ast::Expr& invocation = aliased ? *call.args.at(0) : call;
    if (invocation.kind == ast::ExprKind::Call && functions.tableAggregate(invocation.text) != nullptr)
        return bindTableAggregate(functions, std::move(input), keys, key_text, call, text, true);
    // One value per group: the grouped select of the keys and the call, named f0 unless the alias names it.
    auto item = ast::makeAlias(std::make_shared<ast::Expr>(invocation),
                               aliased ? call.names : std::vector<std::string>{"f0"}, call.span);
    if (keys.empty())
        return bindSelectList(functions, std::move(input), {item}, text, NameMode::Exact, Dialect::TableApi);
    std::vector<ast::ExprPtr> items(keys.begin(), keys.end());
    items.push_back(item);
    return bindGroupedSelect(functions, std::move(input), keys, key_text, items, text, NameMode::Exact,
                             Dialect::TableApi);
}

}  // namespace tabula::planner
