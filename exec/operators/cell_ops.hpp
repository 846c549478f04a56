// Typed operations on the cells of one column — hash, equality, ordering — chosen once per query from the
// column's type, so per-row code calls through a function pointer instead of switching on the type.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>

#include "exec/cell.hpp"

namespace tabula::exec {

/// Operations on non-null cells of one type (callers handle NULL). Floating-point values follow float_order.hpp
/// rather than IEEE: -0.0 equals 0.0, NaN equals NaN and orders above every other number, as in PostgreSQL.
struct CellOps {
    /// Equal cells hash alike. The result may be unmixed (an integer hashes to itself): combine with
    /// hashCombine() and finish with hashFinish().
    uint64_t (*hash)(const Cell&);
    bool (*equal)(const Cell&, const Cell&);
    /// Negative, zero or positive. Strings compare by bytes, which for UTF-8 is code point order.
    int (*compare)(const Cell&, const Cell&);
};

/// The operations for cells of `type`.
CellOps cellOps(const DataType& type);

/// What a NULL cell contributes to a hash.
inline constexpr uint64_t kNullHash = 0x5bd1e9955bd1e995ULL;
/// Starting value for hashCombine().
inline constexpr uint64_t kHashSeed = 0x9e3779b97f4a7c15ULL;

/// Folds one value's hash into a running hash; the order of values matters.
inline uint64_t hashCombine(uint64_t running, uint64_t value) {
    return (std::rotl(running, 23) ^ value) * 0x9fb21c651e98df25ULL;
}

/// Spreads a running hash over all 64 bits, so its low bits can pick a hash-table slot.
inline uint64_t hashFinish(uint64_t running) {
    running ^= running >> 32;
    running *= 0xd6e8feb86659fd93ULL;
    running ^= running >> 32;
    running *= 0xd6e8feb86659fd93ULL;
    running ^= running >> 32;
    return running;
}

/// Hash of a byte string.
uint64_t hashBytes(const char* data, size_t size);

}  // namespace tabula::exec
