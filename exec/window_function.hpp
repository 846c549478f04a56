// What a window function computes for each row of a partition, shared by the planner (which binds SQL's window
// calls to it) and the Window operator (which evaluates it over sorted partitions).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "exec/function_registry.hpp"
#include "tabula/error.hpp"
#include "tabula/type.hpp"

namespace tabula::exec {

/// The functions a window evaluates: ranking and navigation functions, and any aggregate over a frame.
enum class WindowFunctionKind : uint8_t {
    RowNumber,    ///< 1, 2, 3 ... in the partition's order
    Rank,         ///< 1 + the rows before the row's first peer (ties share a rank, gaps follow)
    DenseRank,    ///< 1 + the peer groups before the row's (no gaps)
    PercentRank,  ///< (rank - 1) / (rows - 1), 0 in a partition of one row
    CumeDist,     ///< (rows up to the row's last peer) / rows
    Ntile,        ///< the bucket 1..n of n buckets as equal as can be, the larger ones first
    Lag,          ///< the value `parameter` rows before, or the default
    Lead,         ///< the value `parameter` rows after, or the default
    FirstValue,   ///< the value at the frame's first row
    LastValue,    ///< the value at the frame's last row
    NthValue,     ///< the value at the frame's row number `parameter` (from 1)
    Aggregate,    ///< an aggregate function over the frame's rows
};

/// The SQL name of a kind other than Aggregate ("ROW_NUMBER").
std::string windowFunctionName(WindowFunctionKind kind);

/// ROWS counts rows from the current one; RANGE takes the current row's peers (equal ORDER BY keys) with it.
enum class FrameUnit : uint8_t { Rows, Range };
enum class FrameBoundKind : uint8_t { UnboundedPreceding, Preceding, CurrentRow, Following, UnboundedFollowing };

/// One end of a frame; `offset` counts rows for Preceding and Following.
struct FrameBound {
    FrameBoundKind kind = FrameBoundKind::CurrentRow;
    int64_t offset = 0;
    bool operator==(const FrameBound&) const = default;
};

/// The rows of its partition an aggregate, FIRST_VALUE, LAST_VALUE or NTH_VALUE sees for each row. By default (no
/// frame written) RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW: with no ORDER BY every row is a peer of every
/// other, so that is the whole partition.
struct WindowFrame {
    FrameUnit unit = FrameUnit::Range;
    FrameBound start{FrameBoundKind::UnboundedPreceding, 0};
    FrameBound end{FrameBoundKind::CurrentRow, 0};
    bool operator==(const WindowFrame&) const = default;
};

/// True for the functions that read a frame: aggregates, FIRST_VALUE, LAST_VALUE and NTH_VALUE.
bool readsFrame(WindowFunctionKind kind);

/// "ROWS BETWEEN 2 PRECEDING AND CURRENT ROW".
std::string describeFrame(const WindowFrame& frame);

/// Flink's Top-N: the rows whose ranking `kind` (RowNumber, Rank or DenseRank) in their partition is at most
/// `limit`.
struct RankLimit {
    WindowFunctionKind kind = WindowFunctionKind::RowNumber;
    uint64_t limit = 0;
    bool operator==(const RankLimit&) const = default;
};

/// One function a Window operator computes; its result is appended to the row.
struct WindowCall {
    WindowFunctionKind kind = WindowFunctionKind::Aggregate;
    std::unique_ptr<Accumulator> accumulator;  ///< Aggregate only
    std::optional<uint32_t> input_column;      ///< the argument's column; none for count(*) and the rankings
    std::optional<uint32_t> default_column;    ///< LAG and LEAD: the default's column (none: NULL)
    int64_t parameter = 0;                     ///< NTILE's buckets, LAG's and LEAD's offset, NTH_VALUE's n
    WindowFrame frame;                         ///< Aggregate, FirstValue, LastValue, NthValue
    DataType result_type;
    /// Aggregate: where the call was written, given to its run-time errors (an overflowing sum); no source for
    /// calls not written in text.
    ErrorSourcePtr call_source;
    SourceSpan call_span;
};

}  // namespace tabula::exec
