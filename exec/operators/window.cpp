// Window: evaluates window functions over rows that arrive sorted by their partition keys, then their ORDER BY
// keys (the planner puts a Sort below). It holds one partition at a time: when a row of the next partition arrives,
// or the input ends, it computes every function over the held rows and pushes each row with the results appended.
// Memory: the rows of the largest partition, their strings and one result per function per row.
#include <algorithm>
#include <memory>
#include <optional>

#include "exec/cell_copy.hpp"
#include "exec/operators.hpp"
#include "exec/operators/row_comparator.hpp"
#include "exec/operators/window_frames.hpp"
#include "exec/pipeline/state_cast.hpp"

namespace tabula::exec {
namespace {

struct WindowLocal final : LocalState {
    std::vector<Cell> rows;  // the partition's rows, one after another, their strings in `strings`
    size_t count = 0;        // rows held (counted apart: a row may have no columns at all)
    Arena strings;
    std::vector<size_t> peer_begin;  // per row: the first and one past the last of its peers
    std::vector<size_t> peer_end;
    std::vector<size_t> nearest_value;  // FIRST_VALUE, LAST_VALUE: per row, the nearest row with a value
    std::vector<FrameRange> frames;
    std::optional<WindowFrame> frames_of;                       // the frame `frames` hold, for the partition held
    std::vector<Cell> inputs;                                   // one call's argument per row
    std::vector<std::vector<Cell>> results;                     // per call, per row
    std::vector<std::unique_ptr<FrameAggregator>> aggregators;  // per call; null but for aggregates
    Arena result_strings;
    std::vector<Cell> out;  // the row being pushed
};

std::vector<DataType> withResults(std::vector<DataType> types, const std::vector<WindowCall>& calls) {
    for (const WindowCall& call : calls) types.push_back(call.result_type);
    return types;
}

Cell doubleCell(double value) {
    Cell cell;
    cell.null = false;
    cell.d = value;
    return cell;
}

/// NTILE: the bucket of row i of `rows` rows in `buckets` buckets, the first rows % buckets of them one row larger.
int64_t bucketOf(size_t i, size_t rows, uint64_t buckets) {
    const size_t small = rows / buckets;
    const size_t large_buckets = rows % buckets;
    const size_t in_large = large_buckets * (small + 1);
    if (i < in_large) return static_cast<int64_t>(i / (small + 1) + 1);
    return static_cast<int64_t>(large_buckets + (i - in_large) / small + 1);
}

bool needsPeers(const WindowCall& call) {
    switch (call.kind) {
        case WindowFunctionKind::Rank:
        case WindowFunctionKind::DenseRank:
        case WindowFunctionKind::PercentRank:
        case WindowFunctionKind::CumeDist: return true;
        default: return readsFrame(call.kind) && call.frame.unit == FrameUnit::Range;
    }
}

class Window final : public PhysicalOperator {
public:
    Window(std::vector<uint32_t> partition_columns, std::vector<SortKey> order_keys, std::vector<WindowCall> calls,
           ExplainParams params, std::vector<DataType> types, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(std::move(types), oneChild(std::move(input))),
          width_(children()[0]->types().size()),
          partition_(ascendingKeys(partition_columns), children()[0]->types()),
          peers_(order_keys, children()[0]->types()),
          order_keys_(std::move(order_keys)),
          calls_(std::move(calls)),
          params_(std::move(params)) {
        string_columns_ = stringPositions(children()[0]->types());
        needs_peers_ = std::any_of(calls_.begin(), calls_.end(), needsPeers);
    }

    OperatorDescription describe() const override { return {"Window", params_, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Stream; }

    std::unique_ptr<LocalState> makeStreamState(GlobalState*) const override {
        auto local = std::make_unique<WindowLocal>();
        local->results.resize(calls_.size());
        for (const WindowCall& call : calls_) {
            local->aggregators.push_back(call.kind == WindowFunctionKind::Aggregate
                                             ? std::make_unique<FrameAggregator>(*call.accumulator, call.result_type)
                                             : nullptr);
        }
        local->out.resize(types().size());
        return local;
    }

    bool execute(RowView row, Downstream& out, GlobalState*, LocalState* local) const override {
        auto& state = stateAs<WindowLocal>(local);
        if (state.count > 0 && partition_.compare(row, rowAt(state, state.count - 1)) != 0) {
            if (!emitPartition(state, out)) return false;
        }
        const size_t at = state.rows.size();
        state.rows.insert(state.rows.end(), row.begin(), row.end());
        copyStrings(std::span(state.rows).subspan(at), string_columns_, state.strings);
        ++state.count;
        return true;
    }

    bool flush(Downstream& out, GlobalState*, LocalState* local) const override {
        auto& state = stateAs<WindowLocal>(local);
        return state.count == 0 || emitPartition(state, out);
    }

private:
    RowView rowAt(const WindowLocal& state, size_t i) const { return RowView(state.rows.data() + i * width_, width_); }

    void findPeers(WindowLocal& state) const {
        const size_t n = state.count;
        state.peer_begin.resize(n);
        state.peer_end.resize(n);
        size_t group = 0;
        for (size_t i = 1; i <= n; ++i) {
            if (i < n && peers_.compare(rowAt(state, i), rowAt(state, i - 1)) == 0) continue;
            for (size_t j = group; j < i; ++j) {
                state.peer_begin[j] = group;
                state.peer_end[j] = i;
            }
            group = i;
        }
    }

    /// The argument column `column` of every row, gathered for a call.
    const Cell* gather(WindowLocal& state, uint32_t column) const {
        state.inputs.resize(state.count);
        for (size_t i = 0; i < state.count; ++i) state.inputs[i] = state.rows[i * width_ + column];
        return state.inputs.data();
    }

    /// The frame of every held row into state.frames; calls over the same frame share the work.
    void computeFrames(WindowLocal& state, const WindowFrame& frame) const {
        if (state.frames_of == frame) return;
        state.frames_of = frame;
        state.frames.resize(state.count);
        if (isValueRange(frame)) {
            const SortKey& key = order_keys_.at(0);
            const Cell* keys = gather(state, key.column);
            rangeFrames(frame, std::span(keys, state.count), children()[0]->types()[key.column].id(), key.descending,
                        state.peer_begin, state.peer_end, state.frames);
            return;
        }
        for (size_t i = 0; i < state.count; ++i) {
            const size_t peer_begin = needs_peers_ ? state.peer_begin[i] : i;
            const size_t peer_end = needs_peers_ ? state.peer_end[i] : i + 1;
            state.frames[i] = frameOf(frame, i, state.count, peer_begin, peer_end);
        }
    }

    void compute(WindowLocal& state, size_t k) const {
        const WindowCall& call = calls_[k];
        const size_t n = state.count;
        std::vector<Cell>& result = state.results[k];
        result.assign(n, Cell());
        switch (call.kind) {
            case WindowFunctionKind::RowNumber:
                for (size_t i = 0; i < n; ++i) result[i] = integerCell(static_cast<int64_t>(i + 1));
                return;
            case WindowFunctionKind::Rank:
                for (size_t i = 0; i < n; ++i) result[i] = integerCell(static_cast<int64_t>(state.peer_begin[i] + 1));
                return;
            case WindowFunctionKind::DenseRank: {
                int64_t rank = 0;
                for (size_t i = 0; i < n; ++i) {
                    if (state.peer_begin[i] == i) ++rank;
                    result[i] = integerCell(rank);
                }
                return;
            }
            case WindowFunctionKind::PercentRank:
                for (size_t i = 0; i < n; ++i) {
                    result[i] =
                        doubleCell(n > 1 ? static_cast<double>(state.peer_begin[i]) / static_cast<double>(n - 1) : 0.0);
                }
                return;
            case WindowFunctionKind::CumeDist:
                for (size_t i = 0; i < n; ++i)
                    result[i] = doubleCell(static_cast<double>(state.peer_end[i]) / static_cast<double>(n));
                return;
            case WindowFunctionKind::Ntile:
                for (size_t i = 0; i < n; ++i)
                    result[i] = integerCell(bucketOf(i, n, static_cast<uint64_t>(call.parameter)));
                return;
            case WindowFunctionKind::Lag:
            case WindowFunctionKind::Lead: computeShifted(state, call, result); return;
            case WindowFunctionKind::FirstValue:
            case WindowFunctionKind::LastValue:
            case WindowFunctionKind::NthValue: computeFrameValue(state, call, result); return;
            case WindowFunctionKind::Aggregate: {
                computeFrames(state, call.frame);
                // The argument is read in place: the column of the held rows, a row's width apart.
                const Cell* inputs = call.input_column ? state.rows.data() + *call.input_column : nullptr;
                const bool grows = call.frame.start.kind == FrameBoundKind::UnboundedPreceding;
                try {
                    state.aggregators[k]->evaluate(state.frames, inputs, width_, grows, result, state.result_strings);
                } catch (ExecutionError& error) {
                    // Located here, once per partition, not by a wrapper around each of the accumulator's calls.
                    if (!error.span() && call.call_source) error.relocate(call.call_source, call.call_span);
                    throw;
                }
                return;
            }
        }
    }

    void computeShifted(WindowLocal& state, const WindowCall& call, std::vector<Cell>& result) const {
        const auto offset = static_cast<size_t>(call.parameter);
        for (size_t i = 0; i < state.count; ++i) {
            const bool lag = call.kind == WindowFunctionKind::Lag;
            const bool inside = lag ? offset <= i : offset < state.count - i;
            if (inside) {
                result[i] = state.rows[(lag ? i - offset : i + offset) * width_ + *call.input_column];
            } else if (call.default_column) {
                result[i] = state.rows[i * width_ + *call.default_column];
            }
        }
    }

    /// FIRST_VALUE and LAST_VALUE skip NULL values, as Flink's do: the first (last) non-NULL value of the frame,
    /// found through the nearest non-NULL row at or after (before) each row. NTH_VALUE counts every row.
    void computeFrameValue(WindowLocal& state, const WindowCall& call, std::vector<Cell>& result) const {
        computeFrames(state, call.frame);
        const size_t n = state.count;
        auto value = [&](size_t row) -> const Cell& { return state.rows[row * width_ + *call.input_column]; };
        std::vector<size_t>& nearest = state.nearest_value;
        nearest.assign(n + 1, n);
        if (call.kind == WindowFunctionKind::FirstValue) {
            for (size_t j = n; j-- > 0;) nearest[j] = value(j).null ? nearest[j + 1] : j;  // at or after j
        } else if (call.kind == WindowFunctionKind::LastValue) {
            for (size_t j = 0; j < n; ++j) nearest[j + 1] = value(j).null ? nearest[j] : j;  // before j + 1
        }
        for (size_t i = 0; i < n; ++i) {
            const FrameRange frame = state.frames[i];
            if (frame.begin >= frame.end) continue;
            size_t row = n;
            if (call.kind == WindowFunctionKind::FirstValue && nearest[frame.begin] < frame.end) {
                row = nearest[frame.begin];
            } else if (call.kind == WindowFunctionKind::LastValue && nearest[frame.end] < n &&
                       nearest[frame.end] >= frame.begin) {
                row = nearest[frame.end];
            } else if (call.kind == WindowFunctionKind::NthValue &&
                       static_cast<uint64_t>(call.parameter) <= frame.end - frame.begin) {
                row = frame.begin + static_cast<size_t>(call.parameter) - 1;
            }
            if (row < n) result[i] = value(row);
        }
    }

    /// Computes every call over the partition held, pushes its rows and forgets them.
    bool emitPartition(WindowLocal& state, Downstream& out) const {
        if (needs_peers_) findPeers(state);
        for (size_t k = 0; k < calls_.size(); ++k) compute(state, k);
        bool more = true;
        for (size_t i = 0; i < state.count && more; ++i) {
            std::copy_n(state.rows.data() + i * width_, width_, state.out.begin());
            for (size_t k = 0; k < calls_.size(); ++k) state.out[width_ + k] = state.results[k][i];
            more = out.push(state.out);
        }
        state.rows.clear();
        state.count = 0;
        state.frames_of.reset();
        state.strings.reset();
        state.result_strings.reset();
        return more;
    }

    size_t width_;             // of the input rows
    RowComparator partition_;  // equal (0) for rows of one partition
    RowComparator peers_;      // equal (0) for peers: rows equal in the ORDER BY keys
    std::vector<SortKey> order_keys_;
    std::vector<WindowCall> calls_;
    std::vector<uint32_t> string_columns_;  // of the input, whose text a held row copies
    bool needs_peers_ = false;
    ExplainParams params_;
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeWindow(std::vector<uint32_t> partition_columns, std::vector<SortKey> order_keys,
                                             std::vector<WindowCall> calls, ExplainParams params,
                                             std::unique_ptr<PhysicalOperator> input) {
    std::vector<DataType> types = withResults(input->types(), calls);
    return std::make_unique<Window>(std::move(partition_columns), std::move(order_keys), std::move(calls),
                                    std::move(params), std::move(types), std::move(input));
}

}  // namespace tabula::exec
