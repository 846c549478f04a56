// CallbackSink: the end of a pipeline; hands each final row to a function, which may stop the query.
#include "exec/operators.hpp"

namespace tabula::exec {
namespace {

class CallbackSink final : public Operator {
public:
    explicit CallbackSink(std::function<bool(RowView)> on_row) : on_row_(std::move(on_row)) {}

    bool consume(RowView row) override { return on_row_(row); }

private:
    std::function<bool(RowView)> on_row_;
};

}  // namespace

std::unique_ptr<Operator> makeCallbackSink(std::function<bool(RowView)> on_row) {
    return std::make_unique<CallbackSink>(std::move(on_row));
}

}  // namespace tabula::exec
