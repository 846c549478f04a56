// Scalar calls over bound arguments: the function's signature and the casts to its parameter types.
#include "planner/expr/scalar_call.hpp"

#include "planner/expr/expr_util.hpp"

namespace tabula::planner {

BoundExprPtr castTo(BoundExprPtr expr, DataType type) {
    if (expr->type == type) return expr;
    std::string text = expr->text;
    ExprLocation location = expr->location;
    return makeCastExpr(std::move(expr), type, std::move(text), std::move(location));
}

BoundExprPtr bindScalarCall(const exec::ScalarFunction& function, std::vector<BoundExprPtr> args, std::string text,
                            ExprLocation location) {
    std::vector<DataType> types;
    for (const auto& arg : args) types.push_back(arg->type);
    exec::Signature signature = function.bind(types);
    for (size_t i = 0; i < args.size() && i < signature.params.size(); ++i) {
        args[i] = castTo(std::move(args[i]), signature.params[i]);
    }
    const DataType result = function.refineResult(signature, literalArguments(args));
    return makeCallExpr(&function, std::move(args), result, std::move(text), std::move(location));
}

}  // namespace tabula::planner
