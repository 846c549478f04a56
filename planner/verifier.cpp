// Plan verification: a walk over every node (once each) and every expression tree of it.
#include "planner/verifier.hpp"

#include <unordered_set>

#include "exec/function_registry.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {
namespace {

std::string typeList(const std::vector<DataType>& types) {
    std::string out;
    for (size_t i = 0; i < types.size(); ++i) out += (i > 0 ? ", " : "") + types[i].toString();
    return out;
}

/// What is wrong with `expr` read over `input`, or "" when nothing is.
std::string checkExpr(const BoundExpr& expr, const TableSchema& input) {
    for (const auto& arg : expr.args) {
        std::string problem = checkExpr(*arg, input);
        if (!problem.empty()) return problem;
    }
    switch (expr.kind) {
        case BoundKind::Column:
            if (expr.column >= input.getFieldCount())
                return "column $" + std::to_string(expr.column) + " is out of range (the input has " +
                       std::to_string(input.getFieldCount()) + " fields)";
            if (!(input.getFieldType(expr.column) == expr.type))
                return "column $" + std::to_string(expr.column) + " is read as " + expr.type.toString() +
                       " but the input's field '" + input.getFieldName(expr.column) + "' is " +
                       input.getFieldType(expr.column).toString();
            return "";
        case BoundKind::Constant:
            if (!expr.constant.isNull() && !(expr.constant.type() == expr.type))
                return "constant " + expr.text + " holds a " + expr.constant.type().toString() + " but is typed " +
                       expr.type.toString();
            return "";
        case BoundKind::Cast:
            if (expr.args.size() != 1) return "a cast needs exactly one operand";
            return "";
        case BoundKind::OuterColumn:
        case BoundKind::Subquery:
            return "";  // read another row than `input`; the decorrelation rules check what they build
        case BoundKind::Call:
            break;
    }
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

/// What is wrong with the node itself (its inputs are checked separately), or "".
std::string checkNode(const LogicalNode& node) {
    TableSchema input = node.expressionInput();
    for (const auto& expr : node.expressions()) {
        std::string problem = checkExpr(*expr, input);
        if (!problem.empty()) return problem;
    }
    if (const auto* filter = node.as<FilterNode>(); filter && !(filter->predicate()->type.id() == TypeId::Boolean))
        return "the condition is " + filter->predicate()->type.toString() + ", not BOOLEAN";
    if (const auto* scan = node.as<ScanNode>(); scan && scan->filter() && !(scan->filter()->type.id() == TypeId::Boolean))
        return "the filter is " + scan->filter()->type.toString() + ", not BOOLEAN";
    if (const auto* join = node.as<JoinNode>();
        join && join->condition() && !(join->condition()->type.id() == TypeId::Boolean))
        return "the join condition is " + join->condition()->type.toString() + ", not BOOLEAN";
    if (const auto* aggregate = node.as<AggregateNode>()) {
        for (const auto& call : aggregate->aggregates()) {
            std::vector<DataType> arg_types;
            for (const auto& arg : call.args) arg_types.push_back(arg->type);
            if (arg_types != call.signature.params)
                return "aggregate " + call.text + " has arguments (" + typeList(arg_types) + ") but its signature takes (" +
                       typeList(call.signature.params) + ")";
        }
    }
    if (node.as<UnionAllNode>()) {
        if (node.inputs().size() < 2) return "a union needs at least two inputs";
        for (size_t i = 0; i < node.inputs().size(); ++i) {
            const std::vector<DataType>& types = node.inputs()[i]->schema().getFieldTypes();
            if (types != node.schema().getFieldTypes())
                return "input " + std::to_string(i) + " gives (" + typeList(types) + ") but the union outputs (" +
                       typeList(node.schema().getFieldTypes()) + ")";
        }
    }
    if (const auto* set_operation = node.as<SetOperationNode>()) {
        const std::vector<DataType>& types = set_operation->right()->schema().getFieldTypes();
        if (types != node.schema().getFieldTypes())
            return "the right input gives (" + typeList(types) + ") but the set operation outputs (" +
                   typeList(node.schema().getFieldTypes()) + ")";
    }
    TableSchema derived = node.deriveSchema();
    if (derived.getFieldTypes() != node.schema().getFieldTypes())
        return "its schema is (" + typeList(node.schema().getFieldTypes()) + ") but its inputs and expressions give (" +
               typeList(derived.getFieldTypes()) + ")";
    return "";
}

void verify(const LogicalNode& node, std::unordered_set<const LogicalNode*>& checked) {
    if (!checked.insert(&node).second) return;
    for (const auto& input : node.inputs()) verify(*input, checked);
    std::string problem = checkNode(node);
    if (!problem.empty()) throw InternalError("invalid plan at " + describeNode(node) + ": " + problem);
}

}  // namespace

void verifyPlan(const LogicalNode& root) {
    std::unordered_set<const LogicalNode*> checked;
    verify(root, checked);
}

}  // namespace tabula::planner
