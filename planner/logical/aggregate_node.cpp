// Aggregate: groups rows by key expressions and computes aggregate calls per group.
#include "planner/logical/aggregate_node.hpp"

#include "planner/expr/expr_util.hpp"
#include "planner/logical/project_node.hpp"

namespace tabula::planner {
namespace {

TableSchema aggregateSchema(const std::vector<BoundExprPtr>& keys, const std::vector<AggregateCall>& aggs,
                            std::vector<std::string> names) {
    std::vector<DataType> types = typesOf(keys);
    for (const auto& a : aggs) types.push_back(a.signature.result);
    return TableSchema(std::move(names), std::move(types));
}

}  // namespace

AggregateNode::AggregateNode(LogicalPtr input, std::vector<BoundExprPtr> keys, std::vector<AggregateCall> aggregates,
                             std::vector<std::string> names)
    : LogicalNode(kKind, kName, aggregateSchema(keys, aggregates, std::move(names)), {std::move(input)}),
      keys_(std::move(keys)),
      aggregates_(std::move(aggregates)) {}

std::vector<ExplainParam> AggregateNode::params() const {
    TableSchema input_schema = expressionInput();
    std::vector<std::string> keys;
    for (const auto& k : keys_) keys.push_back(renderExpr(*k, input_schema));
    std::vector<std::string> aggs;
    for (const auto& a : aggregates_) {
        std::vector<std::string> args;
        for (const auto& arg : a.args) args.push_back(renderExpr(*arg, input_schema));
        aggs.push_back(std::string(a.function->name()) + "(" + (a.distinct ? "DISTINCT " : "") +
                       (args.empty() ? "*" : joinList(args)) + ")");
    }
    return {{"keys", joinList(keys)}, {"aggs", joinList(aggs)}};
}

std::vector<BoundExprPtr> AggregateNode::expressions() const {
    std::vector<BoundExprPtr> exprs = keys_;
    for (const auto& call : aggregates_) exprs.insert(exprs.end(), call.args.begin(), call.args.end());
    return exprs;
}

LogicalPtr AggregateNode::withExpressions(std::vector<BoundExprPtr> exprs) const {
    size_t expected = expressions().size();
    if (exprs.size() != expected)
        throw InternalError("Aggregate takes " + std::to_string(expected) + " expressions, not " +
                            std::to_string(exprs.size()));
    auto next = exprs.begin();
    std::vector<BoundExprPtr> keys(next, next + static_cast<ptrdiff_t>(keys_.size()));
    next += static_cast<ptrdiff_t>(keys_.size());
    std::vector<AggregateCall> calls = aggregates_;
    for (auto& call : calls) {
        for (auto& arg : call.args) arg = *next++;
    }
    return std::make_shared<AggregateNode>(input(), std::move(keys), std::move(calls), schema().getFieldNames());
}

LogicalPtr AggregateNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<AggregateNode>(inputs.at(0), keys_, aggregates_, schema().getFieldNames());
}

ColumnUse AggregateNode::columnUse(const ColumnSet& wanted) const {
    const size_t key_count = keys_.size();
    ColumnSet needed(input()->schema().getFieldCount(), false);
    for (const auto& key : keys_) collectColumns(*key, needed);
    for (size_t a = 0; a < aggregates_.size(); ++a) {
        if (!wanted[key_count + a]) continue;
        for (const auto& arg : aggregates_[a].args) collectColumns(*arg, needed);
    }
    return {{needed},
            [this, wanted, key_count](std::vector<LogicalPtr> inputs, const std::vector<std::vector<int>>& mappings) {
                std::vector<int> mapping = identityMapping(wanted.size());
                std::vector<std::string> names(schema().getFieldNames().begin(),
                                               schema().getFieldNames().begin() + static_cast<ptrdiff_t>(key_count));
                std::vector<AggregateCall> kept;
                for (size_t a = 0; a < aggregates_.size(); ++a) {
                    mapping[key_count + a] = -1;
                    if (!wanted[key_count + a]) continue;
                    mapping[key_count + a] = static_cast<int>(key_count + kept.size());
                    kept.push_back(aggregates_[a]);
                    for (auto& arg : kept.back().args) arg = remapColumns(arg, mappings[0]);
                    names.push_back(schema().getFieldName(key_count + a));
                }
                if (kept.size() == aggregates_.size() && inputs[0] == input()) return Narrowed{nullptr, mapping};
                std::vector<BoundExprPtr> keys;
                for (const auto& key : keys_) keys.push_back(remapColumns(key, mappings[0]));
                return Narrowed{
                    std::make_shared<AggregateNode>(inputs[0], std::move(keys), std::move(kept), std::move(names)),
                    mapping};
            }};
}

TableSchema AggregateNode::deriveSchema() const {
    return aggregateSchema(keys_, aggregates_, schema().getFieldNames());
}

bool givesOneRow(const LogicalNode& plan) {
    if (const auto* project = plan.as<ProjectNode>()) return givesOneRow(*project->input());
    const auto* aggregate = plan.as<AggregateNode>();
    return aggregate && aggregate->keys().empty();
}

std::string AggregateNode::check() const {
    for (const auto& call : aggregates_) {
        const std::vector<DataType> arg_types = typesOf(call.args);
        if (arg_types != call.signature.params)
            return "aggregate " + call.text + " has arguments (" + typeList(arg_types) + ") but its signature takes (" +
                   typeList(call.signature.params) + ")";
    }
    return "";
}

}  // namespace tabula::planner
