// A group window of the Table API as the window spec the planner binds.
#pragma once

#include "planner/binder/group_window_binder.hpp"
#include "tabula/group_window.hpp"

namespace tabula::detail {

/// `window`'s parts as written. Throws ValidationError for a window without alias.
planner::GroupWindowSpec groupWindowSpec(const GroupWindow& window);

}  // namespace tabula::detail
