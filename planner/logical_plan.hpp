// The logical plan: immutable, shared relational operator nodes, each knowing its output schema. The binder
// builds them, rules rewrite them, the physical planner turns them into exec pipelines.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "exec/bound_expr.hpp"
#include "exec/function_registry.hpp"
#include "exec/row_store.hpp"
#include "tabula/csv_table_source.hpp"
#include "tabula/error.hpp"
#include "tabula/schema.hpp"

namespace tabula::planner {

class LogicalNode;
using LogicalPtr = std::shared_ptr<const LogicalNode>;

enum class LogicalKind { Scan, Values, Filter, Project, Aggregate, Sort, Limit, TopN, Distinct };

/// Base of all logical operators. Expressions of a node refer to columns of its (first) input by position.
class LogicalNode {
public:
    virtual ~LogicalNode() = default;
    LogicalKind kind() const { return kind_; }
    const TableSchema& schema() const { return schema_; }
    const std::vector<LogicalPtr>& inputs() const { return inputs_; }
    const LogicalPtr& input() const { return inputs_.at(0); }
    /// A copy of this node over other inputs (same arity); expressions are kept as they are.
    virtual LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const = 0;

protected:
    LogicalNode(LogicalKind kind, TableSchema schema, std::vector<LogicalPtr> inputs)
        : kind_(kind), schema_(std::move(schema)), inputs_(std::move(inputs)) {}

private:
    LogicalKind kind_;
    TableSchema schema_;
    std::vector<LogicalPtr> inputs_;
};

/// Reads a CSV file; `columns` are the file's field positions produced, in output order.
class ScanNode final : public LogicalNode {
public:
    ScanNode(std::string table_name, CsvTableSource source, std::vector<uint32_t> columns);
    const std::string& tableName() const { return table_name_; }
    const CsvTableSource& source() const { return source_; }
    const std::vector<uint32_t>& columns() const { return columns_; }
    LogicalPtr withInputs(std::vector<LogicalPtr>) const override;

private:
    std::string table_name_;
    CsvTableSource source_;
    std::vector<uint32_t> columns_;
};

/// Reads rows held in memory (fromValues, cache(), an emptied branch).
class ValuesNode final : public LogicalNode {
public:
    ValuesNode(std::string name, TableSchema schema, std::shared_ptr<const exec::RowStore> rows);
    const std::string& name() const { return name_; }
    const std::shared_ptr<const exec::RowStore>& rows() const { return rows_; }
    LogicalPtr withInputs(std::vector<LogicalPtr>) const override;

private:
    std::string name_;
    std::shared_ptr<const exec::RowStore> rows_;
};

/// Keeps rows whose BOOLEAN predicate is TRUE.
class FilterNode final : public LogicalNode {
public:
    FilterNode(LogicalPtr input, exec::BoundExprPtr predicate);
    const exec::BoundExprPtr& predicate() const { return predicate_; }
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;

private:
    exec::BoundExprPtr predicate_;
};

/// Computes one output column per expression.
class ProjectNode final : public LogicalNode {
public:
    /// REQUIRES: names.size() == exprs.size().
    ProjectNode(LogicalPtr input, std::vector<exec::BoundExprPtr> exprs, std::vector<std::string> names);
    const std::vector<exec::BoundExprPtr>& exprs() const { return exprs_; }
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;

private:
    std::vector<exec::BoundExprPtr> exprs_;
};

/// One aggregate call: function over argument expressions of the Aggregate's input.
struct AggregateCall {
    const exec::AggregateFunction* function = nullptr;  // registry-owned
    exec::Signature signature;                          // params (args already cast) and result type
    std::vector<exec::BoundExprPtr> args;               // empty for count(*)
    bool distinct = false;
    std::string text;                                   // e.g. "count(id)", for EXPLAIN and errors
};

/// Groups by key expressions; outputs the keys then one column per aggregate call. No keys: one row always.
class AggregateNode final : public LogicalNode {
public:
    AggregateNode(LogicalPtr input, std::vector<exec::BoundExprPtr> keys, std::vector<AggregateCall> aggregates,
                  std::vector<std::string> names);
    const std::vector<exec::BoundExprPtr>& keys() const { return keys_; }
    const std::vector<AggregateCall>& aggregates() const { return aggregates_; }
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;

private:
    std::vector<exec::BoundExprPtr> keys_;
    std::vector<AggregateCall> aggregates_;
};

/// One ORDER BY key.
struct SortSpec {
    exec::BoundExprPtr expr;
    bool descending = false;
    bool nulls_first = false;  // resolved: NULL is the largest value unless NULLS FIRST/LAST was written
};

class SortNode final : public LogicalNode {
public:
    SortNode(LogicalPtr input, std::vector<SortSpec> keys);
    const std::vector<SortSpec>& keys() const { return keys_; }
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;

private:
    std::vector<SortSpec> keys_;
};

/// Skips `offset` rows, then keeps `fetch` rows (all when absent).
class LimitNode final : public LogicalNode {
public:
    LimitNode(LogicalPtr input, uint64_t offset, std::optional<uint64_t> fetch);
    uint64_t offset() const { return offset_; }
    const std::optional<uint64_t>& fetch() const { return fetch_; }
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;

private:
    uint64_t offset_;
    std::optional<uint64_t> fetch_;
};

/// Sort + Limit with a fetch, executed with a bounded heap.
class TopNNode final : public LogicalNode {
public:
    TopNNode(LogicalPtr input, std::vector<SortSpec> keys, uint64_t offset, uint64_t fetch);
    const std::vector<SortSpec>& keys() const { return keys_; }
    uint64_t offset() const { return offset_; }
    uint64_t fetch() const { return fetch_; }
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;

private:
    std::vector<SortSpec> keys_;
    uint64_t offset_;
    uint64_t fetch_;
};

/// Removes duplicate rows (NULLs equal).
class DistinctNode final : public LogicalNode {
public:
    explicit DistinctNode(LogicalPtr input);
    LogicalPtr withInputs(std::vector<LogicalPtr> inputs) const override;
};

/// Downcast helper: `as<FilterNode>(node)`. REQUIRES: node is of that class.
template <class T>
const T& as(const LogicalNode& node) {
    return static_cast<const T&>(node);
}

}  // namespace tabula::planner
