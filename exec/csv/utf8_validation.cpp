// UTF-8 validation with an eight-bytes-at-a-time path for ASCII, which most CSV text is.
#include "exec/csv/utf8_validation.hpp"

#include <cstdint>
#include <cstring>

namespace tabula::exec {

bool isValidUtf8(std::string_view text) {
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const auto* end = p + text.size();
    while (p < end) {
        if (end - p >= 8) {
            uint64_t word;
            std::memcpy(&word, p, sizeof word);
            if ((word & 0x8080808080808080ULL) == 0) {
                p += 8;
                continue;
            }
        }
        unsigned char lead = *p;
        if (lead < 0x80) {
            ++p;
            continue;
        }
        int length = (lead & 0xE0) == 0xC0 ? 2 : (lead & 0xF0) == 0xE0 ? 3 : (lead & 0xF8) == 0xF0 ? 4 : 0;
        if (length == 0) return false;  // a continuation byte or an invalid lead byte
        static constexpr uint32_t kLeadBits[] = {0, 0, 0x1F, 0x0F, 0x07};
        static constexpr uint32_t kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};  // below: overlong encoding
        uint32_t code_point = lead & kLeadBits[length];
        if (end - p < length) return false;
        for (int i = 1; i < length; ++i) {
            if ((p[i] & 0xC0) != 0x80) return false;
            code_point = (code_point << 6) | (p[i] & 0x3Fu);
        }
        if (code_point < kSmallest[length] || code_point > 0x10FFFF || (code_point >= 0xD800 && code_point <= 0xDFFF))
            return false;
        p += length;
    }
    return true;
}

}  // namespace tabula::exec
