// WindowTopN: the WindowTopN operator straight over the unsorted input (it gathers the rows itself), its computed
// keys materialised as columns first and dropped after it.
#include "planner/physical/physical_support.hpp"

namespace tabula::planner {

PhysicalPtr planWindowTopN(const WindowTopNNode& node, PhysicalPlanner& planner) {
    const WindowNode& window = node.window();
    ComputedColumns columns(node.input()->schema());
    std::vector<uint32_t> partition_columns;
    for (const auto& key : window.partitionKeys()) partition_columns.push_back(columns.column(key));
    std::vector<exec::SortKey> order_keys;
    for (const auto& key : window.orderKeys())
        order_keys.push_back({columns.column(key.expr), key.descending, key.nulls_first});
    std::vector<exec::WindowFunctionKind> calls;
    std::vector<std::string> call_texts;
    for (const WindowCall& call : window.calls()) {
        calls.push_back(call.kind);
        call_texts.push_back(call.text);
    }
    exec::ExplainParams params;
    for (const ExplainParam& param : node.params()) params.emplace_back(param.key, param.value);
    return columns.dropComputed(
        exec::makeWindowTopN(std::move(partition_columns), std::move(order_keys), std::move(calls), node.limit(),
                             std::move(params), columns.computeInto(planner.plan(*node.input()))),
        call_texts);
}

}  // namespace tabula::planner
