// Limit (OFFSET/FETCH): skips the first rows, passes a bounded number, then tells its pipeline to stop. The
// counter lives in the global state, so several pipeline instances share one offset and one fetch.
#include <atomic>
#include <limits>

#include "exec/operators.hpp"
#include "exec/pipeline/state_cast.hpp"

namespace tabula::exec {
namespace {

struct LimitState final : GlobalState {
    std::atomic<uint64_t> seen{0};  // rows that reached the limit, in all instances
};

class Limit final : public PhysicalOperator {
public:
    Limit(uint64_t offset, std::optional<uint64_t> fetch, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(std::move(input)),
          offset_(offset),
          end_(fetch && *fetch <= std::numeric_limits<uint64_t>::max() - offset ? offset + *fetch
                                                                                : std::numeric_limits<uint64_t>::max()),
          fetch_(fetch) {}

    OperatorDescription describe() const override {
        return {"Limit",
                {{"offset", std::to_string(offset_)}, {"fetch", fetch_ ? std::to_string(*fetch_) : "unlimited"}},
                std::nullopt};
    }
    InputMode inputMode(size_t) const override { return InputMode::Stream; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const override {
        return std::make_unique<LimitState>();
    }

    bool execute(RowView row, Downstream& out, GlobalState* global, LocalState*) const override {
        if (fetch_ == 0) return false;  // FETCH 0: no row will ever pass
        const uint64_t position = stateAs<LimitState>(global).seen.fetch_add(1, std::memory_order_relaxed);
        if (position < offset_) return true;
        if (position >= end_) return false;
        return out.push(row) && position + 1 < end_;
    }

private:
    uint64_t offset_;
    uint64_t end_;  // position after the last passed row; "all rows" is the largest count, which no input reaches
    std::optional<uint64_t> fetch_;
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeLimit(uint64_t offset, std::optional<uint64_t> fetch,
                                            std::unique_ptr<PhysicalOperator> input) {
    return std::make_unique<Limit>(offset, fetch, std::move(input));
}

}  // namespace tabula::exec
