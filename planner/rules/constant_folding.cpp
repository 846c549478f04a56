// constant_folding: evaluates deterministic sub-expressions without column references once, at plan time, in
// every expression of every node, and simplifies boolean connectives with a constant side (x AND TRUE -> x,
// x OR TRUE -> TRUE, ...). A filter that became TRUE disappears; one that became FALSE or NULL becomes an empty
// table. A call of a non-deterministic function (rand, uuid, the clock) is never folded: each row must see its
// own value.
#include <optional>

#include "exec/function_registry.hpp"
#include "planner/expr/compile_expr.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/optimizer/rewrite_rule.hpp"
#include "tabula/error.hpp"

namespace tabula::planner {
namespace {

std::optional<bool> constantBool(const BoundExpr& e) {
    if (e.kind != BoundKind::Constant || e.constant.isNull() || e.type.id() != TypeId::Boolean) return std::nullopt;
    return e.constant.asBool();
}

/// x AND c / x OR c with a constant c: the surviving side, or null when nothing simplifies.
BoundExprPtr simplifyConnective(const BoundExpr& call) {
    if (call.kind != BoundKind::Call || call.args.size() != 2) return nullptr;
    std::string_view name = call.function->name();
    bool is_and = name == "and";
    if (!is_and && name != "or") return nullptr;
    for (int side = 0; side < 2; ++side) {
        std::optional<bool> c = constantBool(*call.args[side]);
        if (!c) continue;
        const BoundExprPtr& other = call.args[1 - side];
        // AND: TRUE is neutral, FALSE absorbs. OR: FALSE is neutral, TRUE absorbs.
        return *c == is_and ? other : call.args[side];
    }
    return nullptr;
}

BoundExprPtr fold(const BoundExprPtr& expr) {
    if (expr->args.empty()) return expr;
    std::vector<BoundExprPtr> args;
    bool changed = false;
    for (const auto& arg : expr->args) {
        args.push_back(fold(arg));
        changed = changed || args.back() != arg;
    }
    BoundExprPtr current = changed ? withArgs(*expr, std::move(args)) : expr;
    if (BoundExprPtr simpler = simplifyConnective(*current)) return simpler;
    if (isConstantExpr(*current) && isDeterministic(*current)) {
        try {
            return makeConstant(evaluateConstant(*current), current->text);
        } catch (const ExecutionError&) {
            return current;  // leave it: the error surfaces, with its message, if the row is ever evaluated
        }
    }
    return current;
}

LogicalPtr emptyLike(const LogicalNode& node) {
    return std::make_shared<ValuesNode>("(empty)", node.schema(),
                                        fixedTable(exec::emptySnapshot(node.schema().getFieldTypes())));
}

class ConstantFolding final : public RewriteRule {
public:
    std::string_view name() const override { return "constant_folding"; }

    LogicalPtr apply(const LogicalPtr& node, RuleContext&) const override {
        if (const auto* filter = node->as<FilterNode>()) {
            BoundExprPtr predicate = fold(filter->predicate());
            if (predicate->kind == BoundKind::Constant)
                return constantBool(*predicate).value_or(false) ? node->input() : emptyLike(*node);
        }
        // Every node's expressions, whatever its class: keys, arguments, conditions, projections.
        std::vector<BoundExprPtr> exprs = node->expressions();
        bool changed = false;
        for (auto& e : exprs) {
            BoundExprPtr folded = fold(e);
            changed = changed || folded != e;
            e = std::move(folded);
        }
        return changed ? node->withExpressions(std::move(exprs)) : nullptr;
    }
};

}  // namespace

std::unique_ptr<RewriteRule> makeConstantFolding() { return std::make_unique<ConstantFolding>(); }

}  // namespace tabula::planner
