// TopN (ORDER BY ... LIMIT): keeps the best offset + fetch rows in a max-heap whose top is the worst kept row,
// so each input row costs one comparison and, when better, one replacement. Ties keep the earlier row, as a
// stable sort followed by a limit would.
#include <algorithm>
#include <limits>

#include "exec/operators.hpp"
#include "exec/operators/kept_rows.hpp"
#include "exec/operators/row_comparator.hpp"
#include "exec/pipeline/state_cast.hpp"

namespace tabula::exec {
namespace {

/// The kept rows of one pipeline instance (a LocalState) or of all of them (the GlobalState).
class TopNHeap final : public LocalState {
public:
    TopNHeap(const std::vector<SortKey>& keys, const std::vector<DataType>& types, uint64_t offset, uint64_t fetch)
        : comparator_(keys, types),
          rows_(types),
          offset_(offset),
          capacity_(fetch > std::numeric_limits<uint64_t>::max() - offset ? std::numeric_limits<uint64_t>::max()
                                                                          : offset + fetch),
          fetch_(fetch) {}

    /// Keeps `row` when it is among the best so far. Returns false when no row will ever be kept (FETCH 0).
    bool offer(RowView row) {
        if (fetch_ == 0) return false;  // nothing will ever be emitted
        if (heap_.size() < capacity_) {
            const uint32_t slot = rows_.add(row);
            sequence_.resize(std::max<size_t>(sequence_.size(), slot + 1));
            sequence_[slot] = stored_rows_;
            heap_.push_back(slot);
            std::push_heap(heap_.begin(), heap_.end(), better());
        } else {
            const uint32_t worst = heap_.front();
            if (comparator_.compare(row, rows_.row(worst)) >= 0) return true;
            std::pop_heap(heap_.begin(), heap_.end(), better());
            rows_.replace(worst, row);
            sequence_[worst] = stored_rows_;
            std::push_heap(heap_.begin(), heap_.end(), better());
        }
        ++stored_rows_;
        return true;
    }

    /// Offers every row `other` kept, in their arrival order there (so ties still keep the earlier row).
    void offerAll(const TopNHeap& other) {
        std::vector<uint32_t> slots = other.heap_;
        std::sort(slots.begin(), slots.end(),
                  [&](uint32_t a, uint32_t b) { return other.sequence_[a] < other.sequence_[b]; });
        for (uint32_t slot : slots) offer(other.rows_.row(slot));
    }

    /// Orders the kept rows best first. REQUIRES: no offer() afterwards.
    void sortBest() { std::sort(heap_.begin(), heap_.end(), better()); }

    /// Pushes up to `count` rows of the sorted result from position `next` (after the offset) on; advances
    /// `next`. Returns true when every row was pushed.
    bool pushSorted(Downstream& out, size_t& next, size_t count) const {
        next = std::max<size_t>(next, offset_);
        const size_t end = std::min(next + count, heap_.size());
        for (; next < end; ++next) {
            if (!out.push(rows_.row(heap_[next]))) return true;
        }
        return end == heap_.size();
    }

private:
    /// Orders kept rows (slots): by the sort keys, then by arrival.
    struct Better {
        const TopNHeap* self;
        bool operator()(uint32_t a, uint32_t b) const {
            const int order = self->comparator_.compare(self->rows_.row(a), self->rows_.row(b));
            return order != 0 ? order < 0 : self->sequence_[a] < self->sequence_[b];
        }
    };
    Better better() const { return Better{this}; }

    RowComparator comparator_;
    KeptRows rows_;
    uint64_t offset_;
    uint64_t capacity_;  // offset + fetch rows are kept
    uint64_t fetch_;
    std::vector<uint64_t> sequence_;  // arrival number of the row in each slot
    std::vector<uint32_t> heap_;      // slots, a max-heap under better(): the worst kept row on top
    uint64_t stored_rows_ = 0;        // numbers the rows in arrival order
};

constexpr size_t kMorselRows = 1024;

/// The global heap and how far its sorted rows were emitted.
struct TopNGlobal final : GlobalState {
    TopNGlobal(const std::vector<SortKey>& keys, const std::vector<DataType>& types, uint64_t offset, uint64_t fetch)
        : best(keys, types, offset, fetch) {}
    TopNHeap best;
    size_t emitted = 0;
};

class TopN final : public PhysicalOperator {
public:
    TopN(std::vector<SortKey> keys, uint64_t offset, uint64_t fetch, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(std::move(input)), keys_(std::move(keys)), offset_(offset), fetch_(fetch) {}

    OperatorDescription describe() const override {
        return {
            "TopN",
            {{"keys", describeSortKeys(keys_)}, {"offset", std::to_string(offset_)}, {"fetch", std::to_string(fetch_)}},
            std::nullopt};
    }
    InputMode inputMode(size_t) const override { return InputMode::Sink; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const override {
        return std::make_unique<TopNGlobal>(keys_, types(), offset_, fetch_);
    }
    std::unique_ptr<LocalState> makeSinkState(GlobalState*, size_t) const override {
        return std::make_unique<TopNHeap>(keys_, types(), offset_, fetch_);
    }

    bool consume(RowView row, GlobalState*, LocalState* local) const override {
        return stateAs<TopNHeap>(local).offer(row);
    }
    void combine(GlobalState* global, LocalState* local) const override {
        stateAs<TopNGlobal>(global).best.offerAll(stateAs<TopNHeap>(local));
    }
    void finalize(GlobalState* global) const override { stateAs<TopNGlobal>(global).best.sortBest(); }
    Produced produce(Downstream& out, GlobalState* global, LocalState*) const override {
        auto& state = stateAs<TopNGlobal>(global);
        return state.best.pushSorted(out, state.emitted, kMorselRows) ? Produced::Done : Produced::More;
    }

private:
    std::vector<SortKey> keys_;
    uint64_t offset_;
    uint64_t fetch_;
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeTopN(std::vector<SortKey> keys, uint64_t offset, uint64_t fetch,
                                           std::unique_ptr<PhysicalOperator> input) {
    return std::make_unique<TopN>(std::move(keys), offset, fetch, std::move(input));
}

}  // namespace tabula::exec
