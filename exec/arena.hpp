// Bump allocator for strings produced while a query runs. reset() keeps the blocks, so a warmed-up arena that
// is reset per row allocates nothing on the heap.
#pragma once

#include <cstddef>
#include <memory>
#include <string_view>
#include <vector>

#include "exec/cell.hpp"

namespace tabula::exec {

class Arena {
public:
    explicit Arena(size_t block_size = 64 * 1024) : block_size_(block_size) {}
    Arena(const Arena&) = delete;
    Arena& operator=(const Arena&) = delete;
    Arena(Arena&&) = default;
    Arena& operator=(Arena&&) = default;

    /// Uninitialised bytes, aligned to 8; valid until reset() or destruction.
    char* allocate(size_t size);
    /// Copies `text` into the arena and returns a view of the copy.
    StrRef copy(std::string_view text);
    /// Forgets every allocation but keeps the memory for reuse.
    void reset();
    /// Bytes held in blocks (for memory accounting in benchmarks).
    size_t capacity() const;

private:
    /// Serves a request larger than block_size_ from a block of its own.
    char* allocateOwnBlock(size_t need);

    struct Block {
        std::unique_ptr<char[]> data;
        size_t size;
    };
    size_t block_size_;
    std::vector<Block> blocks_;
    size_t current_ = 0;  // index of the block being filled
    size_t used_ = 0;     // bytes used in that block
};

}  // namespace tabula::exec
