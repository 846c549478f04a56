// Signals in the shell. One handler of SIGINT (Ctrl-C), SIGTERM and SIGHUP serves the whole life of the shell:
// each signal cancels the statement running (InterruptScope); SIGTERM and SIGHUP also end the shell once the
// statement has stopped, so that its temporary files are removed as after Ctrl-C. A signal that arrives while the
// shell waits for input ends the wait (waitForInput). One that arrives between two statements, or between a
// statement and a read, is kept until the next of them takes it: a signal is never missed, whenever it comes.
// A signal the shell was started ignoring (nohup) stays ignored.
#pragma once

#include "tabula/table_environment.hpp"

namespace tabula::cli {

/// Installs the handler of SIGINT, SIGTERM and SIGHUP for the rest of the process, except for a signal that is
/// ignored when it is called. Call it once, first thing. It is installed without SA_RESTART, so a blocking call
/// a signal interrupts fails with EINTR. The handler is async-signal-safe: it stores to lock-free atomics, calls
/// TableEnvironment::cancel() and writes one byte to a pipe.
void installSignalHandlers();

/// The signal that ends the shell: the SIGTERM or SIGHUP that arrived, or the signal given to endShellBy; 0 when
/// none did. The shell stops before its next statement and exits with 128 plus this number, as shells report a
/// process a signal ended.
int terminationSignal();

/// Makes terminationSignal() answer `signal` when no signal ends the shell yet (a Ctrl-C that stopped a script's
/// wait for piped input ends the shell as SIGTERM would).
void endShellBy(int signal);

/// Waits until `fd` has input to read or one of the signals arrives, whichever is first. Returns the signal, taken
/// (it cancels no later statement and ends no later wait), or 0 when `fd` is readable (or cannot be waited for:
/// the read that follows reports why). A signal kept since before the call ends the wait at once, and so does
/// terminationSignal(), which it returns.
int waitForInput(int fd);

/// While a statement runs: the signals call env.cancel(), and the running query stops with QueryCancelledError.
/// A signal kept from before the scope cancels the statement at once. A signal no query stopped for by the end
/// of the scope (one while results were printed, or during a statement that is not a query) is taken and
/// withdrawn. Scopes must not overlap.
class InterruptScope {
public:
    explicit InterruptScope(TableEnvironment& env);
    ~InterruptScope();
    InterruptScope(const InterruptScope&) = delete;
    InterruptScope& operator=(const InterruptScope&) = delete;

private:
    TableEnvironment& env_;
};

}  // namespace tabula::cli
