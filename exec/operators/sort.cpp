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

    bool consume(RowView row) override {
        rows_.append(row);
        return true;
    }

    void finish() override {
        std::vector<size_t> order(rows_.rowCount());
        std::iota(order.begin(), order.end(), size_t{0});
        std::stable_sort(order.begin(), order.end(),
                         [this](size_t a, size_t b) { return comparator_.compare(rows_.row(a), rows_.row(b)) < 0; });
        for (size_t i : order) {
            if (!next_->consume(rows_.row(i))) break;
        }
        next_->finish();
    }

private:
    RowComparator comparator_;
    RowStore rows_;
};

}  // namespace

std::unique_ptr<Operator> makeSort(std::vector<SortKey> keys, std::vector<DataType> types) {
    return std::make_unique<Sort>(std::move(keys), std::move(types));
}

}  // namespace tabula::exec
