// Names and descriptions of window functions and frames, for EXPLAIN and errors.
#include "exec/window_function.hpp"

namespace tabula::exec {

std::string windowFunctionName(WindowFunctionKind kind) {
    switch (kind) {
        case WindowFunctionKind::RowNumber: return "ROW_NUMBER";
        case WindowFunctionKind::Rank: return "RANK";
        case WindowFunctionKind::DenseRank: return "DENSE_RANK";
        case WindowFunctionKind::PercentRank: return "PERCENT_RANK";
        case WindowFunctionKind::CumeDist: return "CUME_DIST";
        case WindowFunctionKind::Ntile: return "NTILE";
        case WindowFunctionKind::Lag: return "LAG";
        case WindowFunctionKind::Lead: return "LEAD";
        case WindowFunctionKind::FirstValue: return "FIRST_VALUE";
        case WindowFunctionKind::LastValue: return "LAST_VALUE";
        case WindowFunctionKind::NthValue: return "NTH_VALUE";
        case WindowFunctionKind::Aggregate: return "aggregate";
    }
    return "";
}

bool readsFrame(WindowFunctionKind kind) {
    return kind == WindowFunctionKind::Aggregate || kind == WindowFunctionKind::FirstValue ||
           kind == WindowFunctionKind::LastValue || kind == WindowFunctionKind::NthValue;
}

namespace {

std::string describeBound(const FrameBound& bound) {
    switch (bound.kind) {
        case FrameBoundKind::UnboundedPreceding: return "UNBOUNDED PRECEDING";
        case FrameBoundKind::Preceding: return std::to_string(bound.offset) + " PRECEDING";
        case FrameBoundKind::CurrentRow: return "CURRENT ROW";
        case FrameBoundKind::Following: return std::to_string(bound.offset) + " FOLLOWING";
        case FrameBoundKind::UnboundedFollowing: return "UNBOUNDED FOLLOWING";
    }
    return "";
}

}  // namespace

std::string describeFrame(const WindowFrame& frame) {
    return std::string(frame.unit == FrameUnit::Rows ? "ROWS" : "RANGE") + " BETWEEN " + describeBound(frame.start) +
           " AND " + describeBound(frame.end);
}

}  // namespace tabula::exec
