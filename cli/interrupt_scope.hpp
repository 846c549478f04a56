// Ctrl-C in the shell: while a query runs it cancels the query, while a line is read it drops the line. Outside
// these scopes SIGINT keeps its previous disposition (the default ends the process).
#pragma once

#include <signal.h>

#include "tabula/table_environment.hpp"

namespace tabula::cli {

/// Installs a SIGINT handler for its lifetime and restores the previous one on destruction. Scopes must not
/// overlap (the shell opens one around each statement and one around each prompt). The handler is
/// async-signal-safe: it stores to lock-free atomics only. It is installed without SA_RESTART, so a blocking read
/// fails with EINTR and line input returns.
class InterruptScope {
public:
    /// Ctrl-C calls env.cancel(): the running query stops with QueryCancelledError. A request no query stopped
    /// for by the end of the scope (Ctrl-C while results were printed) is withdrawn.
    explicit InterruptScope(TableEnvironment& env);
    /// Ctrl-C only marks the scope interrupted.
    InterruptScope();
    ~InterruptScope();
    InterruptScope(const InterruptScope&) = delete;
    InterruptScope& operator=(const InterruptScope&) = delete;

    /// True once Ctrl-C was pressed during this scope.
    bool interrupted() const;

private:
    TableEnvironment* env_;
    struct sigaction previous_;
};

}  // namespace tabula::cli
