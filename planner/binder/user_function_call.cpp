// Calls of table-valued user functions: the function by the call's name, the arguments, the columns' names.
#include "planner/binder/user_function_call.hpp"

#include "planner/binder/expression_binder.hpp"
#include "planner/binder/name_index.hpp"
#include "planner/expr/scalar_call.hpp"

namespace tabula::planner {

template <class F>
const F& calledFunction(const ast::Expr& call, const BindContext& context, std::string_view kind,
                        std::string_view use) {
    if (call.kind != ast::ExprKind::Call)
        throw context.error(call, "'" + context.sourceText(call) + "' is not a call of a " + std::string(kind));
    const FunctionCatalog& functions = context.functions;
    if (const F* function = functions.find<F>(call.text)) return *function;
    if (const char* other = otherKindNamed<F>(functions, call.text))
        throw context.error(call, "'" + call.text + "' is " + withArticle(other) + " function; only a " +
                                      std::string(kind) + " can be " + std::string(use));
    std::vector<std::string> candidates;
    for (const std::string& name : functions.names()) {
        if (functions.find<F>(name) != nullptr) candidates.push_back(name);
    }
    std::string message = "unknown " + std::string(kind) + " '" + call.text + "'";
    std::string closest = closestName(call.text, candidates);
    if (!closest.empty()) message += "; did you mean '" + closest + "'?";
    throw context.error(call, message);
}

template const exec::UserTableFunction& calledFunction(const ast::Expr&, const BindContext&, std::string_view,
                                                       std::string_view);
template const exec::UserTableAggregateFunction& calledFunction(const ast::Expr&, const BindContext&, std::string_view,
                                                                std::string_view);

std::vector<BoundExprPtr> bindUserCallArguments(
    const ast::Expr& call, const Scope& scope, const BindContext& context, const std::string& clause,
    const std::function<const std::vector<DataType>&(const std::vector<DataType>&)>& choose) {
    ExpressionBinder binder(scope, context);
    binder.clause = clause;
    binder.allows_subqueries = false;
    std::vector<BoundExprPtr> args;
    std::vector<DataType> types;
    for (const auto& arg : call.args) {
        args.push_back(binder.bind(*arg));
        types.push_back(args.back()->type);
    }
    try {
        const std::vector<DataType>& params = choose(types);
        for (size_t i = 0; i < params.size(); ++i) args[i] = castTo(std::move(args[i]), params[i]);
    } catch (const ValidationError& e) {
        throw context.error(call, e.message());
    }
    return args;
}

std::vector<std::string> functionColumnNames(std::vector<std::string> names, size_t columns,
                                             const std::string& function, const ast::Expr& call,
                                             const BindContext& context) {
    if (names.empty()) {
        for (size_t i = 0; i < columns; ++i) names.push_back("f" + std::to_string(i));
    } else if (names.size() != columns) {
        throw context.error(call, std::to_string(names.size()) + (names.size() == 1 ? " name is" : " names are") +
                                      " given for the columns of '" + function + "', which gives " +
                                      std::to_string(columns) + (columns == 1 ? " column" : " columns"));
    }
    return names;
}

void checkFunctionColumnsApart(const TableSchema& schema, size_t width, const ast::Expr& call,
                               const BindContext& context, std::string_view operation) {
    for (size_t i = width; i < schema.getFieldCount(); ++i) {
        const std::string& name = schema.getFieldName(i);
        for (size_t j = 0; j < width; ++j) {
            if (schema.getFieldName(j) != name) continue;
            throw context.error(call, std::string(operation) + ": the table already has a field '" + name +
                                          "'; name the function's columns apart with .as(...)");
        }
    }
}

}  // namespace tabula::planner
