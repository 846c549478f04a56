// Pipelines: how the Executor cuts a tree of PhysicalOperators into chains that rows flow through.
//
// The model. A physical plan is a tree of immutable PhysicalOperator definitions. Each operator says, per child,
// how it takes that child's rows (InputMode):
//   Stream  the child's rows flow into the operator row by row, in the child's pipeline (Filter, Project, Limit,
//           the probe side of a hash join);
//   Sink    the child's pipeline ends in the operator, which gathers every row (consume), folds each pipeline
//           instance's local state into its global state (combine) and, once every pipeline feeding it ended,
//           prepares its output (finalize). Such a breaker (hash aggregate, sort, top-N, a join's build side) is
//           then the source of the next pipeline (produce), or feeds its stream role (a join's probe);
//   FanIn   the operator does no work per row: each child gets its own pipeline that continues with the
//           operators above it (UNION ALL), left child first.
// An operator with a Stream input may also have a trailing source (hasTrailingSource): rows it can only push once
// its stream input ended, such as the build rows a right or full join never matched. It then starts one more
// pipeline that carries the operators above it and runs after every pipeline streaming through it. A stream
// operator may hold rows back (a hash join probing a batch at a time): once the source ended, each stream operator
// in push order gets one flush() call to push them.
// A pipeline is source -> stream operators -> sink, where the sink is an operator or, for the pipelines that
// produce the query's result, the caller's RowSink. A source pushes one morsel of rows per produce() call; every
// row costs one virtual call per operator (Downstream resolves the next step without a second one) and nothing
// is allocated per row. A pipeline ends when its source is exhausted or when its chain wants no more rows (a
// LIMIT reached): that ends the pipeline, not the query. Pipelines run in dependency order: one reading a
// breaker's output runs after every pipeline feeding that breaker.
//
// Run state never lives in the definitions: per run, every operator makes one GlobalState (shared by all
// pipelines and, later, threads); per pipeline instance, each operator in it makes a LocalState for its role.
// The QueryContext carries the run's warnings and the cancel flag every pipeline checks between morsels.
// Today one instance of each pipeline runs on the calling thread; running several instances over shared morsels
// on several threads needs no change of this interface (sinks already combine local states).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "exec/pipeline/physical_operator.hpp"

namespace tabula::exec {

/// One chain of operators that rows flow through without being gathered. Points into the plan (not owned).
struct Pipeline {
    const PhysicalOperator* source = nullptr;        // its source role pushes the rows
    std::vector<const PhysicalOperator*> operators;  // stream roles, in push order
    const PhysicalOperator* sink = nullptr;          // its sink role gathers the rows; nullptr: the caller's RowSink
    size_t sink_input = 0;                           // the child of `sink` whose rows this pipeline carries
    std::vector<size_t> dependencies;                // pipelines (indexes, ascending) that must end before this one
};

/// Cuts the plan under `root` into pipelines, listed in an order that runs each after its dependencies (and
/// fan-in inputs left to right). The last pipelines deliver the result to the caller. Throws ExecutionError
/// (internal error) for an operator with more than one Stream input or with FanIn inputs mixed with others.
std::vector<Pipeline> buildPipelines(const PhysicalOperator& root);

/// One line per pipeline, e.g. "P1: Sort(keys=[a]) -> Project -> result (after P0)", for tests and debugging.
std::string describePipelines(const std::vector<Pipeline>& pipelines);

}  // namespace tabula::exec
