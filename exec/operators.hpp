// Factories for the physical operators; the implementation classes stay in their own files. Each takes its
// input operator(s) and the parameters EXPLAIN shows, already rendered.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "exec/column_table.hpp"
#include "exec/evaluator.hpp"
#include "exec/function_registry.hpp"
#include "exec/group_window.hpp"
#include "exec/pipeline/physical_operator.hpp"
#include "exec/row_store.hpp"
#include "exec/user_table_aggregate_function.hpp"
#include "exec/user_table_function.hpp"
#include "exec/window_function.hpp"
#include "tabula/csv_table_source.hpp"

namespace tabula::exec {

/// EXPLAIN parameters: `name=[value]` pairs, in order.
using ExplainParams = std::vector<std::pair<std::string, std::string>>;

/// The children list of a one-input operator.
inline std::vector<std::unique_ptr<PhysicalOperator>> oneChild(std::unique_ptr<PhysicalOperator> input) {
    std::vector<std::unique_ptr<PhysicalOperator>> children;
    children.push_back(std::move(input));
    return children;
}

/// Passes rows whose predicate is TRUE (NULL and FALSE drop). REQUIRES: predicate type BOOLEAN. `condition` is
/// the predicate's text.
std::unique_ptr<PhysicalOperator> makeFilter(CompiledExprPtr predicate, std::string condition,
                                             std::unique_ptr<PhysicalOperator> input);

/// Replaces each row by the values of `exprs`; `select` is their text.
std::unique_ptr<PhysicalOperator> makeProject(std::vector<CompiledExprPtr> exprs, std::string select,
                                              std::unique_ptr<PhysicalOperator> input);

/// One aggregate call of a HashAggregate.
struct AggregateCall {
    std::unique_ptr<Accumulator> accumulator;
    std::optional<uint32_t> input_column;  // nullopt for count(*)
    DataType input_type;                   // type of the input column (ignored for count(*))
    bool distinct = false;                 // aggregate each group's distinct non-null inputs only
};

/// Groups by the key columns (NULLs form one group) and outputs key columns then aggregate results
/// (`output_types`), in first-seen group order. With no keys (`global`), outputs exactly one row even for empty
/// input. Pipeline instances' tables combine with Accumulator::merge.
std::unique_ptr<PhysicalOperator> makeHashAggregate(std::vector<uint32_t> key_columns,
                                                    std::vector<AggregateCall> aggregates,
                                                    std::vector<DataType> output_types, ExplainParams params,
                                                    std::unique_ptr<PhysicalOperator> input);

/// Sort key over a column of the input row.
struct SortKey {
    uint32_t column;
    bool descending = false;
    bool nulls_first = false;  // as planned; Flink SQL's default is NULL as the largest value
};

/// The keys as EXPLAIN shows them: "$0 ASC NULLS LAST, $2 DESC NULLS FIRST".
std::string describeSortKeys(const std::vector<SortKey>& keys);

/// Sorts all rows (stable) and emits them.
std::unique_ptr<PhysicalOperator> makeSort(std::vector<SortKey> keys, std::unique_ptr<PhysicalOperator> input);

/// Emits rows [offset, offset + fetch) of the sorted order, keeping only offset + fetch rows in a heap.
std::unique_ptr<PhysicalOperator> makeTopN(std::vector<SortKey> keys, uint64_t offset, uint64_t fetch,
                                           std::unique_ptr<PhysicalOperator> input);

/// Window functions over rows sorted by `partition_columns`, then by `order_keys` (the operator does not sort):
/// each row comes out with one more column per call, its function's value over the row's partition (rows equal in
/// the partition columns, NULLs equal) in the order of `order_keys`. Rows keep their order.
std::unique_ptr<PhysicalOperator> makeWindow(std::vector<uint32_t> partition_columns, std::vector<SortKey> order_keys,
                                             std::vector<WindowCall> calls, ExplainParams params,
                                             std::unique_ptr<PhysicalOperator> input);

/// Assigns each row with a non-NULL time (column `time_column`, ms) to the group windows `window` puts it in and
/// pushes it once per window, with the window's start and end appended (TIMESTAMP for time windows; for row-count
/// windows both are the window's number within its partition, BIGINT). Sessions and row-count windows need their
/// rows sorted by `partition_columns`, then time (the operator does not sort); time windows ignore the partition.
std::unique_ptr<PhysicalOperator> makeGroupWindow(GroupWindow window, uint32_t time_column,
                                                  std::vector<uint32_t> partition_columns, ExplainParams params,
                                                  std::unique_ptr<PhysicalOperator> input);

/// Flink's Top-N over rows in any order: of each partition (rows equal in `partition_columns`, NULLs equal) the
/// rows whose `limit.kind` ranking by `order_keys` is at most `limit.limit`, each with one BIGINT column more per
/// entry of `calls` (the value of that ranking: RowNumber, Rank or DenseRank), partition after partition, each
/// partition's rows in their order. The results equal those of a Window over the sorted rows filtered on the
/// ranking; peers under ROW_NUMBER are numbered in arrival order. Memory: the kept rows (see RankedPartitions).
std::unique_ptr<PhysicalOperator> makeWindowTopN(std::vector<uint32_t> partition_columns,
                                                 std::vector<SortKey> order_keys, std::vector<WindowFunctionKind> calls,
                                                 RankLimit limit, ExplainParams params,
                                                 std::unique_ptr<PhysicalOperator> input);

/// The call of a user-defined table function a Correlate makes for each input row.
struct CorrelatedCall {
    const UserTableFunction* function = nullptr;  // outlives the operator
    size_t overload = 0;
    std::vector<CompiledExprPtr> args;  // over the input row, of the overload's parameter types
    std::string text;                   // the call as written, for errors
    ErrorSourcePtr source;              // where it was written (nullptr: not from text)
    SourceSpan span;
};

/// Each input row followed by each row the call gives for it, in the order the function collects them; with
/// `outer`, an input row it gives none for comes out once with NULLs in the function's columns (Flink's
/// leftOuterJoinLateral). An exception of the function becomes an ExecutionError naming it, the call and the
/// values of its arguments, placed at the call.
std::unique_ptr<PhysicalOperator> makeCorrelate(CorrelatedCall call, bool outer, ExplainParams params,
                                                std::unique_ptr<PhysicalOperator> input);

/// The call of a user-defined table aggregate function a TableAggregate makes over each group.
struct GroupedTableAggregateCall {
    const UserTableAggregateFunction* function = nullptr;  // outlives the operator
    std::vector<uint32_t> args;                            // input columns, of the function's parameter types
    std::string text;                                      // the call as written, for errors
    ErrorSourcePtr source;                                 // where it was written (nullptr: not from text)
    SourceSpan span;
};

/// Over input rows that arrive grouped — sorted on `key_columns`, NULLs together; the planner puts a Sort below,
/// which with no keys gathers every row into one stream —, each group's key values followed by each row the call
/// emits for the group once its last row arrived. Without keys every row is one group, and no row at all still
/// one (a fresh accumulator's rows). An exception of the function becomes an ExecutionError at the call.
std::unique_ptr<PhysicalOperator> makeTableAggregate(std::vector<uint32_t> key_columns, GroupedTableAggregateCall call,
                                                     ExplainParams params, std::unique_ptr<PhysicalOperator> input);

/// Skips `offset` rows then passes at most `fetch` rows (all when nullopt), then asks for no more input.
std::unique_ptr<PhysicalOperator> makeLimit(uint64_t offset, std::optional<uint64_t> fetch,
                                            std::unique_ptr<PhysicalOperator> input);

/// Passes the first occurrence of each distinct row (NULLs equal). Its set is shared by all pipeline instances.
std::unique_ptr<PhysicalOperator> makeDistinct(std::unique_ptr<PhysicalOperator> input);

/// The rows of every input, input after input (FanIn: no work per row). REQUIRES: at least two inputs, all of the
/// same column types (else an internal ExecutionError).
std::unique_ptr<PhysicalOperator> makeUnionAll(std::vector<std::unique_ptr<PhysicalOperator>> inputs);

/// INTERSECT and EXCEPT (Flink's minus), with bag semantics for the ALL kinds; rows compare whole, NULLs equal.
enum class SetOperationKind {
    Intersect,     ///< each distinct row found on both sides, once
    IntersectAll,  ///< a row n times on the left and m times on the right: min(n, m) copies
    Minus,         ///< each distinct left row not found on the right, once
    MinusAll,      ///< a row n times on the left and m times on the right: max(n - m, 0) copies
};

/// "Intersect", "IntersectAll", "Minus", "MinusAll", as EXPLAIN names the operator.
std::string_view setOperationName(SetOperationKind kind);

/// `left` (child 0, streamed, output in its order) against the gathered rows of `right` (child 1). REQUIRES: both
/// inputs of the same column types (else an internal ExecutionError).
std::unique_ptr<PhysicalOperator> makeSetOperation(SetOperationKind kind, std::unique_ptr<PhysicalOperator> left,
                                                   std::unique_ptr<PhysicalOperator> right);

/// Which rows a join passes. The probe side (child 0) streams; the build side (child 1) is gathered first.
enum class JoinKind {
    Inner,      ///< every matching pair
    Left,       ///< every matching pair, and each probe row without a match padded with NULLs
    Right,      ///< every matching pair, and each build row without a match padded with NULLs (after the probe side)
    Full,       ///< Left and Right together
    Semi,       ///< each probe row with at least one match, once; probe columns only
    Anti,       ///< each probe row without a match (NOT EXISTS: a NULL key matches nothing); probe columns only.
                ///< NOT IN, where a NULL key on either side makes the answer unknown, is not offered yet.
    RightSemi,  ///< Semi with the sides traded: each build row with at least one match, once; build columns only
    RightAnti,  ///< Anti with the sides traded: each build row without a match; build columns only
};

/// "inner", "left", "right", "full", "semi", "anti", "right semi", "right anti", as EXPLAIN shows the kind.
std::string_view joinKindName(JoinKind kind);

/// What a join outputs and which pairs match beyond its keys. Positions count the probe row's columns first,
/// then the build row's: in a probe row of P columns, build column b is position P + b.
struct JoinOutput {
    std::vector<uint32_t> columns;  ///< the output row, by position; Semi and Anti may name probe columns only,
                                    ///< RightSemi and RightAnti build columns only
    CompiledExprPtr residual;       ///< BOOLEAN over the probe row followed by the build row; nullptr: none.
                                    ///< A pair matches only when it is TRUE; for an outer join a failed residual
                                    ///< means "no match" for that pair, it never drops a preserved row.
};

/// Equi-join: a probe row matches the build rows whose key cells equal its own (`probe_keys[k]` with
/// `build_keys[k]`, column indexes of each side, of equal types); a NULL key matches nothing, but the row is
/// still kept padded by the outer kinds and by Anti. Build rows are stored once, in a chained hash table without
/// per-row allocation. Right, Full and RightAnti push the unmatched build rows from a trailing source, RightSemi
/// the matched ones. Throws InternalError for keys of different counts or types, positions out of range,
/// Semi/Anti output of build columns, RightSemi/RightAnti output of probe columns or a residual that is not BOOLEAN.
std::unique_ptr<PhysicalOperator> makeHashJoin(JoinKind kind, std::vector<uint32_t> probe_keys,
                                               std::vector<uint32_t> build_keys, JoinOutput output,
                                               ExplainParams params, std::unique_ptr<PhysicalOperator> probe,
                                               std::unique_ptr<PhysicalOperator> build);

/// Join on any condition (`output.residual`; nullptr: every pair matches): each probe row meets every build row.
/// Kinds and errors as makeHashJoin.
std::unique_ptr<PhysicalOperator> makeNestedLoopJoin(JoinKind kind, JoinOutput output, ExplainParams params,
                                                     std::unique_ptr<PhysicalOperator> probe,
                                                     std::unique_ptr<PhysicalOperator> build);

/// Every pair of rows: `streamed` (child 0) row by row over the gathered rows of `materialised` (child 1); the
/// planner materialises the smaller side and orders the output columns with `columns` (positions as in
/// JoinOutput).
std::unique_ptr<PhysicalOperator> makeCrossProduct(std::vector<uint32_t> columns, ExplainParams params,
                                                   std::unique_ptr<PhysicalOperator> streamed,
                                                   std::unique_ptr<PhysicalOperator> materialised);

/// Scans one version of an in-memory table, producing the table columns `columns` in this order; `name` is what
/// EXPLAIN calls it. Only the rows that meet every one of `ranges` are decoded and produced (`ranges_text`, the
/// conditions they stand for, is EXPLAIN's `filter`). The operator keeps the version alive: the rows it reads are
/// the version's, whatever the table publishes later. A RowFailure coming back for one of its rows is placed at
/// "row N of <name>", unless the name is in parentheses (rows the planner made).
std::unique_ptr<PhysicalOperator> makeColumnTableScan(SnapshotPtr table, std::vector<uint32_t> columns,
                                                      std::string name, std::vector<ScanRange> ranges = {},
                                                      std::string ranges_text = "");

/// Scans a CSV file, parsing only the `columns` (file positions, in output order) into cells. Errors are
/// IoError naming path:line:column and the column; with ignore_parse_errors, bad lines are skipped and counted,
/// and a warning in the QueryContext reports how many (with the first error).
std::unique_ptr<PhysicalOperator> makeCsvScan(std::string path, TableSchema file_schema, CsvOptions options,
                                              std::vector<uint32_t> columns, ExplainParams params);

/// Scans a JSON lines file (one object per line, keys naming the fields of `file_schema`; blank lines skipped),
/// converting only the `columns` (checking every field when lenient, so that which lines are skipped does not depend
/// on them). A missing key or null is NULL; unknown keys are ignored. Errors are IoError
/// naming path:line (and the column within the line for malformed JSON); options as makeCsvScan's, of which only
/// not_null_fields and ignore_parse_errors apply.
std::unique_ptr<PhysicalOperator> makeJsonScan(std::string path, TableSchema file_schema, CsvOptions options,
                                               std::vector<uint32_t> columns, ExplainParams params);

}  // namespace tabula::exec
