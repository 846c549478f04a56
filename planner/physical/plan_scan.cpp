// Scan: a CSV or JSON lines scan of the produced columns; a pushed-down filter runs right after it.
#include "exec/operators.hpp"
#include "planner/expr/compile_expr.hpp"
#include "planner/expr/expr_util.hpp"
#include "planner/physical/physical_support.hpp"

namespace tabula::planner {
namespace {

/// The file scan itself, by the file's format, estimated at the file's rows (the scan node's estimate counts its
/// filter too).
PhysicalPtr makeFileScanNode(const ScanNode& scan, const std::vector<uint32_t>& columns, PhysicalPlanner& planner) {
    const CsvTableSource& source = scan.source();
    const TableSchema& file = source.getSchema();
    std::vector<std::string> names;
    for (uint32_t c : columns) names.push_back(file.getFieldName(c));
    exec::ExplainParams params = {{"table", scan.tableName()}, {"path", source.path()}, {"fields", joinList(names)}};
    PhysicalPtr read = source.options().format == FileFormat::Json
                           ? exec::makeJsonScan(source.path(), file, source.options(), columns, std::move(params))
                           : exec::makeCsvScan(source.path(), file, source.options(), columns, std::move(params));
    read->setEstimatedRows(planner.estimator().fileRows(source));
    return read;
}

}  // namespace

/// A scan with a filter reads the filter's fields too (after the produced ones), tests every row right after
/// the scan, before any other operator sees it, and drops the fields only the filter read.
PhysicalPtr planScan(const ScanNode& scan, PhysicalPlanner& planner) {
    if (!scan.filter()) return makeFileScanNode(scan, scan.columns(), planner);
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
    PhysicalPtr filtered = exec::makeFilter(compileExpr(*predicate), renderExpr(*predicate, read_schema),
                                            makeFileScanNode(scan, read, planner));
    filtered->setEstimatedRows(planner.estimator().estimatedRows(scan));
    if (read.size() == scan.columns().size()) return filtered;
    std::vector<BoundExprPtr> produced = columnRefs(read_schema);
    produced.resize(scan.columns().size());
    return makeProjectNode(std::move(filtered), std::move(produced), read_schema);
}

}  // namespace tabula::planner
