// Push-based, row-at-a-time operators. A Source pushes rows into a chain of Operators; pipeline breakers
// (aggregate, sort, distinct) gather rows in consume() and push their results on finish().
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "exec/cell.hpp"

namespace tabula::exec {

/// Run-wide state shared by a pipeline's operators.
struct ExecContext {
    /// Messages for the user that do not stop the query (e.g. "skipped 2 malformed lines in x.csv ...").
    std::vector<std::string> warnings;
    /// Set from another thread or a signal handler to stop the run; null when the run cannot be cancelled.
    const std::atomic<bool>* cancel_requested = nullptr;

    /// Throws QueryCancelledError once cancellation is requested. One relaxed load: sources and long loops call it
    /// every batch of rows or comparisons, so a run stops within milliseconds.
    void checkCancelled() const {
        if (cancel_requested != nullptr && cancel_requested->load(std::memory_order_relaxed)) throwCancelled();
    }

private:
    [[noreturn]] static void throwCancelled();
};

/// How many rows or comparisons a loop handles between two checkCancelled() calls.
inline constexpr size_t kCancelCheckInterval = 4096;

/// REQUIRES: open() once, then consume() per row, then finish() once. The Pipeline owns every operator;
/// next_ is not owned.
class Operator {
public:
    virtual ~Operator() = default;
    /// Prepares state and opens the rest of the chain.
    virtual void open(ExecContext& ctx) {
        if (next_) next_->open(ctx);
    }
    /// Takes one row, valid only during the call. Returns false when no further input is wanted (a satisfied
    /// LIMIT), so the source may stop early.
    virtual bool consume(RowView row) = 0;
    /// End of input: breakers emit here, then every operator finishes the rest of the chain.
    virtual void finish() {
        if (next_) next_->finish();
    }
    void setNext(Operator* next) { next_ = next; }

protected:
    Operator* next_ = nullptr;
};

/// Produces rows: a file scan or an in-memory table.
class Source {
public:
    virtual ~Source() = default;
    /// Pushes every row into `out` (until out.consume() returns false), then calls out.finish().
    /// REQUIRES: out.open() was called.
    virtual void run(Operator& out, ExecContext& ctx) = 0;
};

/// A source plus operators in push order; owns them all.
class Pipeline {
public:
    explicit Pipeline(std::unique_ptr<Source> source) : source_(std::move(source)) {}
    /// Appends an operator after the last one.
    void append(std::unique_ptr<Operator> op);
    /// Opens the chain, runs the source to completion. REQUIRES: at least one operator (the sink).
    void run(ExecContext& ctx);

private:
    std::unique_ptr<Source> source_;
    std::vector<std::unique_ptr<Operator>> operators_;
};

}  // namespace tabula::exec
