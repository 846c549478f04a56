// RandomStream: the generator's source of pseudo-random numbers, one stream per generated column, so that a
// column's values depend only on its own seed and the row number, never on which other tables are written.
#pragma once

#include <cstdint>

namespace tabula::tpchgen {

/// A deterministic 64-bit generator (SplitMix64): fast, with no state beyond one word, so a table generator holds
/// one per column at no cost. Not thread-safe; copyable.
class RandomStream {
public:
    explicit RandomStream(uint64_t seed) : state_(seed) {}

    /// The next 64 random bits.
    uint64_t next() {
        uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    /// A number uniform in [low, high]. REQUIRES: low <= high.
    int64_t uniform(int64_t low, int64_t high) {
        const auto range = static_cast<unsigned __int128>(static_cast<uint64_t>(high - low) + 1);
        return low + static_cast<int64_t>((range * next()) >> 64);
    }

private:
    uint64_t state_;
};

}  // namespace tabula::tpchgen
