// The signal handler behind InterruptScope. Signal handlers cannot take arguments, so the scope publishes its
// environment in a process-wide atomic the handler reads.
#include "cli/interrupt_scope.hpp"

#include <atomic>
#include <iterator>

namespace tabula::cli {
namespace {

constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};  // what each scope handles; previous_ follows this order
static_assert(std::size(kSignals) == 3, "InterruptScope::previous_ holds one disposition per signal");

std::atomic<TableEnvironment*> g_cancel_target{nullptr};  // the environment whose query a signal cancels, if any
std::atomic<bool> g_interrupted{false};                   // a signal arrived in the current scope
std::atomic<int> g_termination{0};                        // the SIGTERM or SIGHUP that arrived; 0: none

static_assert(std::atomic<TableEnvironment*>::is_always_lock_free && std::atomic<bool>::is_always_lock_free &&
                  std::atomic<int>::is_always_lock_free,
              "the signal handler may only use lock-free atomics");

void onSignal(int signal) {
    if (signal != SIGINT) g_termination.store(signal);
    g_interrupted.store(true);
    if (TableEnvironment* env = g_cancel_target.load()) env->cancel();
}

void install(struct sigaction (&previous)[3]) {
    struct sigaction action {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    for (int signal : kSignals) sigaddset(&action.sa_mask, signal);
    action.sa_flags = 0;  // no SA_RESTART: a read waiting for a line returns, so the prompt can start over
    for (size_t i = 0; i < std::size(kSignals); ++i) {
        sigaction(kSignals[i], nullptr, &previous[i]);
        // A shell started ignoring a signal (nohup, a background job of a script) keeps ignoring it.
        if (previous[i].sa_handler != SIG_IGN) sigaction(kSignals[i], &action, nullptr);
    }
}

}  // namespace

InterruptScope::InterruptScope(TableEnvironment& env) : env_(&env) {
    g_interrupted.store(false);
    g_cancel_target.store(env_);
    install(previous_);
}

InterruptScope::InterruptScope() : env_(nullptr) {
    g_interrupted.store(false);
    g_cancel_target.store(nullptr);
    install(previous_);
}

InterruptScope::~InterruptScope() {
    for (size_t i = 0; i < std::size(kSignals); ++i) sigaction(kSignals[i], &previous_[i], nullptr);
    g_cancel_target.store(nullptr);
    if (env_ != nullptr) env_->clearCancel();
}

bool InterruptScope::interrupted() const { return g_interrupted.load(); }

int InterruptScope::terminationSignal() { return g_termination.load(); }

}  // namespace tabula::cli
