// Message digests for MD5 (RFC 1321), SHA-1 and the SHA-2 family (FIPS 180-4), written from those
// specifications. Round constants: MD5's are floor(|sin(i + 1)| * 2^32); SHA-2's are the first bits of the
// fractional parts of the cube roots of the first primes, and the initial values those of their square roots.
#include "exec/functions/digest.hpp"

#include <algorithm>
#include <array>
#include <cstring>

namespace tabula::exec::fn {

namespace {

constexpr uint32_t kMd5Constants[64] = {
    0xd76aa478u, 0xe8c7b756u, 0x242070dbu, 0xc1bdceeeu, 0xf57c0fafu, 0x4787c62au, 0xa8304613u, 0xfd469501u,
    0x698098d8u, 0x8b44f7afu, 0xffff5bb1u, 0x895cd7beu, 0x6b901122u, 0xfd987193u, 0xa679438eu, 0x49b40821u,
    0xf61e2562u, 0xc040b340u, 0x265e5a51u, 0xe9b6c7aau, 0xd62f105du, 0x02441453u, 0xd8a1e681u, 0xe7d3fbc8u,
    0x21e1cde6u, 0xc33707d6u, 0xf4d50d87u, 0x455a14edu, 0xa9e3e905u, 0xfcefa3f8u, 0x676f02d9u, 0x8d2a4c8au,
    0xfffa3942u, 0x8771f681u, 0x6d9d6122u, 0xfde5380cu, 0xa4beea44u, 0x4bdecfa9u, 0xf6bb4b60u, 0xbebfbc70u,
    0x289b7ec6u, 0xeaa127fau, 0xd4ef3085u, 0x04881d05u, 0xd9d4d039u, 0xe6db99e5u, 0x1fa27cf8u, 0xc4ac5665u,
    0xf4292244u, 0x432aff97u, 0xab9423a7u, 0xfc93a039u, 0x655b59c3u, 0x8f0ccc92u, 0xffeff47du, 0x85845dd1u,
    0x6fa87e4fu, 0xfe2ce6e0u, 0xa3014314u, 0x4e0811a1u, 0xf7537e82u, 0xbd3af235u, 0x2ad7d2bbu, 0xeb86d391u,
};
constexpr unsigned kMd5Shifts[64] = {
    7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,  //
    5, 9,  14, 20, 5, 9,  14, 20, 5, 9,  14, 20, 5, 9,  14, 20,  //
    4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,  //
    6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
};

constexpr uint32_t kSha256Constants[64] = {
    0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u, 0x923f82a4u, 0xab1c5ed5u,
    0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu, 0x9bdc06a7u, 0xc19bf174u,
    0xe49b69c1u, 0xefbe4786u, 0x0fc19dc6u, 0x240ca1ccu, 0x2de92c6fu, 0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau,
    0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u, 0xc6e00bf3u, 0xd5a79147u, 0x06ca6351u, 0x14292967u,
    0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu, 0x53380d13u, 0x650a7354u, 0x766a0abbu, 0x81c2c92eu, 0x92722c85u,
    0xa2bfe8a1u, 0xa81a664bu, 0xc24b8b70u, 0xc76c51a3u, 0xd192e819u, 0xd6990624u, 0xf40e3585u, 0x106aa070u,
    0x19a4c116u, 0x1e376c08u, 0x2748774cu, 0x34b0bcb5u, 0x391c0cb3u, 0x4ed8aa4au, 0x5b9cca4fu, 0x682e6ff3u,
    0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u, 0x90befffau, 0xa4506cebu, 0xbef9a3f7u, 0xc67178f2u,
};
constexpr uint32_t kSha256Initial[8] = {
    0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au, 0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u,
};
constexpr uint32_t kSha224Initial[8] = {
    0xc1059ed8u, 0x367cd507u, 0x3070dd17u, 0xf70e5939u, 0xffc00b31u, 0x68581511u, 0x64f98fa7u, 0xbefa4fa4u,
};

constexpr uint64_t kSha512Constants[80] = {
    0x428a2f98d728ae22ull, 0x7137449123ef65cdull, 0xb5c0fbcfec4d3b2full, 0xe9b5dba58189dbbcull, 0x3956c25bf348b538ull,
    0x59f111f1b605d019ull, 0x923f82a4af194f9bull, 0xab1c5ed5da6d8118ull, 0xd807aa98a3030242ull, 0x12835b0145706fbeull,
    0x243185be4ee4b28cull, 0x550c7dc3d5ffb4e2ull, 0x72be5d74f27b896full, 0x80deb1fe3b1696b1ull, 0x9bdc06a725c71235ull,
    0xc19bf174cf692694ull, 0xe49b69c19ef14ad2ull, 0xefbe4786384f25e3ull, 0x0fc19dc68b8cd5b5ull, 0x240ca1cc77ac9c65ull,
    0x2de92c6f592b0275ull, 0x4a7484aa6ea6e483ull, 0x5cb0a9dcbd41fbd4ull, 0x76f988da831153b5ull, 0x983e5152ee66dfabull,
    0xa831c66d2db43210ull, 0xb00327c898fb213full, 0xbf597fc7beef0ee4ull, 0xc6e00bf33da88fc2ull, 0xd5a79147930aa725ull,
    0x06ca6351e003826full, 0x142929670a0e6e70ull, 0x27b70a8546d22ffcull, 0x2e1b21385c26c926ull, 0x4d2c6dfc5ac42aedull,
    0x53380d139d95b3dfull, 0x650a73548baf63deull, 0x766a0abb3c77b2a8ull, 0x81c2c92e47edaee6ull, 0x92722c851482353bull,
    0xa2bfe8a14cf10364ull, 0xa81a664bbc423001ull, 0xc24b8b70d0f89791ull, 0xc76c51a30654be30ull, 0xd192e819d6ef5218ull,
    0xd69906245565a910ull, 0xf40e35855771202aull, 0x106aa07032bbd1b8ull, 0x19a4c116b8d2d0c8ull, 0x1e376c085141ab53ull,
    0x2748774cdf8eeb99ull, 0x34b0bcb5e19b48a8ull, 0x391c0cb3c5c95a63ull, 0x4ed8aa4ae3418acbull, 0x5b9cca4f7763e373ull,
    0x682e6ff3d6b2b8a3ull, 0x748f82ee5defb2fcull, 0x78a5636f43172f60ull, 0x84c87814a1f0ab72ull, 0x8cc702081a6439ecull,
    0x90befffa23631e28ull, 0xa4506cebde82bde9ull, 0xbef9a3f7b2c67915ull, 0xc67178f2e372532bull, 0xca273eceea26619cull,
    0xd186b8c721c0c207ull, 0xeada7dd6cde0eb1eull, 0xf57d4f7fee6ed178ull, 0x06f067aa72176fbaull, 0x0a637dc5a2c898a6ull,
    0x113f9804bef90daeull, 0x1b710b35131c471bull, 0x28db77f523047d84ull, 0x32caab7b40c72493ull, 0x3c9ebe0a15c9bebcull,
    0x431d67c49c100d4cull, 0x4cc5d4becb3e42b6ull, 0x597f299cfc657e2aull, 0x5fcb6fab3ad6faecull, 0x6c44198c4a475817ull,
};
constexpr uint64_t kSha512Initial[8] = {
    0x6a09e667f3bcc908ull, 0xbb67ae8584caa73bull, 0x3c6ef372fe94f82bull, 0xa54ff53a5f1d36f1ull,
    0x510e527fade682d1ull, 0x9b05688c2b3e6c1full, 0x1f83d9abfb41bd6bull, 0x5be0cd19137e2179ull,
};
constexpr uint64_t kSha384Initial[8] = {
    0xcbbb9d5dc1059ed8ull, 0x629a292a367cd507ull, 0x9159015a3070dd17ull, 0x152fecd8f70e5939ull,
    0x67332667ffc00b31ull, 0x8eb44a8768581511ull, 0xdb0c2e0d64f98fa7ull, 0x47b5481dbefa4fa4ull,
};

template <class Word>
constexpr Word rotl(Word x, unsigned n) {
    return static_cast<Word>((x << n) | (x >> (sizeof(Word) * 8 - n)));
}

template <class Word>
constexpr Word rotr(Word x, unsigned n) {
    return static_cast<Word>((x >> n) | (x << (sizeof(Word) * 8 - n)));
}

template <class Word>
Word loadBigEndian(const uint8_t* p) {
    Word w = 0;
    for (size_t i = 0; i < sizeof(Word); ++i) w = static_cast<Word>((w << 8) | p[i]);
    return w;
}

uint32_t loadLittleEndian32(const uint8_t* p) {
    return static_cast<uint32_t>(p[0]) | static_cast<uint32_t>(p[1]) << 8 | static_cast<uint32_t>(p[2]) << 16 |
           static_cast<uint32_t>(p[3]) << 24;
}

template <class Word>
void storeBigEndian(Word w, uint8_t* p) {
    for (size_t i = 0; i < sizeof(Word); ++i) p[i] = static_cast<uint8_t>(w >> (8 * (sizeof(Word) - 1 - i)));
}

/// Feeds the message and its padding (0x80, zeros, the bit length in `length_bytes` bytes at the end of the
/// last block) to `compress`, one block at a time.
template <size_t BlockSize, class Compress>
void forEachBlock(std::string_view data, size_t length_bytes, bool big_endian_length, Compress&& compress) {
    const auto* bytes = reinterpret_cast<const uint8_t*>(data.data());
    size_t full = data.size() / BlockSize;
    for (size_t i = 0; i < full; ++i) compress(bytes + i * BlockSize);
    uint8_t tail[2 * BlockSize] = {};
    size_t rest = data.size() % BlockSize;
    if (rest > 0) std::memcpy(tail, bytes + full * BlockSize, rest);
    tail[rest] = 0x80;
    size_t tail_size = rest + 1 + length_bytes <= BlockSize ? BlockSize : 2 * BlockSize;
    uint64_t bits = static_cast<uint64_t>(data.size()) * 8;
    for (size_t k = 0; k < 8; ++k) {
        size_t at = big_endian_length ? tail_size - 1 - k : tail_size - length_bytes + k;
        tail[at] = static_cast<uint8_t>(bits >> (8 * k));
    }
    compress(tail);
    if (tail_size == 2 * BlockSize) compress(tail + BlockSize);
}

size_t md5(std::string_view data, uint8_t* out) {
    uint32_t h[4] = {0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u};
    forEachBlock<64>(data, 8, false, [&](const uint8_t* block) {
        uint32_t m[16];
        for (int i = 0; i < 16; ++i) m[i] = loadLittleEndian32(block + 4 * i);
        uint32_t a = h[0], b = h[1], c = h[2], d = h[3];
        for (unsigned i = 0; i < 64; ++i) {
            uint32_t f;
            unsigned g;
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
            f += a + kMd5Constants[i] + m[g];
            a = d;
            d = c;
            c = b;
            b += rotl(f, kMd5Shifts[i]);
        }
        h[0] += a;
        h[1] += b;
        h[2] += c;
        h[3] += d;
    });
    for (int i = 0; i < 4; ++i) {
        for (int k = 0; k < 4; ++k) out[4 * i + k] = static_cast<uint8_t>(h[i] >> (8 * k));
    }
    return 16;
}

size_t sha1(std::string_view data, uint8_t* out) {
    uint32_t h[5] = {0x67452301u, 0xEFCDAB89u, 0x98BADCFEu, 0x10325476u, 0xC3D2E1F0u};
    forEachBlock<64>(data, 8, true, [&](const uint8_t* block) {
        uint32_t w[80];
        for (int i = 0; i < 16; ++i) w[i] = loadBigEndian<uint32_t>(block + 4 * i);
        for (int i = 16; i < 80; ++i) w[i] = rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
        uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
        for (int i = 0; i < 80; ++i) {
            uint32_t f;
            uint32_t k;
            if (i < 20) {
                f = (b & c) | (~b & d);
                k = 0x5A827999u;
            } else if (i < 40) {
                f = b ^ c ^ d;
                k = 0x6ED9EBA1u;
            } else if (i < 60) {
                f = (b & c) | (b & d) | (c & d);
                k = 0x8F1BBCDCu;
            } else {
                f = b ^ c ^ d;
                k = 0xCA62C1D6u;
            }
            uint32_t temp = rotl(a, 5) + f + e + k + w[i];
            e = d;
            d = c;
            c = rotl(b, 30);
            b = a;
            a = temp;
        }
        h[0] += a;
        h[1] += b;
        h[2] += c;
        h[3] += d;
        h[4] += e;
    });
    for (int i = 0; i < 5; ++i) storeBigEndian(h[i], out + 4 * i);
    return 20;
}

/// The SHA-2 compression for 32-bit (SHA-224/256) and 64-bit (SHA-384/512) words; the two differ in word
/// size, round count, constants and rotation amounts.
template <class Word>
struct Sha2Params;

template <>
struct Sha2Params<uint32_t> {
    static constexpr size_t kBlock = 64;
    static constexpr size_t kRounds = 64;
    static constexpr const uint32_t* kConstants = kSha256Constants;
    static constexpr unsigned kSigma0[3] = {2, 13, 22};
    static constexpr unsigned kSigma1[3] = {6, 11, 25};
    static constexpr unsigned kGamma0[3] = {7, 18, 3};
    static constexpr unsigned kGamma1[3] = {17, 19, 10};
};

template <>
struct Sha2Params<uint64_t> {
    static constexpr size_t kBlock = 128;
    static constexpr size_t kRounds = 80;
    static constexpr const uint64_t* kConstants = kSha512Constants;
    static constexpr unsigned kSigma0[3] = {28, 34, 39};
    static constexpr unsigned kSigma1[3] = {14, 18, 41};
    static constexpr unsigned kGamma0[3] = {1, 8, 7};
    static constexpr unsigned kGamma1[3] = {19, 61, 6};
};

template <class Word>
size_t sha2(std::string_view data, const Word* initial, size_t digest_bytes, uint8_t* out) {
    using P = Sha2Params<Word>;
    Word h[8];
    std::copy(initial, initial + 8, h);
    forEachBlock<P::kBlock>(data, 2 * sizeof(Word), true, [&](const uint8_t* block) {
        Word w[P::kRounds];
        for (size_t i = 0; i < 16; ++i) w[i] = loadBigEndian<Word>(block + sizeof(Word) * i);
        for (size_t i = 16; i < P::kRounds; ++i) {
            Word x = w[i - 15];
            Word y = w[i - 2];
            Word s0 = rotr(x, P::kGamma0[0]) ^ rotr(x, P::kGamma0[1]) ^ (x >> P::kGamma0[2]);
            Word s1 = rotr(y, P::kGamma1[0]) ^ rotr(y, P::kGamma1[1]) ^ (y >> P::kGamma1[2]);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        Word a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
        for (size_t i = 0; i < P::kRounds; ++i) {
            Word s1 = rotr(e, P::kSigma1[0]) ^ rotr(e, P::kSigma1[1]) ^ rotr(e, P::kSigma1[2]);
            Word choose = (e & f) ^ (~e & g);
            Word temp1 = hh + s1 + choose + P::kConstants[i] + w[i];
            Word s0 = rotr(a, P::kSigma0[0]) ^ rotr(a, P::kSigma0[1]) ^ rotr(a, P::kSigma0[2]);
            Word majority = (a & b) ^ (a & c) ^ (b & c);
            Word temp2 = s0 + majority;
            hh = g;
            g = f;
            f = e;
            e = d + temp1;
            d = c;
            c = b;
            b = a;
            a = temp1 + temp2;
        }
        h[0] += a;
        h[1] += b;
        h[2] += c;
        h[3] += d;
        h[4] += e;
        h[5] += f;
        h[6] += g;
        h[7] += hh;
    });
    uint8_t full[8 * sizeof(Word)];
    for (size_t i = 0; i < 8; ++i) storeBigEndian(h[i], full + sizeof(Word) * i);
    std::memcpy(out, full, digest_bytes);
    return digest_bytes;
}

}  // namespace

size_t computeDigest(DigestKind kind, std::string_view data, uint8_t* out) {
    switch (kind) {
        case DigestKind::Md5: return md5(data, out);
        case DigestKind::Sha1: return sha1(data, out);
        case DigestKind::Sha224: return sha2<uint32_t>(data, kSha224Initial, 28, out);
        case DigestKind::Sha256: return sha2<uint32_t>(data, kSha256Initial, 32, out);
        case DigestKind::Sha384: return sha2<uint64_t>(data, kSha384Initial, 48, out);
        case DigestKind::Sha512: return sha2<uint64_t>(data, kSha512Initial, 64, out);
    }
    return 0;
}

}  // namespace tabula::exec::fn
