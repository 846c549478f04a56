// RowStoreScan: the source of an in-memory table (cache(), fromValues(), materialised results), a morsel of rows
// per call; morsels are claimed from the global state, as several pipeline instances would.
#include <algorithm>
#include <atomic>

#include "exec/operators.hpp"
#include "exec/pipeline/state_cast.hpp"

namespace tabula::exec {
namespace {

constexpr size_t kMorselRows = 1024;

struct ScanCursor final : GlobalState {
    std::atomic<size_t> next{0};  // first row of the next unclaimed morsel
};

class RowStoreScan final : public PhysicalOperator {
public:
    RowStoreScan(std::shared_ptr<const RowStore> rows, std::string name)
        : PhysicalOperator(rows->types(), {}), rows_(std::move(rows)), name_(std::move(name)) {}

    OperatorDescription describe() const override { return {"RowStoreScan", {{"name", name_}}, rows_->rowCount()}; }
    std::unique_ptr<GlobalState> makeGlobalState(QueryContext&) const override {
        return std::make_unique<ScanCursor>();
    }

    Produced produce(Downstream& out, GlobalState* global, LocalState*) const override {
        const size_t count = rows_->rowCount();
        const size_t begin = std::min(stateAs<ScanCursor>(global).next.fetch_add(kMorselRows), count);
        const size_t end = std::min(begin + kMorselRows, count);
        // The count is read again for each row: a query waiting for its reader in the middle of a morsel may find
        // rows deleted (DELETE refills an in-memory table in place) when it goes on.
        for (size_t i = begin; i < end && i < rows_->rowCount(); ++i) {
            if (!out.push(rows_->row(i))) return Produced::Done;
        }
        return end == count ? Produced::Done : Produced::More;
    }

private:
    std::shared_ptr<const RowStore> rows_;
    std::string name_;
};

}  // namespace

std::unique_ptr<PhysicalOperator> makeRowStoreScan(std::shared_ptr<const RowStore> rows, std::string name) {
    return std::make_unique<RowStoreScan>(std::move(rows), std::move(name));
}

}  // namespace tabula::exec
