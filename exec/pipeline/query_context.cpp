// QueryContext: warnings and key filters under locks, and the cancellation the user asked for.
#include "exec/pipeline/query_context.hpp"

#include <utility>

#include "tabula/error.hpp"

namespace tabula::exec {

void QueryContext::warn(std::string message) {
    std::lock_guard lock(mutex_);
    warnings_.push_back(std::move(message));
}

void QueryContext::publishKeyFilter(size_t id, KeyFilter filter) {
    std::lock_guard lock(filters_mutex_);
    key_filters_.emplace_back(id, filter);
}

std::optional<KeyFilter> QueryContext::keyFilter(size_t id) const {
    std::lock_guard lock(filters_mutex_);
    for (const auto& [published, filter] : key_filters_) {
        if (published == id) return filter;
    }
    return std::nullopt;
}

void QueryContext::throwCancelled() { throw QueryCancelledError(); }

std::vector<std::string> QueryContext::takeWarnings() {
    std::lock_guard lock(mutex_);
    return std::exchange(warnings_, {});
}

}  // namespace tabula::exec
