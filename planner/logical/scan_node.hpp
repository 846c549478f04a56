// Scan: reads a CSV file.
#pragma once

#include <cstdint>

#include "planner/logical/logical_node.hpp"
#include "tabula/csv_table_source.hpp"

namespace tabula::planner {

/// Reads a CSV file; `columns` are the file's field positions produced, in output order.
class ScanNode final : public LogicalNode {
public:
    static constexpr LogicalKind kKind = LogicalKind::Scan;
    ScanNode(std::string table_name, CsvTableSource source, std::vector<uint32_t> columns);
    const std::string& tableName() const { return table_name_; }
    const CsvTableSource& source() const { return source_; }
    const std::vector<uint32_t>& columns() const { return columns_; }

    std::vector<ExplainParam> params() const override;
    LogicalPtr withInputs(std::vector<LogicalPtr>) const override;
    TableSchema expressionInput() const override { return source_.getSchema(); }
    TableSchema deriveSchema() const override;
    void accept(LogicalVisitor& visitor) const override { visitor.visit(*this); }

private:
    std::string table_name_;
    CsvTableSource source_;
    std::vector<uint32_t> columns_;
};

}  // namespace tabula::planner
