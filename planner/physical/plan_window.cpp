// Window: a Sort on the partition keys then the order keys, and the Window operator over the sorted rows. Keys
// and arguments that are computed are materialised as columns first, and dropped after the Window.
#include "planner/physical/physical_support.hpp"

namespace tabula::planner {

PhysicalPtr planWindow(const WindowNode& node, PhysicalPlanner& planner) {
    ComputedColumns row(node.input()->schema());
    std::vector<uint32_t> partition_columns;
    std::vector<exec::SortKey> sort_keys;
    for (const auto& key : node.partitionKeys()) {
        partition_columns.push_back(row.column(key));
        sort_keys.push_back({partition_columns.back(), false, false});
    }
    std::vector<exec::SortKey> order_keys;
    for (const auto& key : node.orderKeys())
        order_keys.push_back({row.column(key.expr), key.descending, key.nulls_first});
    sort_keys.insert(sort_keys.end(), order_keys.begin(), order_keys.end());
    std::vector<exec::WindowCall> calls;
    std::vector<std::string> call_texts;
    for (const WindowCall& call : node.calls()) {
        exec::WindowCall planned;
        planned.kind = call.kind;
        if (call.kind == exec::WindowFunctionKind::Aggregate) {
            planned.accumulator = call.aggregate->create(call.signature, call.text);
            planned.call_source = call.location.source;
            planned.call_span = call.location.span;
        }
        if (!call.args.empty()) planned.input_column = row.column(call.args[0]);
        if (call.args.size() > 1) planned.default_column = row.column(call.args[1]);
        planned.parameter = call.parameter;
        planned.frame = call.frame;
        planned.result_type = call.type;
        calls.push_back(std::move(planned));
        call_texts.push_back(call.text);
    }
    PhysicalPtr input = row.computeInto(planner.plan(*node.input()));
    // The Window must see every row in one stream: a Sort gathers them, even with no key (rows in arrival order),
    // where the input would otherwise come from several pipelines (the branches of a UNION ALL).
    input = exec::makeSort(std::move(sort_keys), std::move(input));
    exec::ExplainParams params;
    for (const ExplainParam& param : node.params()) params.emplace_back(param.key, param.value);
    return row.dropComputed(exec::makeWindow(std::move(partition_columns), std::move(order_keys), std::move(calls),
                                             std::move(params), std::move(input)),
                            call_texts);
}

}  // namespace tabula::planner
