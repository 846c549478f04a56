// The aggregate of every row's frame when frames slide (both ends move forward): a queue of the frame's rows in
// two stacks, written once for any way of holding states — the byte blocks of any Accumulator, or a typed
// accumulator's own state structs, with no virtual call per row.
#pragma once

#include <algorithm>
#include <cstddef>
#include <span>

namespace tabula::exec {

/// Rows [begin, end) of a partition; empty when begin >= end.
struct FrameRange {
    size_t begin;
    size_t end;
};

/// Calls `states.finish(i, front, back)` for each frame i with the aggregate of its rows in two parts: `front` the
/// state of rows [frame begin, f), `back` that of rows [f, frame end), either null when its part is empty. The
/// front half of the queue keeps suffix aggregates (row r's: rows r .. the front's end), the back half one running
/// state; when the front runs out the queue's rows become the front. Each row is added at most twice, so a frame
/// of a million rows costs what one of two does. `States` provides:
///   State& back(); State& front(size_t i);  void reserveFront(size_t count);  (front states 0 .. count - 1)
///   void reset(State&); void add(State&, size_t row); void merge(State& into, const State& from);
///   void finish(size_t i, const State* front, const State* back);
/// REQUIRES: the frames' begins and ends never move back.
template <class States>
void slideFrames(std::span<const FrameRange> frames, States& states) {
    auto& back = states.back();
    states.reset(back);
    size_t begin = 0;
    size_t end = 0;
    size_t base = 0;       // the row whose suffix state is front(0)
    size_t front_end = 0;  // rows [begin, front_end) have suffix states, [front_end, end) are in `back`
    for (size_t i = 0; i < frames.size(); ++i) {
        const FrameRange frame{frames[i].begin, std::max(frames[i].begin, frames[i].end)};
        begin = std::max(begin, frame.begin);
        end = std::max(end, begin);  // rows before the frame never enter the queue
        for (; end < frame.end; ++end) states.add(back, end);
        if (begin >= front_end) {
            base = begin;
            front_end = end;
            states.reserveFront(end - begin);
            for (size_t r = end; r-- > begin;) {
                auto& suffix = states.front(r - base);
                states.reset(suffix);
                states.add(suffix, r);
                if (r + 1 < end) states.merge(suffix, states.front(r + 1 - base));
            }
            states.reset(back);
        }
        states.finish(i, begin < front_end ? &states.front(begin - base) : nullptr, front_end < end ? &back : nullptr);
    }
}

}  // namespace tabula::exec
