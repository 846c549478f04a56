// UTF-8 decoding/encoding and the simple letter case mapping used by UPPER, LOWER and INITCAP.
#include "exec/functions/utf8.hpp"

namespace tabula::exec::fn {

uint32_t decodeCodePoint(std::string_view s, size_t i) {
    auto byte = [&](size_t k) { return static_cast<uint32_t>(static_cast<unsigned char>(s[k])); };
    uint32_t lead = byte(i);
    size_t length = codePointLength(s, i);
    if (length == 1) return lead;
    uint32_t cp = lead & (0x7F >> length);
    for (size_t k = 1; k < length; ++k) cp = (cp << 6) | (byte(i + k) & 0x3F);
    return cp;
}

size_t encodeCodePoint(uint32_t cp, char* out) {
    auto put = [&](size_t k, uint32_t bits) { out[k] = static_cast<char>(bits); };
    if (cp < 0x80) {
        put(0, cp);
        return 1;
    }
    if (cp < 0x800) {
        put(0, 0xC0 | (cp >> 6));
        put(1, 0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        put(0, 0xE0 | (cp >> 12));
        put(1, 0x80 | ((cp >> 6) & 0x3F));
        put(2, 0x80 | (cp & 0x3F));
        return 3;
    }
    put(0, 0xF0 | (cp >> 18));
    put(1, 0x80 | ((cp >> 12) & 0x3F));
    put(2, 0x80 | ((cp >> 6) & 0x3F));
    put(3, 0x80 | (cp & 0x3F));
    return 4;
}

uint32_t toUpperCodePoint(uint32_t cp) {
    if (cp >= 'a' && cp <= 'z') return cp - 32;
    if (cp >= 0xE0 && cp <= 0xFE && cp != 0xF7) return cp - 32;     // à..þ except ÷
    if (cp >= 0x3B1 && cp <= 0x3C9 && cp != 0x3C2) return cp - 32;  // α..ω except final ς
    if (cp >= 0x430 && cp <= 0x44F) return cp - 32;                 // а..я
    if (cp >= 0x450 && cp <= 0x45F) return cp - 80;                 // ѐ..џ
    return cp;
}

uint32_t toLowerCodePoint(uint32_t cp) {
    if (cp >= 'A' && cp <= 'Z') return cp + 32;
    if (cp >= 0xC0 && cp <= 0xDE && cp != 0xD7) return cp + 32;     // À..Þ except ×
    if (cp >= 0x391 && cp <= 0x3A9 && cp != 0x3A2) return cp + 32;  // Α..Ω (U+03A2 is unassigned)
    if (cp >= 0x410 && cp <= 0x42F) return cp + 32;                 // А..Я
    if (cp >= 0x400 && cp <= 0x40F) return cp + 80;                 // Ѐ..Џ
    return cp;
}

}  // namespace tabula::exec::fn
