// RowStoreScan: the source of an in-memory table (cache(), fromValues(), materialised results).
#include "exec/operators.hpp"

namespace tabula::exec {
namespace {

class RowStoreScan final : public Source {
public:
    explicit RowStoreScan(std::shared_ptr<const RowStore> rows) : rows_(std::move(rows)) {}

    void run(Operator& out, ExecContext& ctx) override {
        const size_t count = rows_->rowCount();
        for (size_t i = 0; i < count; ++i) {
            if (i % kCancelCheckInterval == 0) ctx.checkCancelled();
            if (!out.consume(rows_->row(i))) break;
        }
        out.finish();
    }

private:
    std::shared_ptr<const RowStore> rows_;
};

}  // namespace

std::unique_ptr<Source> makeRowStoreScan(std::shared_ptr<const RowStore> rows) {
    return std::make_unique<RowStoreScan>(std::move(rows));
}

}  // namespace tabula::exec
