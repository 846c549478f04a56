// Window: a Sort on the partition keys then the order keys, and the Window operator over the sorted rows. Keys
// and arguments that are computed are materialised as columns first, and dropped after the Window.
#include "exec/located_accumulator.hpp"
#include "planner/physical/physical_support.hpp"

namespace tabula::planner {

PhysicalPtr planWindow(const WindowNode& node, PhysicalPlanner& planner) {
    PhysicalPtr input = planner.plan(*node.input());
    const TableSchema& schema = node.input()->schema();
    const size_t width = schema.getFieldCount();
    std::vector<BoundExprPtr> row = columnRefs(schema);
    auto column_of = [&row](const BoundExprPtr& expr) {
        if (expr->kind == BoundKind::Column) return expr->column;
        row.push_back(expr);
        return static_cast<uint32_t>(row.size() - 1);
    };
    std::vector<uint32_t> partition_columns;
    std::vector<exec::SortKey> sort_keys;
    for (const auto& key : node.partitionKeys()) {
        partition_columns.push_back(column_of(key));
        sort_keys.push_back({partition_columns.back(), false, false});
    }
    std::vector<exec::SortKey> order_keys;
    for (const auto& key : node.orderKeys())
        order_keys.push_back({column_of(key.expr), key.descending, key.nulls_first});
    sort_keys.insert(sort_keys.end(), order_keys.begin(), order_keys.end());
    std::vector<exec::WindowCall> calls;
    for (const WindowCall& call : node.calls()) {
        exec::WindowCall planned;
        planned.kind = call.kind;
        if (call.kind == exec::WindowFunctionKind::Aggregate) {
            planned.accumulator = call.aggregate->create(call.signature, call.text);
            if (call.location.source) {
                planned.accumulator =
                    exec::locateAccumulator(std::move(planned.accumulator), call.location.span, call.location.source);
            }
        }
        if (!call.args.empty()) planned.input_column = column_of(call.args[0]);
        if (call.args.size() > 1) planned.default_column = column_of(call.args[1]);
        planned.parameter = call.parameter;
        planned.frame = call.frame;
        planned.result_type = call.type;
        calls.push_back(std::move(planned));
    }
    const size_t computed = row.size() - width;
    if (computed > 0) input = makeProjectNode(std::move(input), row, schema);
    // The Window must see every row in one stream: a Sort gathers them, even with no key (rows in arrival order),
    // where the input would otherwise come from several pipelines (the branches of a UNION ALL).
    input = exec::makeSort(std::move(sort_keys), std::move(input));
    exec::ExplainParams params;
    for (const ExplainParam& param : node.params()) params.emplace_back(param.key, param.value);
    PhysicalPtr window = exec::makeWindow(std::move(partition_columns), std::move(order_keys), std::move(calls),
                                          std::move(params), std::move(input));
    if (computed == 0) return window;
    std::vector<BoundExprPtr> kept = columnRefs(schema);
    const TableSchema window_schema = [&] {
        std::vector<std::string> names;
        std::vector<DataType> types;
        for (size_t c = 0; c < window->types().size(); ++c) {
            names.push_back("$" + std::to_string(c));
            types.push_back(window->types()[c]);
        }
        return TableSchema(std::move(names), std::move(types));
    }();
    for (size_t k = 0; k < node.calls().size(); ++k) {
        const auto column = static_cast<uint32_t>(row.size() + k);
        kept.push_back(makeColumnRef(column, window->types()[column], node.calls()[k].text));
    }
    return makeProjectNode(std::move(window), kept, window_schema);
}

}  // namespace tabula::planner
