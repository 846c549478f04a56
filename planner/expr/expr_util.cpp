// Structural helpers over bound expressions.
#include "planner/expr/expr_util.hpp"

#include <algorithm>
#include <array>
#include <string_view>
#include <utility>

#include "exec/function_registry.hpp"

namespace tabula::planner {

bool boundEquals(const BoundExpr& a, const BoundExpr& b) {
    if (a.kind != b.kind || !(a.type == b.type) || a.args.size() != b.args.size()) return false;
    switch (a.kind) {
        case BoundKind::Column:
        case BoundKind::OuterColumn:
            if (a.column != b.column) return false;
            break;
        case BoundKind::Subquery:
            if (a.subquery != b.subquery) return false;
            break;
        case BoundKind::Constant: return a.constant == b.constant;
        case BoundKind::Call:
            if (a.function != b.function) return false;
            break;
        case BoundKind::Cast: break;
    }
    for (size_t i = 0; i < a.args.size(); ++i) {
        if (!boundEquals(*a.args[i], *b.args[i])) return false;
    }
    return true;
}

bool containsEqual(const std::vector<BoundExprPtr>& list, const BoundExpr& expr) {
    return std::any_of(list.begin(), list.end(), [&](const BoundExprPtr& item) { return boundEquals(*item, expr); });
}

void collectColumns(const BoundExpr& expr, std::vector<bool>& used) {
    if (expr.kind == BoundKind::Column) used.at(expr.column) = true;
    for (const auto& arg : expr.args) collectColumns(*arg, used);
}

BoundExprPtr withArgs(const BoundExpr& expr, std::vector<BoundExprPtr> args) {
    switch (expr.kind) {
        case BoundKind::Call: return makeCallExpr(expr.function, std::move(args), expr.type, expr.text, expr.location);
        case BoundKind::Cast: return makeCastExpr(args.at(0), expr.type, expr.text, expr.location);
        case BoundKind::Subquery: return makeSubqueryExpr(expr.subquery, args.at(0), expr.type, expr.text);
        case BoundKind::Column:
        case BoundKind::Constant:
        case BoundKind::OuterColumn: break;
    }
    return std::make_shared<BoundExpr>(expr);
}

namespace {

/// Rebuilds `expr` bottom-up, letting `leaf` replace Column nodes.
template <class LeafFn>
BoundExprPtr rewriteColumns(const BoundExprPtr& expr, const LeafFn& leaf) {
    if (expr->kind == BoundKind::Column) return leaf(*expr);
    if (expr->args.empty()) return expr;
    std::vector<BoundExprPtr> args;
    bool changed = false;
    for (const auto& arg : expr->args) {
        args.push_back(rewriteColumns(arg, leaf));
        changed = changed || args.back() != arg;
    }
    return changed ? withArgs(*expr, std::move(args)) : expr;
}

struct InfixOperator {
    std::string_view function;
    std::string_view symbol;
};

constexpr std::array<InfixOperator, 13> kInfixOperators = {{
    {"plus", "+"},
    {"minus", "-"},
    {"times", "*"},
    {"divide", "/"},
    {"mod", "%"},
    {"equals", "="},
    {"notEquals", "<>"},
    {"greaterThan", ">"},
    {"greaterThanOrEqual", ">="},
    {"lessThan", "<"},
    {"lessThanOrEqual", "<="},
    {"and", "AND"},
    {"or", "OR"},
}};

std::string renderConstant(const Value& v) {
    if (v.isNull()) return "null";
    if (v.type().id() == TypeId::String) {
        std::string out = "'";
        for (char c : v.asString()) {
            out += c;
            if (c == '\'') out += '\'';
        }
        return out + "'";
    }
    return v.toString();
}

}  // namespace

namespace {

/// `exists(select ...)`, `in(k, select ...)`, `lessThanAll(k, select ...)`, `(select ...)`.
std::string renderSubquery(const BoundExpr& expr, const TableSchema& input) {
    const BoundSubquery& subquery = *expr.subquery;
    const std::string& query = subquery.query_text;
    switch (subquery.type) {
        case SubqueryType::Scalar: return "(" + query + ")";
        case SubqueryType::Exists: return "exists(" + query + ")";
        case SubqueryType::In: return "in(" + renderExpr(*expr.args.at(0), input) + ", " + query + ")";
        case SubqueryType::Any:
        case SubqueryType::All: break;
    }
    const char* quantifier = subquery.type == SubqueryType::Any ? "Any(" : "All(";
    return std::string(subquery.comparison->name()) + quantifier + renderExpr(*expr.args.at(0), input) + ", " + query +
           ")";
}

}  // namespace

BoundExprPtr remapColumns(const BoundExprPtr& expr, const std::vector<int>& mapping) {
    return rewriteColumns(expr, [&](const BoundExpr& column) {
        return makeColumnRef(static_cast<uint32_t>(mapping.at(column.column)), column.type, column.text);
    });
}

BoundExprPtr substituteColumns(const BoundExprPtr& expr, const std::vector<BoundExprPtr>& replacements) {
    return rewriteColumns(expr, [&](const BoundExpr& column) { return replacements.at(column.column); });
}

bool isDeterministic(const BoundExpr& expr) {
    if (expr.kind == BoundKind::Call && !expr.function->deterministic()) return false;
    for (const auto& arg : expr.args) {
        if (!isDeterministic(*arg)) return false;
    }
    return true;
}

size_t exprHeight(const BoundExpr& expr) {
    size_t height = 0;
    for (const auto& arg : expr.args) height = std::max(height, exprHeight(*arg));
    return height + 1;
}

bool isConstantExpr(const BoundExpr& expr) {
    if (expr.kind != BoundKind::Constant && expr.kind != BoundKind::Call && expr.kind != BoundKind::Cast) return false;
    for (const auto& arg : expr.args) {
        if (!isConstantExpr(*arg)) return false;
    }
    return true;
}

std::string joinList(const std::vector<std::string>& items) {
    std::string out;
    for (size_t i = 0; i < items.size(); ++i) out += (i > 0 ? ", " : "") + items[i];
    return out;
}

std::string typeList(const std::vector<DataType>& types) {
    std::vector<std::string> names;
    for (const DataType& type : types) names.push_back(type.toString());
    return joinList(names);
}

std::string renderExpr(const BoundExpr& expr, const TableSchema& input) {
    switch (expr.kind) {
        case BoundKind::Column:
            return expr.column < input.getFieldCount() ? input.getFieldName(expr.column)
                                                       : "$" + std::to_string(expr.column);
        case BoundKind::Constant: return renderConstant(expr.constant);
        case BoundKind::Cast:
            return "CAST(" + renderExpr(*expr.args.at(0), input) + " AS " + expr.type.toString() + ")";
        case BoundKind::OuterColumn: return "$outer." + expr.text;
        case BoundKind::Subquery: return renderSubquery(expr, input);
        case BoundKind::Call: break;
    }
    std::string_view name = expr.function->name();
    if (expr.args.size() == 2) {
        for (const auto& op : kInfixOperators) {
            if (op.function == name) {
                return "(" + renderExpr(*expr.args[0], input) + " " + std::string(op.symbol) + " " +
                       renderExpr(*expr.args[1], input) + ")";
            }
        }
    }
    std::string out = std::string(name) + "(";
    for (size_t i = 0; i < expr.args.size(); ++i) {
        if (i > 0) out += ", ";
        out += renderExpr(*expr.args[i], input);
    }
    return out + ")";
}

std::vector<std::optional<Value>> literalArguments(const std::vector<BoundExprPtr>& args) {
    std::vector<std::optional<Value>> literals;
    for (const BoundExprPtr& arg : args)
        literals.push_back(arg->kind == BoundKind::Constant ? std::optional<Value>(arg->constant) : std::nullopt);
    return literals;
}

std::string argumentMismatch(const std::vector<BoundExprPtr>& args, const std::vector<DataType>& params) {
    if (params.size() != args.size())
        return "the call has " + std::to_string(args.size()) + " arguments for " + std::to_string(params.size()) +
               " parameters";
    for (size_t i = 0; i < params.size(); ++i) {
        if (args[i]->type != params[i])
            return "argument " + std::to_string(i + 1) + " is " + args[i]->type.toString() + ", not " +
                   params[i].toString();
    }
    return "";
}

}  // namespace tabula::planner
