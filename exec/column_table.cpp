// Table versions: building them chunk by chunk, and swapping the current one.
#include "exec/column_table.hpp"

#include <numeric>
#include <utility>

#include "exec/cell_copy.hpp"
#include "exec/chunk_reader.hpp"

namespace tabula::exec {

TableSnapshot::TableSnapshot(std::vector<DataType> types, ChunkList chunks, StatisticsBuilder statistics)
    : types_(std::move(types)), chunks_(std::move(chunks)), statistics_(std::move(statistics)) {
    for (const auto& chunk : chunks_) rows_ += chunk->rowCount();
}

size_t TableSnapshot::memoryUsage() const {
    return std::accumulate(chunks_.begin(), chunks_.end(), sizeof(TableSnapshot),
                           [](size_t bytes, const auto& chunk) { return bytes + chunk->memoryUsage(); });
}

SnapshotPtr emptySnapshot(std::vector<DataType> types) {
    StatisticsBuilder statistics(types);
    return std::make_shared<const TableSnapshot>(std::move(types), TableSnapshot::ChunkList{}, std::move(statistics));
}

ColumnTableBuilder::ColumnTableBuilder(std::vector<DataType> types)
    : types_(std::move(types)), string_columns_(stringPositions(types_)), open_(types_), statistics_(types_) {}

ColumnTableBuilder::ColumnTableBuilder(const SnapshotPtr& base) : ColumnTableBuilder(base->types()) {
    chunks_ = base->chunks();
    sealed_rows_ = base->rowCount();
    statistics_ = base->statistics_;
    if (chunks_.empty() || chunks_.back()->rowCount() == kChunkRows) return;
    const std::shared_ptr<const ColumnChunk> last = std::move(chunks_.back());
    chunks_.pop_back();
    sealed_rows_ -= last->rowCount();
    ChunkReader reader(allColumns(types_.size()));
    for (size_t begin = 0; begin < last->rowCount(); begin += ChunkReader::kBatchRows) {
        const size_t count = std::min(ChunkReader::kBatchRows, last->rowCount() - begin);
        reader.read(*last, begin, count);
        for (size_t i = 0; i < count; ++i) append(reader.row(i));
    }
    open_counted_ = last->rowCount();
}

void ColumnTableBuilder::append(RowView row) {
    size_t text_bytes = 0;
    for (uint32_t column : string_columns_) {
        if (!row[column].null) text_bytes += row[column].s.size;
    }
    // Sealing before the row that would pass the limit keeps each column's text addressable by 32 bits.
    if (open_.rowCount() > 0 && open_text_bytes_ + text_bytes > kChunkStringBytes) seal();
    open_.append(row);
    open_text_bytes_ += text_bytes;
    if (open_.rowCount() == kChunkRows) seal();
}

void ColumnTableBuilder::seal() {
    const size_t rows = open_.rowCount();
    for (size_t column = 0; column < types_.size(); ++column) {
        for (size_t r = open_counted_; r < rows; ++r) statistics_.addValue(column, open_.row(r)[column]);
    }
    statistics_.addRows(rows - open_counted_);
    open_counted_ = 0;
    chunks_.push_back(ColumnChunk::build(types_, open_));
    sealed_rows_ += open_.rowCount();
    open_.clear();
    open_text_bytes_ = 0;
}

SnapshotPtr ColumnTableBuilder::finish() {
    if (open_.rowCount() > 0) seal();
    return std::make_shared<const TableSnapshot>(std::move(types_), std::move(chunks_), std::move(statistics_));
}

ColumnTable::ColumnTable(SnapshotPtr initial) : types_(initial->types()), current_(std::move(initial)) {}

SnapshotPtr ColumnTable::snapshot() const {
    std::lock_guard lock(mutex_);
    return current_;
}

void ColumnTable::publish(SnapshotPtr next) {
    std::lock_guard lock(mutex_);
    current_ = std::move(next);
}

}  // namespace tabula::exec
