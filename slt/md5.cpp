// MD5 as RFC 1321 section 3 describes it: 512-bit blocks, four rounds of sixteen operations, little-endian words.
#include "slt/md5.hpp"

#include <cmath>

namespace tabula::slt {
namespace {

/// Per-operation left-rotation amounts (RFC 1321, section 3.4).
constexpr uint32_t kShift[64] = {7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
                                 5, 9,  14, 20, 5, 9,  14, 20, 5, 9,  14, 20, 5, 9,  14, 20,
                                 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
                                 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21};

/// T[i] = floor(2^32 * |sin(i + 1)|), the RFC's table, computed rather than copied.
const std::array<uint32_t, 64>& sineTable() {
    static const std::array<uint32_t, 64> table = [] {
        std::array<uint32_t, 64> t{};
        for (size_t i = 0; i < 64; ++i)
            t[i] = static_cast<uint32_t>(std::floor(std::fabs(std::sin(static_cast<double>(i + 1))) * 4294967296.0));
        return t;
    }();
    return table;
}

uint32_t rotateLeft(uint32_t x, uint32_t n) { return (x << n) | (x >> (32 - n)); }

uint32_t littleEndianWord(const uint8_t* p) {
    return static_cast<uint32_t>(p[0]) | static_cast<uint32_t>(p[1]) << 8 | static_cast<uint32_t>(p[2]) << 16 |
           static_cast<uint32_t>(p[3]) << 24;
}

}  // namespace

Md5::Md5() : state_{0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u} {}

void Md5::update(std::string_view data) {
    length_ += data.size();
    for (char c : data) {
        buffer_[buffered_++] = static_cast<uint8_t>(c);
        if (buffered_ == buffer_.size()) {
            processBlock(buffer_.data());
            buffered_ = 0;
        }
    }
}

std::string Md5::hexDigest() {
    // Padding: a 1 bit, zeros up to 56 bytes mod 64, then the message length in bits, little-endian.
    const uint64_t bits = length_ * 8;
    update(std::string_view("\x80", 1));
    while (buffered_ != 56) update(std::string_view("\0", 1));
    char length[8];
    for (int i = 0; i < 8; ++i) length[i] = static_cast<char>((bits >> (8 * i)) & 0xff);
    update(std::string_view(length, 8));

    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    for (uint32_t word : state_) {
        for (int i = 0; i < 4; ++i) {
            const auto byte = static_cast<uint8_t>(word >> (8 * i));
            out += kHex[byte >> 4];
            out += kHex[byte & 0xf];
        }
    }
    return out;
}

void Md5::processBlock(const uint8_t* block) {
    uint32_t m[16];
    for (size_t i = 0; i < 16; ++i) m[i] = littleEndianWord(block + 4 * i);
    const std::array<uint32_t, 64>& t = sineTable();
    uint32_t a = state_[0], b = state_[1], c = state_[2], d = state_[3];
    for (uint32_t i = 0; i < 64; ++i) {
        uint32_t f;
        uint32_t g;
        if (i < 16) {
            f = (b & c) | (~b & d);
            g = i;
        } else if (i < 32) {
            f = (d & b) | (~d & c);
            g = (5 * i + 1) % 16;
        } else if (i < 48) {
            f = b ^ c ^ d;
            g = (3 * i + 5) % 16;
        } else {
            f = c ^ (b | ~d);
            g = (7 * i) % 16;
        }
        const uint32_t rotated = rotateLeft(a + f + t[i] + m[g], kShift[i]);
        a = d;
        d = c;
        c = b;
        b = b + rotated;
    }
    state_[0] += a;
    state_[1] += b;
    state_[2] += c;
    state_[3] += d;
}

std::string md5Hex(std::string_view data) {
    Md5 md5;
    md5.update(data);
    return md5.hexDigest();
}

}  // namespace tabula::slt
