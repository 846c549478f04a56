// Sort: a pipeline breaker that stores every row, sorts row numbers stably by the sort keys, and emits.
#include <algorithm>
#include <numeric>

#include "exec/operators.hpp"
#include "exec/operators/row_comparator.hpp"

namespace tabula::exec {
namespace {

class Sort final : public Operator {
public:
    Sort(std::vector<SortKey> keys, std::vector<DataType> types) : comparator_(keys, types), rows_(std::move(types)) {}

    void open(ExecContext& ctx) override {
        ctx_ = &ctx;
        Operator::open(ctx);
    }

    bool consume(RowView row) override {
        rows_.append(row);
        return true;
    }

    void finish() override {
        std::vector<size_t> order(rows_.rowCount());
        std::iota(order.begin(), order.end(), size_t{0});
        // A cancelled run throws out of the sort: the comparator checks every kCancelCheckInterval comparisons.
        // std::stable_sort frees its buffer on the way out, and the order vector is discarded anyway.
        size_t comparisons = 0;
        std::stable_sort(order.begin(), order.end(), [this, &comparisons](size_t a, size_t b) {
            if (++comparisons % kCancelCheckInterval == 0) ctx_->checkCancelled();
            return comparator_.compare(rows_.row(a), rows_.row(b)) < 0;
        });
        for (size_t emitted = 0; emitted < order.size(); ++emitted) {
            if (emitted % kCancelCheckInterval == 0) ctx_->checkCancelled();
            if (!next_->consume(rows_.row(order[emitted]))) break;
        }
        next_->finish();
    }

private:
    RowComparator comparator_;
    RowStore rows_;
    const ExecContext* ctx_ = nullptr;  // the run's context, set by open()
};

}  // namespace

std::unique_ptr<Operator> makeSort(std::vector<SortKey> keys, std::vector<DataType> types) {
    return std::make_unique<Sort>(std::move(keys), std::move(types));
}

}  // namespace tabula::exec
