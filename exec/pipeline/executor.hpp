// Executor: runs one execution of a physical plan, pipeline after pipeline, into the caller's RowSink.
#pragma once

#include <memory>
#include <unordered_map>
#include <vector>

#include "exec/pipeline/pipeline.hpp"

namespace tabula::exec {

/// One run of the plan under a root operator. Not thread-safe itself (one caller drives it); the plan may run
/// under several Executors at once. Errors thrown by operators propagate from runToEnd()/pull() after the
/// QueryContext was cancelled; the Executor is finished then.
class Executor {
public:
    /// Cuts the plan into pipelines and makes every operator's GlobalState. The plan and `ctx` must outlive the
    /// Executor.
    Executor(const PhysicalOperator& root, QueryContext& ctx);
    ~Executor();
    Executor(const Executor&) = delete;
    Executor& operator=(const Executor&) = delete;

    /// Runs the query to its end (or until `out` refuses a row, or the context is cancelled).
    void runToEnd(RowSink& out);
    /// Runs pipelines that do not deliver the result to their end, then pushes at most ONE morsel of result rows
    /// into `out` (possibly none, when operators dropped them). Returns false once the query has ended; rows
    /// pushed by that same call still count.
    bool pull(RowSink& out);

    /// The pipelines, in the order they run.
    const std::vector<Pipeline>& pipelines() const { return pipelines_; }

private:
    struct PipelineRun;

    GlobalState* global(const PhysicalOperator& op) const { return globals_[ids_.at(&op)].get(); }
    std::unique_ptr<PipelineRun> start(const Pipeline& pipeline) const;
    /// Pushes one morsel through the running pipeline; true when the pipeline has ended.
    bool runMorsel(const Pipeline& pipeline);
    /// Lets the stream operators of the running pipeline, whose source ended, push the rows they hold back.
    void flush(const Pipeline& pipeline);
    /// Combines the pipeline's sink state and finalizes the sink after its last feeding pipeline.
    void finish(const Pipeline& pipeline);
    /// pull() without its error handling.
    bool advance(RowSink& out);

    QueryContext& ctx_;
    std::vector<Pipeline> pipelines_;
    std::unordered_map<const PhysicalOperator*, size_t> ids_;  // operator -> index into globals_, feeders_left_
    std::vector<std::unique_ptr<GlobalState>> globals_;
    std::vector<size_t> feeders_left_;  // per operator: pipelines ending in its sink role that have not ended
    size_t next_ = 0;                   // the pipeline running or to run next
    std::unique_ptr<PipelineRun> run_;  // state of pipelines_[next_] once started
    bool stopped_ = false;              // the caller refused a row, the context was cancelled, or a run failed
};

}  // namespace tabula::exec
