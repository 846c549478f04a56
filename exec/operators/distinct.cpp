// Distinct: streams the first occurrence of each distinct row; later copies are dropped. Not a pipeline
// breaker: the seen rows are kept (strings copied) only to recognise repeats. The set is global, so the
// operator is not safe to run in several pipeline instances at once.
#include "exec/operators.hpp"
#include "exec/operators/hash_index.hpp"
#include "exec/operators/row_keys.hpp"
#include "exec/pipeline/state_cast.hpp"

namespace tabula::exec {
namespace {

struct DistinctState final : GlobalState {
    explicit DistinctState(const std::vector<DataType>& types) : seen(types) {}
    HashIndex index;
    RowStore seen;  // the distinct rows so far; row i has id i in index
};

class Distinct final : public PhysicalOperator {
public:
    explicit Distinct(std::unique_ptr<PhysicalOperator> input)
        : PhysicalOperator(std::move(input)), keys_(RowKeys::wholeRow(types())) {}

    OperatorDescription describe() const override { return {"Distinct", {}, std::nullopt}; }
    InputMode inputMode(size_t) const override { return InputMode::Stream; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const override {
        return std::make_unique<DistinctState>(types());
    }

    bool execute(RowView row, Downstream& out, GlobalState* global, LocalState*) const override {
        auto& state = stateAs<DistinctState>(global);
        const bool added =
            state.index
                .findOrInsert(keys_.hash(row), [&](uint32_t id) { return keys_.equal(row, state.seen.row(id).data()); })
                .second;
        if (!added) return true;
        state.seen.append(row);  // stored under its new id, which is the next row number of seen
        return out.push(row);
    }

private:
    RowKeys keys_;
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeDistinct(std::unique_ptr<PhysicalOperator> input) {
    return std::make_unique<Distinct>(std::move(input));
}

}  // namespace tabula::exec
