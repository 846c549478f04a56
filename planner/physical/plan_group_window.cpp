// GroupWindow: the GroupWindow operator; for sessions and row-count windows over rows sorted by partition, then
// time. Computed times and keys are materialised as columns first, and dropped after it.
#include "planner/physical/physical_support.hpp"

namespace tabula::planner {

PhysicalPtr planGroupWindow(const GroupWindowNode& node, PhysicalPlanner& planner) {
    ComputedColumns row(node.input()->schema());
    const uint32_t time_column = row.column(node.time());
    std::vector<uint32_t> partition_columns;
    std::vector<exec::SortKey> sort_keys;
    for (const auto& key : node.partitionKeys()) {
        partition_columns.push_back(row.column(key));
        sort_keys.push_back({partition_columns.back(), false, false});
    }
    sort_keys.push_back({time_column, false, false});
    PhysicalPtr input = row.computeInto(planner.plan(*node.input()));
    if (exec::needsSortedInput(node.window())) input = exec::makeSort(std::move(sort_keys), std::move(input));
    exec::ExplainParams params;
    for (const ExplainParam& param : node.params()) params.emplace_back(param.key, param.value);
    const TableSchema& schema = node.schema();
    const size_t width = schema.getFieldCount();
    return row.dropComputed(exec::makeGroupWindow(node.window(), time_column, std::move(partition_columns),
                                                  std::move(params), std::move(input)),
                            {schema.getFieldName(width - 2), schema.getFieldName(width - 1)});
}

}  // namespace tabula::planner
