// What one execution of a query shares between its pipelines and, later, their threads: warnings for the user,
// the flag that stops every pipeline early, and the joins' key filters for the scans below them.
#pragma once

#include <atomic>
#include <cstddef>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "exec/key_filter.hpp"

namespace tabula::exec {

/// How many rows or comparisons a loop handles between two QueryContext::checkCancelled() calls.
inline constexpr size_t kCancelCheckInterval = 4096;

/// One per execution of a query. Thread-safe: every member may be called from several threads at once.
class QueryContext {
public:
    /// `cancel_requested`, when given, is set from another thread or a signal handler to stop the run with
    /// QueryCancelledError (TableEnvironment::cancel); it must outlive the context.
    explicit QueryContext(const std::atomic<bool>* cancel_requested = nullptr) : cancel_requested_(cancel_requested) {}

    /// Records a message for the user that does not stop the query (e.g. "skipped 2 malformed lines ...").
    void warn(std::string message);
    /// The warnings recorded so far, in the order they were recorded; clears them.
    std::vector<std::string> takeWarnings();

    /// Asks every pipeline to stop at its next morsel: the consumer stopped reading, or a thread failed.
    void cancel() { cancelled_.store(true, std::memory_order_relaxed); }
    bool cancelled() const { return cancelled_.load(std::memory_order_relaxed); }

    /// Throws QueryCancelledError once the user asked to cancel. One relaxed load: the Executor calls it before
    /// every morsel and long loops (a sort) every kCancelCheckInterval steps, so a run stops within milliseconds.
    void checkCancelled() const {
        if (cancel_requested_ != nullptr && cancel_requested_->load(std::memory_order_relaxed)) throwCancelled();
    }

    /// Makes join `id`'s key filter available to the scan below its probe side; the join publishes it when its
    /// build side is indexed, before that scan's pipeline starts.
    void publishKeyFilter(size_t id, KeyFilter filter);
    /// The key filter join `id` published in this run, if it has.
    std::optional<KeyFilter> keyFilter(size_t id) const;

private:
    [[noreturn]] static void throwCancelled();

    const std::atomic<bool>* cancel_requested_;
    std::mutex mutex_;  // guards warnings_
    std::vector<std::string> warnings_;
    std::atomic<bool> cancelled_{false};
    mutable std::mutex filters_mutex_;  // guards key_filters_
    std::vector<std::pair<size_t, KeyFilter>> key_filters_;
};

}  // namespace tabula::exec
