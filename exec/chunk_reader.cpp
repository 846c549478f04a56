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
    : columns_(std::move(columns)), cells_(kBatchRows * columns_.size()) {}

void ChunkReader::read(const ColumnChunk& chunk, size_t begin, size_t count) {
    const size_t width = columns_.size();
    for (size_t i = 0; i < width; ++i) chunk.decode(columns_[i], begin, count, cells_.data() + i, width);
}

}  // namespace tabula::exec
