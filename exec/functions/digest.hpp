// Message digests behind MD5(), SHA1() and the SHA2 family of functions.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace tabula::exec::fn {

enum class DigestKind { Md5, Sha1, Sha224, Sha256, Sha384, Sha512 };

/// The largest digest, SHA-512's, in bytes.
constexpr size_t kMaxDigestBytes = 64;

/// Writes the digest of `data` to `out` (room for kMaxDigestBytes) and returns its length in bytes.
size_t computeDigest(DigestKind kind, std::string_view data, uint8_t* out);

}  // namespace tabula::exec::fn
