// The physical operator interface of the pipeline executor: an immutable definition with source, stream and
// sink roles, whose run state lives in separate GlobalState / LocalState objects (see pipeline.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "exec/cell.hpp"
#include "exec/pipeline/query_context.hpp"
#include "tabula/type.hpp"

namespace tabula::exec {

/// Run state of one operator shared by every pipeline instance (and thread) of one execution.
class GlobalState {
public:
    virtual ~GlobalState() = default;
};

/// Run state of one operator in one pipeline instance (one thread); never shared.
class LocalState {
public:
    virtual ~LocalState() = default;
};

/// Receives the rows a query produces (the caller of the Executor).
class RowSink {
public:
    virtual ~RowSink() = default;
    /// Takes one row, valid only during the call. Returns false when it wants no more rows: the query stops.
    virtual bool push(RowView row) = 0;
};

/// How an operator takes the rows of one child.
enum class InputMode {
    Stream,  ///< row by row, in the same pipeline as the child (Filter, Project, a hash join's probe side)
    Sink,    ///< the child's pipeline ends in this operator, which gathers every row (aggregate, sort, join build)
    FanIn,   ///< every child feeds the operator's consumer directly, one pipeline per child (UNION ALL)
};

/// What EXPLAIN shows of an operator: `name(key=[value], ...)` and, when known, the estimated row count.
struct OperatorDescription {
    std::string name;
    std::vector<std::pair<std::string, std::string>> params;
    std::optional<uint64_t> estimated_rows;
};

class PhysicalOperator;

/// Where an operator sends its rows: the next operator of the pipeline, the pipeline's sink, or the caller's
/// RowSink. Resolving the kind here (a predictable branch, no virtual call) keeps one virtual call per operator
/// per row. Built by the Executor; operators only call push().
class Downstream {
public:
    /// The stream role of `op`, which sends its own rows on to `next`.
    static Downstream stream(const PhysicalOperator& op, GlobalState* global, LocalState* local, Downstream& next) {
        return Downstream(Kind::Stream, &op, global, local, &next, nullptr);
    }
    /// The sink role of `op`.
    static Downstream sink(const PhysicalOperator& op, GlobalState* global, LocalState* local) {
        return Downstream(Kind::Sink, &op, global, local, nullptr, nullptr);
    }
    /// The caller's RowSink (set with setCaller before rows flow).
    static Downstream caller() { return Downstream(Kind::Caller, nullptr, nullptr, nullptr, nullptr, nullptr); }

    /// Passes one row on (valid only during the call). Returns false when nothing downstream wants more rows:
    /// the sender stops sending.
    bool push(RowView row);
    /// Passes `count` rows of `width` cells each, back to back in `rows` (valid only during the call), as push()
    /// would one by one; an operator takes them in one call. Returns false as push() does (then not every row may have
    /// been taken).
    bool pushBatch(const Cell* rows, size_t width, size_t count);

    void setCaller(RowSink& out) { caller_ = &out; }
    /// True once the caller's RowSink returned false.
    bool callerRefused() const { return caller_refused_; }

private:
    enum class Kind { Stream, Sink, Caller };
    Downstream(Kind kind, const PhysicalOperator* op, GlobalState* global, LocalState* local, Downstream* next,
               RowSink* caller)
        : kind_(kind), op_(op), global_(global), local_(local), next_(next), caller_(caller) {}

    Kind kind_;
    const PhysicalOperator* op_;  // Stream, Sink
    GlobalState* global_;         // of op_
    LocalState* local_;           // of op_
    Downstream* next_;            // Stream
    RowSink* caller_;             // Caller
    bool caller_refused_ = false;
};

/// A node of the physical plan. The definition is immutable once planned and may run many times, also
/// concurrently: everything a run changes lives in the GlobalState / LocalState objects the operator makes, which
/// every call receives. An operator has the roles its place in the plan needs (see pipeline.hpp); a role it does
/// not override throws. Row arguments are valid only during the call.
class PhysicalOperator {
public:
    PhysicalOperator(std::vector<DataType> types, std::vector<std::unique_ptr<PhysicalOperator>> children)
        : types_(std::move(types)), children_(std::move(children)) {}
    /// A one-input operator whose rows have the input's types (Filter, Limit, Sort ...).
    explicit PhysicalOperator(std::unique_ptr<PhysicalOperator> input) : types_(input->types()) {
        children_.push_back(std::move(input));
    }
    virtual ~PhysicalOperator() = default;
    PhysicalOperator(const PhysicalOperator&) = delete;
    PhysicalOperator& operator=(const PhysicalOperator&) = delete;

    /// Types of the output row's columns.
    const std::vector<DataType>& types() const { return types_; }
    const std::vector<std::unique_ptr<PhysicalOperator>>& children() const { return children_; }

    /// Name, parameters and estimated rows, for EXPLAIN.
    virtual OperatorDescription describe() const = 0;
    /// describe(), with the planner's row estimate where the operator knows no count of its own.
    OperatorDescription description() const {
        OperatorDescription description = describe();
        if (!description.estimated_rows) description.estimated_rows = estimated_rows_;
        return description;
    }
    /// The planner's estimate of the rows this operator produces (nullopt: unknown). Planning sets it once the
    /// operator is built, before the plan runs; running never reads it.
    void setEstimatedRows(std::optional<uint64_t> rows) { estimated_rows_ = rows; }
    /// Asks the operator to give only rows whose `column` (a position in its output row) may match the key filter
    /// that a hash join above it publishes as `id` in each run, because that join drops every other row of it
    /// and nothing between them depends on those rows. Planning may call it once the operator is built, before
    /// the plan runs. Returns whether the operator (or one below it) takes the filter; by default none does.
    /// `key` names the column for EXPLAIN.
    virtual bool takeKeyFilter(uint32_t /*column*/, size_t /*id*/, const std::string& /*key*/) { return false; }
    /// How the operator takes the rows of children()[child]. Operators with children override it.
    virtual InputMode inputMode(size_t child) const;
    /// True for an operator with a Stream input that has rows of its own to push once every pipeline streaming
    /// through it ended (a right or full join's unmatched build rows). It is then also the source of a trailing
    /// pipeline that carries the operators above it and runs after those pipelines; produce() serves it.
    virtual bool hasTrailingSource() const { return false; }

    /// State shared by every pipeline of one run; made once per run, before any pipeline starts. nullptr: none.
    virtual std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const { return nullptr; }
    /// Local state of the source role, per pipeline instance. nullptr: none.
    virtual std::unique_ptr<LocalState> makeSourceState(GlobalState*) const { return nullptr; }
    /// Local state of the stream role, per pipeline instance. nullptr: none.
    virtual std::unique_ptr<LocalState> makeStreamState(GlobalState*) const { return nullptr; }
    /// Local state of the sink role, per pipeline instance feeding it rows of children()[input]. nullptr: none.
    virtual std::unique_ptr<LocalState> makeSinkState(GlobalState*, size_t /*input*/) const { return nullptr; }

    enum class Produced { More, Done };
    /// Source role (scans; a breaker's output side; a trailing source): pushes ONE morsel of rows into `out`.
    /// Returns Done when no rows are left or when out.push() returned false (then it pushes no further row).
    /// REQUIRES for a breaker: finalize() was called; for a trailing source: its stream pipelines ended.
    virtual Produced produce(Downstream& out, GlobalState* global, LocalState* local) const;
    /// Stream role: takes one row, pushes any number of rows into `out`. Returns false when this pipeline needs
    /// no more input (a LIMIT reached, or out.push() returned false).
    virtual bool execute(RowView row, Downstream& out, GlobalState* global, LocalState* local) const;
    /// Stream role: execute() for `count` rows of `width` cells each, back to back in `rows`; an operator that
    /// evaluates many rows at lower cost per row (Filter, Project) overrides it. Returns false as execute() does.
    virtual bool executeBatch(const Cell* rows, size_t width, size_t count, Downstream& out, GlobalState* global,
                              LocalState* local) const;
    /// Stream role: called once after the pipeline's source pushed its last row (unless the query stopped), in
    /// push order, so that an operator holding rows back (a hash join probing a batch at a time) pushes them
    /// into `out`. Returns false when `out` wants no more rows.
    virtual bool flush(Downstream& /*out*/, GlobalState* /*global*/, LocalState* /*local*/) const { return true; }
    /// Sink role: gathers one row into the local state (or the global one). Returns false when it needs no more
    /// rows from this pipeline.
    virtual bool consume(RowView row, GlobalState* global, LocalState* local) const;
    /// Sink role: consume() for `count` rows of `width` cells each, back to back in `rows`; an operator that can
    /// take many rows at lower cost per row overrides it. Returns false as consume() does.
    virtual bool consumeBatch(const Cell* rows, size_t width, size_t count, GlobalState* global,
                              LocalState* local) const;
    /// Sink role: folds one pipeline instance's local state into the global state, once that instance ended.
    virtual void combine(GlobalState* /*global*/, LocalState* /*local*/) const {}
    /// Sink role: called once after every pipeline feeding this operator was combined, before its source role
    /// (or its stream role, for a two-input operator's build side) runs.
    virtual void finalize(GlobalState* /*global*/) const {}

protected:
    /// children()[i], for handing planning requests (takeKeyFilter) on to it.
    PhysicalOperator& child(size_t i) { return *children_[i]; }

private:
    std::vector<DataType> types_;
    std::vector<std::unique_ptr<PhysicalOperator>> children_;
    std::optional<uint64_t> estimated_rows_;
};

inline bool Downstream::push(RowView row) {
    switch (kind_) {
        case Kind::Stream: return op_->execute(row, *next_, global_, local_);
        case Kind::Sink: return op_->consume(row, global_, local_);
        case Kind::Caller:
            if (caller_->push(row)) return true;
            caller_refused_ = true;
            return false;
    }
    return false;
}

inline bool Downstream::pushBatch(const Cell* rows, size_t width, size_t count) {
    if (kind_ == Kind::Sink) return op_->consumeBatch(rows, width, count, global_, local_);
    if (kind_ == Kind::Stream) return op_->executeBatch(rows, width, count, *next_, global_, local_);
    for (size_t i = 0; i < count; ++i) {
        if (!push(RowView(rows + i * width, width))) return false;
    }
    return true;
}

}  // namespace tabula::exec
