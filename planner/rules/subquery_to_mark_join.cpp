// subquery_to_mark_join: EXISTS, IN, ANY and ALL where a semi or anti join cannot stand (under OR or NOT, in a
// select list, in CASE, or `x >= ALL (q)` in WHERE) become a value computed beside each row from counts and
// extremes of q's rows for that row (joinOneRow: a cross product with an uncorrelated q, a hash left join with q
// grouped by the correlation keys otherwise):
//   EXISTS (q)       count(*) > 0
//   x <op> ANY (q)   CASE WHEN q is empty THEN FALSE WHEN <witness> THEN TRUE
//                         WHEN x IS NULL OR q has a NULL THEN NULL ELSE FALSE END
//                    the witness being x < max, x <= max, x > min, x >= min, x <> min OR x <> max, and for =
//                    (which is IN) a count of q's rows equal to x, from q grouped by its value (a hash join on x)
//   x <op> ALL (q)   NOT (x <negated op> ANY (q))
// This gives SQL's three-valued answers: NULL where some row compares to NULL and none decides.
#include "planner/expr/conjuncts.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/expr/scalar_call.hpp"
#include "planner/optimizer/rewrite_rule.hpp"
#include "planner/rules/correlation.hpp"
#include "planner/rules/subquery_support.hpp"

namespace tabula::planner {
namespace {

bool isMarked(const BoundExpr& subquery) { return subquery.subquery->type != SubqueryType::Scalar; }

/// The first subquery of `exprs` (a node's expressions) this rule takes: not a scalar one, not a filter's
/// conjunct that the join rules take whole.
BoundExprPtr markedSubquery(const std::vector<BoundExprPtr>& exprs, bool filter, const FunctionCatalog& functions) {
    for (const BoundExprPtr& expr : exprs) {
        std::vector<BoundExprPtr> parts{expr};
        if (filter) parts = splitConjuncts(expr, functions);
        for (const BoundExprPtr& part : parts) {
            if (filter && joinsAsConjunct(*part)) continue;
            if (BoundExprPtr found = findSubquery(part, isMarked)) return found;
        }
    }
    return nullptr;
}

/// The comparison that is TRUE exactly where `name` is FALSE (for non-NULL operands).
std::string negatedComparison(std::string_view name) {
    if (name == "equals") return "notEquals";
    if (name == "notEquals") return "equals";
    if (name == "lessThan") return "greaterThanOrEqual";
    if (name == "greaterThanOrEqual") return "lessThan";
    if (name == "greaterThan") return "lessThanOrEqual";
    return "greaterThan";  // lessThanOrEqual
}

/// `expr` (over the enclosing row) as read from inside a subquery: its columns become OuterColumn nodes.
BoundExprPtr asOuterReference(const BoundExprPtr& expr, const std::string& subquery) {
    if (expr->kind == BoundKind::Column) return makeOuterColumnRef(expr->column, expr->type, expr->text);
    if (expr->kind == BoundKind::OuterColumn || expr->kind == BoundKind::Subquery)
        throw ValidationError("the subquery " + subquery +
                              " compares with a value that reads another subquery or "
                              "the query around the enclosing one, which cannot be turned into a join");
    if (expr->args.empty()) return expr;
    std::vector<BoundExprPtr> args;
    for (const auto& arg : expr->args) args.push_back(asOuterReference(arg, subquery));
    return withArgs(*expr, std::move(args));
}

/// Builds the calls, aggregate calls and columns of the rewrite, naming calls after the subquery.
class MarkParts {
public:
    MarkParts(const FunctionCatalog& functions, std::string text) : functions_(functions), text_(std::move(text)) {}

    BoundExprPtr call(const char* name, std::vector<BoundExprPtr> args) const {
        return bindScalarCall(*functions_.scalar(name), std::move(args), text_);
    }
    AggregateCall aggregate(const char* name, const LogicalPtr& input) const {
        const exec::AggregateFunction* function = functions_.aggregate(name);
        if (!input) return {function, function->bind({}), {}, false, std::string(name) + "(*)"};
        BoundExprPtr value = makeColumnRef(0, input->schema().getFieldType(0), input->schema().getFieldName(0));
        const std::vector<DataType> types{value->type};
        return {function, function->bind(types), {value}, false, std::string(name) + "(" + value->text + ")"};
    }
    LogicalPtr aggregated(const LogicalPtr& input, std::vector<AggregateCall> calls) const {
        std::vector<std::string> names;
        for (const auto& c : calls) names.push_back("$" + c.text);
        return std::make_shared<AggregateNode>(input, std::vector<BoundExprPtr>{}, std::move(calls), std::move(names));
    }
    static BoundExprPtr column(const LogicalPtr& plan, uint32_t i) {
        return makeColumnRef(i, plan->schema().getFieldType(i), plan->schema().getFieldName(i));
    }
    BoundExprPtr constant(Value value) const { return makeConstant(std::move(value), text_); }

private:
    const FunctionCatalog& functions_;
    std::string text_;
};

class SubqueryToMarkJoin final : public RewriteRule {
public:
    std::string_view name() const override { return "subquery_to_mark_join"; }

    LogicalPtr apply(const LogicalPtr& node, RuleContext& context) const override {
        if (!node->as<FilterNode>() && !node->as<ProjectNode>()) return nullptr;
        const FunctionCatalog& functions = context.functions;
        // Every such subquery of the node at once: each join appends columns to the input, which keeps its own.
        std::vector<BoundExprPtr> exprs = node->expressions();
        LogicalPtr input = node->input();
        while (BoundExprPtr found = markedSubquery(exprs, node->as<FilterNode>() != nullptr, functions)) {
            const BoundSubquery& subquery = *found->subquery;
            const MarkParts b(functions, found->text);
            const auto width = static_cast<uint32_t>(input->schema().getFieldCount());
            const LogicalPtr& plan = subquery.plan;

            LogicalPtr joined;
            BoundExprPtr value;
            if (subquery.type == SubqueryType::Exists) {
                joined = joinOneRow(input, b.aggregated(plan, {b.aggregate("count", nullptr)}), functions, found->text);
                value = b.call("greaterThan", {b.column(joined, width), b.constant(Value::bigint(0))});
            } else {
                // ALL is the negation of ANY with the negated comparison; IN is = ANY.
                const bool all = subquery.type == SubqueryType::All;
                const std::string comparison =
                    all ? negatedComparison(subquery.comparison->name()) : std::string(subquery.comparison->name());
                LogicalPtr counts = b.aggregated(plan, {b.aggregate("count", nullptr), b.aggregate("count", plan),
                                                        b.aggregate("min", plan), b.aggregate("max", plan)});
                joined = joinOneRow(input, counts, functions, found->text);
                const BoundExprPtr& x = found->args.at(0);
                BoundExprPtr rows = b.column(joined, width);
                BoundExprPtr values = b.column(joined, width + 1);
                BoundExprPtr min = b.column(joined, width + 2);
                BoundExprPtr max = b.column(joined, width + 3);
                BoundExprPtr witness;
                if (comparison == "equals") {
                    BoundExprPtr equal = b.call("equals", {asOuterReference(x, found->text), b.column(plan, 0)});
                    LogicalPtr matches =
                        b.aggregated(std::make_shared<FilterNode>(plan, equal), {b.aggregate("count", nullptr)});
                    joined = joinOneRow(joined, matches, functions, found->text);
                    witness = b.call("greaterThan", {b.column(joined, width + 4), b.constant(Value::bigint(0))});
                } else if (comparison == "notEquals") {
                    witness = b.call("or", {b.call("notEquals", {x, min}), b.call("notEquals", {x, max})});
                } else {
                    const bool below = comparison == "lessThan" || comparison == "lessThanOrEqual";
                    witness = b.call(comparison.c_str(), {x, below ? max : min});
                }
                BoundExprPtr unknown = b.call("or", {b.call("isNull", {x}), b.call("lessThan", {values, rows})});
                value = b.call(
                    "case", {b.call("equals", {rows, b.constant(Value::bigint(0))}), b.constant(Value::boolean(false)),
                             witness, b.constant(Value::boolean(true)), unknown,
                             b.constant(Value::null(Types::BOOLEAN())), b.constant(Value::boolean(false))});
                if (all) value = b.call("not", {value});
            }
            for (auto& e : exprs) e = replaceNode(e, found.get(), value);
            input = std::move(joined);
        }
        if (input == node->input()) return nullptr;
        return rebuiltOver(*node, input, std::move(exprs));
    }
};

}  // namespace

std::unique_ptr<RewriteRule> makeSubqueryToMarkJoin() { return std::make_unique<SubqueryToMarkJoin>(); }

}  // namespace tabula::planner
