// Limit (OFFSET/FETCH): skips the first rows, passes a bounded number, then tells the source to stop.
#include <limits>

#include "exec/operators.hpp"

namespace tabula::exec {
namespace {

class Limit final : public Operator {
public:
    Limit(uint64_t offset, std::optional<uint64_t> fetch)
        : to_skip_(offset), to_pass_(fetch.value_or(std::numeric_limits<uint64_t>::max())) {}

    bool consume(RowView row) override {
        if (to_pass_ == 0) return false;  // FETCH 0: no row will ever pass
        if (to_skip_ > 0) {
            --to_skip_;
            return true;
        }
        --to_pass_;
        const bool more = next_->consume(row);
        return more && to_pass_ > 0;
    }

private:
    uint64_t to_skip_;
    uint64_t to_pass_;  // "all rows" is the largest count, which no input reaches
};

}  // namespace

std::unique_ptr<Operator> makeLimit(uint64_t offset, std::optional<uint64_t> fetch) {
    return std::make_unique<Limit>(offset, fetch);
}

}  // namespace tabula::exec
