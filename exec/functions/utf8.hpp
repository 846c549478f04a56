// UTF-8 helpers for the string functions: positions and lengths count code points, as SQL's character
// functions do (Java counts UTF-16 units; the two differ only outside the Basic Multilingual Plane).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace tabula::exec::fn {

inline bool isContinuationByte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

/// Number of code points (every byte that does not continue a sequence starts one).
inline size_t codePointCount(std::string_view s) {
    size_t n = 0;
    for (char c : s) n += !isContinuationByte(c);
    return n;
}

/// Byte offset where code point `index` (0-based) starts; s.size() when s has no more code points.
inline size_t byteOffsetOf(std::string_view s, size_t index) {
    size_t i = 0;
    while (i < s.size() && index > 0) {
        ++i;
        while (i < s.size() && isContinuationByte(s[i])) ++i;
        --index;
    }
    return i;
}

/// Byte length of the code point starting at s[i]. REQUIRES: i < s.size().
inline size_t codePointLength(std::string_view s, size_t i) {
    size_t end = i + 1;
    while (end < s.size() && isContinuationByte(s[end])) ++end;
    return end - i;
}

/// Decodes the code point at s[i] (assumes valid UTF-8, which STRING values are).
uint32_t decodeCodePoint(std::string_view s, size_t i);
/// Writes the UTF-8 encoding of `cp` into out (at least 4 bytes); returns the byte count.
size_t encodeCodePoint(uint32_t cp, char* out);

/// Simple case mapping for ASCII, Latin-1, basic Greek and basic Cyrillic letters, where upper and lower case
/// have encodings of equal length; other code points map to themselves.
uint32_t toUpperCodePoint(uint32_t cp);
uint32_t toLowerCodePoint(uint32_t cp);

}  // namespace tabula::exec::fn
