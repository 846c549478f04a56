// Pipeline: links the operators in push order and drives the source.
#include "exec/operator.hpp"

#include "tabula/error.hpp"

namespace tabula::exec {

void ExecContext::throwCancelled() { throw QueryCancelledError(); }

void Pipeline::append(std::unique_ptr<Operator> op) {
    if (!operators_.empty()) operators_.back()->setNext(op.get());
    operators_.push_back(std::move(op));
}

void Pipeline::run(ExecContext& ctx) {
    Operator& first = *operators_.front();
    first.open(ctx);
    source_->run(first, ctx);
}

}  // namespace tabula::exec
