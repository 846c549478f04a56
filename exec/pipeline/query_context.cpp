// QueryContext: warnings under a lock, and the cancellation the user asked for.
#include "exec/pipeline/query_context.hpp"

#include <utility>

#include "tabula/error.hpp"

namespace tabula::exec {

void QueryContext::warn(std::string message) {
    std::lock_guard lock(mutex_);
    warnings_.push_back(std::move(message));
}

void QueryContext::throwCancelled() { throw QueryCancelledError(); }

std::vector<std::string> QueryContext::takeWarnings() {
    std::lock_guard lock(mutex_);
    return std::exchange(warnings_, {});
}

}  // namespace tabula::exec
