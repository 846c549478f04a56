// Aggregate: a hash aggregate over key and argument columns; when a key or an argument is computed, a projection
// before it materialises all of them as columns.
#include <string>

#include "exec/located_accumulator.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/physical/physical_support.hpp"

namespace tabula::planner {

namespace {

/// The position of `arg` among the aggregation's inputs, added at the end unless a deterministic input equal to it
/// is there already: avg(x) and sum(x), or a key and an argument, read one column, computed once.
uint32_t inputPosition(std::vector<BoundExprPtr>& inputs, const BoundExprPtr& arg) {
    if (isDeterministic(*arg)) {
        for (size_t i = 0; i < inputs.size(); ++i) {
            if (boundEquals(*inputs[i], *arg)) return static_cast<uint32_t>(i);
        }
    }
    inputs.push_back(arg);
    return static_cast<uint32_t>(inputs.size() - 1);
}

}  // namespace

PhysicalPtr planAggregate(const AggregateNode& node, PhysicalPlanner& planner) {
    PhysicalPtr input = planner.plan(*node.input());
    const TableSchema& schema = node.input()->schema();
    std::vector<BoundExprPtr> inputs = node.keys();
    // Each aggregate's first argument: its position in `inputs`. The arguments of a call with several go to
    // `inputs` side by side, where its accumulator reads them; only a projection puts them so.
    std::vector<std::optional<uint32_t>> arg_inputs;
    bool side_by_side = false;
    for (const auto& call : node.aggregates()) {
        if (call.args.empty()) {
            arg_inputs.push_back(std::nullopt);
        } else if (call.args.size() == 1) {
            arg_inputs.push_back(inputPosition(inputs, call.args[0]));
        } else {
            arg_inputs.push_back(static_cast<uint32_t>(inputs.size()));
            inputs.insert(inputs.end(), call.args.begin(), call.args.end());
            side_by_side = true;
        }
    }
    bool direct = !side_by_side && allColumnRefs(inputs);
    std::vector<uint32_t> key_columns;
    std::vector<std::optional<uint32_t>> arg_columns;
    for (size_t k = 0; k < node.keys().size(); ++k)
        key_columns.push_back(direct ? node.keys()[k]->column : static_cast<uint32_t>(k));
    for (const std::optional<uint32_t>& position : arg_inputs) {
        if (!position) {
            arg_columns.push_back(std::nullopt);
        } else {
            arg_columns.push_back(direct ? inputs[*position]->column : *position);
        }
    }
    std::vector<DataType> input_types = schema.getFieldTypes();
    if (!direct) {
        input = makeProjectNode(std::move(input), inputs, schema);
        input_types.clear();
        for (const auto& e : inputs) input_types.push_back(e->type);
    }
    std::vector<std::string> keys;
    for (uint32_t k : key_columns) keys.push_back("$" + std::to_string(k));
    std::vector<std::string> aggs;
    for (size_t a = 0; a < node.aggregates().size(); ++a) {
        const auto& call = node.aggregates()[a];
        std::vector<std::string> args;
        for (size_t i = 0; i < call.args.size(); ++i) args.push_back("$" + std::to_string(*arg_columns[a] + i));
        aggs.push_back(std::string(call.function->name()) + "(" + (call.distinct ? "DISTINCT " : "") +
                       (args.empty() ? std::string("*") : joinList(args)) + ")");
    }
    std::vector<exec::AggregateCall> exec_calls;
    for (size_t a = 0; a < node.aggregates().size(); ++a) {
        const auto& call = node.aggregates()[a];
        exec::AggregateCall c;
        c.accumulator = call.function->create(call.signature, call.text);
        if (call.location.source)
            c.accumulator = exec::locateAccumulator(std::move(c.accumulator), call.location.span, call.location.source);
        c.input_column = arg_columns[a];
        if (arg_columns[a]) c.input_type = input_types[*arg_columns[a]];
        c.distinct = call.distinct;
        exec_calls.push_back(std::move(c));
    }
    return exec::makeHashAggregate(key_columns, std::move(exec_calls), node.schema().getFieldTypes(),
                                   {{"keys", joinList(keys)}, {"aggs", joinList(aggs)}}, std::move(input));
}

}  // namespace tabula::planner
