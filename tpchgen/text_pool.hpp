// TextPool: the pseudo text that every comment column is cut from (TPC-H clause 4.2.2.10): sentences built from
// the specification's grammar and weighted vocabulary, made once per process with a fixed seed.
#pragma once

#include <string>
#include <string_view>

#include "random_stream.hpp"

namespace tabula::tpchgen {

/// A fixed amount of text, independent of the scale factor, so memory stays bounded; a comment is a slice of it
/// of random length and position, as the reference generator takes its comments from a text pool. Immutable once
/// built, so it may be shared by threads.
class TextPool {
public:
    /// The process's pool (built on first use, a few milliseconds).
    static const TextPool& shared();

    /// A comment of a length uniform in [min_length, max_length], starting at a random place (it may start and
    /// end within a word). Valid as long as the pool. REQUIRES: 0 < min_length <= max_length <= kMaxComment.
    std::string_view comment(RandomStream& random, int min_length, int max_length) const;

    /// The whole text, for tests.
    std::string_view text() const { return text_; }

    static constexpr size_t kSize = 2 << 20;
    static constexpr int kMaxComment = 200;

private:
    TextPool();
    std::string text_;
};

}  // namespace tabula::tpchgen
