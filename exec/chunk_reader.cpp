// Decoding a batch column by column into row-major cells.
#include "exec/chunk_reader.hpp"

#include <numeric>
#include <utility>

namespace tabula::exec {

std::vector<uint32_t> allColumns(size_t width) {
    std::vector<uint32_t> columns(width);
    std::iota(columns.begin(), columns.end(), 0);
    return columns;
}

ChunkReader::ChunkReader(std::vector<uint32_t> columns)
    : columns_(std::move(columns)),
      cells_(kBatchRows * columns_.size()),
      selection_(kBatchRows),
      keys_(kBatchRows),
      hashes_(kBatchRows) {}

void ChunkReader::read(const ColumnChunk& chunk, size_t begin, size_t count) {
    begin_ = begin;
    selected_ = false;
    const size_t width = columns_.size();
    for (size_t i = 0; i < width; ++i) chunk.decode(columns_[i], begin, count, cells_.data() + i, width);
}

size_t ChunkReader::readWhere(const ColumnChunk& chunk, size_t begin, size_t count, std::span<const ScanRange> ranges,
                              std::span<const ScanKeyFilter> filters) {
    begin_ = begin;
    selected_ = true;
    std::iota(selection_.begin(), selection_.begin() + static_cast<ptrdiff_t>(count), 0);
    size_t kept = count;
    for (const ScanRange& range : ranges) {
        if (kept == 0) break;
        kept = chunk.selectInRange(range.column, begin, range.lower, range.upper, selection_.data(), kept);
    }
    for (const ScanKeyFilter& filter : filters) {
        if (kept == 0) break;
        chunk.decodeSelected(columns_[filter.position], begin, selection_.data(), kept, keys_.data(), 1);
        filter.key->hashRows(keys_.data(), 1, kept, hashes_.data());
        for (size_t i = 0; i < kept; ++i) filter.filter.prefetch(hashes_[i]);
        size_t passed = 0;
        for (size_t i = 0; i < kept; ++i) {  // a NULL key matches nothing
            if (!keys_[i].null && filter.filter.mayMatch(hashes_[i])) selection_[passed++] = selection_[i];
        }
        kept = passed;
    }
    const size_t width = columns_.size();
    for (size_t i = 0; i < width; ++i)
        chunk.decodeSelected(columns_[i], begin, selection_.data(), kept, cells_.data() + i, width);
    return kept;
}

}  // namespace tabula::exec
