// Scan: reads a CSV file.
#include "planner/logical/scan_node.hpp"

#include "planner/expr_util.hpp"

namespace tabula::planner {
namespace {

TableSchema scanSchema(const CsvTableSource& source, const std::vector<uint32_t>& columns) {
    std::vector<std::string> names;
    std::vector<DataType> types;
    for (uint32_t c : columns) {
        names.push_back(source.getSchema().getFieldName(c));
        types.push_back(source.getSchema().getFieldType(c));
    }
    return TableSchema(std::move(names), std::move(types));
}

}  // namespace

ScanNode::ScanNode(std::string table_name, CsvTableSource source, std::vector<uint32_t> columns)
    : LogicalNode(kKind, scanSchema(source, columns), {}),
      table_name_(std::move(table_name)),
      source_(std::move(source)),
      columns_(std::move(columns)) {}

std::vector<ExplainParam> ScanNode::params() const {
    return {{"table", table_name_}, {"fields", joinList(schema().getFieldNames())}};
}

LogicalPtr ScanNode::withInputs(std::vector<LogicalPtr>) const { return std::make_shared<ScanNode>(*this); }

TableSchema ScanNode::deriveSchema() const { return scanSchema(source_, columns_); }

}  // namespace tabula::planner
