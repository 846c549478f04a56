// Every logical node class, for code that builds or inspects whole plans (binder, rules, planners). The includes
// are written out (the preprocessor cannot generate them); the checks below stop the build when a class listed in
// logical_node_list.hpp is missing here, names itself "", or states another kind than its entry.
#pragma once

#include "planner/logical/aggregate_node.hpp"
#include "planner/logical/correlate_node.hpp"
#include "planner/logical/distinct_node.hpp"
#include "planner/logical/filter_node.hpp"
#include "planner/logical/group_window_node.hpp"
#include "planner/logical/join_node.hpp"
#include "planner/logical/limit_node.hpp"
#include "planner/logical/logical_node.hpp"
#include "planner/logical/project_node.hpp"
#include "planner/logical/scan_node.hpp"
#include "planner/logical/set_operation_node.hpp"
#include "planner/logical/sort_node.hpp"
#include "planner/logical/table_aggregate_node.hpp"
#include "planner/logical/top_n_node.hpp"
#include "planner/logical/union_all_node.hpp"
#include "planner/logical/values_node.hpp"
#include "planner/logical/window_node.hpp"
#include "planner/logical/window_top_n_node.hpp"

// sizeof of a class only declared (its header not included above) does not compile.
#define TABULA_CHECK_LOGICAL_NODE(Name)                                                                     \
    static_assert(sizeof(tabula::planner::Name##Node) > 0 && !tabula::planner::Name##Node::kName.empty() && \
                      tabula::planner::Name##Node::kKind == tabula::planner::LogicalKind::Name,             \
                  #Name "Node needs its header included here, a kName and kKind LogicalKind::" #Name);
TABULA_FOR_EACH_LOGICAL_NODE(TABULA_CHECK_LOGICAL_NODE)
#undef TABULA_CHECK_LOGICAL_NODE
