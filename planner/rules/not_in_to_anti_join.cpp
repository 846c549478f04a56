// not_in_to_anti_join: a WHERE conjunct `x NOT IN (q)` (or `x <> ALL (q)`) with SQL's NULL rules. It is TRUE
// when q has no row; otherwise only when x is not NULL, q has no NULL and no row equal to x. So each row first
// meets two counts of q's rows (all of them, and the non-NULL ones: one row per input row, see joinOneRow), a
// filter keeps the rows for which q is empty or (x is not NULL and the counts are equal), and an anti join on
// x = q's value drops those with a match. Both joins are hash joins (or a cross product with the counts' one row).
#include "planner/expr/conjuncts.hpp"
#include "planner/expr/scalar_call.hpp"
#include "planner/optimizer/rewrite_rule.hpp"
#include "planner/rules/correlation.hpp"
#include "planner/rules/subquery_support.hpp"

namespace tabula::planner {
namespace {

/// The subquery of `NOT (x IN (q))` or `x <> ALL (q)`, or null.
const BoundExpr* notInSubquery(const BoundExpr& conjunct) {
    if (conjunct.kind == BoundKind::Subquery && conjunct.subquery->type == SubqueryType::All &&
        conjunct.subquery->comparison->name() == "notEquals")
        return &conjunct;
    if (conjunct.kind != BoundKind::Call || conjunct.function->name() != "not") return nullptr;
    const BoundExpr& operand = *conjunct.args.at(0);
    if (operand.kind == BoundKind::Subquery && operand.subquery->type == SubqueryType::In) return &operand;
    return nullptr;
}

/// COUNT(*) and COUNT(value) of q's rows, in one row.
LogicalPtr counts(const LogicalPtr& plan, const FunctionCatalog& functions) {
    const TableSchema& schema = plan->schema();
    const exec::AggregateFunction* count = functions.aggregate("count");
    AggregateCall rows{count, count->bind({}), {}, false, "count(*)"};
    BoundExprPtr value = makeColumnRef(0, schema.getFieldType(0), schema.getFieldName(0));
    const std::vector<DataType> value_type{value->type};
    AggregateCall values{count, count->bind(value_type), {value}, false, "count(" + value->text + ")"};
    return std::make_shared<AggregateNode>(plan, std::vector<BoundExprPtr>{}, std::vector<AggregateCall>{rows, values},
                                           std::vector<std::string>{"$rows", "$values"});
}

class NotInToAntiJoin final : public RewriteRule {
public:
    std::string_view name() const override { return "not_in_to_anti_join"; }

    LogicalPtr apply(const LogicalPtr& node, RuleContext& context) const override {
        const auto* filter = node->as<FilterNode>();
        if (!filter) return nullptr;
        const FunctionCatalog& functions = context.functions;
        // Every NOT IN at once: each step ends with the left's columns, so the others still read them.
        LogicalPtr left = filter->input();
        std::vector<BoundExprPtr> others;
        for (const BoundExprPtr& conjunct : splitConjuncts(filter->predicate(), functions)) {
            const BoundExpr* subquery = notInSubquery(*conjunct);
            if (!subquery) {
                others.push_back(conjunct);
                continue;
            }
            const auto left_width = static_cast<uint32_t>(left->schema().getFieldCount());
            const LogicalPtr& plan = subquery->subquery->plan;
            LogicalPtr counted = joinOneRow(left, counts(plan, functions), functions, subquery->text);

            // q is empty, or x is not NULL and q has no NULL.
            const TableSchema& schema = counted->schema();
            auto column = [&](uint32_t i) { return makeColumnRef(i, schema.getFieldType(i), schema.getFieldName(i)); };
            auto call = [&](const char* name, std::vector<BoundExprPtr> args) {
                return bindScalarCall(*functions.scalar(name), std::move(args), subquery->text);
            };
            const BoundExprPtr& probe = subquery->args.at(0);
            BoundExprPtr empty = call("equals", {column(left_width), makeConstant(Value::bigint(0), "0")});
            BoundExprPtr no_nulls =
                call("and", {call("isNotNull", {probe}), call("equals", {column(left_width + 1), column(left_width)})});
            LogicalPtr kept = std::make_shared<FilterNode>(counted, call("or", {empty, no_nulls}));

            const uint32_t kept_width = left_width + 2;
            Decorrelated pulled = decorrelate(plan, kept, functions, subquery->text);
            const TableSchema& plan_schema = pulled.plan->schema();
            BoundExprPtr value = makeColumnRef(kept_width, plan_schema.getFieldType(0), plan_schema.getFieldName(0));
            std::vector<BoundExprPtr> condition = std::move(pulled.conditions);
            condition.push_back(call("equals", {probe, value}));
            LogicalPtr anti =
                std::make_shared<JoinNode>(kept, pulled.plan, JoinType::Anti, joinConjuncts(condition, functions));
            std::vector<int> columns(left_width);
            for (uint32_t c = 0; c < left_width; ++c) columns[c] = static_cast<int>(c);
            left = selectColumns(anti, columns);
        }
        if (left == filter->input()) return nullptr;
        return filtered(std::move(left), others, functions);
    }
};

}  // namespace

std::unique_ptr<RewriteRule> makeNotInToAntiJoin() { return std::make_unique<NotInToAntiJoin>(); }

}  // namespace tabula::planner
