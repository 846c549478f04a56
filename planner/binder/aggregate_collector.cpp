// Aggregate collection: group keys, deduplicated aggregate calls, and the error for fields that are neither.
#include "planner/binder/aggregate_collector.hpp"

#include <algorithm>

#include "planner/binder/name_index.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/expr/scalar_call.hpp"

namespace tabula::planner {

AggregateCollector::AggregateCollector(const Scope& input_scope, LogicalPtr input,
                                       const std::vector<ast::ExprPtr>& keys,
                                       std::vector<std::vector<size_t>> grouping_sets, const BindContext& key_context)
    : input_scope_(input_scope), input_(std::move(input)), grouping_sets_(std::move(grouping_sets)) {
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
    // The number of the row's grouping set, which GROUPING() reads; no name reaches it.
    if (!grouping_sets_.empty()) outputs.push_back(ScopeColumn{"", "", Types::INT(), true, false});
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

bool isCallOf(const ast::Expr& expr, const char* name) {
    return expr.kind == ast::ExprKind::Call && equalsIgnoringCase(expr.text, name);
}

/// GROUPING(...) or GROUP_ID(), which read the row's grouping set.
bool isGroupingCall(const ast::Expr& expr) {
    return isCallOf(expr, kGroupingFunction) || isCallOf(expr, kGroupIdFunction);
}

/// True when a GROUPING() or GROUP_ID() call stands in `expr`'s tree (outside subqueries).
bool containsGroupingCall(const ast::Expr& expr) {
    if (isGroupingCall(expr)) return true;
    return std::any_of(expr.args.begin(), expr.args.end(),
                       [](const ast::ExprPtr& arg) { return arg && containsGroupingCall(*arg); });
}

}  // namespace

exec::Signature bindAggregateArguments(const exec::AggregateFunction& function, std::vector<BoundExprPtr>& args,
                                       const ast::Expr& call, const ExpressionBinder& binder) {
    std::vector<DataType> types;
    for (const auto& arg : args) types.push_back(arg->type);
    exec::Signature signature;
    try {
        signature = function.bind(types);
    } catch (const ValidationError& e) {
        throw binder.error(call, e.message());
    }
    for (size_t i = 0; i < args.size() && i < signature.params.size(); ++i)
        args[i] = castTo(args[i], signature.params[i]);
    return signature;
}

BoundExprPtr AggregateCollector::addAggregate(const ast::Expr& call, const ExpressionBinder& binder) {
    const exec::AggregateFunction* function = binder.functions().aggregate(call.text);
    ExpressionBinder arg_binder(input_scope_, binder.context());
    arg_binder.clause = "the arguments of an aggregate function";
    arg_binder.allows_subqueries = false;
    std::vector<BoundExprPtr> args;
    bool star = call.args.size() == 1 && call.args[0]->kind == ast::ExprKind::Star;
    if (star && function->name() != "count") throw binder.error(call, "'*' is only allowed as the argument of count");
    if (call.distinct && call.args.size() > 1)
        throw binder.error(call,
                           "DISTINCT takes one argument; '" + call.text + "' has " + std::to_string(call.args.size()));
    if (call.filter && !function->ignoresNulls()) {
        throw binder.error(*call.filter, "FILTER is not supported for '" + call.text +
                                             "': it takes NULL arguments (a std::optional parameter), so the rows "
                                             "FILTER leaves out would still reach it");
    }
    if (call.filter) {
        arg_binder.clause = "FILTER";
        arg_binder.bindPredicate(*call.filter);  // reports a condition that is no BOOLEAN, under the condition
        arg_binder.clause = "the arguments of an aggregate function";
    }
    if (!star || call.filter) {
        for (const auto& arg : argumentsWithFilter(call, star)) args.push_back(arg_binder.bind(*arg));
    }
    const exec::Signature signature = bindAggregateArguments(*function, args, call, binder);

    size_t index = 0;
    for (; index < aggregates_.size(); ++index) {
        const AggregateCall& seen = aggregates_[index];
        if (seen.function != function || seen.distinct != call.distinct || seen.args.size() != args.size()) continue;
        bool same = true;
        for (size_t a = 0; a < args.size() && same; ++a) same = boundEquals(*seen.args[a], *args[a]);
        if (same) break;
    }
    if (index == aggregates_.size()) {
        aggregates_.push_back(
            {function, signature, args, call.distinct, binder.sourceText(call), binder.locationOf(call)});
    }
    uint32_t column = static_cast<uint32_t>(firstAggregateColumn() + index);
    return makeColumnRef(column, signature.result, binder.sourceText(call));
}

BoundExprPtr AggregateCollector::collect(const ast::Expr& node, ExpressionBinder& binder) {
    const FunctionCatalog& functions = binder.functions();
    if (isCallOf(node, kGroupingFunction)) return bindGrouping(node, binder);
    if (isCallOf(node, kGroupIdFunction)) return bindGroupId(node, binder);
    if (node.kind == ast::ExprKind::Call && functions.aggregate(node.text) != nullptr)
        return addAggregate(node, binder);
    // A subquery is bound where it stands (over the aggregate's output); it cannot read the input's columns.
    if (node.kind == ast::ExprKind::Literal || node.kind == ast::ExprKind::Subquery ||
        containsAggregate(node, functions) || containsGroupingCall(node) || binder.claimedWithin(node, this))
        return nullptr;
    ExpressionBinder input_binder(input_scope_, binder.context());
    input_binder.clause = binder.clause;
    BoundExprPtr bound = input_binder.bind(node);
    for (size_t k = 0; k < keys_.size(); ++k) {
        if (boundEquals(*bound, *keys_[k])) return makeColumnRef(static_cast<uint32_t>(k), bound->type, bound->text);
    }
    if (isConstantExpr(*bound)) return bound;
    if (node.kind == ast::ExprKind::Field)
        throw binder.error(node, "field '" + node.text +
                                     "' is neither in the group keys nor inside an aggregate "
                                     "function");
    return nullptr;
}

BoundExprPtr AggregateCollector::bindGrouping(const ast::Expr& call, const ExpressionBinder& binder) {
    constexpr size_t kMaxArguments = 63;  // the bits of a BIGINT that keep it positive
    if (call.args.empty() || call.args.size() > kMaxArguments || call.args[0]->kind == ast::ExprKind::Star)
        throw binder.error(call, "GROUPING takes 1 to " + std::to_string(kMaxArguments) + " group keys");
    ExpressionBinder input_binder(input_scope_, binder.context());
    input_binder.clause = "GROUPING";
    input_binder.allows_subqueries = false;
    std::vector<size_t> positions;
    for (const ast::ExprPtr& arg : call.args) {
        BoundExprPtr bound = input_binder.bind(*arg);
        size_t k = 0;
        while (k < keys_.size() && !boundEquals(*bound, *keys_[k])) ++k;
        if (k == keys_.size())
            throw binder.error(*arg, "the argument '" + binder.sourceText(*arg) + "' of GROUPING is not a group key");
        positions.push_back(k);
    }
    std::vector<int64_t> values;
    for (const std::vector<size_t>& set : setsOfRows()) {
        int64_t value = 0;
        for (size_t position : positions) {
            const bool grouped = grouping_sets_.empty() || std::find(set.begin(), set.end(), position) != set.end();
            value = value * 2 + (grouped ? 0 : 1);
        }
        values.push_back(value);
    }
    return perSetValue(values, call, binder);
}

BoundExprPtr AggregateCollector::bindGroupId(const ast::Expr& call, const ExpressionBinder& binder) {
    if (!call.args.empty()) throw binder.error(call, "GROUP_ID takes no arguments");
    std::vector<std::vector<size_t>> sets = setsOfRows();
    // a set is the keys it groups by, in any order (each listed once: ast::Query::grouping_sets)
    for (std::vector<size_t>& set : sets) std::sort(set.begin(), set.end());
    std::vector<int64_t> values;
    for (size_t s = 0; s < sets.size(); ++s)
        values.push_back(std::count(sets.begin(), sets.begin() + static_cast<std::ptrdiff_t>(s), sets[s]));
    return perSetValue(values, call, binder);
}

std::vector<std::vector<size_t>> AggregateCollector::setsOfRows() const {
    return grouping_sets_.empty() ? std::vector<std::vector<size_t>>{{}} : grouping_sets_;
}

BoundExprPtr AggregateCollector::perSetValue(const std::vector<int64_t>& values, const ast::Expr& call,
                                             const ExpressionBinder& binder) const {
    const std::string text = binder.sourceText(call);
    if (std::all_of(values.begin(), values.end(), [&](int64_t v) { return v == values[0]; }))
        return makeConstant(Value::bigint(values[0]), text);
    // CASE WHEN set = 0 THEN value0 WHEN set = 1 THEN value1 ... END over the grouping set's number.
    auto set_column = std::make_shared<ast::Expr>(*ast::makeField("$set", call.span));
    set_column->position = static_cast<int32_t>(keys_.size());
    std::vector<ast::ExprPtr> branches;
    for (size_t s = 0; s < values.size(); ++s) {
        ast::ExprPtr number = ast::makeLiteral(ast::LiteralKind::Integer, std::to_string(s), call.span);
        branches.push_back(ast::makeCall("equals", {set_column, number}, call.span));
        branches.push_back(ast::makeLiteral(ast::LiteralKind::Long, std::to_string(values[s]), call.span));
    }
    ExpressionBinder set_binder(output_scope_, binder.context());
    return set_binder.bind(*ast::makeCase(std::move(branches), nullptr, call.span));
}

BoundExprPtr AggregateCollector::bindOutput(const ast::Expr& expr, const BindContext& context,
                                            const std::string& clause, std::vector<ExprCollector*> before) {
    before.push_back(this);
    ExpressionBinder output(output_scope_, context, std::move(before));
    output.clause = clause;
    return output.bind(expr);
}

std::vector<std::string> AggregateCollector::outputNames() const {
    std::vector<std::string> names = key_names_;
    if (!grouping_sets_.empty()) names.emplace_back("$set");
    for (const auto& agg : aggregates_) names.push_back(agg.text);
    return names;
}

LogicalPtr AggregateCollector::groupingSetBranch(size_t set) const {
    const std::vector<size_t>& grouped = grouping_sets_[set];
    std::vector<BoundExprPtr> keys;
    std::vector<std::string> names;
    for (size_t k : grouped) {
        keys.push_back(keys_[k]);
        names.push_back(key_names_[k]);
    }
    for (const auto& agg : aggregates_) names.push_back(agg.text);
    auto aggregate = std::make_shared<AggregateNode>(input_, std::move(keys), aggregates_, std::move(names));

    std::vector<BoundExprPtr> exprs;
    for (size_t k = 0; k < keys_.size(); ++k) {
        auto found = std::find(grouped.begin(), grouped.end(), k);
        if (found == grouped.end()) {
            exprs.push_back(makeConstant(Value::null(keys_[k]->type), "NULL"));
        } else {
            exprs.push_back(
                makeColumnRef(static_cast<uint32_t>(found - grouped.begin()), keys_[k]->type, key_names_[k]));
        }
    }
    exprs.push_back(makeConstant(Value::integer(static_cast<int32_t>(set)), "$set"));
    for (size_t i = 0; i < aggregates_.size(); ++i) {
        exprs.push_back(makeColumnRef(static_cast<uint32_t>(grouped.size() + i), aggregates_[i].signature.result,
                                      aggregates_[i].text));
    }
    return std::make_shared<ProjectNode>(aggregate, std::move(exprs), outputNames());
}

LogicalPtr AggregateCollector::aggregateNode() const {
    if (grouping_sets_.empty()) {
        std::vector<std::string> names = outputNames();
        return std::make_shared<AggregateNode>(input_, keys_, aggregates_, std::move(names));
    }
    std::vector<LogicalPtr> branches;
    for (size_t set = 0; set < grouping_sets_.size(); ++set) branches.push_back(groupingSetBranch(set));
    if (branches.size() == 1) return branches.front();
    return std::make_shared<UnionAllNode>(std::move(branches), outputNames());
}

}  // namespace tabula::planner
