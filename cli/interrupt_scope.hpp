// Signals in the shell: while a statement runs, Ctrl-C (SIGINT) cancels it; SIGTERM and SIGHUP cancel it too and
// end the shell once the statement has stopped, so that its temporary files are removed as after Ctrl-C. While a
// line is read, each makes the read return. Outside these scopes the signals keep their previous dispositions
// (the default ends the process), and a signal the shell was started ignoring (nohup) stays ignored.
#pragma once

#include <signal.h>

#include "tabula/table_environment.hpp"

namespace tabula::cli {

/// Installs the handler of SIGINT, SIGTERM and SIGHUP for its lifetime and restores the previous ones on
/// destruction. Scopes must not overlap (the shell opens one around each statement and one around each prompt).
/// The handler is async-signal-safe: it stores to lock-free atomics only. It is installed without SA_RESTART, so a
/// blocking read fails with EINTR and line input returns.
class InterruptScope {
public:
    /// Each of the signals calls env.cancel(): the running query stops with QueryCancelledError. A request no query
    /// stopped for by the end of the scope (a signal while results were printed) is withdrawn.
    explicit InterruptScope(TableEnvironment& env);
    /// The signals only mark the scope interrupted.
    InterruptScope();
    ~InterruptScope();
    InterruptScope(const InterruptScope&) = delete;
    InterruptScope& operator=(const InterruptScope&) = delete;

    /// True once one of the signals arrived during this scope.
    bool interrupted() const;

    /// The SIGTERM or SIGHUP that arrived in any scope of the process (the shell should end: its exit status is
    /// 128 plus the signal's number, as shells report a process ended by a signal), or 0 when none did.
    static int terminationSignal();

private:
    TableEnvironment* env_;
    struct sigaction previous_[3];  // of SIGINT, SIGTERM, SIGHUP, in the order of kSignals in the .cpp
};

}  // namespace tabula::cli
