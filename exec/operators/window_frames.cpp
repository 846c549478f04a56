// Frame ranges and the running and sliding evaluation of aggregates over them.
#include "exec/operators/window_frames.hpp"

#include <algorithm>

namespace tabula::exec {
namespace {

constexpr size_t kStateAlignment = 16;

size_t clampedSub(size_t i, int64_t offset) {
    return static_cast<uint64_t>(offset) >= i ? 0 : i - static_cast<size_t>(offset);
}

size_t clampedAdd(size_t i, int64_t offset, size_t rows) {
    return static_cast<uint64_t>(offset) >= rows - i ? rows : i + static_cast<size_t>(offset);
}

}  // namespace

FrameRange frameOf(const WindowFrame& frame, size_t i, size_t rows, size_t peer_begin, size_t peer_end) {
    const bool range = frame.unit == FrameUnit::Range;
    FrameRange result{0, rows};
    switch (frame.start.kind) {
        case FrameBoundKind::UnboundedPreceding: result.begin = 0; break;
        case FrameBoundKind::Preceding: result.begin = clampedSub(i, frame.start.offset); break;
        case FrameBoundKind::CurrentRow: result.begin = range ? peer_begin : i; break;
        case FrameBoundKind::Following: result.begin = clampedAdd(i, frame.start.offset, rows); break;
        case FrameBoundKind::UnboundedFollowing: result.begin = rows; break;
    }
    switch (frame.end.kind) {
        case FrameBoundKind::UnboundedPreceding: result.end = 0; break;
        case FrameBoundKind::Preceding:
            result.end =
                static_cast<uint64_t>(frame.end.offset) > i ? 0 : i - static_cast<size_t>(frame.end.offset) + 1;
            break;
        case FrameBoundKind::CurrentRow: result.end = range ? peer_end : i + 1; break;
        case FrameBoundKind::Following: result.end = clampedAdd(i, frame.end.offset, rows - 1) + 1; break;
        case FrameBoundKind::UnboundedFollowing: result.end = rows; break;
    }
    return result;
}

bool isValueRange(const WindowFrame& frame) {
    auto offset = [](const FrameBound& bound) {
        return bound.kind == FrameBoundKind::Preceding || bound.kind == FrameBoundKind::Following;
    };
    return frame.unit == FrameUnit::Range && (offset(frame.start) || offset(frame.end));
}

namespace {

/// A key's value as a number; long double holds every BIGINT exactly.
long double keyValue(const Cell& cell, TypeId type) {
    if (type == TypeId::Float) return cell.f;
    if (type == TypeId::Double) return cell.d;
    return static_cast<long double>(cell.i);
}

/// The value a bound of row `here` reaches: before it for Preceding, after it for Following.
long double reach(const FrameBound& bound, long double here) {
    const auto offset = static_cast<long double>(bound.offset);
    return bound.kind == FrameBoundKind::Preceding ? here - offset : here + offset;
}

}  // namespace

void rangeFrames(const WindowFrame& frame, std::span<const Cell> keys, TypeId type, bool descending,
                 std::span<const size_t> peer_begin, std::span<const size_t> peer_end, std::span<FrameRange> out) {
    const size_t n = keys.size();
    // NULL keys lie together at one end; the values between them and the other end ascend (descending keys are
    // negated).
    size_t values_begin = 0;
    size_t values_end = n;
    while (values_begin < n && keys[values_begin].null) ++values_begin;
    while (values_end > values_begin && keys[values_end - 1].null) --values_end;
    auto position = [&](size_t j) {
        const long double value = keyValue(keys[j], type);
        return descending ? -value : value;
    };
    size_t first_reached = values_begin;  // the first row at or past the start's value
    size_t past_reached = values_begin;   // the first row past the end's value
    for (size_t i = 0; i < n; ++i) {
        const bool start_unbounded = frame.start.kind == FrameBoundKind::UnboundedPreceding;
        const bool end_unbounded = frame.end.kind == FrameBoundKind::UnboundedFollowing;
        if (keys[i].null) {
            out[i] = {start_unbounded ? 0 : peer_begin[i], end_unbounded ? n : peer_end[i]};
            continue;
        }
        const long double here = position(i);
        FrameRange range{0, n};
        if (frame.start.kind == FrameBoundKind::CurrentRow) {
            range.begin = peer_begin[i];
        } else if (!start_unbounded) {
            const long double from = reach(frame.start, here);
            while (first_reached < values_end && position(first_reached) < from) ++first_reached;
            range.begin = first_reached;
        }
        if (frame.end.kind == FrameBoundKind::CurrentRow) {
            range.end = peer_end[i];
        } else if (!end_unbounded) {
            const long double to = reach(frame.end, here);
            while (past_reached < values_end && position(past_reached) <= to) ++past_reached;
            range.end = past_reached;
        }
        out[i] = range;
    }
}

FrameAggregator::FrameAggregator(const Accumulator& accumulator, const DataType& result_type)
    : accumulator_(accumulator),
      stride_((std::max<size_t>(accumulator.stateSize(), 1) + kStateAlignment - 1) / kStateAlignment * kStateAlignment),
      string_result_(result_type.id() == TypeId::String) {
    reserve(single_, 2);
}

FrameAggregator::~FrameAggregator() {
    for (States* states : {&front_, &single_}) {
        for (size_t i = 0; i < states->count; ++i) accumulator_.destroy(state(*states, i));
    }
}

void FrameAggregator::reserve(States& states, size_t count) {
    if (count <= states.count) return;
    // Growing moves the states' bytes: a state must not point into itself, which no accumulator's does.
    states.bytes.resize(count * stride_);
    for (size_t i = states.count; i < count; ++i) accumulator_.init(state(states, i));
    states.count = count;
}

void FrameAggregator::reinit(std::byte* state) const {
    accumulator_.destroy(state);
    accumulator_.init(state);
}

void FrameAggregator::add(std::byte* state, size_t row) {
    if (!inputs_) {
        accumulator_.update(state, Cell(), state_strings_);
        return;
    }
    const Cell& input = inputs_[row * input_stride_];
    if (!input.null || accumulator_.takesNulls()) accumulator_.update(state, input, state_strings_);
}

void FrameAggregator::finishInto(const std::byte* state, Cell& out, Arena& arena) const {
    accumulator_.finish(state, out);
    if (string_result_ && !out.null) out.s = arena.copy(out.s.view());
}

void FrameAggregator::evaluate(std::span<const FrameRange> frames, const Cell* inputs, size_t stride, bool grows,
                               std::span<Cell> out, Arena& arena) {
    inputs_ = inputs;
    input_stride_ = stride;
    for (size_t i = 0; i < single_.count; ++i) reinit(state(single_, i));
    if (grows) {
        evaluateGrowing(frames, out, arena);
    } else {
        evaluateSliding(frames, out, arena);
    }
    state_strings_.reset();
}

void FrameAggregator::evaluateGrowing(std::span<const FrameRange> frames, std::span<Cell> out, Arena& arena) {
    std::byte* running = state(single_, 0);
    size_t added = 0;
    for (size_t i = 0; i < frames.size(); ++i) {
        for (; added < frames[i].end; ++added) add(running, added);
        finishInto(running, out[i], arena);
    }
}

/// slideFrames' states for any accumulator: the aggregator's state blocks, through the accumulator's virtual calls.
struct BlockStates {
    FrameAggregator& aggregator;
    std::span<Cell> out;
    Arena& arena;

    std::byte& back() { return *aggregator.state(aggregator.single_, 0); }
    std::byte& front(size_t i) { return *aggregator.state(aggregator.front_, i); }
    void reserveFront(size_t count) { aggregator.reserve(aggregator.front_, count); }
    void reset(std::byte& state) { aggregator.reinit(&state); }
    void add(std::byte& state, size_t row) { aggregator.add(&state, row); }
    void merge(std::byte& into, const std::byte& from) { aggregator.accumulator_.merge(&into, &from); }
    void finish(size_t i, const std::byte* front_part, const std::byte* back_part) {
        std::byte* combined = aggregator.state(aggregator.single_, 1);
        aggregator.reinit(combined);
        if (front_part != nullptr) aggregator.accumulator_.merge(combined, front_part);
        if (back_part != nullptr) aggregator.accumulator_.merge(combined, back_part);
        aggregator.finishInto(combined, out[i], arena);
    }
};

void FrameAggregator::evaluateSliding(std::span<const FrameRange> frames, std::span<Cell> out, Arena& arena) {
    if (accumulator_.slide(frames, inputs_, input_stride_, out.data(), state_strings_)) {
        // The results may view the text of the states, which state_strings_ holds only until evaluate() returns.
        if (string_result_) {
            for (Cell& cell : out) {
                if (!cell.null) cell.s = arena.copy(cell.s.view());
            }
        }
        return;
    }
    BlockStates states{*this, out, arena};
    slideFrames(frames, states);
}

}  // namespace tabula::exec
