// Factories for the physical operators; the implementation classes stay in their own files.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "exec/evaluator.hpp"
#include "exec/function_registry.hpp"
#include "exec/operator.hpp"
#include "exec/row_store.hpp"
#include "tabula/csv_table_source.hpp"

namespace tabula::exec {

/// Passes rows whose predicate is TRUE (NULL and FALSE drop). REQUIRES: predicate type BOOLEAN.
std::unique_ptr<Operator> makeFilter(CompiledExprPtr predicate);

/// Replaces each row by the values of `exprs`.
std::unique_ptr<Operator> makeProject(std::vector<CompiledExprPtr> exprs);

/// One aggregate call of a HashAggregate.
struct AggregateCall {
    std::unique_ptr<Accumulator> accumulator;
    std::optional<uint32_t> input_column;  // nullopt for count(*)
    DataType input_type;                   // type of the input column (ignored for count(*))
    bool distinct = false;                 // aggregate each group's distinct non-null inputs only
};

/// Groups by the key columns (NULLs form one group) and outputs key columns then aggregate results, in
/// first-seen group order. With no keys (`global`), outputs exactly one row even for empty input.
std::unique_ptr<Operator> makeHashAggregate(std::vector<uint32_t> key_columns, std::vector<DataType> input_types,
                                            std::vector<AggregateCall> aggregates);

/// Sort key over a column of the input row.
struct SortKey {
    uint32_t column;
    bool descending = false;
    bool nulls_first = false;  // as planned; Flink SQL's default is NULL as the largest value
};

/// Sorts all rows (stable) and emits them.
std::unique_ptr<Operator> makeSort(std::vector<SortKey> keys, std::vector<DataType> types);

/// Emits rows [offset, offset + fetch) of the sorted order, keeping only offset + fetch rows in a heap.
std::unique_ptr<Operator> makeTopN(std::vector<SortKey> keys, std::vector<DataType> types, uint64_t offset,
                                   uint64_t fetch);

/// Skips `offset` rows then passes at most `fetch` rows (all when nullopt), then asks for no more input.
std::unique_ptr<Operator> makeLimit(uint64_t offset, std::optional<uint64_t> fetch);

/// Passes the first occurrence of each distinct row (NULLs equal).
std::unique_ptr<Operator> makeDistinct(std::vector<DataType> types);

/// Receives final rows. The callback returns false to stop the query early.
std::unique_ptr<Operator> makeCallbackSink(std::function<bool(RowView)> on_row);

/// Scans an in-memory table.
std::unique_ptr<Source> makeRowStoreScan(std::shared_ptr<const RowStore> rows);

/// Scans a CSV file, parsing only the `columns` (file positions, in output order) into cells. Errors are
/// IoError naming path:line:column and the column; with ignore_parse_errors, bad lines are skipped and counted,
/// and a warning in the ExecContext reports how many (with the first error).
std::unique_ptr<Source> makeCsvScan(std::string path, TableSchema file_schema, CsvOptions options,
                                    std::vector<uint32_t> columns);

}  // namespace tabula::exec
