// The one list of logical node classes. X(Name) stands for class <Name>Node in planner/logical/<name>_node.hpp;
// LogicalKind, the forward declarations and LogicalVisitor (logical_node.hpp) and the check of the umbrella header
// (logical_plan.hpp) are generated from it. A new node is its files, an entry here and one in planner/meson.build.
#pragma once

/// Expands X(Name) once per logical node class, in LogicalKind's order.
#define TABULA_FOR_EACH_LOGICAL_NODE(X) \
    X(Scan)                             \
    X(Values)                           \
    X(Filter)                           \
    X(Project)                          \
    X(Aggregate)                        \
    X(Sort)                             \
    X(Limit)                            \
    X(TopN)                             \
    X(Distinct)                         \
    X(UnionAll)                         \
    X(SetOperation)                     \
    X(Join)                             \
    X(Window)                           \
    X(GroupWindow)                      \
    X(WindowTopN)                       \
    X(Correlate)                        \
    X(TableAggregate)
