// buildPipelines: walks the operator tree top-down, starting a pipeline at every Sink input, at every FanIn
// input after the first and at every trailing source, then orders the pipelines by their dependencies;
// describePipelines renders them.
#include <algorithm>
#include <functional>
#include <queue>
#include <unordered_map>

#include "exec/pipeline/pipeline.hpp"
#include "tabula/error.hpp"

namespace tabula::exec {
namespace {

std::string renderOperator(const PhysicalOperator& op) {
    const OperatorDescription description = op.describe();
    std::string text = description.name;
    if (description.params.empty()) return text;
    text += '(';
    for (size_t i = 0; i < description.params.size(); ++i) {
        if (i > 0) text += ", ";
        text += description.params[i].first + "=[" + description.params[i].second + "]";
    }
    return text + ')';
}

class PipelineBuilder {
public:
    std::vector<Pipeline> build(const PhysicalOperator& root) {
        pipelines_.emplace_back();
        walk(root, 0);
        addBreakerDependencies();
        return inDependencyOrder();
    }

private:
    /// Places `op`, whose output flows into pipeline `p`, and walks its children.
    void walk(const PhysicalOperator& op, size_t p) {
        const auto& children = op.children();
        if (children.empty()) {
            pipelines_[p].source = &op;
            return;
        }
        size_t streams = 0;
        size_t fan_ins = 0;
        for (size_t i = 0; i < children.size(); ++i) {
            const InputMode mode = op.inputMode(i);
            streams += mode == InputMode::Stream;
            fan_ins += mode == InputMode::FanIn;
        }
        if (fan_ins > 0) return walkFanIn(op, p, fan_ins);
        if (streams > 1) {
            throw ExecutionError("internal error: operator " + op.describe().name + " has " + std::to_string(streams) +
                                 " Stream inputs; a pipeline carries only one");
        }
        if (streams == 1) {
            auto& operators = pipelines_[p].operators;
            operators.insert(operators.begin(), &op);
        } else {
            pipelines_[p].source = &op;  // the output side of a breaker
        }
        for (size_t i = 0; i < children.size(); ++i) {
            if (op.inputMode(i) == InputMode::Stream) {
                walk(*children[i], p);
            } else {
                Pipeline feeder;
                feeder.sink = &op;
                feeder.sink_input = i;
                pipelines_.push_back(std::move(feeder));
                walk(*children[i], pipelines_.size() - 1);
            }
        }
        if (op.hasTrailingSource()) addTrailingPipeline(op, p);
    }

    /// Child 0 continues pipeline `p`; every other child gets a copy of what `p` holds above `op` (same
    /// definitions, own run state), which runs after the pipelines of the children on its left.
    void walkFanIn(const PhysicalOperator& op, size_t p, size_t fan_ins) {
        const auto& children = op.children();
        if (fan_ins != children.size()) {
            throw ExecutionError("internal error: operator " + op.describe().name +
                                 " mixes FanIn inputs with other inputs");
        }
        const Pipeline above = pipelines_[p];  // no source yet; its dependencies are added later
        walk(*children[0], p);
        for (size_t i = 1; i < children.size(); ++i) {
            const size_t left = lastInto(above.sink, above.sink_input);
            pipelines_.push_back(above);
            pipelines_.back().dependencies = {left};
            walk(*children[i], pipelines_.size() - 1);
        }
    }

    /// `op`'s trailing source feeds what pipeline `p` holds above `op` (same definitions, own run state). Built
    /// after `op`'s children, so that a fan-in input to the right of `op` runs after it; its dependencies on the
    /// pipelines that stream through `op` are added later.
    void addTrailingPipeline(const PhysicalOperator& op, size_t p) {
        Pipeline trailing = pipelines_[p];
        trailing.source = &op;
        auto& operators = trailing.operators;
        operators.erase(operators.begin(), std::find(operators.begin(), operators.end(), &op) + 1);
        pipelines_.push_back(std::move(trailing));
    }

    /// The pipeline built last of those delivering rows into input `input` of `sink` (nullptr: the caller).
    size_t lastInto(const PhysicalOperator* sink, size_t input) const {
        size_t i = pipelines_.size() - 1;
        while (pipelines_[i].sink != sink || pipelines_[i].sink_input != input) --i;
        return i;
    }

    /// A pipeline whose source or stream operator is a breaker runs after every pipeline ending in that breaker;
    /// a trailing source's pipeline runs after every pipeline streaming through its operator. Looked up by
    /// operator, so that a plan of many pipelines (a long UNION ALL) is wired in linear time.
    void addBreakerDependencies() {
        std::unordered_map<const PhysicalOperator*, std::vector<size_t>> streaming;  // operator -> pipelines
        std::unordered_map<const PhysicalOperator*, std::vector<size_t>> ending;     // breaker -> pipelines
        for (size_t feeder = 0; feeder < pipelines_.size(); ++feeder) {
            for (const PhysicalOperator* op : pipelines_[feeder].operators) streaming[op].push_back(feeder);
            if (pipelines_[feeder].sink != nullptr) ending[pipelines_[feeder].sink].push_back(feeder);
        }
        const auto depend = [](Pipeline& reader, const auto& by_operator, const PhysicalOperator* op) {
            const auto found = by_operator.find(op);
            if (found == by_operator.end()) return;
            reader.dependencies.insert(reader.dependencies.end(), found->second.begin(), found->second.end());
        };
        for (auto& reader : pipelines_) {
            depend(reader, streaming, reader.source);
            depend(reader, ending, reader.source);
            for (const PhysicalOperator* op : reader.operators) depend(reader, ending, op);
        }
    }

    /// Repeatedly takes the earliest-built pipeline whose dependencies are all placed, and renumbers.
    std::vector<Pipeline> inDependencyOrder() {
        const size_t count = pipelines_.size();
        std::vector<size_t> waiting_on(count);  // dependencies not placed yet
        std::vector<std::vector<size_t>> dependents(count);
        for (size_t i = 0; i < count; ++i) {
            std::vector<size_t>& deps = pipelines_[i].dependencies;
            std::sort(deps.begin(), deps.end());
            deps.erase(std::unique(deps.begin(), deps.end()), deps.end());
            waiting_on[i] = deps.size();
            for (size_t d : deps) dependents[d].push_back(i);
        }
        std::priority_queue<size_t, std::vector<size_t>, std::greater<>> ready;
        for (size_t i = 0; i < count; ++i)
            if (waiting_on[i] == 0) ready.push(i);
        std::vector<size_t> new_index(count, count);  // count: not placed yet
        std::vector<size_t> order;
        while (!ready.empty()) {
            const size_t next = ready.top();
            ready.pop();
            new_index[next] = order.size();
            order.push_back(next);
            for (size_t dependent : dependents[next])
                if (--waiting_on[dependent] == 0) ready.push(dependent);
        }
        if (order.size() < count) throw ExecutionError("internal error: the pipelines depend on each other in a cycle");
        std::vector<Pipeline> ordered;
        for (size_t old : order) {
            Pipeline pipeline = std::move(pipelines_[old]);
            for (size_t& d : pipeline.dependencies) d = new_index[d];
            std::sort(pipeline.dependencies.begin(), pipeline.dependencies.end());
            ordered.push_back(std::move(pipeline));
        }
        return ordered;
    }

    std::vector<Pipeline> pipelines_;  // in the order built; index 0 delivers the root's rows
};

}  // namespace

std::vector<Pipeline> buildPipelines(const PhysicalOperator& root) { return PipelineBuilder().build(root); }

std::string describePipelines(const std::vector<Pipeline>& pipelines) {
    std::string text;
    for (size_t i = 0; i < pipelines.size(); ++i) {
        const Pipeline& pipeline = pipelines[i];
        text += "P" + std::to_string(i) + ": " + renderOperator(*pipeline.source);
        for (const PhysicalOperator* op : pipeline.operators) text += " -> " + renderOperator(*op);
        text += " -> " + (pipeline.sink ? renderOperator(*pipeline.sink) : std::string("result"));
        for (size_t d = 0; d < pipeline.dependencies.size(); ++d) {
            text += (d == 0 ? " (after P" : ", P") + std::to_string(pipeline.dependencies[d]);
        }
        if (!pipeline.dependencies.empty()) text += ')';
        text += '\n';
    }
    return text;
}

}  // namespace tabula::exec
