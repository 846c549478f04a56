// Correlation: finding outer references, and pulling correlated filters up through projections and aggregations.
#include "planner/rules/correlation.hpp"

#include <memory>
#include <numeric>
#include <vector>

#include "exec/cell.hpp"
#include "planner/expr/compile_expr.hpp"
#include "planner/expr/conjuncts.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/logical/logical_plan.hpp"

namespace tabula::planner {

bool readsOuterColumns(const BoundExpr& expr) {
    if (expr.kind == BoundKind::OuterColumn) return true;
    for (const auto& arg : expr.args) {
        if (readsOuterColumns(*arg)) return true;
    }
    return false;
}

bool readsOuterColumns(const LogicalNode& plan) {
    for (const auto& expr : plan.expressions()) {
        if (readsOuterColumns(*expr)) return true;
    }
    for (const auto& input : plan.inputs()) {
        if (readsOuterColumns(*input)) return true;
    }
    return false;
}

namespace {

/// `expr`, read over a plan's row and the enclosing row (OuterColumn), over the enclosing row's `outer_width`
/// columns followed by the plan's row.
BoundExprPtr overCombinedRow(const BoundExprPtr& expr, uint32_t outer_width) {
    if (expr->kind == BoundKind::Column) return makeColumnRef(outer_width + expr->column, expr->type, expr->text);
    if (expr->kind == BoundKind::OuterColumn) return makeColumnRef(expr->column, expr->type, expr->text);
    if (expr->args.empty()) return expr;
    std::vector<BoundExprPtr> args;
    for (const auto& arg : expr->args) args.push_back(overCombinedRow(arg, outer_width));
    return withArgs(*expr, std::move(args));
}

/// `conditions` after the plan's columns moved as `inner_mapping` says (the enclosing row's stay).
std::vector<BoundExprPtr> remapInner(const std::vector<BoundExprPtr>& conditions, uint32_t outer_width,
                                     const std::vector<int>& inner_mapping) {
    std::vector<int> mapping(outer_width);
    std::iota(mapping.begin(), mapping.end(), 0);
    for (int m : inner_mapping) mapping.push_back(m < 0 ? -1 : static_cast<int>(outer_width) + m);
    std::vector<BoundExprPtr> remapped;
    for (const auto& c : conditions) remapped.push_back(remapColumns(c, mapping));
    return remapped;
}

/// The value of `expr` on the constant row `row`.
Value valueOnRow(const BoundExprPtr& expr, const std::vector<Value>& row) {
    std::vector<BoundExprPtr> constants;
    for (const Value& v : row) constants.push_back(makeConstant(v, v.isNull() ? "NULL" : v.toString()));
    return evaluateConstant(*substituteColumns(expr, constants));
}

/// What an aggregate call gives over no rows: the value of a fresh accumulator (0 for COUNT, NULL for the other
/// built-ins, whatever a user-defined function's getValue says).
Value emptyAggregate(const AggregateCall& call) {
    const std::unique_ptr<exec::Accumulator> accumulator = call.function->create(call.signature, call.text);
    struct alignas(16) Unit {
        std::byte bytes[16];
    };
    std::vector<Unit> state(accumulator->stateSize() / sizeof(Unit) + 1);
    std::byte* bytes = state.data()->bytes;
    accumulator->init(bytes);
    exec::Cell out;
    accumulator->finish(bytes, out);
    Value value = exec::cellToValue(out, call.signature.result);  // copies a STRING out of the state
    accumulator->destroy(bytes);
    return value;
}

class Decorrelator {
public:
    Decorrelator(const LogicalPtr& outer, const FunctionCatalog& functions, const std::string& subquery)
        : outer_(outer),
          outer_width_(static_cast<uint32_t>(outer->schema().getFieldCount())),
          functions_(functions),
          subquery_(subquery) {}

    Decorrelated pull(const LogicalPtr& node) const {
        if (!readsOuterColumns(*node)) return {node, {}, std::nullopt, -1};
        if (const auto* filter = node->as<FilterNode>()) return pullFilter(*filter);
        if (const auto* project = node->as<ProjectNode>()) return pullProject(*project);
        if (const auto* aggregate = node->as<AggregateNode>()) return pullAggregate(*aggregate);
        switch (node->kind()) {
            case LogicalKind::Join: throw unsupported("in a join");
            case LogicalKind::Sort:
            case LogicalKind::TopN:
            case LogicalKind::Limit: throw unsupported("under ORDER BY, LIMIT or OFFSET");
            case LogicalKind::Distinct: throw unsupported("under SELECT DISTINCT");
            default: throw unsupported("under " + node->name());
        }
    }

private:
    ValidationError unsupported(const std::string& where) const {
        return ValidationError("the subquery " + subquery_ + " reads the enclosing query's columns " + where +
                               ", where it cannot be turned into a join");
    }

    Decorrelated pullFilter(const FilterNode& filter) const {
        Decorrelated pulled = pull(filter.input());
        std::vector<BoundExprPtr> kept;
        for (const BoundExprPtr& c : splitConjuncts(filter.predicate(), functions_)) {
            if (!readsOuterColumns(*c)) {
                kept.push_back(c);
                continue;
            }
            if (pulled.empty_row) throw unsupported("in HAVING");
            if (containsSubquery(*c)) throw unsupported("in a condition that holds another subquery");
            pulled.conditions.push_back(overCombinedRow(c, outer_width_));
        }
        // HAVING over an aggregate of no rows: where it does not hold, the subquery gives no row at all.
        if (pulled.empty_row && !kept.empty()) {
            const Value holds = valueOnRow(joinConjuncts(kept, functions_), *pulled.empty_row);
            if (holds.isNull() || !holds.asBool()) pulled.empty_row.reset();
        }
        pulled.plan = filtered(pulled.plan, kept, functions_);
        return pulled;
    }

    /// Keeps the columns the conditions read (appending them to the projection where it dropped them).
    Decorrelated pullProject(const ProjectNode& project) const {
        for (const auto& e : project.exprs()) {
            if (readsOuterColumns(*e)) throw unsupported("in its select list");
        }
        Decorrelated pulled = pull(project.input());
        const TableSchema& input = pulled.plan->schema();
        std::vector<bool> read(outer_width_ + input.getFieldCount(), false);
        for (const auto& c : pulled.conditions) collectColumns(*c, read);
        if (pulled.match_column >= 0) read[outer_width_ + static_cast<uint32_t>(pulled.match_column)] = true;

        std::vector<BoundExprPtr> exprs = project.exprs();
        std::vector<std::string> names = project.schema().getFieldNames();
        std::vector<int> mapping(input.getFieldCount(), -1);
        for (uint32_t j = 0; j < input.getFieldCount(); ++j) {
            if (!read[outer_width_ + j]) continue;
            for (size_t k = 0; k < exprs.size() && mapping[j] < 0; ++k) {
                if (exprs[k]->kind == BoundKind::Column && exprs[k]->column == j) mapping[j] = static_cast<int>(k);
            }
            if (mapping[j] >= 0) continue;
            mapping[j] = static_cast<int>(exprs.size());
            exprs.push_back(makeColumnRef(j, input.getFieldType(j), input.getFieldName(j)));
            names.push_back(input.getFieldName(j));
        }
        Decorrelated result{nullptr, remapInner(pulled.conditions, outer_width_, mapping), std::nullopt, -1};
        if (pulled.match_column >= 0) result.match_column = mapping[static_cast<size_t>(pulled.match_column)];
        if (pulled.empty_row) {
            std::vector<Value> row;
            for (const auto& e : exprs) row.push_back(valueOnRow(e, *pulled.empty_row));
            result.empty_row = std::move(row);
        }
        result.plan = std::make_shared<ProjectNode>(pulled.plan, std::move(exprs), std::move(names));
        return result;
    }

    /// The inner operand of `condition`, an equality between the enclosing row alone and the plan's row alone,
    /// over the plan's row; and the outer operand. Nullopt for any other condition.
    std::optional<std::pair<BoundExprPtr, BoundExprPtr>> equalitySides(const BoundExprPtr& condition,
                                                                       size_t width) const {
        auto reads = [&](const BoundExpr& e, bool outer) {
            std::vector<bool> used(width, false);
            collectColumns(e, used);
            bool any = false;
            for (size_t i = 0; i < width; ++i) {
                if (!used[i]) continue;
                if ((i < outer_width_) != outer) return false;
                any = true;
            }
            return any;
        };
        const bool equality = condition->kind == BoundKind::Call && condition->function->name() == "equals";
        if (equality && isDeterministic(*condition)) {
            for (int side = 0; side < 2; ++side) {
                const BoundExprPtr& outer = condition->args[static_cast<size_t>(side)];
                const BoundExprPtr& inner = condition->args[static_cast<size_t>(1 - side)];
                if (!reads(*outer, true) || !reads(*inner, false)) continue;
                std::vector<int> mapping(width, -1);
                for (size_t i = outer_width_; i < width; ++i) mapping[i] = static_cast<int>(i - outer_width_);
                return std::make_pair(remapColumns(inner, mapping), outer);
            }
        }
        return std::nullopt;
    }

    /// The aggregation over `pulled` with other conditions than equalities: the distinct values of the outer
    /// columns the conditions read (D) are joined with the aggregation's input on the conditions, and D's columns
    /// become the first group keys; the output keeps the old keys and calls in place, D's columns after them.
    Decorrelated aggregateOverDomain(const AggregateNode& aggregate, Decorrelated pulled) const {
        const TableSchema& inner = pulled.plan->schema();
        std::vector<bool> read(outer_width_ + inner.getFieldCount(), false);
        for (const auto& c : pulled.conditions) collectColumns(*c, read);
        std::vector<BoundExprPtr> domain_keys;
        std::vector<std::string> domain_names;
        std::vector<int> mapping(read.size(), -1);
        const TableSchema& outer = outer_->schema();
        for (uint32_t o = 0; o < outer_width_; ++o) {
            if (!read[o]) continue;
            mapping[o] = static_cast<int>(domain_keys.size());
            domain_keys.push_back(makeColumnRef(o, outer.getFieldType(o), outer.getFieldName(o)));
            domain_names.push_back(outer.getFieldName(o));
        }
        const auto m = static_cast<uint32_t>(domain_keys.size());
        for (uint32_t j = 0; j < inner.getFieldCount(); ++j) mapping[outer_width_ + j] = static_cast<int>(m + j);
        auto domain = std::make_shared<AggregateNode>(outer_, domain_keys, std::vector<AggregateCall>{}, domain_names);
        std::vector<BoundExprPtr> on;
        for (const auto& c : pulled.conditions) on.push_back(remapColumns(c, mapping));
        auto joined = std::make_shared<JoinNode>(domain, pulled.plan, JoinType::Inner, joinConjuncts(on, functions_));

        // Group by D's columns, then the old keys, over the joined row (D's columns first).
        std::vector<int> shift(inner.getFieldCount());
        for (size_t j = 0; j < shift.size(); ++j) shift[j] = static_cast<int>(m + j);
        std::vector<BoundExprPtr> keys;
        for (uint32_t i = 0; i < m; ++i) keys.push_back(makeColumnRef(i, domain_keys[i]->type, domain_names[i]));
        for (const auto& key : aggregate.keys()) keys.push_back(remapColumns(key, shift));
        std::vector<AggregateCall> calls = aggregate.aggregates();
        for (auto& call : calls) {
            for (auto& arg : call.args) arg = remapColumns(arg, shift);
        }
        const TableSchema& schema = aggregate.schema();
        std::vector<std::string> names = domain_names;
        names.insert(names.end(), schema.getFieldNames().begin(), schema.getFieldNames().end());
        auto grouped = std::make_shared<AggregateNode>(joined, keys, calls, names);

        const size_t old_width = schema.getFieldCount();  // old keys and calls
        std::vector<int> order;
        for (size_t p = 0; p < old_width; ++p) order.push_back(static_cast<int>(m + p));
        for (uint32_t i = 0; i < m; ++i) order.push_back(static_cast<int>(i));
        Decorrelated result{selectColumns(grouped, order), {}, std::nullopt, -1};
        for (uint32_t i = 0; i < m; ++i) {
            const BoundExprPtr& outer_column = domain_keys[i];
            BoundExprPtr value = makeColumnRef(outer_width_ + static_cast<uint32_t>(old_width) + i, outer_column->type,
                                               outer_column->text);
            result.conditions.push_back(makeCallExpr(functions_.scalar("equals"), {outer_column, value},
                                                     Types::BOOLEAN(), outer_column->text + " = " + value->text));
        }
        if (aggregate.keys().empty()) {
            std::vector<Value> row;
            for (const auto& call : aggregate.aggregates()) row.push_back(emptyAggregate(call));
            for (const auto& key : domain_keys) row.push_back(Value::null(key->type));
            result.empty_row = std::move(row);
            result.match_column = static_cast<int>(old_width);
        }
        return result;
    }

    /// Groups by the inner operand of each condition too; the output keeps its columns in place, the new keys after.
    Decorrelated pullAggregate(const AggregateNode& aggregate) const {
        for (const auto& e : aggregate.expressions()) {
            if (readsOuterColumns(*e)) throw unsupported("in an aggregation's keys or arguments");
        }
        Decorrelated pulled = pull(aggregate.input());
        if (pulled.empty_row) throw unsupported("under two aggregations");
        const size_t width = outer_width_ + pulled.plan->schema().getFieldCount();
        for (const auto& c : pulled.conditions) {
            if (!equalitySides(c, width)) return aggregateOverDomain(aggregate, std::move(pulled));
        }
        std::vector<BoundExprPtr> keys = aggregate.keys();
        const size_t old_keys = keys.size();
        const size_t calls = aggregate.aggregates().size();
        std::vector<std::pair<BoundExprPtr, size_t>> outer_and_key;
        for (const auto& c : pulled.conditions) {
            auto [inner, outer] = *equalitySides(c, width);
            size_t k = 0;
            while (k < keys.size() && !boundEquals(*keys[k], *inner)) ++k;
            if (k == keys.size()) keys.push_back(inner);
            outer_and_key.emplace_back(outer, k);
        }
        const TableSchema& schema = aggregate.schema();
        std::vector<std::string> names(schema.getFieldNames().begin(),
                                       schema.getFieldNames().begin() + static_cast<std::ptrdiff_t>(old_keys));
        for (size_t k = old_keys; k < keys.size(); ++k) names.push_back(keys[k]->text);
        for (size_t a = 0; a < calls; ++a) names.push_back(schema.getFieldName(old_keys + a));
        auto grouped = std::make_shared<AggregateNode>(pulled.plan, keys, aggregate.aggregates(), names);

        // Back to the old order (keys, calls), the new keys after them.
        const size_t new_keys = keys.size() - old_keys;
        std::vector<size_t> order;
        for (size_t k = 0; k < old_keys; ++k) order.push_back(k);
        for (size_t a = 0; a < calls; ++a) order.push_back(keys.size() + a);
        for (size_t k = 0; k < new_keys; ++k) order.push_back(old_keys + k);
        std::vector<BoundExprPtr> exprs;
        std::vector<std::string> out_names;
        const TableSchema& grouped_schema = grouped->schema();
        for (size_t p : order) {
            exprs.push_back(makeColumnRef(static_cast<uint32_t>(p), grouped_schema.getFieldType(p),
                                          grouped_schema.getFieldName(p)));
            out_names.push_back(grouped_schema.getFieldName(p));
        }
        auto position = [&](size_t key) { return key < old_keys ? key : old_keys + calls + (key - old_keys); };

        Decorrelated result{
            std::make_shared<ProjectNode>(grouped, std::move(exprs), std::move(out_names)), {}, std::nullopt, -1};
        for (const auto& [outer, key] : outer_and_key) {
            const uint32_t column = outer_width_ + static_cast<uint32_t>(position(key));
            BoundExprPtr inner = makeColumnRef(column, keys[key]->type, keys[key]->text);
            result.conditions.push_back(makeCallExpr(functions_.scalar("equals"), {outer, inner}, Types::BOOLEAN(),
                                                     outer->text + " = " + inner->text));
        }
        if (old_keys == 0) {
            std::vector<Value> row;
            for (const auto& call : aggregate.aggregates()) row.push_back(emptyAggregate(call));
            for (size_t k = old_keys; k < keys.size(); ++k) row.push_back(Value::null(keys[k]->type));
            result.empty_row = std::move(row);
            result.match_column = static_cast<int>(calls);
        }
        return result;
    }

    const LogicalPtr& outer_;
    uint32_t outer_width_;
    const FunctionCatalog& functions_;
    const std::string& subquery_;
};

}  // namespace

Decorrelated decorrelate(const LogicalPtr& plan, const LogicalPtr& outer, const FunctionCatalog& functions,
                         const std::string& subquery) {
    return Decorrelator(outer, functions, subquery).pull(plan);
}

}  // namespace tabula::planner
