// RunningQuery: pulls the Executor one morsel at a time and hands the rows out through one reused Row.
#include "running_query.hpp"

#include <exception>
#include <utility>

namespace tabula::detail {
namespace {

/// Copies every row the Executor pushes into the chunk; the rows' strings point into memory the next morsel
/// reuses, so they are copied too.
class ChunkSink final : public exec::RowSink {
public:
    explicit ChunkSink(exec::RowStore& chunk) : chunk_(chunk) {}
    bool push(exec::RowView row) override {
        chunk_.append(row);
        return true;
    }

private:
    exec::RowStore& chunk_;
};

}  // namespace

RunningQuery::RunningQuery(std::shared_ptr<const EnvironmentState> env, std::unique_ptr<exec::PhysicalOperator> plan,
                           std::shared_ptr<const TableSchema> schema)
    : env_(std::move(env)),
      plan_(std::move(plan)),
      ctx_(&env_->cancel_requested),
      executor_(std::make_unique<exec::Executor>(*plan_, ctx_)),
      chunk_(schema->getFieldTypes()),
      row_(std::move(schema)) {}

RunningQuery::~RunningQuery() { cancel(); }

void RunningQuery::start() { refillChunk(); }

const Row* RunningQuery::next() {
    if (position_ == chunk_.rowCount() && !refillChunk()) return nullptr;
    return &row_.fill(chunk_.row(position_++));
}

bool RunningQuery::refillChunk() {
    chunk_.clear();
    position_ = 0;
    if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
    ChunkSink sink(chunk_);
    try {
        while (executor_ && chunk_.rowCount() == 0) {
            const bool more = executor_->pull(sink);
            for (std::string& warning : ctx_.takeWarnings()) warnings_.push_back(std::move(warning));
            if (!more) finish();
        }
    } catch (const QueryCancelledError&) {
        env_->cancel_requested.store(false);  // this query stopped for the request: it is used up
        finish();
        throw;
    } catch (...) {
        finish();
        // The rows the failing morsel produced before the error are handed out first, then the error.
        if (chunk_.rowCount() == 0) throw;
        error_ = std::current_exception();
    }
    return chunk_.rowCount() > 0;
}

void RunningQuery::finish() {
    if (!executor_) return;
    for (std::string& warning : ctx_.takeWarnings()) warnings_.push_back(std::move(warning));
    executor_.reset();
}

void RunningQuery::cancel() {
    ctx_.cancel();
    finish();
    chunk_.clear();
    position_ = 0;
    error_ = nullptr;
}

}  // namespace tabula::detail
