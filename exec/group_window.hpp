// Group windows (Flink's Tumble, Slide and Session, and the window table functions' CUMULATE): how rows are
// assigned to windows, shared by the planner (which binds the Table API's and SQL's windows to it) and the
// GroupWindow operator (which assigns the rows).
#pragma once

#include <cstdint>
#include <string>

namespace tabula::exec {

enum class GroupWindowKind : uint8_t {
    Tumble,    ///< fixed windows of `size`, one after another: each row in one window
    Slide,     ///< windows of `size` starting every `step`: each row in about size / step windows
    Cumulate,  ///< windows starting every `size` and ending every `step` within it: [s, s+step), [s, s+2·step), ...
    Session,   ///< per partition, the rows no more than `size` (the gap) apart in time; ends `size` after the last
};

/// Time windows measure milliseconds of the time field; row-count windows (Tumble and Slide) count the rows of a
/// partition in time order.
enum class GroupWindowUnit : uint8_t { Time, Rows };

struct GroupWindow {
    GroupWindowKind kind = GroupWindowKind::Tumble;
    GroupWindowUnit unit = GroupWindowUnit::Time;
    int64_t size = 0;    ///< Tumble, Slide, Cumulate: the window's length; Session: the gap. Always > 0.
    int64_t step = 0;    ///< Slide: the slide; Cumulate: the step; else equal to size. Always > 0.
    int64_t offset = 0;  ///< Time windows: where they start, from the epoch (the window table functions' offset)
    bool operator==(const GroupWindow&) const = default;
};

/// Flink's name of the window kind: "TUMBLE", "HOP" (Slide), "CUMULATE", "SESSION".
std::string groupWindowName(GroupWindowKind kind);

/// "TUMBLE(size=10 min)", "HOP(slide=5 min, size=10 min)", "SESSION(gap=30 s)", "TUMBLE(size=2 rows)".
std::string describeGroupWindow(const GroupWindow& window);

/// Sessions and row-count windows need their rows sorted by partition, then time; time windows assign each row
/// alone.
bool needsSortedInput(const GroupWindow& window);

/// The start of the window of `length` (> 0) that holds instant `t`, windows aligned to the epoch plus `offset`
/// as Flink's TimeWindow.getWindowStartWithOffset aligns them: the largest offset + k·length at or before `t`,
/// also for instants before 1970. REQUIRES: |offset| < length.
inline int64_t alignedWindowStart(int64_t t, int64_t length, int64_t offset = 0) {
    const int64_t remainder = (t - offset) % length;
    return remainder < 0 ? t - remainder - length : t - remainder;
}

}  // namespace tabula::exec
