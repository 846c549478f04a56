// Scan: reads a CSV file.
#include "planner/logical/scan_node.hpp"

#include "planner/expr/expr_util.hpp"

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

ScanNode::ScanNode(std::string table_name, CsvTableSource source, std::vector<uint32_t> columns, BoundExprPtr filter)
    : LogicalNode(kKind, kName, scanSchema(source, columns), {}),
      table_name_(std::move(table_name)),
      source_(std::move(source)),
      columns_(std::move(columns)),
      filter_(std::move(filter)) {}

std::vector<ExplainParam> ScanNode::params() const {
    std::vector<ExplainParam> params = {{"table", table_name_}, {"fields", joinList(schema().getFieldNames())}};
    if (filter_) params.push_back({"filter", renderExpr(*filter_, expressionInput())});
    return params;
}

std::vector<BoundExprPtr> ScanNode::expressions() const {
    if (!filter_) return {};
    return {filter_};
}

LogicalPtr ScanNode::withExpressions(std::vector<BoundExprPtr> exprs) const {
    if (exprs.size() > 1 || (exprs.size() == 1) != (filter_ != nullptr))
        throw InternalError("Scan takes " + std::to_string(filter_ ? 1 : 0) + " expressions, not " +
                            std::to_string(exprs.size()));
    return std::make_shared<ScanNode>(table_name_, source_, columns_, exprs.empty() ? nullptr : exprs[0]);
}

LogicalPtr ScanNode::withInputs(std::vector<LogicalPtr>) const { return std::make_shared<ScanNode>(*this); }

ColumnUse ScanNode::columnUse(const ColumnSet& wanted) const {
    return {{}, [this, wanted](std::vector<LogicalPtr>, const std::vector<std::vector<int>>&) -> Narrowed {
                WantedColumns kept = wantedColumns(columns_, wanted);
                if (kept.columns.size() == columns_.size()) return {nullptr, std::move(kept.mapping)};
                return {std::make_shared<ScanNode>(table_name_, source_, std::move(kept.columns), filter_),
                        std::move(kept.mapping)};
            }};
}

TableSchema ScanNode::deriveSchema() const { return scanSchema(source_, columns_); }

std::string ScanNode::check() const { return filter_ ? checkBoolean("the filter", *filter_) : ""; }

}  // namespace tabula::planner
