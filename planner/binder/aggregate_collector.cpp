// Aggregate collection: group keys, deduplicated aggregate calls, and the error for fields that are neither.
#include "planner/binder/aggregate_collector.hpp"

#include "planner/expr/expr_util.hpp"

namespace tabula::planner {

AggregateCollector::AggregateCollector(const Scope& input_scope, LogicalPtr input,
                                       const std::vector<ast::ExprPtr>& keys, const BindContext& key_context)
    : input_scope_(input_scope), input_(std::move(input)) {
    ExpressionBinder binder(input_scope_, key_context);
    binder.clause = "groupBy";
    binder.allows_subqueries = false;
    for (const auto& key : keys) {
        const ast::Expr& expr = key->kind == ast::ExprKind::Alias ? *key->args.at(0) : *key;
        keys_.push_back(binder.bind(expr));
        key_names_.push_back(expr.kind == ast::ExprKind::Field ? keys_.back()->text : binder.sourceText(expr));
    }
    // A subquery of the select list or HAVING reads the aggregate's output: its group keys that are columns, under
    // their names; a computed key stays unnamed.
    std::vector<ScopeColumn> outputs;
    for (const BoundExprPtr& key : keys_) {
        ScopeColumn column{"", "", key->type, true, false};
        if (key->kind == BoundKind::Column) {
            column = input_scope_.columns().at(key->column);
            column.type = key->type;
        }
        outputs.push_back(std::move(column));
    }
    output_scope_ = Scope(std::move(outputs));
}

namespace {

/// The arguments of an aggregate call with its FILTER (WHERE c) folded in: each argument `x` becomes
/// `CASE WHEN c THEN x END`, and count(*) counts `CASE WHEN c THEN 1 END`. Sound because every aggregate function
/// skips NULL arguments, so rows where c is not TRUE add nothing.
std::vector<ast::ExprPtr> argumentsWithFilter(const ast::Expr& call, bool star) {
    if (!call.filter) return call.args;
    if (star) return {ast::makeCase({call.filter, ast::makeLiteral(ast::LiteralKind::Integer, "1", call.span)})};
    std::vector<ast::ExprPtr> args;
    for (const ast::ExprPtr& arg : call.args) args.push_back(ast::makeCase({call.filter, arg}, nullptr, arg->span));
    return args;
}

}  // namespace

BoundExprPtr AggregateCollector::addAggregate(const ast::Expr& call, const ExpressionBinder& binder) {
    const exec::AggregateFunction* function = binder.functions().aggregate(call.text);
    ExpressionBinder arg_binder(input_scope_, binder.context());
    arg_binder.clause = "the arguments of an aggregate function";
    arg_binder.allows_subqueries = false;
    std::vector<BoundExprPtr> args;
    bool star = call.args.size() == 1 && call.args[0]->kind == ast::ExprKind::Star;
    if (star && function->name() != "count")
        throw binder.error(call, "'*' is only allowed as the argument of count");
    if (call.filter) {
        arg_binder.clause = "FILTER";
        arg_binder.bindPredicate(*call.filter);  // reports a condition that is no BOOLEAN, under the condition
        arg_binder.clause = "the arguments of an aggregate function";
    }
    if (!star || call.filter) {
        for (const auto& arg : argumentsWithFilter(call, star)) args.push_back(arg_binder.bind(*arg));
    }
    std::vector<DataType> types;
    for (const auto& arg : args) types.push_back(arg->type);
    exec::Signature signature;
    try {
        signature = function->bind(types);
    } catch (const ValidationError& e) {
        throw binder.error(call, e.what());
    }
    for (size_t i = 0; i < args.size() && i < signature.params.size(); ++i)
        args[i] = castTo(args[i], signature.params[i]);

    size_t index = 0;
    for (; index < aggregates_.size(); ++index) {
        const AggregateCall& seen = aggregates_[index];
        if (seen.function != function || seen.distinct != call.distinct || seen.args.size() != args.size()) continue;
        bool same = true;
        for (size_t a = 0; a < args.size() && same; ++a) same = boundEquals(*seen.args[a], *args[a]);
        if (same) break;
    }
    if (index == aggregates_.size()) {
        aggregates_.push_back({function, signature, args, call.distinct, binder.sourceText(call)});
    }
    uint32_t column = static_cast<uint32_t>(keys_.size() + index);
    return makeColumnRef(column, signature.result, binder.sourceText(call));
}

BoundExprPtr AggregateCollector::collect(const ast::Expr& node, ExpressionBinder& binder) {
    const FunctionCatalog& functions = binder.functions();
    if (node.kind == ast::ExprKind::Call && functions.aggregate(node.text) != nullptr)
        return addAggregate(node, binder);
    // A subquery is bound where it stands (over the aggregate's output); it cannot read the input's columns.
    if (node.kind == ast::ExprKind::Literal || node.kind == ast::ExprKind::Subquery ||
        containsAggregate(node, functions))
        return nullptr;
    ExpressionBinder input_binder(input_scope_, binder.context());
    input_binder.clause = binder.clause;
    BoundExprPtr bound = input_binder.bind(node);
    for (size_t k = 0; k < keys_.size(); ++k) {
        if (boundEquals(*bound, *keys_[k])) return makeColumnRef(static_cast<uint32_t>(k), bound->type, bound->text);
    }
    if (isConstantExpr(*bound)) return bound;
    if (node.kind == ast::ExprKind::Field)
        throw binder.error(node, "field '" + node.text + "' is neither in the group keys nor inside an aggregate "
                                 "function");
    return nullptr;
}

BoundExprPtr AggregateCollector::bindOutput(const ast::Expr& expr, const BindContext& context,
                                            const std::string& clause) {
    ExpressionBinder output(output_scope_, context, {this});
    output.clause = clause;
    return output.bind(expr);
}

LogicalPtr AggregateCollector::aggregateNode() const {
    std::vector<std::string> names = key_names_;
    for (const auto& agg : aggregates_) names.push_back(agg.text);
    return std::make_shared<AggregateNode>(input_, keys_, aggregates_, std::move(names));
}

}  // namespace tabula::planner
