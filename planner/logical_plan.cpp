// Constructors of the logical nodes: each derives its output schema from its inputs and expressions.
#include "planner/logical_plan.hpp"

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

std::vector<DataType> typesOf(const std::vector<exec::BoundExprPtr>& exprs) {
    std::vector<DataType> types;
    for (const auto& e : exprs) types.push_back(e->type);
    return types;
}

TableSchema aggregateSchema(const std::vector<exec::BoundExprPtr>& keys, const std::vector<AggregateCall>& aggs,
                            std::vector<std::string> names) {
    std::vector<DataType> types = typesOf(keys);
    for (const auto& a : aggs) types.push_back(a.signature.result);
    return TableSchema(std::move(names), std::move(types));
}

}  // namespace

ScanNode::ScanNode(std::string table_name, CsvTableSource source, std::vector<uint32_t> columns)
    : LogicalNode(LogicalKind::Scan, scanSchema(source, columns), {}),
      table_name_(std::move(table_name)),
      source_(std::move(source)),
      columns_(std::move(columns)) {}

LogicalPtr ScanNode::withInputs(std::vector<LogicalPtr>) const { return std::make_shared<ScanNode>(*this); }

ValuesNode::ValuesNode(std::string name, TableSchema schema, std::shared_ptr<const exec::RowStore> rows)
    : LogicalNode(LogicalKind::Values, std::move(schema), {}), name_(std::move(name)), rows_(std::move(rows)) {}

LogicalPtr ValuesNode::withInputs(std::vector<LogicalPtr>) const { return std::make_shared<ValuesNode>(*this); }

FilterNode::FilterNode(LogicalPtr input, exec::BoundExprPtr predicate)
    : LogicalNode(LogicalKind::Filter, input->schema(), {input}), predicate_(std::move(predicate)) {}

LogicalPtr FilterNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<FilterNode>(inputs.at(0), predicate_);
}

ProjectNode::ProjectNode(LogicalPtr input, std::vector<exec::BoundExprPtr> exprs, std::vector<std::string> names)
    : LogicalNode(LogicalKind::Project, TableSchema(std::move(names), typesOf(exprs)), {std::move(input)}),
      exprs_(std::move(exprs)) {}

LogicalPtr ProjectNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<ProjectNode>(inputs.at(0), exprs_, schema().getFieldNames());
}

AggregateNode::AggregateNode(LogicalPtr input, std::vector<exec::BoundExprPtr> keys,
                             std::vector<AggregateCall> aggregates, std::vector<std::string> names)
    : LogicalNode(LogicalKind::Aggregate, aggregateSchema(keys, aggregates, std::move(names)), {std::move(input)}),
      keys_(std::move(keys)),
      aggregates_(std::move(aggregates)) {}

LogicalPtr AggregateNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<AggregateNode>(inputs.at(0), keys_, aggregates_, schema().getFieldNames());
}

SortNode::SortNode(LogicalPtr input, std::vector<SortSpec> keys)
    : LogicalNode(LogicalKind::Sort, input->schema(), {input}), keys_(std::move(keys)) {}

LogicalPtr SortNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<SortNode>(inputs.at(0), keys_);
}

LimitNode::LimitNode(LogicalPtr input, uint64_t offset, std::optional<uint64_t> fetch)
    : LogicalNode(LogicalKind::Limit, input->schema(), {input}), offset_(offset), fetch_(fetch) {}

LogicalPtr LimitNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<LimitNode>(inputs.at(0), offset_, fetch_);
}

TopNNode::TopNNode(LogicalPtr input, std::vector<SortSpec> keys, uint64_t offset, uint64_t fetch)
    : LogicalNode(LogicalKind::TopN, input->schema(), {input}), keys_(std::move(keys)), offset_(offset), fetch_(fetch) {}

LogicalPtr TopNNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<TopNNode>(inputs.at(0), keys_, offset_, fetch_);
}

DistinctNode::DistinctNode(LogicalPtr input) : LogicalNode(LogicalKind::Distinct, input->schema(), {input}) {}

LogicalPtr DistinctNode::withInputs(std::vector<LogicalPtr> inputs) const {
    return std::make_shared<DistinctNode>(inputs.at(0));
}

}  // namespace tabula::planner
