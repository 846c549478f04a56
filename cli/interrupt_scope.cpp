// The SIGINT handler behind InterruptScope. Signal handlers cannot take arguments, so the scope publishes its
// environment in a process-wide atomic the handler reads.
#include "cli/interrupt_scope.hpp"

#include <atomic>

namespace tabula::cli {
namespace {

std::atomic<TableEnvironment*> g_cancel_target{nullptr};  // the environment whose query Ctrl-C cancels, if any
std::atomic<bool> g_interrupted{false};                   // Ctrl-C was pressed in the current scope

static_assert(std::atomic<TableEnvironment*>::is_always_lock_free && std::atomic<bool>::is_always_lock_free,
              "the SIGINT handler may only use lock-free atomics");

void onInterrupt(int) {
    g_interrupted.store(true);
    if (TableEnvironment* env = g_cancel_target.load()) env->cancel();
}

struct sigaction install() {
    struct sigaction action {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: a read waiting for a line returns, so the prompt can start over
    struct sigaction previous {};
    sigaction(SIGINT, &action, &previous);
    return previous;
}

}  // namespace

InterruptScope::InterruptScope(TableEnvironment& env) : env_(&env) {
    g_interrupted.store(false);
    g_cancel_target.store(env_);
    previous_ = install();
}

InterruptScope::InterruptScope() : env_(nullptr) {
    g_interrupted.store(false);
    g_cancel_target.store(nullptr);
    previous_ = install();
}

InterruptScope::~InterruptScope() {
    sigaction(SIGINT, &previous_, nullptr);
    g_cancel_target.store(nullptr);
    if (env_ != nullptr) env_->clearCancel();
}

bool InterruptScope::interrupted() const { return g_interrupted.load(); }

}  // namespace tabula::cli
