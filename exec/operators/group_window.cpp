// GroupWindow: assigns rows to group windows and pushes each row once per window it belongs to, with the window's
// start and end appended; an aggregate above groups on them. Time windows (Tumble, Slide, Cumulate) assign each
// row alone. Sessions and row-count windows read rows sorted by partition, then time (the planner sorts): a
// session's end is known only after its last row, and a row-count window only once it is full, so those rows are
// held until then. Rows with a NULL time belong to no window and are dropped, as Flink drops them.
#include <limits>

#include "exec/cell_copy.hpp"
#include "exec/operators.hpp"
#include "exec/operators/row_comparator.hpp"
#include "exec/pipeline/state_cast.hpp"

namespace tabula::exec {
namespace {

/// Rows kept past the call that delivered them, their strings copied.
class HeldRows {
public:
    HeldRows(size_t width, std::vector<uint32_t> string_columns)
        : width_(width), string_columns_(std::move(string_columns)) {}

    size_t size() const { return count_; }
    RowView at(size_t i) const { return RowView(cells_.data() + i * width_, width_); }

    void append(RowView row) {
        const size_t at = cells_.size();
        cells_.insert(cells_.end(), row.begin(), row.end());
        copyStrings(std::span(cells_).subspan(at), string_columns_, strings_);
        ++count_;
    }

    void clear() {
        cells_.clear();
        count_ = 0;
        strings_.reset();
    }

    /// Forgets all rows but the last `kept`; their strings move to a fresh arena, so memory stays bounded.
    void keepLast(size_t kept) {
        if (kept >= count_) return;
        if (kept == 0) return clear();
        cells_.erase(cells_.begin(), cells_.end() - static_cast<ptrdiff_t>(kept * width_));
        count_ = kept;
        Arena fresh;
        copyStrings(cells_, strings_of_all(), fresh);
        strings_ = std::move(fresh);
    }

private:
    /// The string positions of every held row, for re-copying them all.
    std::vector<uint32_t> strings_of_all() const {
        std::vector<uint32_t> positions;
        for (size_t r = 0; r < count_; ++r) {
            for (uint32_t column : string_columns_) positions.push_back(static_cast<uint32_t>(r * width_ + column));
        }
        return positions;
    }

    size_t width_;
    std::vector<uint32_t> string_columns_;
    std::vector<Cell> cells_;
    size_t count_ = 0;  // counted apart: a row may have no columns
    Arena strings_;
};

struct GroupWindowLocal final : LocalState {
    GroupWindowLocal(size_t width, const std::vector<uint32_t>& string_columns, size_t out_width)
        : held(width, string_columns), out(out_width) {}
    HeldRows held;           // sessions and row-count windows: the rows of the window not yet emitted
    std::vector<Cell> last;  // sessions and row-count windows: the previous row, its partition keys' strings copied
    Arena last_strings;
    bool has_last = false;
    int64_t session_start = 0;
    int64_t last_time = 0;
    int64_t rows_seen = 0;  // row-count windows: rows of the partition so far
    std::vector<Cell> out;  // the row being pushed
};

std::vector<DataType> withBounds(std::vector<DataType> types, GroupWindowUnit unit) {
    const DataType bound = unit == GroupWindowUnit::Time ? Types::TIMESTAMP() : Types::BIGINT();
    types.push_back(bound);
    types.push_back(bound);
    return types;
}

class GroupWindowOperator final : public PhysicalOperator {
public:
    GroupWindowOperator(GroupWindow window, uint32_t time_column, std::vector<uint32_t> partition_columns,
                        ExplainParams params, std::vector<DataType> types, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(std::move(types), oneChild(std::move(input))),
          window_(window),
          time_column_(time_column),
          partition_(ascendingKeys(partition_columns), children()[0]->types()),
          width_(children()[0]->types().size()),
          string_columns_(stringPositions(children()[0]->types())),
          params_(std::move(params)) {
        for (uint32_t column : partition_columns) {
            if (children()[0]->types()[column].id() == TypeId::String) key_strings_.push_back(column);
        }
    }

    OperatorDescription describe() const override { return {"GroupWindow", params_, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Stream; }

    std::unique_ptr<LocalState> makeStreamState(GlobalState*) const override {
        return std::make_unique<GroupWindowLocal>(width_, string_columns_, types().size());
    }

    bool execute(RowView row, Downstream& out, GlobalState*, LocalState* local) const override {
        const Cell& time = row[time_column_];
        if (time.null) return true;
        auto& state = stateAs<GroupWindowLocal>(local);
        const int64_t t = checkedTime(time.i);
        switch (window_.unit == GroupWindowUnit::Rows ? GroupWindowKind::Tumble : window_.kind) {
            case GroupWindowKind::Tumble:
                if (window_.unit == GroupWindowUnit::Rows) return countRow(row, state, out);
                return push(row, alignedWindowStart(t, window_.size, window_.offset), window_.size, state, out);
            case GroupWindowKind::Slide: {
                bool more = true;
                for (int64_t start = alignedWindowStart(t, window_.step, window_.offset);
                     start > t - window_.size && more; start -= window_.step) {
                    more = push(row, start, window_.size, state, out);
                }
                return more;
            }
            case GroupWindowKind::Cumulate: {
                const int64_t start = alignedWindowStart(t, window_.size, window_.offset);
                bool more = true;
                for (int64_t end = start + ((t - start) / window_.step + 1) * window_.step;
                     end <= start + window_.size && more; end += window_.step) {
                    more = push(row, start, end - start, state, out);
                }
                return more;
            }
            case GroupWindowKind::Session: return sessionRow(row, t, state, out);
        }
        return true;
    }

    bool flush(Downstream& out, GlobalState*, LocalState* local) const override {
        auto& state = stateAs<GroupWindowLocal>(local);
        if (window_.kind != GroupWindowKind::Session || state.held.size() == 0) return true;
        return emitSession(state, out);
    }

private:
    /// Instants this far from the ends of BIGINT would make a window bound overflow.
    int64_t checkedTime(int64_t t) const {
        constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
        constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
        const int64_t reach = std::max(window_.size, window_.step);
        if (t < kMin + reach || t > kMax - reach) {
            throw ExecutionError("the time value " + std::to_string(t) + " is too close to the end of BIGINT for a " +
                                 describeGroupWindow(window_) + " window");
        }
        return t;
    }

    bool push(RowView row, int64_t start, int64_t length, GroupWindowLocal& state, Downstream& out) const {
        std::copy(row.begin(), row.end(), state.out.begin());
        state.out[width_] = integerCell(start);
        state.out[width_ + 1] = integerCell(start + length);
        return out.push(state.out);
    }

    /// True when `row` starts another partition than the previous row's; remembers `row` as the previous one.
    bool startsPartition(RowView row, GroupWindowLocal& state) const {
        const bool starts = !state.has_last || partition_.compare(row, RowView(state.last.data(), width_)) != 0;
        if (starts) {
            state.last.assign(row.begin(), row.end());
            state.last_strings.reset();
            copyStrings(state.last, key_strings_, state.last_strings);
            state.has_last = true;
        }
        return starts;
    }

    /// Sessions: a row more than the gap after the previous one, or of another partition, ends the session held.
    bool sessionRow(RowView row, int64_t t, GroupWindowLocal& state, Downstream& out) const {
        const bool new_partition = startsPartition(row, state);
        bool more = true;
        if (state.held.size() > 0 && (new_partition || t - state.last_time > window_.size))
            more = emitSession(state, out);
        if (state.held.size() == 0) state.session_start = t;
        state.held.append(row);
        state.last_time = t;
        return more;
    }

    /// The session held: from its first row's time to the gap after its last row's.
    bool emitSession(GroupWindowLocal& state, Downstream& out) const {
        const int64_t length = state.last_time + window_.size - state.session_start;
        bool more = true;
        for (size_t i = 0; i < state.held.size() && more; ++i)
            more = push(state.held.at(i), state.session_start, length, state, out);
        state.held.clear();
        return more;
    }

    /// Row-count windows, as Flink's count windows: window k of a partition holds its rows k·step to k·step + size
    /// - 1 (a Tumble's step is its size) and is emitted once full; a window the partition does not fill is none.
    bool countRow(RowView row, GroupWindowLocal& state, Downstream& out) const {
        if (startsPartition(row, state)) {
            state.held.clear();
            state.rows_seen = 0;
        }
        state.held.append(row);
        ++state.rows_seen;
        const int64_t past_size = state.rows_seen - window_.size;
        if (past_size < 0 || past_size % window_.step != 0) return true;
        const int64_t window = past_size / window_.step;
        const size_t held = state.held.size();
        const size_t first = held - static_cast<size_t>(window_.size);
        bool more = true;
        for (size_t i = first; i < held && more; ++i) more = push(state.held.at(i), window, 0, state, out);
        // The next window starts `step` rows on: it reaches back size - step rows into these.
        state.held.keepLast(window_.size > window_.step ? static_cast<size_t>(window_.size - window_.step) : 0);
        return more;
    }

    GroupWindow window_;
    uint32_t time_column_;
    RowComparator partition_;  // equal (0) for rows of one partition
    size_t width_;             // of the input rows
    std::vector<uint32_t> string_columns_;
    std::vector<uint32_t> key_strings_;  // the string partition columns, which the previous row keeps
    ExplainParams params_;
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeGroupWindow(GroupWindow window, uint32_t time_column,
                                                  std::vector<uint32_t> partition_columns, ExplainParams params,
                                                  std::unique_ptr<PhysicalOperator> input) {
    std::vector<DataType> types = withBounds(input->types(), window.unit);
    return std::make_unique<GroupWindowOperator>(window, time_column, std::move(partition_columns), std::move(params),
                                                 std::move(types), std::move(input));
}

}  // namespace tabula::exec
