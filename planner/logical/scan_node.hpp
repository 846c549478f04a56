// Scan: reads a CSV or JSON lines file.
#pragma once

#include <cstdint>

#include "planner/logical/logical_node.hpp"
#include "tabula/csv_table_source.hpp"

namespace tabula::planner {

/// Reads a CSV or JSON lines file (by source().options().format); `columns` are the file's field positions
/// produced, in output order. An optional filter (put there by filter_pushdown) is a BOOLEAN condition over the
/// file's fields, by file position: only rows it accepts leave the scan; the fields it reads are parsed even when
/// they are not produced.
class ScanNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::Scan;
    static constexpr std::string_view kName = "Scan";
    ScanNode(std::string table_name, CsvTableSource source, std::vector<uint32_t> columns,
             BoundExprPtr filter = nullptr);
    const std::string& tableName() const { return table_name_; }
    const CsvTableSource& source() const { return source_; }
    const std::vector<uint32_t>& columns() const { return columns_; }
    /// The condition rows must meet, or nullptr.
    const BoundExprPtr& filter() const { return filter_; }

    std::vector<ExplainParam> params() const override;
    /// The filter, when there is one.
    std::vector<BoundExprPtr> expressions() const override;
    /// Takes zero expressions (no filter) or one (the filter).
    LogicalPtr withExpressions(std::vector<BoundExprPtr> exprs) const override;
    LogicalPtr withInputs(std::vector<LogicalPtr>) const override;
    TableSchema expressionInput() const override { return source_.getSchema(); }
    TableSchema deriveSchema() const override;
    /// Produces only the wanted fields; the filter keeps reading what it reads.
    ColumnUse columnUse(const ColumnSet& wanted) const override;
    std::string check() const override;
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    std::string table_name_;
    CsvTableSource source_;
    std::vector<uint32_t> columns_;
    BoundExprPtr filter_;
};

}  // namespace tabula::planner
