// Values: rows held in memory.
#include "planner/logical/values_node.hpp"

namespace tabula::planner {

ValuesNode::ValuesNode(std::string label, TableSchema schema, std::shared_ptr<const exec::RowStore> rows,
                       std::shared_ptr<const exec::StatisticsBuilder> statistics)
    : LogicalNode(kKind, kName, std::move(schema), {}),
      label_(std::move(label)),
      rows_(std::move(rows)),
      statistics_(std::move(statistics)) {}

std::optional<exec::TableStatistics> ValuesNode::statistics() const {
    if (statistics_) return statistics_->statistics();
    if (rows_->rowCount() <= kComputedStatisticsRows) return exec::StatisticsBuilder::of(*rows_).statistics();
    return std::nullopt;
}

std::vector<ExplainParam> ValuesNode::params() const {
    return {{"name", label_}, {"rows", std::to_string(rows_->rowCount())}};
}

LogicalPtr ValuesNode::withInputs(std::vector<LogicalPtr>) const { return std::make_shared<ValuesNode>(*this); }

ColumnUse ValuesNode::columnUse(const ColumnSet& wanted) const {
    return {{}, [width = wanted.size()](std::vector<LogicalPtr>, const std::vector<std::vector<int>>&) -> Narrowed {
                return {nullptr, identityMapping(width)};
            }};
}

TableSchema ValuesNode::deriveSchema() const {
    // The store's column types are what the rows hold; the names are only carried.
    return TableSchema(schema().getFieldNames(), rows_->types());
}

}  // namespace tabula::planner
