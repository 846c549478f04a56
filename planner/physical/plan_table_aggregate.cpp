// TableAggregate: the keys and arguments computed into the row, a Sort on the keys gathering each group's rows
// together, then the TableAggregate operator.
#include "planner/physical/physical_planner.hpp"
#include "planner/physical/physical_support.hpp"

namespace tabula::planner {

PhysicalPtr planTableAggregate(const TableAggregateNode& node, PhysicalPlanner& planner) {
    ComputedColumns row(node.input()->schema());
    std::vector<uint32_t> key_columns;
    std::vector<exec::SortKey> sort_keys;
    for (const BoundExprPtr& key : node.keys()) {
        key_columns.push_back(row.column(key));
        sort_keys.push_back({key_columns.back(), false, false});
    }
    const TableAggregateCall& call = node.call();
    exec::GroupedTableAggregateCall grouped{call.function, {}, call.text, call.location.source, call.location.span};
    for (const BoundExprPtr& arg : call.args) grouped.args.push_back(row.column(arg));
    // Even without keys a Sort gathers every row into the one stream the operator needs (the input may come from
    // several pipelines, as the branches of a UNION ALL).
    PhysicalPtr input = exec::makeSort(std::move(sort_keys), row.computeInto(planner.plan(*node.input())));
    exec::ExplainParams params;
    for (const ExplainParam& param : node.params()) params.emplace_back(param.key, param.value);
    return exec::makeTableAggregate(std::move(key_columns), std::move(grouped), std::move(params), std::move(input));
}

}  // namespace tabula::planner
