// RunningQuery: runs the Executor on a thread of its own, taking turns with the reader (TurnTaking), and hands the
// rows out a chunk at a time through one reused Row.
#include "running_query.hpp"

#include <exception>
#include <utility>

namespace tabula::detail {
namespace {

/// Rows the chunk takes before the query waits for the reader to read them: a bound on the memory a result holds,
/// however many rows one morsel makes.
constexpr size_t kChunkRows = 4096;

/// Copies every row the Executor pushes into the chunk (the rows' strings point into memory the query reuses, so
/// they are copied too); a full chunk goes to the reader before the next row is taken.
class ChunkSink final : public exec::RowSink {
public:
    ChunkSink(exec::RowStore& chunk, TurnTaking& turns) : chunk_(chunk), turns_(turns) {}
    bool push(exec::RowView row) override {
        chunk_.append(row);
        return chunk_.rowCount() < kChunkRows || turns_.yieldToReader();
    }

private:
    exec::RowStore& chunk_;
    TurnTaking& turns_;
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

void RunningQuery::run() {
    ChunkSink sink(chunk_, turns_);
    try {
        if (!turns_.awaitFirstTurn()) {
            turns_.end();
            return;
        }
        while (executor_->pull(sink)) {
            if (chunk_.rowCount() >= kChunkRows && !turns_.yieldToReader()) break;
        }
    } catch (...) {
        run_error_ = std::current_exception();
    }
    turns_.end();
}

bool RunningQuery::refillChunk() {
    chunk_.clear();
    position_ = 0;
    if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
    if (!executor_) return false;
    if (!thread_.joinable()) thread_ = std::thread([this] { run(); });
    turns_.waitForQuery();
    for (std::string& warning : ctx_.takeWarnings()) warnings_.push_back(std::move(warning));
    if (!turns_.ended()) return true;
    finish();
    if (std::exception_ptr error = std::exchange(run_error_, nullptr)) {
        try {
            std::rethrow_exception(error);
        } catch (const QueryCancelledError&) {
            env_->cancel_requested.store(false);  // this query stopped for the request: it is used up
            chunk_.clear();
            throw;
        } catch (...) {
            // The rows the query produced before the error are handed out first, then the error.
            if (chunk_.rowCount() == 0) throw;
            error_ = std::current_exception();
        }
    }
    return chunk_.rowCount() > 0;
}

void RunningQuery::finish() {
    if (!executor_) return;
    if (thread_.joinable()) {
        turns_.abandon();
        thread_.join();
    }
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
