// Select-list binding: expansion, naming, projections and aggregations.
#include "planner/binder/select_items.hpp"

#include <set>

#include "planner/expr_util.hpp"

namespace tabula::planner {

using exec::BoundExprPtr;

namespace {

std::string generatedName(Dialect dialect, size_t position) {
    return (dialect == Dialect::TableApi ? "_c" : "EXPR$") + std::to_string(position);
}

}  // namespace

std::vector<SelectItem> expandSelectItems(const std::vector<ast::ExprPtr>& items, const ExpressionBinder& binder,
                                          Dialect dialect, const std::vector<std::string>& qualifiers) {
    std::vector<SelectItem> out;
    const TableSchema& input = binder.input();
    for (const auto& item : items) {
        if (item->kind == ast::ExprKind::Star) {
            bool any = false;
            for (size_t i = 0; i < input.getFieldCount(); ++i) {
                if (!item->qualifier.empty() &&
                    (i >= qualifiers.size() || findName({qualifiers[i]}, item->qualifier, NameMode::CaseInsensitive) != 0))
                    continue;
                any = true;
                auto field = ast::makeField(input.getFieldName(i), item->span);
                out.push_back({field, input.getFieldName(i)});
            }
            if (!any && !item->qualifier.empty()) throw binder.error(*item, "unknown table '" + item->qualifier + "'");
            continue;
        }
        if (item->kind == ast::ExprKind::Alias) {
            if (item->names.size() != 1)
                throw binder.error(*item, "an alias with several names needs a function returning several columns");
            out.push_back({item->args.at(0), item->names[0]});
            continue;
        }
        std::string name = item->kind == ast::ExprKind::Field ? item->text : generatedName(dialect, out.size());
        out.push_back({item, name});
    }
    if (dialect == Dialect::TableApi) {
        std::set<std::string> seen;
        for (size_t i = 0; i < out.size(); ++i) {
            if (!seen.insert(out[i].name).second)
                throw binder.error(*out[i].expr, "duplicate field name '" + out[i].name +
                                                     "' in the result; rename it with 'as'");
        }
    }
    return out;
}

AggregateBinder::AggregateBinder(const FunctionCatalog& functions, LogicalPtr input,
                                 const std::vector<ast::ExprPtr>& keys, std::string_view key_text, NameMode mode,
                                 std::vector<std::string> qualifiers)
    : functions_(functions), input_(std::move(input)), mode_(mode), qualifiers_(std::move(qualifiers)) {
    ExpressionBinder binder(functions_, input_->schema(), key_text, mode_, qualifiers_);
    binder.clause = "groupBy";
    for (const auto& key : keys) {
        const ast::Expr& expr = key->kind == ast::ExprKind::Alias ? *key->args.at(0) : *key;
        keys_.push_back(binder.bind(expr));
        key_names_.push_back(expr.kind == ast::ExprKind::Field ? keys_.back()->text : binder.sourceText(expr));
    }
}

BoundExprPtr AggregateBinder::addAggregate(const ast::Expr& call, const ExpressionBinder& binder) {
    const exec::AggregateFunction* function = functions_.aggregate(call.text);
    ExpressionBinder arg_binder(functions_, input_->schema(), binder.text(), mode_, qualifiers_);
    arg_binder.clause = "the arguments of an aggregate function";
    std::vector<BoundExprPtr> args;
    bool star = call.args.size() == 1 && call.args[0]->kind == ast::ExprKind::Star;
    if (star && function->name() != "count")
        throw binder.error(call, "'*' is only allowed as the argument of count");
    if (!star) {
        for (const auto& arg : call.args) args.push_back(arg_binder.bind(*arg));
    }
    std::vector<DataType> types;
    for (const auto& arg : args) types.push_back(arg->type);
    exec::Signature signature;
    try {
        signature = function->bind(types);
    } catch (const ValidationError& e) {
        throw binder.error(call, e.what());
    }
    for (size_t i = 0; i < args.size() && i < signature.params.size(); ++i) args[i] = castTo(args[i], signature.params[i]);

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
    return exec::makeColumnRef(column, signature.result, binder.sourceText(call));
}

BoundExprPtr AggregateBinder::bindOutput(const ast::Expr& expr, std::string_view text, const std::string& clause) {
    static const TableSchema kNoFields;
    ExpressionBinder output(functions_, kNoFields, text, mode_);
    output.clause = clause;
    output.intercept = [&](const ast::Expr& node) -> BoundExprPtr {
        if (node.kind == ast::ExprKind::Call && functions_.aggregate(node.text) != nullptr)
            return addAggregate(node, output);
        if (node.kind == ast::ExprKind::Literal || containsAggregate(node, functions_)) return nullptr;
        ExpressionBinder input_binder(functions_, input_->schema(), text, mode_, qualifiers_);
        input_binder.clause = clause;
        BoundExprPtr bound = input_binder.bind(node);
        for (size_t k = 0; k < keys_.size(); ++k) {
            if (boundEquals(*bound, *keys_[k]))
                return exec::makeColumnRef(static_cast<uint32_t>(k), bound->type, bound->text);
        }
        if (isConstantExpr(*bound)) return bound;
        if (node.kind == ast::ExprKind::Field)
            throw output.error(node, "field '" + node.text + "' is neither in the group keys nor inside an "
                                     "aggregate function");
        return nullptr;
    };
    return output.bind(expr);
}

LogicalPtr AggregateBinder::aggregateNode() const {
    std::vector<std::string> names = key_names_;
    for (const auto& agg : aggregates_) names.push_back(agg.text);
    return std::make_shared<AggregateNode>(input_, keys_, aggregates_, std::move(names));
}

LogicalPtr bindGroupedSelect(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& keys,
                             std::string_view key_text, const std::vector<ast::ExprPtr>& items, std::string_view text,
                             NameMode mode, Dialect dialect) {
    AggregateBinder aggregate(functions, input, keys, key_text, mode);
    ExpressionBinder namer(functions, input->schema(), text, mode);
    std::vector<SelectItem> expanded = expandSelectItems(items, namer, dialect);
    std::vector<BoundExprPtr> exprs;
    std::vector<std::string> names;
    for (const auto& item : expanded) {
        exprs.push_back(aggregate.bindOutput(*item.expr, text, "select"));
        names.push_back(item.name);
    }
    return std::make_shared<ProjectNode>(aggregate.aggregateNode(), std::move(exprs), std::move(names));
}

LogicalPtr bindSelectList(const FunctionCatalog& functions, LogicalPtr input, const std::vector<ast::ExprPtr>& items,
                          std::string_view text, NameMode mode, Dialect dialect) {
    for (const auto& item : items) {
        if (containsAggregate(*item, functions))
            return bindGroupedSelect(functions, input, {}, "", items, text, mode, dialect);
    }
    ExpressionBinder binder(functions, input->schema(), text, mode);
    binder.clause = "select";
    std::vector<SelectItem> expanded = expandSelectItems(items, binder, dialect);
    std::vector<BoundExprPtr> exprs;
    std::vector<std::string> names;
    for (const auto& item : expanded) {
        exprs.push_back(binder.bind(*item.expr));
        names.push_back(item.name);
    }
    return std::make_shared<ProjectNode>(std::move(input), std::move(exprs), std::move(names));
}

}  // namespace tabula::planner
