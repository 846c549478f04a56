// Group windows: names and EXPLAIN text.
#include "exec/group_window.hpp"

namespace tabula::exec {
namespace {

/// 600000 ms as "10 min", 1500 ms as "1500 ms", 3 rows as "3 rows".
std::string lengthText(int64_t length, GroupWindowUnit unit) {
    if (unit == GroupWindowUnit::Rows) return std::to_string(length) + (length == 1 ? " row" : " rows");
    struct Unit {
        int64_t millis;
        const char* name;
    };
    for (const Unit& u : {Unit{86'400'000, " d"}, Unit{3'600'000, " h"}, Unit{60'000, " min"}, Unit{1000, " s"}}) {
        if (length % u.millis == 0) return std::to_string(length / u.millis) + u.name;
    }
    return std::to_string(length) + " ms";
}

}  // namespace

std::string groupWindowName(GroupWindowKind kind) {
    switch (kind) {
        case GroupWindowKind::Tumble: return "TUMBLE";
        case GroupWindowKind::Slide: return "HOP";
        case GroupWindowKind::Cumulate: return "CUMULATE";
        case GroupWindowKind::Session: return "SESSION";
    }
    return "";
}

std::string describeGroupWindow(const GroupWindow& window) {
    const std::string size = lengthText(window.size, window.unit);
    const std::string step = lengthText(window.step, window.unit);
    const std::string name = groupWindowName(window.kind);
    const std::string offset = window.offset == 0 ? "" : ", offset=" + lengthText(window.offset, window.unit);
    switch (window.kind) {
        case GroupWindowKind::Tumble: return name + "(size=" + size + offset + ")";
        case GroupWindowKind::Slide: return name + "(slide=" + step + ", size=" + size + offset + ")";
        case GroupWindowKind::Cumulate: return name + "(step=" + step + ", size=" + size + offset + ")";
        case GroupWindowKind::Session: return name + "(gap=" + size + ")";
    }
    return name;
}

bool needsSortedInput(const GroupWindow& window) {
    return window.kind == GroupWindowKind::Session || window.unit == GroupWindowUnit::Rows;
}

}  // namespace tabula::exec
