// Logical-to-physical mapping: one PhysicalOperator per logical node; expressions the operators need as columns
// (aggregate inputs, computed sort keys) are materialised by a projection placed before them.
#include "planner/physical/physical_plan.hpp"

#include "exec/operators.hpp"
#include "exec/pipeline/executor.hpp"
#include "planner/explain.hpp"
#include "planner/expr_util.hpp"
#include "tabula/error.hpp"

namespace tabula::planner {
namespace {

using exec::BoundExprPtr;
using PhysicalPtr = std::unique_ptr<exec::PhysicalOperator>;

std::vector<exec::CompiledExprPtr> compileAll(const std::vector<BoundExprPtr>& exprs) {
    std::vector<exec::CompiledExprPtr> compiled;
    for (const auto& e : exprs) compiled.push_back(exec::compileExpr(*e));
    return compiled;
}

PhysicalPtr makeProjectNode(PhysicalPtr input, const std::vector<BoundExprPtr>& exprs,
                            const TableSchema& input_schema) {
    std::vector<std::string> parts;
    for (const auto& e : exprs) parts.push_back(renderExpr(*e, input_schema));
    return exec::makeProject(compileAll(exprs), joinList(parts), std::move(input));
}

bool allColumnRefs(const std::vector<BoundExprPtr>& exprs) {
    for (const auto& e : exprs) {
        if (e->kind != exec::BoundKind::Column) return false;
    }
    return true;
}

std::vector<BoundExprPtr> columnRefs(const TableSchema& schema) {
    std::vector<BoundExprPtr> refs;
    for (size_t i = 0; i < schema.getFieldCount(); ++i)
        refs.push_back(exec::makeColumnRef(static_cast<uint32_t>(i), schema.getFieldType(i), schema.getFieldName(i)));
    return refs;
}

/// Sort-like operators need their keys as columns: plain column keys are used in place; otherwise a projection
/// appends the computed keys and another drops them afterwards.
PhysicalPtr planSorted(PhysicalPtr input, const LogicalNode& node, const std::vector<SortSpec>& keys,
                       const std::function<PhysicalPtr(std::vector<exec::SortKey>, PhysicalPtr)>& make) {
    const TableSchema& schema = node.input()->schema();
    std::vector<BoundExprPtr> key_exprs;
    for (const auto& k : keys) key_exprs.push_back(k.expr);
    std::vector<BoundExprPtr> row = columnRefs(schema);
    bool computed = !allColumnRefs(key_exprs);
    std::vector<exec::SortKey> sort_keys;
    for (const auto& k : keys) {
        uint32_t column = k.expr->column;
        if (computed) {
            column = static_cast<uint32_t>(row.size());
            row.push_back(k.expr);
        }
        sort_keys.push_back({column, k.descending, k.nulls_first});
    }
    if (computed) input = makeProjectNode(std::move(input), row, schema);
    PhysicalPtr sorted = make(std::move(sort_keys), std::move(input));
    if (!computed) return sorted;
    return makeProjectNode(std::move(sorted), columnRefs(schema), schema);
}

PhysicalPtr planAggregate(PhysicalPtr input, const AggregateNode& node) {
    const TableSchema& schema = node.input()->schema();
    std::vector<BoundExprPtr> inputs = node.keys();
    for (const auto& call : node.aggregates()) {
        if (call.args.size() > 1)
            throw ValidationError("aggregate function '" + std::string(call.function->name()) +
                                  "' with several arguments is not supported");
        for (const auto& arg : call.args) inputs.push_back(arg);
    }
    bool direct = allColumnRefs(inputs);
    std::vector<uint32_t> key_columns;
    std::vector<std::optional<uint32_t>> arg_columns;
    uint32_t next = static_cast<uint32_t>(node.keys().size());
    for (size_t k = 0; k < node.keys().size(); ++k)
        key_columns.push_back(direct ? node.keys()[k]->column : static_cast<uint32_t>(k));
    for (const auto& call : node.aggregates()) {
        if (call.args.empty()) {
            arg_columns.push_back(std::nullopt);
        } else {
            arg_columns.push_back(direct ? call.args[0]->column : next++);
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
        aggs.push_back(std::string(call.function->name()) + "(" + (call.distinct ? "DISTINCT " : "") +
                       (arg_columns[a] ? "$" + std::to_string(*arg_columns[a]) : std::string("*")) + ")");
    }
    std::vector<exec::AggregateCall> exec_calls;
    for (size_t a = 0; a < node.aggregates().size(); ++a) {
        const auto& call = node.aggregates()[a];
        exec::AggregateCall c;
        c.accumulator = call.function->create(call.signature, call.text);
        c.input_column = arg_columns[a];
        if (arg_columns[a]) c.input_type = input_types[*arg_columns[a]];
        c.distinct = call.distinct;
        exec_calls.push_back(std::move(c));
    }
    return exec::makeHashAggregate(key_columns, std::move(exec_calls), node.schema().getFieldTypes(),
                                   {{"keys", joinList(keys)}, {"aggs", joinList(aggs)}}, std::move(input));
}

PhysicalPtr makeCsvScanNode(const ScanNode& scan, const std::vector<uint32_t>& columns) {
    const CsvTableSource& source = scan.source();
    const TableSchema& file = source.getSchema();
    std::vector<std::string> names;
    for (uint32_t c : columns) names.push_back(file.getFieldName(c));
    return exec::makeCsvScan(source.path(), file, source.options(), columns,
                             {{"table", scan.tableName()}, {"path", source.path()}, {"fields", joinList(names)}});
}

/// A scan with a filter reads the filter's fields too (after the produced ones), tests every row right after
/// the scan, before any other operator sees it, and drops the fields only the filter read.
PhysicalPtr planScan(const ScanNode& scan) {
    if (!scan.filter()) return makeCsvScanNode(scan, scan.columns());
    const TableSchema& file = scan.source().getSchema();
    std::vector<uint32_t> read = scan.columns();
    std::vector<int> read_position(file.getFieldCount(), -1);
    for (size_t i = 0; i < read.size(); ++i) read_position[read[i]] = static_cast<int>(i);
    std::vector<bool> used(file.getFieldCount(), false);
    collectColumns(*scan.filter(), used);
    for (uint32_t c = 0; c < used.size(); ++c) {
        if (!used[c] || read_position[c] >= 0) continue;
        read_position[c] = static_cast<int>(read.size());
        read.push_back(c);
    }
    std::vector<std::string> names;
    std::vector<DataType> types;
    for (uint32_t c : read) {
        names.push_back(file.getFieldName(c));
        types.push_back(file.getFieldType(c));
    }
    TableSchema read_schema(std::move(names), std::move(types));
    BoundExprPtr predicate = remapColumns(scan.filter(), read_position);
    PhysicalPtr filtered = exec::makeFilter(exec::compileExpr(*predicate), renderExpr(*predicate, read_schema),
                                            makeCsvScanNode(scan, read));
    if (read.size() == scan.columns().size()) return filtered;
    std::vector<BoundExprPtr> produced = columnRefs(read_schema);
    produced.resize(scan.columns().size());
    return makeProjectNode(std::move(filtered), std::move(produced), read_schema);
}

PhysicalPtr plan(const LogicalPtr& node) {
    switch (node->kind()) {
        case LogicalKind::Scan:
            return planScan(node->cast<ScanNode>());
        case LogicalKind::Values: {
            const auto& values = node->cast<ValuesNode>();
            return exec::makeRowStoreScan(values.rows(), values.label());
        }
        default:
            break;
    }
    PhysicalPtr input = plan(node->input());
    const TableSchema& input_schema = node->input()->schema();
    switch (node->kind()) {
        case LogicalKind::Filter: {
            const BoundExprPtr& predicate = node->cast<FilterNode>().predicate();
            return exec::makeFilter(exec::compileExpr(*predicate), renderExpr(*predicate, input_schema),
                                    std::move(input));
        }
        case LogicalKind::Project:
            return makeProjectNode(std::move(input), node->cast<ProjectNode>().exprs(), input_schema);
        case LogicalKind::Aggregate:
            return planAggregate(std::move(input), node->cast<AggregateNode>());
        case LogicalKind::Sort:
            return planSorted(std::move(input), *node, node->cast<SortNode>().keys(),
                              [](std::vector<exec::SortKey> keys, PhysicalPtr sorted_input) {
                                  return exec::makeSort(std::move(keys), std::move(sorted_input));
                              });
        case LogicalKind::TopN: {
            const auto& top = node->cast<TopNNode>();
            uint64_t offset = top.offset();
            uint64_t fetch = top.fetch();
            return planSorted(std::move(input), *node, top.keys(),
                              [offset, fetch](std::vector<exec::SortKey> keys, PhysicalPtr sorted_input) {
                                  return exec::makeTopN(std::move(keys), offset, fetch, std::move(sorted_input));
                              });
        }
        case LogicalKind::Limit: {
            const auto& limit = node->cast<LimitNode>();
            return exec::makeLimit(limit.offset(), limit.fetch(), std::move(input));
        }
        case LogicalKind::Distinct: {
            return exec::makeDistinct(std::move(input));
        }
        default:
            throw InternalError("no physical operator for " + describeNode(*node));
    }
}

/// Rows from the Executor into the caller's function.
class CallbackRowSink final : public exec::RowSink {
public:
    explicit CallbackRowSink(const std::function<bool(exec::RowView)>& on_row) : on_row_(on_row) {}
    bool push(exec::RowView row) override { return on_row_(row); }

private:
    const std::function<bool(exec::RowView)>& on_row_;
};

std::string describeOperator(const exec::PhysicalOperator& op) {
    const exec::OperatorDescription description = op.describe();
    std::vector<std::string> parts;
    for (const auto& [key, value] : description.params) parts.push_back(key + "=[" + value + "]");
    return description.name + "(" + joinList(parts) + ")";
}

}  // namespace

PhysicalPtr planPhysical(const LogicalPtr& root) { return plan(root); }

std::string explainPhysical(const exec::PhysicalOperator& root) {
    std::string out;
    renderTree(
        root, describeOperator, [](const exec::PhysicalOperator& op) -> const auto& { return op.children(); }, "",
        true, true, out);
    return out;
}

void runPhysical(const exec::PhysicalOperator& root, const std::function<bool(exec::RowView)>& sink,
                 exec::QueryContext& ctx) {
    CallbackRowSink out(sink);
    exec::Executor(root, ctx).runToEnd(out);
}

}  // namespace tabula::planner
