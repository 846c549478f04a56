// MD5 (RFC 1321), written from the RFC: sqllogictest gives large results as the MD5 of their values.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace tabula::slt {

/// An MD5 digest computed in pieces: update() as often as needed, then hexDigest() once.
class Md5 {
public:
    Md5();
    void update(std::string_view data);
    /// The digest as 32 lower-case hex digits. Ends the computation: update() must not follow.
    std::string hexDigest();

private:
    void processBlock(const uint8_t* block);

    std::array<uint32_t, 4> state_;
    std::array<uint8_t, 64> buffer_{};
    size_t buffered_ = 0;
    uint64_t length_ = 0;  // bytes seen
};

/// The MD5 of `data` as 32 lower-case hex digits.
std::string md5Hex(std::string_view data);

}  // namespace tabula::slt
