// RunningQuery: a query being executed, read row by row by a TableResult.
#pragma once

#include <cstddef>
#include <exception>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "environment_state.hpp"
#include "exec/pipeline/executor.hpp"
#include "exec/row_store.hpp"
#include "result_cursor.hpp"
#include "row_refill.hpp"
#include "turn_taking.hpp"

namespace tabula::detail {

/// Owns everything one execution needs (the physical plan, its QueryContext and Executor, and the environment for
/// its cancellation flag and catalog), so the result outlives the Table it came from. The query runs on a thread
/// of its own, but only while the reader waits in next() (TurnTaking): it fills a chunk of cells with up to a few
/// thousand rows, then waits while the reader reads them, in the middle of a morsel if need be, so memory stays
/// bounded however many rows one input row makes. The chunk is reused for the next rows.
class RunningQuery final : public ResultCursor {
public:
    RunningQuery(std::shared_ptr<const EnvironmentState> env, std::unique_ptr<exec::PhysicalOperator> plan,
                 std::shared_ptr<const TableSchema> schema);
    ~RunningQuery() override;

    const Row* next() override;
    size_t buffered() const override { return chunk_.rowCount() - position_; }
    const std::vector<std::string>& warnings() const override { return warnings_; }
    void cancel() override;

    /// Runs the query until its first rows are there (or it ended), so errors opening the sources throw at once.
    void start();

private:
    /// Lets the query fill the chunk until it holds rows or the query ended; false at the end.
    bool refillChunk();
    /// The query's thread: pulls the Executor, handing each full chunk to the reader, until the query ends.
    void run();
    /// Stops the query's thread if it still runs and frees the run, once the query ended, failed or was
    /// cancelled.
    void finish();

    std::shared_ptr<const EnvironmentState> env_;
    std::unique_ptr<exec::PhysicalOperator> plan_;
    exec::QueryContext ctx_;
    std::unique_ptr<exec::Executor> executor_;  // nullptr once the query ended
    exec::RowStore chunk_;                      // the rows not handed out yet, strings copied
    size_t position_ = 0;                       // next row of chunk_ to hand out
    RowRefill row_;
    std::vector<std::string> warnings_;
    std::exception_ptr error_;      // thrown by the run after it had produced the rows still in chunk_
    TurnTaking turns_;              // between the query's thread and the reader
    std::thread thread_;            // runs run(), from the first refill until finish()
    std::exception_ptr run_error_;  // what the query's thread caught; the reader rethrows it
};

}  // namespace tabula::detail
