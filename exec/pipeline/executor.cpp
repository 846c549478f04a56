// Executor: global states per run, local states and the Downstream chain per pipeline, morsel by morsel.
#include "exec/pipeline/executor.hpp"

namespace tabula::exec {

/// The run state of one started pipeline.
struct Executor::PipelineRun {
    std::unique_ptr<LocalState> source_state;
    std::vector<std::unique_ptr<LocalState>> stream_states;
    std::unique_ptr<LocalState> sink_state;
    std::vector<Downstream> chain;  // chain[0] takes the source's rows; the last is the sink or the caller
};

Executor::Executor(const PhysicalOperator& root, QueryContext& ctx) : ctx_(ctx), pipelines_(buildPipelines(root)) {
    std::vector<const PhysicalOperator*> pending{&root};
    while (!pending.empty()) {
        const PhysicalOperator* op = pending.back();
        pending.pop_back();
        ids_.emplace(op, globals_.size());
        globals_.push_back(op->makeGlobalState(ctx_));
        for (const auto& child : op->children()) pending.push_back(child.get());
    }
    feeders_left_.assign(globals_.size(), 0);
    for (const Pipeline& pipeline : pipelines_) {
        if (pipeline.sink) ++feeders_left_[ids_.at(pipeline.sink)];
    }
}

Executor::~Executor() = default;

std::unique_ptr<Executor::PipelineRun> Executor::start(const Pipeline& pipeline) const {
    auto run = std::make_unique<PipelineRun>();
    run->source_state = pipeline.source->makeSourceState(global(*pipeline.source));
    for (const PhysicalOperator* op : pipeline.operators) {
        run->stream_states.push_back(op->makeStreamState(global(*op)));
    }
    // Filled back to front: each step points at the next, so the vector is sized once and never moves.
    run->chain.assign(pipeline.operators.size() + 1, Downstream::caller());
    if (pipeline.sink) {
        GlobalState* sink_global = global(*pipeline.sink);
        run->sink_state = pipeline.sink->makeSinkState(sink_global, pipeline.sink_input);
        run->chain.back() = Downstream::sink(*pipeline.sink, sink_global, run->sink_state.get());
    }
    for (size_t i = pipeline.operators.size(); i-- > 0;) {
        const PhysicalOperator& op = *pipeline.operators[i];
        run->chain[i] = Downstream::stream(op, global(op), run->stream_states[i].get(), run->chain[i + 1]);
    }
    return run;
}

bool Executor::runMorsel(const Pipeline& pipeline) {
    ctx_.checkCancelled();
    if (ctx_.cancelled()) {
        stopped_ = true;
        return true;
    }
    const auto produced =
        pipeline.source->produce(run_->chain.front(), global(*pipeline.source), run_->source_state.get());
    if (run_->chain.back().callerRefused() || ctx_.cancelled()) stopped_ = true;
    if (produced == PhysicalOperator::Produced::Done && !stopped_) flush(pipeline);
    return produced == PhysicalOperator::Produced::Done;
}

void Executor::flush(const Pipeline& pipeline) {
    // Every operator flushes, even after one below it was refused: an operator above may still hold rows that
    // passed before.
    for (size_t i = 0; i < pipeline.operators.size(); ++i) {
        const PhysicalOperator& op = *pipeline.operators[i];
        op.flush(run_->chain[i + 1], global(op), run_->stream_states[i].get());
    }
    if (run_->chain.back().callerRefused() || ctx_.cancelled()) stopped_ = true;
}

void Executor::finish(const Pipeline& pipeline) {
    if (pipeline.sink) {
        GlobalState* sink_global = global(*pipeline.sink);
        pipeline.sink->combine(sink_global, run_->sink_state.get());
        if (--feeders_left_[ids_.at(pipeline.sink)] == 0) pipeline.sink->finalize(sink_global);
    }
    run_.reset();
    ++next_;
}

bool Executor::advance(RowSink& out) {
    while (!stopped_ && next_ < pipelines_.size()) {
        const Pipeline& pipeline = pipelines_[next_];
        if (!run_) run_ = start(pipeline);
        if (pipeline.sink == nullptr) {
            run_->chain.back().setCaller(out);
            const bool ended = runMorsel(pipeline);
            if (ended && !stopped_) finish(pipeline);
            return !stopped_ && next_ < pipelines_.size();
        }
        bool ended = false;
        while (!ended) ended = runMorsel(pipeline);
        if (!stopped_) finish(pipeline);
    }
    return false;
}

bool Executor::pull(RowSink& out) {
    try {
        return advance(out);
    } catch (...) {
        ctx_.cancel();
        stopped_ = true;
        run_.reset();
        throw;
    }
}

void Executor::runToEnd(RowSink& out) {
    while (pull(out)) {
    }
}

}  // namespace tabula::exec
