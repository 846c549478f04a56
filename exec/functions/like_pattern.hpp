// A LIKE pattern split once into literal runs, '_' runs and '%' separators, so that matching a text searches for
// each literal run with a substring search instead of retrying the pattern at every position of the text.
#pragma once

#include <boost/container/small_vector.hpp>

#include <cstdint>
#include <string_view>

namespace tabula::exec::fn {

/// The escape character of a LIKE without ESCAPE.
constexpr int kNoLikeEscape = -1;

/// SQL LIKE: `%` matches any run of characters, `_` one character (a whole code point), the escape character
/// makes the character after it literal. The pieces view the pattern's text, which must outlive the object.
/// Texts and patterns are valid UTF-8 (as STRING values are), so a literal run found by a byte search always
/// starts at a character boundary.
///
/// A pattern is a chain of segments between '%'s. The first must match at the start, the last at the end, and
/// every one between at its leftmost place after the one before: taking the leftmost match never loses an answer,
/// since it leaves the most text for the rest. Matching takes no allocation for patterns of up to eight runs.
class LikePattern {
public:
    LikePattern(std::string_view pattern, int escape);

    bool matches(std::string_view text) const;

private:
    /// A run of literal bytes (`literal` not empty), or `any` characters ('_' run), or a '%' (neither).
    struct Piece {
        std::string_view literal;
        uint32_t any = 0;
        bool isPercent() const { return literal.empty() && any == 0; }
    };
    using Pieces = boost::container::small_vector<Piece, 8>;
    using Segment = std::pair<const Piece*, const Piece*>;

    /// The segment starting at `begin`, up to the next '%' or the end.
    Segment segmentFrom(const Piece* begin) const;
    /// Where the segment's match ends when it starts at text[position], or npos when it does not match there.
    static size_t matchAt(Segment segment, std::string_view text, size_t position);
    /// Where the leftmost match of the segment at or after text[from] ends, or npos.
    static size_t matchLeftmost(Segment segment, std::string_view text, size_t from);
    /// Whether the segment matches some text[start..] with start >= from, ending at the text's end.
    static bool matchesSuffix(Segment segment, std::string_view text, size_t from);

    Pieces pieces_;
};

}  // namespace tabula::exec::fn
