// Frames of one sorted partition and aggregates over them: which rows each row's frame holds, and the aggregate
// of every row's frame in time linear in the partition's rows, whatever the frame's size.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "exec/arena.hpp"
#include "exec/frame_queue.hpp"
#include "exec/window_function.hpp"

namespace tabula::exec {

/// The frame of row `i` of a partition of `rows` rows, whose peers (rows equal in the ORDER BY keys) are
/// [peer_begin, peer_end). Over the rows in order, both ends never move back.
FrameRange frameOf(const WindowFrame& frame, size_t i, size_t rows, size_t peer_begin, size_t peer_end);

/// True for a RANGE frame with an offset bound (`RANGE BETWEEN 10 PRECEDING AND CURRENT ROW`), whose frames come
/// from the values of the ORDER BY key: rangeFrames.
bool isValueRange(const WindowFrame& frame);

/// The frames of such a frame for each row of a partition sorted by its one ORDER BY key (`keys`, of type `type`,
/// `descending` or not), whose rows' peers are [peer_begin[i], peer_end[i]). The offsets are in the key's units.
/// A row whose key is NULL has its peers (the other NULL keys) as the offset bounds' rows; other rows' offset
/// bounds never reach a NULL key.
void rangeFrames(const WindowFrame& frame, std::span<const Cell> keys, TypeId type, bool descending,
                 std::span<const size_t> peer_begin, std::span<const size_t> peer_end, std::span<FrameRange> out);

/// Evaluates one aggregate over the frame of every row of a partition. A frame that starts at UNBOUNDED PRECEDING
/// only grows: one running state takes each row once. Any other frame slides (both ends move forward):
/// slideFrames' queue takes each row at most twice — so a frame of a million rows costs what one of two does —
/// over the accumulator's own typed states where it has them (Accumulator::slide), else over state blocks.
class FrameAggregator {
public:
    /// `result_type`: the accumulator's result type.
    FrameAggregator(const Accumulator& accumulator, const DataType& result_type);
    ~FrameAggregator();
    FrameAggregator(const FrameAggregator&) = delete;
    FrameAggregator& operator=(const FrameAggregator&) = delete;

    /// out[i] = the aggregate over the inputs of frames[i], row j's input at inputs[j * stride] (inputs null:
    /// count(*), a NULL cell per row); `grows`: every frame starts at row 0. A STRING result is copied into `arena`.
    /// REQUIRES: the frames' ends never move back; out.size() == frames.size().
    void evaluate(std::span<const FrameRange> frames, const Cell* inputs, size_t stride, bool grows,
                  std::span<Cell> out, Arena& arena);

private:
    /// States of the accumulator's size, each initialised; they grow and are never given back until destruction.
    struct States {
        std::vector<std::byte> bytes;
        size_t count = 0;
    };
    std::byte* state(States& states, size_t i) const { return states.bytes.data() + i * stride_; }
    /// Makes room for at least `count` states, the new ones initialised.
    void reserve(States& states, size_t count);
    /// Returns a state to its initial value.
    void reinit(std::byte* state) const;
    void evaluateGrowing(std::span<const FrameRange> frames, std::span<Cell> out, Arena& arena);
    void evaluateSliding(std::span<const FrameRange> frames, std::span<Cell> out, Arena& arena);
    void add(std::byte* state, size_t row);
    /// The final value of `state` into `out`, its text copied into `arena`.
    void finishInto(const std::byte* state, Cell& out, Arena& arena) const;

    const Accumulator& accumulator_;
    size_t stride_;  // bytes from one state to the next
    bool string_result_ = false;
    const Cell* inputs_ = nullptr;
    size_t input_stride_ = 1;  // cells from one row's input to the next's
    Arena state_strings_;      // the text states copy while adding rows; reset per evaluate()
    States front_;             // suffix aggregates of the queue's front rows
    States single_;            // [0]: the running or back state, [1]: the combined state of one row's frame
    friend struct BlockStates;
};

}  // namespace tabula::exec
