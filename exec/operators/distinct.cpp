// Distinct: streams the first occurrence of each distinct row; later copies are dropped. Not a pipeline
// breaker: the seen rows are kept (strings copied) only to recognise repeats.
#include <numeric>

#include "exec/operators.hpp"
#include "exec/operators/hash_index.hpp"
#include "exec/operators/row_keys.hpp"

namespace tabula::exec {
namespace {

std::vector<uint32_t> allColumns(size_t width) {
    std::vector<uint32_t> columns(width);
    std::iota(columns.begin(), columns.end(), 0U);
    return columns;
}

class Distinct final : public Operator {
public:
    explicit Distinct(std::vector<DataType> types) : keys_(allColumns(types.size()), types), seen_(std::move(types)) {}

    bool consume(RowView row) override {
        const bool added =
            index_.findOrInsert(keys_.hash(row), [&](uint32_t id) { return keys_.equal(row, seen_.row(id).data()); })
                .second;
        if (!added) return true;
        seen_.append(row);  // stored under its new id, which is the next row number of seen_
        return next_->consume(row);
    }

private:
    RowKeys keys_;
    HashIndex index_;
    RowStore seen_;  // the distinct rows so far; row i has id i in index_
};

}  // namespace

std::unique_ptr<Operator> makeDistinct(std::vector<DataType> types) {
    return std::make_unique<Distinct>(std::move(types));
}

}  // namespace tabula::exec
