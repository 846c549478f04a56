// QueryContext: warnings under a lock.
#include "exec/pipeline/query_context.hpp"

#include <utility>

namespace tabula::exec {

void QueryContext::warn(std::string message) {
    std::lock_guard lock(mutex_);
    warnings_.push_back(std::move(message));
}

std::vector<std::string> QueryContext::takeWarnings() {
    std::lock_guard lock(mutex_);
    return std::exchange(warnings_, {});
}

}  // namespace tabula::exec
