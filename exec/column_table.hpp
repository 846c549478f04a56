// In-memory tables stored column by column: a TableSnapshot is one immutable version (a list of shared chunks), a
// ColumnTableBuilder makes a new version, and a ColumnTable holds the current version of a table that changes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

#include "exec/column_chunk.hpp"
#include "exec/row_store.hpp"
#include "exec/statistics/table_statistics.hpp"

namespace tabula::exec {

/// One version of an in-memory table: what a query reads from start to end, whatever changes the table later, and
/// the statistics of its rows. Immutable; versions share their chunks.
class TableSnapshot {
public:
    using ChunkList = std::vector<std::shared_ptr<const ColumnChunk>>;

    /// REQUIRES: `statistics` has seen every row of `chunks`.
    TableSnapshot(std::vector<DataType> types, ChunkList chunks, StatisticsBuilder statistics);

    const std::vector<DataType>& types() const { return types_; }
    const ChunkList& chunks() const { return chunks_; }
    size_t rowCount() const { return rows_; }
    /// Row count and, per column, distinct values, NULLs and range, for the planner's estimates.
    TableStatistics statistics() const { return statistics_.statistics(); }
    /// Bytes held by the chunks (shared ones included), for benchmarks.
    size_t memoryUsage() const;

private:
    friend class ColumnTableBuilder;  // a later version's statistics go on from this one's builder

    std::vector<DataType> types_;
    ChunkList chunks_;
    size_t rows_ = 0;
    StatisticsBuilder statistics_;
};

using SnapshotPtr = std::shared_ptr<const TableSnapshot>;

/// A version with no rows.
SnapshotPtr emptySnapshot(std::vector<DataType> types);

/// Makes a new version row by row: rows fill a private open chunk, which becomes a shared immutable chunk when
/// full, its values added to the version's statistics column by column. Not thread-safe.
class ColumnTableBuilder {
public:
    /// A version of its own: starts with no rows.
    explicit ColumnTableBuilder(std::vector<DataType> types);
    /// The version after `base`: shares base's chunks and copies only its last chunk when that one is not full, to
    /// go on filling it (so single-row INSERTs do not leave a chunk per row behind). Its statistics go on from
    /// base's.
    explicit ColumnTableBuilder(const SnapshotPtr& base);
    ColumnTableBuilder(const ColumnTableBuilder&) = delete;
    ColumnTableBuilder& operator=(const ColumnTableBuilder&) = delete;

    /// Copies the row (and its strings). REQUIRES: row.size() is the table's width, each cell of its column's type.
    void append(RowView row);
    /// Rows of the version being built, base's included.
    size_t rowCount() const { return sealed_rows_ + open_.rowCount(); }
    /// The version built. REQUIRES: called once; the builder takes no rows afterwards.
    SnapshotPtr finish();

private:
    /// Turns the open rows into a chunk and adds those not counted yet to the statistics.
    void seal();

    std::vector<DataType> types_;
    std::vector<uint32_t> string_columns_;
    TableSnapshot::ChunkList chunks_;  // sealed
    size_t sealed_rows_ = 0;
    RowStore open_;               // rows of the chunk being filled, strings copied
    size_t open_text_bytes_ = 0;  // text of open_'s strings
    StatisticsBuilder statistics_;
    size_t open_counted_ = 0;  // the first rows of open_ that statistics_ has seen (refilled from the base)
};

/// An in-memory table that changes (CREATE TABLE, INSERT, DELETE): its current version. A query takes a snapshot
/// when it starts and keeps reading it; a change publishes a new version. Thread-safe.
class ColumnTable {
public:
    explicit ColumnTable(SnapshotPtr initial);

    const std::vector<DataType>& types() const { return types_; }
    /// The current version, which stays as it is whatever is published later.
    SnapshotPtr snapshot() const;
    /// Makes `next` the current version. REQUIRES: next has this table's types.
    void publish(SnapshotPtr next);

private:
    std::vector<DataType> types_;
    mutable std::mutex mutex_;
    SnapshotPtr current_;
};

}  // namespace tabula::exec
