// Sort: a pipeline breaker that stores every row, sorts row numbers stably by the sort keys, and emits them a
// morsel at a time.
#include <algorithm>
#include <memory>
#include <numeric>

#include "exec/operators.hpp"
#include "exec/operators/row_comparator.hpp"
#include "exec/pipeline/state_cast.hpp"

namespace tabula::exec {
namespace {

constexpr size_t kMorselRows = 1024;

struct SortGlobal final : GlobalState {
    explicit SortGlobal(QueryContext& context) : ctx(context) {}
    QueryContext& ctx;
    std::unique_ptr<RowStore> rows;  // every input row: the first instance's store, later ones appended to it
    std::vector<size_t> order;       // row numbers in sorted order, once finalized
    size_t emitted = 0;              // rows of `order` pushed so far
};

struct SortLocal final : LocalState {
    explicit SortLocal(const std::vector<DataType>& types) : rows(std::make_unique<RowStore>(types)) {}
    std::unique_ptr<RowStore> rows;
};

class Sort final : public PhysicalOperator {
public:
    Sort(std::vector<SortKey> keys, std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(std::move(input)), comparator_(keys, types()), keys_text_(describeSortKeys(keys)) {}

    OperatorDescription describe() const override { return {"Sort", {{"keys", keys_text_}}, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Sink; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext& ctx) const override {
        return std::make_unique<SortGlobal>(ctx);
    }
    std::unique_ptr<LocalState> makeSinkState(GlobalState*, size_t) const override {
        return std::make_unique<SortLocal>(types());
    }

    bool consume(RowView row, GlobalState*, LocalState* local) const override {
        stateAs<SortLocal>(local).rows->append(row);
        return true;
    }

    void combine(GlobalState* global, LocalState* local) const override {
        auto& into = stateAs<SortGlobal>(global).rows;
        auto& from = stateAs<SortLocal>(local).rows;
        if (!into) {
            into = std::move(from);  // the first instance's rows are taken, not copied
            return;
        }
        for (size_t i = 0; i < from->rowCount(); ++i) into->append(from->row(i));
    }

    void finalize(GlobalState* global) const override {
        auto& state = stateAs<SortGlobal>(global);
        if (!state.rows) state.rows = std::make_unique<RowStore>(types());  // no pipeline fed any row
        state.order.resize(state.rows->rowCount());
        std::iota(state.order.begin(), state.order.end(), size_t{0});
        // A cancelled run throws out of the sort: the comparator checks every kCancelCheckInterval comparisons.
        // std::stable_sort frees its buffer on the way out, and the order vector is discarded anyway.
        size_t comparisons = 0;
        std::stable_sort(state.order.begin(), state.order.end(), [&](size_t a, size_t b) {
            if (++comparisons % kCancelCheckInterval == 0) state.ctx.checkCancelled();
            return comparator_.compare(state.rows->row(a), state.rows->row(b)) < 0;
        });
    }

    Produced produce(Downstream& out, GlobalState* global, LocalState*) const override {
        auto& state = stateAs<SortGlobal>(global);
        const size_t end = std::min(state.emitted + kMorselRows, state.order.size());
        for (; state.emitted < end; ++state.emitted) {
            if (!out.push(state.rows->row(state.order[state.emitted]))) return Produced::Done;
        }
        return end == state.order.size() ? Produced::Done : Produced::More;
    }

private:
    RowComparator comparator_;
    std::string keys_text_;  // the keys as EXPLAIN shows them
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeSort(std::vector<SortKey> keys, std::unique_ptr<PhysicalOperator> input) {
    return std::make_unique<Sort>(std::move(keys), std::move(input));
}

}  // namespace tabula::exec
