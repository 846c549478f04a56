// Every logical node class, for code that builds or inspects whole plans (binder, rules, planners).
#pragma once

#include "planner/logical/aggregate_node.hpp"
#include "planner/logical/distinct_node.hpp"
#include "planner/logical/filter_node.hpp"
#include "planner/logical/join_node.hpp"
#include "planner/logical/limit_node.hpp"
#include "planner/logical/logical_node.hpp"
#include "planner/logical/project_node.hpp"
#include "planner/logical/scan_node.hpp"
#include "planner/logical/set_operation_node.hpp"
#include "planner/logical/sort_node.hpp"
#include "planner/logical/top_n_node.hpp"
#include "planner/logical/union_all_node.hpp"
#include "planner/logical/values_node.hpp"
