// The signal handler behind InterruptScope and waitForInput. Signal handlers cannot take arguments, so what the
// handler shares with the shell lives in process-wide lock-free atomics. A flag alone cannot wake a wait that
// began just before the signal came, so the handler also writes a byte to a pipe every wait polls.
#include "cli/interrupt_scope.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>

namespace tabula::cli {
namespace {

constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};

std::atomic<TableEnvironment*> g_cancel_target{nullptr};  // the environment whose query a signal cancels, if any
std::atomic<int> g_kept{0};                               // the last signal not yet taken; 0: none
std::atomic<int> g_termination{0};                        // the signal that ends the shell; 0: none
// The handler writes a byte to [1] after each signal; waits poll [0]. Both ends are non-blocking.
int g_wake_pipe[2] = {-1, -1};

static_assert(std::atomic<TableEnvironment*>::is_always_lock_free && std::atomic<int>::is_always_lock_free,
              "the signal handler may only use lock-free atomics");

void onSignal(int signal) {
    const int saved_errno = errno;
    if (signal != SIGINT) endShellBy(signal);
    g_kept.store(signal);
    if (TableEnvironment* env = g_cancel_target.load()) env->cancel();
    // After g_kept: a taker empties the pipe before it clears g_kept, so a kept signal always has its byte in the
    // pipe. A full pipe wakes a wait as well as this byte would, so a failed write needs nothing.
    const char byte = 0;
    [[maybe_unused]] ssize_t written = write(g_wake_pipe[1], &byte, 1);
    errno = saved_errno;
}

/// Takes the signal kept, if any, and returns it (0: none). A signal that arrives while this runs is either
/// taken or stays kept with its byte in the pipe.
int takeKeptSignal() {
    char bytes[64];
    while (read(g_wake_pipe[0], bytes, sizeof bytes) > 0) {
    }
    return g_kept.exchange(0);
}

}  // namespace

void installSignalHandlers() {
    // Without a pipe (no descriptor left) the handler still cancels and ends the shell; only a wait that began
    // just before a signal goes on until its input comes.
    if (pipe2(g_wake_pipe, O_NONBLOCK | O_CLOEXEC) != 0) g_wake_pipe[0] = g_wake_pipe[1] = -1;
    struct sigaction action {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    for (int signal : kSignals) sigaddset(&action.sa_mask, signal);
    action.sa_flags = 0;  // no SA_RESTART: a blocking call fails with EINTR instead of waiting on
    for (int signal : kSignals) {
        struct sigaction previous {};
        sigaction(signal, nullptr, &previous);
        // A shell started ignoring a signal (nohup, a background job of a script) keeps ignoring it.
        if (previous.sa_handler != SIG_IGN) sigaction(signal, &action, nullptr);
    }
}

int terminationSignal() { return g_termination.load(); }

void endShellBy(int signal) {
    int none = 0;
    g_termination.compare_exchange_strong(none, signal);
}

int waitForInput(int fd) {
    // The shell is ending: the signal that ends it may have been taken by the statement it arrived in.
    if (int signal = terminationSignal(); signal != 0) return signal;
    for (;;) {
        pollfd fds[] = {{fd, POLLIN, 0}, {g_wake_pipe[0], POLLIN, 0}};  // poll skips a descriptor of -1
        if (poll(fds, 2, -1) < 0) {
            if (errno == EINTR) continue;  // the signal's byte is in the pipe now
            return 0;
        }
        if ((fds[1].revents & POLLIN) != 0) {
            if (int signal = takeKeptSignal(); signal != 0) return signal;
        }
        // Input, its end, or an error, which the read reports.
        if (fds[0].revents != 0) return 0;
    }
}

InterruptScope::InterruptScope(TableEnvironment& env) : env_(env) {
    g_cancel_target.store(&env);
    // The handler stores g_kept before it reads g_cancel_target: a signal either finds the target or is seen here.
    if (g_kept.load() != 0) env.cancel();
}

InterruptScope::~InterruptScope() {
    g_cancel_target.store(nullptr);
    takeKeptSignal();
    env_.clearCancel();
}

}  // namespace tabula::cli
