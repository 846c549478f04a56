// What one execution of a query shares between its pipelines and, later, their threads: warnings for the user
// and the flag that stops every pipeline early.
#pragma once

#include <atomic>
#include <mutex>
#include <string>
#include <vector>

namespace tabula::exec {

/// One per execution of a query. Thread-safe: every member may be called from several threads at once.
class QueryContext {
public:
    /// Records a message for the user that does not stop the query (e.g. "skipped 2 malformed lines ...").
    void warn(std::string message);
    /// The warnings recorded so far, in the order they were recorded; clears them.
    std::vector<std::string> takeWarnings();

    /// Asks every pipeline to stop at its next morsel: the consumer stopped reading, or a thread failed.
    void cancel() { cancelled_.store(true, std::memory_order_relaxed); }
    bool cancelled() const { return cancelled_.load(std::memory_order_relaxed); }

private:
    std::mutex mutex_;  // guards warnings_
    std::vector<std::string> warnings_;
    std::atomic<bool> cancelled_{false};
};

}  // namespace tabula::exec
