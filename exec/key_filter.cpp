#include "exec/key_filter.hpp"

#include <atomic>

namespace tabula::exec {

size_t newKeyFilterId() {
    static std::atomic<size_t> next{0};
    return next.fetch_add(1, std::memory_order_relaxed);
}

}  // namespace tabula::exec
