// One check per kind of bound expression node, dispatched from the kind list.
#include "planner/expr/expr_check.hpp"

#include "exec/function_registry.hpp"
#include "planner/expr/expr_util.hpp"
#include "tabula/error.hpp"

namespace tabula::planner {
namespace {

std::string checkColumn(const BoundExpr& expr, const TableSchema& input) {
    if (expr.column >= input.getFieldCount())
        return "column $" + std::to_string(expr.column) + " is out of range (the input has " +
               std::to_string(input.getFieldCount()) + " fields)";
    if (!(input.getFieldType(expr.column) == expr.type))
        return "column $" + std::to_string(expr.column) + " is read as " + expr.type.toString() +
               " but the input's field '" + input.getFieldName(expr.column) + "' is " +
               input.getFieldType(expr.column).toString();
    return "";
}

std::string checkConstant(const BoundExpr& expr, const TableSchema&) {
    if (!expr.constant.isNull() && !(expr.constant.type() == expr.type))
        return "constant " + expr.text + " holds a " + expr.constant.type().toString() + " but is typed " +
               expr.type.toString();
    return "";
}

std::string checkCall(const BoundExpr& expr, const TableSchema&) {
    std::vector<DataType> arg_types;
    for (const auto& arg : expr.args) arg_types.push_back(arg->type);
    exec::Signature signature;
    try {
        signature = expr.function->bind(arg_types);
    } catch (const ValidationError& e) {
        return "call " + expr.text + " does not bind: " + e.message();
    }
    if (signature.params != arg_types)
        return "call " + std::string(expr.function->name()) + " has arguments (" + typeList(arg_types) +
               ") but binds to (" + typeList(signature.params) + ")";
    // A literal argument may refine the type (ROUND's places); one folded into a literal later may not.
    const DataType refined = expr.function->refineResult(signature, literalArguments(expr.args));
    if (!(refined == expr.type) && !(signature.result == expr.type))
        return "call " + std::string(expr.function->name()) + " is typed " + expr.type.toString() + " but returns " +
               refined.toString();
    return "";
}

std::string checkCast(const BoundExpr& expr, const TableSchema&) {
    return expr.args.size() == 1 ? "" : "a cast needs exactly one operand";
}

// Outer columns and subqueries read another row than `input`; the decorrelation rules check what they build.
std::string checkOuterColumn(const BoundExpr&, const TableSchema&) { return ""; }
std::string checkSubquery(const BoundExpr&, const TableSchema&) { return ""; }

}  // namespace

std::string checkExprNode(const BoundExpr& expr, const TableSchema& input) {
    switch (expr.kind) {
#define TABULA_CHECK_BOUND_KIND(Name) \
    case BoundKind::Name: return check##Name(expr, input);
        TABULA_FOR_EACH_BOUND_KIND(TABULA_CHECK_BOUND_KIND)
#undef TABULA_CHECK_BOUND_KIND
    }
    return "";
}

}  // namespace tabula::planner
