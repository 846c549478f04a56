// Values: rows held in memory.
#include "planner/logical/values_node.hpp"

namespace tabula::planner {
namespace {

TableSchema columnsOf(const TableSchema& table_schema, const std::vector<uint32_t>& columns) {
    std::vector<std::string> names;
    std::vector<DataType> types;
    for (uint32_t column : columns) {
        names.push_back(table_schema.getFieldName(column));
        types.push_back(table_schema.getFieldType(column));
    }
    return TableSchema(std::move(names), std::move(types));
}

}  // namespace

ValuesNode::ValuesNode(std::string label, TableSchema table_schema, std::shared_ptr<const exec::ColumnTable> table)
    : ValuesNode(std::move(label), table_schema, std::move(table), exec::allColumns(table_schema.getFieldCount())) {}

ValuesNode::ValuesNode(std::string label, TableSchema table_schema, std::shared_ptr<const exec::ColumnTable> table,
                       std::vector<uint32_t> columns)
    : LogicalNode(kKind, kName, columnsOf(table_schema, columns), {}),
      label_(std::move(label)),
      table_schema_(std::move(table_schema)),
      table_(std::move(table)),
      columns_(std::move(columns)) {}

std::optional<exec::TableStatistics> ValuesNode::statistics() const {
    exec::TableStatistics table = table_->snapshot()->statistics();
    exec::TableStatistics produced{.rows = table.rows, .columns = {}};
    for (uint32_t column : columns_) produced.columns.push_back(table.columns[column]);
    return produced;
}

std::vector<ExplainParam> ValuesNode::params() const {
    std::vector<ExplainParam> params = {{"name", label_}, {"rows", std::to_string(table_->snapshot()->rowCount())}};
    if (columns_.size() != table_schema_.getFieldCount()) {
        std::string fields;
        for (const std::string& name : schema().getFieldNames()) fields += (fields.empty() ? "" : ", ") + name;
        params.push_back({"fields", fields});
    }
    return params;
}

LogicalPtr ValuesNode::withInputs(std::vector<LogicalPtr>) const { return std::make_shared<ValuesNode>(*this); }

ColumnUse ValuesNode::columnUse(const ColumnSet& wanted) const {
    return {{}, [this, wanted](std::vector<LogicalPtr>, const std::vector<std::vector<int>>&) -> Narrowed {
                WantedColumns kept = wantedColumns(columns_, wanted);
                if (kept.columns.size() == columns_.size()) return {nullptr, std::move(kept.mapping)};
                return {std::make_shared<ValuesNode>(label_, table_schema_, table_, std::move(kept.columns)),
                        std::move(kept.mapping)};
            }};
}

TableSchema ValuesNode::deriveSchema() const {
    // The table's column types are what the rows hold; the names are only carried.
    std::vector<DataType> types;
    for (uint32_t column : columns_) types.push_back(table_->types()[column]);
    return TableSchema(columnsOf(table_schema_, columns_).getFieldNames(), std::move(types));
}

std::shared_ptr<const exec::ColumnTable> fixedTable(exec::SnapshotPtr rows) {
    return std::make_shared<const exec::ColumnTable>(std::move(rows));
}

}  // namespace tabula::planner
